/** Business facts shown to visitors and used in emails, defined once. */
export const BUSINESS = {
  name: "South Florida Luxury Concierge",
  phone: { display: "(954) 555-0142", tel: "+19545550142" },
  email: "hello@sflconcierge.com",
  timeZone: "America/New_York",
  areasServed: ["Fort Lauderdale, FL", "Miami, FL", "West Palm Beach, FL"],
  /** Opening hours as schema.org expects them (24-hour clock). */
  openingHours: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "20:00" },
    { days: ["Saturday"], opens: "09:00", closes: "18:00" },
    { days: ["Sunday"], opens: "10:00", closes: "16:00" },
  ],
  hoursDisplay: [
    "Monday - Friday: 8:00 AM - 8:00 PM",
    "Saturday: 9:00 AM - 6:00 PM",
    "Sunday: 10:00 AM - 4:00 PM",
    "Emergency services: 24/7",
  ],
  promo: "First-time customers get 20% off their initial cleaning.",
  ratingClaims: ["5.0 rating", "500+ happy clients"],
  commitments: ["No contract", "Cancel anytime", "Insured & bonded"],
  trustBadges: ["Highly trained staff", "Money-back guarantee", "Available 24/7", "Insured & bonded"],
  vendorBenefits: [
    "50,000 door hangers delivered monthly to luxury apartment communities",
    "Direct access to high-end clientele",
    "Guaranteed marketing exposure",
    "A professional booking system",
    "Streamlined payment processing",
  ],
  socialLinks: [
    { label: "Instagram", href: "https://www.instagram.com/sflconcierge" },
    { label: "Facebook", href: "https://www.facebook.com/sflconcierge" },
    { label: "LinkedIn", href: "https://www.linkedin.com/company/sflconcierge" },
  ],
} as const;

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  rating: 5;
  initials: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Danielle Moreau",
    role: "Resident, Las Olas high-rise",
    content:
      "The bi-weekly cleaning feels like coming home to a hotel suite. They coordinate with our front desk, so I never have to be there.",
    rating: 5,
    initials: "DM",
  },
  {
    name: "Marcus Bell",
    role: "Resident, Brickell",
    content:
      "Booked car detailing in the garage while I was at work. The car looked showroom-new and the team texted me when they finished.",
    rating: 5,
    initials: "MB",
  },
  {
    name: "Priya Raman",
    role: "Resident, Edgewater",
    content: "After our renovation the post-construction crew removed every trace of drywall dust, even from the vents. Worth every penny.",
    rating: 5,
    initials: "PR",
  },
  {
    name: "Jonathan Alvarez",
    role: "Resident, West Palm Beach waterfront",
    content: "We used the private chef for an anniversary dinner on our balcony. Five courses, spotless kitchen afterwards. Unforgettable.",
    rating: 5,
    initials: "JA",
  },
  {
    name: "Sofia Castellanos",
    role: "Resident, Fort Lauderdale beach",
    content: "Laundry pickup every Monday, folded and back by Tuesday. It gave me my weekends back, and the linens smell wonderful.",
    rating: 5,
    initials: "SC",
  },
  {
    name: "Kevin O'Neill",
    role: "Resident, Miami Design District",
    content: "Our dog sitter sends photos twice a day and the grooming visit left him calmer than any salon. We trust them completely.",
    rating: 5,
    initials: "KO",
  },
];
