import { packageOrDefault } from "./packages";
import type { PriceInputs } from "./pricing";
import { isServiceId, type ServiceId } from "./service-index";
import { SERVICE_PRICING } from "./service-pricing";

/**
 * How long a visit holds its crew, per service: a number of whole hours, or a rule.
 * - "plan tier": the hotel-style cleaning booked once holds the plan tier of its bedrooms,
 *   as it is priced (1 bedroom: the 1bed1bath plan's 2 hours; 2: 3; 3 or more: 4);
 * - "hours booked": hourly services hold the hours booked (within the model's bounds);
 * - "handover": rentals and stays priced per day hold one hour; the days are the vehicle's
 *   or the pet's, not a crew's.
 * Fixed lengths are the longest the catalogue's duration states ("2-3 hours" holds 3), so a
 * crew is never promised while still at its previous visit; the laundry's "same-day or
 * next-day" is the pickup, one hour; the yacht holds a charter at its shortest, 4 hours
 * (longer charters are arranged with the business; at the catalogue's 8 it could never
 * sail on a Sunday, open 10 AM to 4 PM).
 * Typed by service, so a new service cannot be sold without its length.
 */
type VisitLength = number | "plan tier" | "hours booked" | "handover";

export const VISIT_LENGTHS: Record<ServiceId, VisitLength> = {
  "laundry-service": 1,
  "car-detailing": 3,
  "deep-cleaning": "plan tier",
  "car-tinting": 3,
  "chef-service": 4,
  "exotic-car-rental": "handover",
  "furniture-assembly": 3,
  "furniture-cleaning": 3,
  "hair-stylist": 2,
  "jet-ski-rental": "hours booked",
  "lashes-eyebrows": 2,
  locksmith: 2,
  "makeup-service": 2,
  "massage-service": "hours booked",
  "pet-grooming": 2,
  "move-cleaning": 6,
  "moving-service": "hours booked",
  "nails-service": 2,
  "party-pontoon": "handover",
  "pc-phone-repair": 2,
  "pet-sitting": "handover",
  "post-construction": 8,
  "regular-cleaning": 3,
  "slingshot-rental": "handover",
  "tv-mounting": 2,
  "yacht-rental": 4,
  "heating-service": 2,
  "barber-service": 1,
};

/**
 * How many whole hours a visit holds its crew (a visit takes its crew for every hourly slot
 * it covers). One rule for the pages that offer times and the server that takes the places;
 * the subscription's visits hold their plan's hours (planVisitHours).
 */
export function serviceVisitHours(serviceId: string, inputs: PriceInputs = {}): number {
  if (!isServiceId(serviceId)) return 1;
  const length = VISIT_LENGTHS[serviceId];
  const model = SERVICE_PRICING[serviceId];
  if (length === "plan tier") return planTierHours(Number.isFinite(inputs.bedrooms) ? inputs.bedrooms! : 1);
  if (length === "hours booked" && model.kind === "hourly") {
    const hours = Number.isFinite(inputs.hours) ? Math.ceil(inputs.hours!) : model.minimumHours;
    return Math.min(Math.max(model.minimumHours, hours), model.maximumHours);
  }
  if (length === "handover" || typeof length !== "number") return 1;
  return length;
}

/** A subscription visit's length: its plan's. */
export function planVisitHours(packageId: string | null | undefined): number {
  return packageOrDefault(packageId).visitHours;
}

/** 1 bedroom: the 1bed1bath plan's 2 hours; 2: 3 hours; 3 or more: 4 hours. */
function planTierHours(bedrooms: number): number {
  return 1 + Math.min(Math.max(Math.round(bedrooms), 1), 3);
}
