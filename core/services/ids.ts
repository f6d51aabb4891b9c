/** Every service id, in catalogue order: one definition (definitions.ts) and one catalogue entry (core/catalogue.ts) each. */
export const SERVICE_IDS = [
  "laundry-service",
  "car-detailing",
  "deep-cleaning",
  "car-tinting",
  "chef-service",
  "exotic-car-rental",
  "furniture-assembly",
  "furniture-cleaning",
  "hair-stylist",
  "jet-ski-rental",
  "lashes-eyebrows",
  "locksmith",
  "makeup-service",
  "massage-service",
  "pet-grooming",
  "move-cleaning",
  "moving-service",
  "nails-service",
  "party-pontoon",
  "pc-phone-repair",
  "pet-sitting",
  "post-construction",
  "regular-cleaning",
  "slingshot-rental",
  "tv-mounting",
  "yacht-rental",
  "heating-service",
  "barber-service",
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export function isServiceId(id: string): id is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(id);
}

/**
 * The hotel-style cleaning ("Cleaning Special"): its crews also do the subscription's
 * cleanings (the first one, booked at checkout, and every schedule visit), so all of them
 * share this service's places per slot (worker/services/capacity/slot-capacity.ts).
 */
export const HOTEL_CLEANING_SERVICE_ID = "deep-cleaning" satisfies ServiceId;
