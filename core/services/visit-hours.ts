import { CLEANING_PACKAGES, packageOrDefault } from "../packages";
import type { PriceInputs } from "../pricing";
import { SERVICE_DEFINITIONS } from "./definitions";
import { isServiceId } from "./ids";

/**
 * How many whole hours a visit holds its crew (a visit takes its crew for every hourly slot
 * it covers), from the service's visitLength (definition.ts). One rule for the pages that
 * offer times and the server that takes the places; the subscription's visits hold their
 * plan's hours (planVisitHours).
 */
export function serviceVisitHours(serviceId: string, inputs: PriceInputs = {}): number {
  if (!isServiceId(serviceId)) return 1;
  const { visitLength, pricing } = SERVICE_DEFINITIONS[serviceId];
  if (typeof visitLength === "number") return visitLength;
  if (visitLength === "plan tier") return planTierHours(Number.isFinite(inputs.bedrooms) ? inputs.bedrooms! : 1);
  if (visitLength === "hours booked" && pricing.kind === "hourly") {
    const hours = Number.isFinite(inputs.hours) ? Math.ceil(inputs.hours!) : pricing.minimumHours;
    return Math.min(Math.max(pricing.minimumHours, hours), pricing.maximumHours);
  }
  return 1;
}

/** A subscription visit's length: its plan's. */
export function planVisitHours(packageId: string | null | undefined): number {
  return packageOrDefault(packageId).visitHours;
}

/** The plan whose tier the bedrooms fall in, smallest to largest: 1 bedroom the first plan's hours, 3 or more the last's. */
function planTierHours(bedrooms: number): number {
  const tier = Math.min(Math.max(Math.round(bedrooms), 1), CLEANING_PACKAGES.length);
  return CLEANING_PACKAGES[tier - 1]!.visitHours;
}
