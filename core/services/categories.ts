export const SERVICE_CATEGORIES = [
  "Home Services",
  "Beauty & Wellness",
  "Luxury Rentals",
  "Automotive",
  "Water Sports",
  "Pet Care",
  "Culinary",
  "Tech Services",
  "Laundry",
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
