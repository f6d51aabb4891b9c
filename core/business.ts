import { FIRST_CLEANING_DISCOUNT_PERCENT } from "./pricing";

const OPENING_HOURS = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "20:00" },
  { days: ["Saturday"], opens: "09:00", closes: "18:00" },
  { days: ["Sunday"], opens: "10:00", closes: "16:00" },
] as const;

/** "08:00" as visitors read it: "8:00 AM". */
function clockLabel(time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** One line of opening hours: a run of days as "first - last", then the hours. */
function hoursLine({ days, opens, closes }: { days: readonly string[]; opens: string; closes: string }): string {
  const dayRange = days.length > 1 ? `${days[0]} - ${days[days.length - 1]}` : days[0];
  return `${dayRange}: ${clockLabel(opens)} - ${clockLabel(closes)}`;
}

/** Business facts shown to visitors and used in emails, defined once. */
export const BUSINESS = {
  name: "South Florida Luxury Concierge",
  phone: { display: "(954) 555-0142", tel: "+19545550142" },
  email: "hello@sflconcierge.com",
  timeZone: "America/New_York",
  areasServed: ["Fort Lauderdale, FL", "Miami, FL", "West Palm Beach, FL"],
  /** Opening hours as schema.org expects them (24-hour clock); the bookable times follow them (core/opening-hours.ts). */
  openingHours: OPENING_HOURS,
  /** The same hours as visitors read them: "Monday - Friday: 8:00 AM - 8:00 PM". */
  hoursDisplay: [...OPENING_HOURS.map(hoursLine), "Emergency services: 24/7"],
  promo: `First-time customers get ${FIRST_CLEANING_DISCOUNT_PERCENT}% off their initial cleaning.`,
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
