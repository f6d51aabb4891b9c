import { getService } from "./catalogue";
import { packageOrDefault } from "./packages";
import type { PriceInputs } from "./pricing";
import { HOTEL_CLEANING_SERVICE_ID, type ServiceId } from "./service-index";
import { SERVICE_PRICING } from "./service-pricing";

/**
 * How many whole hours a visit holds its crew (DECISIONS 7 counts crews per slot; a visit
 * takes its crew for every hourly slot it covers). One rule for the pages that offer times
 * and the server that takes the places:
 * - the subscription's visits: their plan's 2, 3 or 4 hours (core/packages.ts);
 * - the hotel-style cleaning booked once: the plan tier of its bedrooms, as it is priced;
 * - hourly services: the hours booked (at least the service's minimum);
 * - rentals and stays priced per day: one hour, the handover; the days are the vehicle's
 *   or the pet's, not a crew's;
 * - the yacht: a charter at its shortest, 4 hours (longer charters are arranged with the
 *   business); at the catalogue's 8 it could never sail on a Sunday, open 10 AM to 4 PM;
 * - every other service: the longest its catalogue duration says ("2-3 hours" holds 3), so
 *   a crew is never promised while still at its previous visit. "Same-day or next-day"
 *   (laundry) is the pickup: one hour.
 */
export function serviceVisitHours(serviceId: string, inputs: PriceInputs = {}): number {
  const model = SERVICE_PRICING[serviceId as ServiceId];
  if (serviceId === HOTEL_CLEANING_SERVICE_ID) return planTierHours(Number.isFinite(inputs.bedrooms) ? inputs.bedrooms! : 1);
  if (model?.kind === "hourly") {
    const hours = Number.isFinite(inputs.hours) ? Math.ceil(inputs.hours!) : model.minimumHours;
    return Math.min(Math.max(model.minimumHours, hours), model.maximumHours);
  }
  if (model?.kind === "per_day") return 1;
  if (serviceId === "yacht-rental") return YACHT_CHARTER_HOURS;
  return longestOf(getService(serviceId)?.duration ?? "");
}

const YACHT_CHARTER_HOURS = 4;

/** A subscription visit's length: its plan's. */
export function planVisitHours(packageId: string | null | undefined): number {
  return packageOrDefault(packageId).visitHours;
}

/** 1 bedroom: the 1bed1bath plan's 2 hours; 2: 3 hours; 3 or more: 4 hours. */
function planTierHours(bedrooms: number): number {
  return 1 + Math.min(Math.max(Math.round(bedrooms), 1), 3);
}

/** The upper bound of "1-3 hours" or "45-90 minutes", in whole hours; 1 when the text gives no range. */
function longestOf(duration: string): number {
  const range = /(\d+)\s*-\s*(\d+)\s*(hours|minutes)/.exec(duration);
  if (!range) return 1;
  const longest = Number(range[2]);
  return Math.max(1, Math.ceil(range[3] === "minutes" ? longest / 60 : longest));
}
