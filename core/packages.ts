export const PACKAGE_IDS = ["1bed1bath", "2bed2bath", "3bed3bath"] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

/** A bi-weekly cleaning plan: billed monthly, two visits a month, the second one free. */
export interface CleaningPackage {
  id: PackageId;
  title: string;
  price: string;
  /** Monthly price in cents: the only amount the server ever charges. */
  priceValue: number;
  visitHours: number;
  description: string;
  features: string[];
  popular: boolean;
}

export const CLEANING_PACKAGES: readonly CleaningPackage[] = [
  {
    id: "1bed1bath",
    title: "1 Bed / 1 Bath",
    price: "$39.99",
    priceValue: 3999,
    visitHours: 2,
    description: "For studios and one-bedroom apartments that deserve a hotel-fresh reset twice a month.",
    features: [
      "Kitchen and bathroom deep wipe-down",
      "Bed made with hotel-style corners",
      "Floors vacuumed and mopped",
      "Trash removed and liners replaced",
    ],
    popular: false,
  },
  {
    id: "2bed2bath",
    title: "2 Bed / 2 Bath",
    price: "$59.99",
    priceValue: 5999,
    visitHours: 3,
    description: "Our most requested plan for couples, roommates and home offices.",
    features: [
      "Everything in 1 Bed / 1 Bath",
      "Both bathrooms sanitized and polished",
      "Balcony glass and sliding doors",
      "Appliance fronts and stainless steel shined",
    ],
    popular: true,
  },
  {
    id: "3bed3bath",
    title: "3 Bed / 3 Bath",
    price: "$79.99",
    priceValue: 7999,
    visitHours: 4,
    description: "For families and larger residences who want every room guest-ready.",
    features: [
      "Everything in 2 Bed / 2 Bath",
      "Three bedrooms refreshed and dusted",
      "Baseboards and door frames wiped",
      "Closet and entryway tidy-up",
    ],
    popular: false,
  },
];

export const DEFAULT_PACKAGE_ID: PackageId = "2bed2bath";

/** Missing or unknown package ids fall back to the most popular plan. */
export function packageOrDefault(id: string | null | undefined): CleaningPackage {
  const found = CLEANING_PACKAGES.find((plan) => plan.id === id);
  return found ?? (CLEANING_PACKAGES.find((plan) => plan.id === DEFAULT_PACKAGE_ID) as CleaningPackage);
}

export const INCLUDED_AREAS = ["Kitchen", "Bathrooms", "Bedrooms", "Living areas", "Floors", "Windows"] as const;
