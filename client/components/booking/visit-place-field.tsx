import { useState } from "react";
import { bookingPlaceMessages } from "#core/i18n/messages/booking-place";
import { type AddressParts, formatAddress } from "#core/service-address";
import { areaName, areaOfZip, isZipFormat, zipProblem } from "#core/service-areas";
import type { ServiceLocation } from "#core/services/areas";
import { useLocale } from "#client/lib/locale";
import { Select, TextField } from "../ui/fields";
import { type AddressDraft, addressPayload, draftOf, EMPTY_ADDRESS } from "./address-fields";

type ServiceAreas = { title: string; locations: readonly ServiceLocation[] };

/** The ZIP the date-and-time step may ask availability for: five digits of an area this service comes to. */
export function bookableZip(zip: string, service: ServiceAreas): string | null {
  return isZipFormat(zip) && !zipProblem(zip, service) ? zip.trim() : null;
}

/**
 * Where the visit is, asked before the calendar: each area has its own crews, so the times
 * shown are the ZIP's area's. A signed-in customer picks one of their saved addresses (the
 * latest comes chosen) or types the ZIP of another; what is chosen here is the address the
 * details step starts from.
 */
export function VisitPlaceField({
  service,
  place,
  saved,
  onChange,
}: {
  service: ServiceAreas;
  place: AddressDraft;
  saved: readonly AddressParts[];
  onChange: (place: AddressDraft) => void;
}) {
  const t = bookingPlaceMessages[useLocale()];
  // A ZIP still being typed is not wrong yet: its format is said once five characters are
  // there, or when the customer leaves the field.
  const [left, setLeft] = useState(false);
  const savedIndex = saved.findIndex((parts) => formatAddress(parts) === addressPayload(place).service_address);
  const zip = place.zip.trim();
  const problem = zip.length >= 5 || (left && zip !== "") ? zipProblem(zip, service) : undefined;
  const error =
    problem?.problem === "format"
      ? t.zipFormat
      : problem?.problem === "not_served"
        ? t.zipNotServed
        : problem
          ? t.serviceNotThere(service)
          : undefined;
  const area = bookableZip(zip, service) ? areaOfZip(zip) : undefined;
  const servedBy = area ? t.servedBy(areaName(area)) : undefined;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {saved.length > 0 && (
        <Select
          label={t.savedLabel}
          name="visitPlace"
          value={String(savedIndex)}
          hint={savedIndex >= 0 ? servedBy : undefined}
          onChange={(event) => {
            const parts = saved[Number(event.target.value)];
            onChange(parts ? draftOf(parts) : EMPTY_ADDRESS);
          }}
        >
          {saved.map((parts, index) => (
            <option key={formatAddress(parts)} value={index}>
              {formatAddress(parts)}
            </option>
          ))}
          <option value="-1">{t.anotherAddress}</option>
        </Select>
      )}
      {savedIndex < 0 && (
        <TextField
          label={t.zipLabel}
          name="visitZip"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          value={place.zip}
          hint={servedBy ?? t.zipHint}
          error={error}
          announceError
          onBlur={() => setLeft(true)}
          onChange={(event) => onChange({ ...place, zip: event.target.value })}
        />
      )}
    </div>
  );
}
