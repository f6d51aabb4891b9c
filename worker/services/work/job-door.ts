import type { AdminBuilding } from "#core/buildings";
import type { WorkJob } from "#core/staff-api";
import type { Database } from "#worker/db/client";
import type { BookingRecord } from "#worker/db/schema";
import { buildingsNamed } from "../bookings/buildings";
import { SERVICE_DEFINITIONS } from "#core/services/definitions";
import { isServiceId } from "#core/services/ids";

/** The directory's entries by lower-cased name, as bookings name their building. */
export type BuildingsByName = Map<string, AdminBuilding>;

/** The buildings of these bookings, read in one query for a whole list of jobs. */
export async function buildingsOf(db: Database, list: Pick<BookingRecord, "addressParts">[]): Promise<BuildingsByName> {
  const names = list.flatMap((booking) => (booking.addressParts?.building ? [booking.addressParts.building] : []));
  const found = await buildingsNamed(db, names);
  return new Map(found.map((building) => [building.name.toLowerCase(), building]));
}

/**
 * What a provider needs at the door besides the way in: the size they clean, the notes the
 * owner keeps about the building (desk phone, service elevator, check-in) and a maps link.
 * The address goes through encodeURIComponent, so nothing a customer typed leaves the query.
 */
export function doorDetails(
  booking: Pick<BookingRecord, "serviceId" | "priceInputs" | "addressParts" | "serviceAddress">,
  buildings: BuildingsByName,
): Pick<WorkJob, "size" | "building" | "mapsUrl"> {
  const size = roomsBooked(booking);
  const name = booking.addressParts?.building?.trim().toLowerCase();
  const entry = name ? buildings.get(name) : undefined;
  return {
    size,
    building: entry
      ? {
          conciergePhone: entry.concierge_phone,
          serviceElevatorHours: entry.service_elevator_hours,
          entryInstructions: entry.entry_instructions,
          parkingInstructions: entry.parking_instructions,
          notes: entry.notes,
        }
      : null,
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(booking.serviceAddress)}`,
  };
}

/** The bedrooms and bathrooms of a service priced by rooms; one of each when the booking left them out, as its price did. */
function roomsBooked(booking: Pick<BookingRecord, "serviceId" | "priceInputs">): WorkJob["size"] {
  if (!isServiceId(booking.serviceId) || SERVICE_DEFINITIONS[booking.serviceId].pricing.kind !== "rooms") return null;
  return { bedrooms: booking.priceInputs?.bedrooms ?? 1, bathrooms: booking.priceInputs?.bathrooms ?? 1 };
}
