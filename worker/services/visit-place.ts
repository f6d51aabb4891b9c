import type { BookingRequest } from "#core/booking-schema";
import { formatAddress, zipInAddress } from "#core/service-address";
import { areaOfZip, ZIP_NOT_SERVED_MESSAGE, zipProblem } from "#core/service-areas";
import type { Service } from "#core/service-index";
import type { ServiceLocation } from "#core/services/areas";
import type { StoredAddressParts } from "../db/schema";
import { seal } from "./access-secrets";
import { Invalid } from "./errors";

/** Where a booking's visit is, as stored: its area, its one-line address, its parts and its sealed way in. */
export interface VisitPlace {
  area: ServiceLocation | null;
  serviceAddress: string;
  addressParts: StoredAddressParts | null;
  accessNotesSealed: string | null;
}

function refuse(field: string, message: string): never {
  throw new Invalid("invalid_input", message, { [field]: message });
}

/**
 * The place of a new booking, refused at its field when the service does not come there.
 * With parts, the one-line address is formatted from them (so the two cannot disagree) and
 * the access instructions are sealed. Without parts (a client that sends only the line), the
 * area comes from a ZIP ending the line; a line without one leaves the area unknown, and
 * the booking then takes a place in every area (slot-capacity.ts).
 */
export async function visitPlace(
  accessSecret: string,
  service: Service,
  input: Pick<BookingRequest, "address" | "service_address">,
): Promise<VisitPlace> {
  const address = input.address;
  if (address) {
    const problem = zipProblem(address.zip, service);
    if (problem) refuse("address.zip", problem.message);
    const { access_notes: accessNotes, ...parts } = address;
    return {
      area: areaOfZip(address.zip) ?? null,
      serviceAddress: formatAddress(address),
      addressParts: parts,
      accessNotesSealed: accessNotes ? await seal(accessSecret, accessNotes) : null,
    };
  }
  const zip = zipInAddress(input.service_address);
  const area = zip ? areaOfZip(zip) : undefined;
  if (zip && !area) refuse("service_address", ZIP_NOT_SERVED_MESSAGE);
  const problem = zip ? zipProblem(zip, service) : undefined;
  if (problem) refuse("service_address", problem.message);
  return { area: area ?? null, serviceAddress: input.service_address, addressParts: null, accessNotesSealed: null };
}
