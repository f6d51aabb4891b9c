/** Business facts shown to visitors and used in emails, defined once. */
export const BUSINESS = {
  name: "South Florida Luxury Concierge",
  phone: { display: "(954) 555-0142", tel: "+19545550142" },
  email: "hello@sflconcierge.com",
  timeZone: "America/New_York",
  areasServed: ["Fort Lauderdale, FL", "Miami, FL", "West Palm Beach, FL"],
  hoursDisplay: [
    "Monday - Friday: 8:00 AM - 8:00 PM",
    "Saturday: 9:00 AM - 6:00 PM",
    "Sunday: 10:00 AM - 4:00 PM",
    "Emergency services: 24/7",
  ],
  promo: "First-time customers get 20% off their initial cleaning.",
  socialLinks: [
    { label: "Instagram", href: "https://www.instagram.com/sflconcierge" },
    { label: "Facebook", href: "https://www.facebook.com/sflconcierge" },
    { label: "LinkedIn", href: "https://www.linkedin.com/company/sflconcierge" },
  ],
} as const;
