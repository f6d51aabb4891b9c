import type { ServiceId } from "./services/ids";
import type { VENDOR_SERVICE_TYPES } from "./vendor-schema";

/** The roles of the people who do the work, besides the admins of ADMIN_EMAILS. */
export const STAFF_ROLES = ["crew", "vendor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The catalogue services an approved vendor is offered, from the service type they applied
 * with (the admin can change the list afterwards).
 */
export const SERVICES_OF_VENDOR_TYPE: Record<(typeof VENDOR_SERVICE_TYPES)[number], readonly ServiceId[]> = {
  "Make Up": ["makeup-service"],
  Hair: ["hair-stylist", "barber-service"],
  Nails: ["nails-service"],
  Massage: ["massage-service"],
  "Car Wash": ["car-detailing"],
  "Home / Furniture Installations": ["furniture-assembly"],
  "TV Wall Mount Install": ["tv-mounting"],
  "In-Home Chef": ["chef-service"],
  Lash: ["lashes-eyebrows"],
  Eyebrows: ["lashes-eyebrows"],
  Laundry: ["laundry-service"],
  "Computer/Internet Repair": ["pc-phone-repair"],
  Cleaning: ["regular-cleaning", "deep-cleaning", "move-cleaning", "post-construction", "furniture-cleaning"],
  "Handyman Services": ["furniture-assembly", "tv-mounting"],
};

/** Services a crew member covers when invited without a list: the business's cleaning teams. */
export const CREW_DEFAULT_SERVICES: readonly ServiceId[] = ["regular-cleaning", "deep-cleaning", "move-cleaning", "post-construction"];

export function servicesOfVendorType(serviceType: string): ServiceId[] {
  return [...(SERVICES_OF_VENDOR_TYPE[serviceType as keyof typeof SERVICES_OF_VENDOR_TYPE] ?? [])];
}
