import { SERVICE_DEFINITIONS } from "./definitions";
import { SERVICE_IDS, type ServiceId } from "./ids";

/** The services the first-time offer ("20% off their initial cleaning", core/business.ts) is about: the home cleanings. */
export const FIRST_CLEANING_OFFER_SERVICE_IDS: readonly ServiceId[] = SERVICE_IDS.filter(
  (id) => SERVICE_DEFINITIONS[id].offers.firstCleaning,
);

export function hasFirstCleaningOffer(serviceId: string): boolean {
  return (FIRST_CLEANING_OFFER_SERVICE_IDS as readonly string[]).includes(serviceId);
}
