import { ACCESS_METHODS, type AccessMethod, type AddressParts, formatAddress, needsAccessNotes } from "#core/service-address";
import { useId } from "react";
import { buildingNamed } from "#core/buildings";
import { zipProblem } from "#core/service-areas";
import type { ServiceLocation } from "#core/services/areas";
import { useBuildings } from "#client/lib/use-buildings";
import { useLocale } from "#client/lib/locale";
import { bookingDetailsMessages } from "#core/i18n/messages/booking-details";
import { Select, TextArea, TextField } from "../ui/fields";

/** The address parts as typed (every one a string, so a reload restores exactly what was there). */
export interface AddressDraft {
  building: string;
  street: string;
  unit: string;
  city: string;
  zip: string;
  accessMethod: AccessMethod;
  accessNotes: string;
  parkingNotes: string;
  pets: string;
}

export const EMPTY_ADDRESS: AddressDraft = {
  building: "",
  street: "",
  unit: "",
  city: "",
  zip: "",
  accessMethod: "home",
  accessNotes: "",
  parkingNotes: "",
  pets: "",
};

/** The API's `address` and its one-line `service_address`, from what was typed. */
export function addressPayload(draft: AddressDraft) {
  const address = {
    building: draft.building.trim() || null,
    street: draft.street.trim(),
    unit: draft.unit.trim() || null,
    city: draft.city.trim(),
    zip: draft.zip.trim(),
    access_method: draft.accessMethod,
    access_notes: draft.accessNotes.trim() || null,
    parking_notes: draft.parkingNotes.trim() || null,
    pets: draft.pets.trim() || null,
  };
  return {
    address,
    service_address: formatAddress({ ...address, building: address.building ?? undefined, unit: address.unit ?? undefined }),
  };
}

/** A saved address as the form holds it; the access instructions are typed again (only the team reads them). */
export function draftOf(parts: AddressParts): AddressDraft {
  return {
    building: parts.building ?? "",
    street: parts.street,
    unit: parts.unit ?? "",
    city: parts.city,
    zip: parts.zip,
    accessMethod: parts.access_method,
    accessNotes: "",
    parkingNotes: parts.parking_notes ?? "",
    pets: parts.pets ?? "",
  };
}

/** What the ZIP field says as soon as five digits are there: not served, or not by this service. */
export function zipNotice(zip: string, service: { title: string; locations: readonly ServiceLocation[] }): string | undefined {
  return /^\d{5}$/.test(zip.trim()) ? zipProblem(zip, service)?.message : undefined;
}

/**
 * The service address in parts, and the way in. Field errors are keyed like the API's
 * ("address.zip"); the ZIP tells at once whether the service comes there.
 */
export function AddressFields({
  value,
  errors,
  service,
  onChange,
  saved = [],
}: {
  value: AddressDraft;
  errors: Record<string, string>;
  service: { title: string; locations: readonly ServiceLocation[] };
  onChange: (value: AddressDraft) => void;
  /** A signed-in customer's last addresses, offered first. */
  saved?: readonly AddressParts[];
}) {
  const t = bookingDetailsMessages[useLocale()];
  const set = (name: keyof AddressDraft) => (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value });
  const buildings = useBuildings();
  const listId = useId();
  // Picking a building of the directory fills its street, city and ZIP; the unit stays the customer's.
  const setBuilding = (event: { target: { value: string } }) => {
    const picked = buildingNamed(buildings, event.target.value);
    onChange(
      picked
        ? { ...value, building: picked.name, street: picked.street, city: picked.city, zip: picked.zip }
        : { ...value, building: event.target.value },
    );
  };
  // Five digits are checked here as they are typed (the server says the same), so a message
  // from the last Confirm does not outlive the ZIP it was about.
  const zipError = /^\d{5}$/.test(value.zip.trim()) ? zipNotice(value.zip, service) : errors["address.zip"];
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-6">
      <legend className="mb-2 text-sm font-semibold">
        {t.serviceAddress}{" "}
        <span aria-hidden="true" className="text-coral">
          *
        </span>
      </legend>
      {saved.length > 0 && (
        <Select
          className="sm:col-span-6"
          label={t.useSavedAddress}
          name="savedAddress"
          value={String(saved.findIndex((parts) => formatAddress(parts) === addressPayload(value).service_address))}
          onChange={(event) => {
            // "A new address" starts from empty fields: nothing of the saved one (its unit, ZIP or lockbox code) stays behind.
            const parts = saved[Number(event.target.value)];
            onChange(parts ? draftOf(parts) : EMPTY_ADDRESS);
          }}
        >
          <option value="-1">{t.newAddress}</option>
          {saved.map((parts, index) => (
            <option key={formatAddress(parts)} value={index}>
              {formatAddress(parts)}
            </option>
          ))}
        </Select>
      )}
      <TextField
        className="sm:col-span-6"
        label={t.building}
        name="building"
        autoComplete="off"
        list={listId}
        hint={buildings.length > 0 ? t.buildingHint : undefined}
        value={value.building}
        onChange={setBuilding}
        error={errors["address.building"]}
      />
      <datalist id={listId}>
        {buildings.map((building) => (
          <option key={building.id} value={building.name}>
            {building.street}, {building.city}
          </option>
        ))}
      </datalist>
      <TextField
        className="sm:col-span-4"
        label={t.street}
        name="street"
        autoComplete="address-line1"
        required
        value={value.street}
        onChange={set("street")}
        error={errors["address.street"] ?? errors.service_address}
      />
      <TextField
        className="sm:col-span-2"
        label={t.unit}
        name="unit"
        autoComplete="address-line2"
        value={value.unit}
        onChange={set("unit")}
        error={errors["address.unit"]}
      />
      <TextField
        className="sm:col-span-4"
        label={t.city}
        name="city"
        autoComplete="address-level2"
        required
        value={value.city}
        onChange={set("city")}
        error={errors["address.city"]}
      />
      <TextField
        className="sm:col-span-2"
        label={t.zip}
        name="zip"
        autoComplete="postal-code"
        inputMode="numeric"
        required
        value={value.zip}
        onChange={set("zip")}
        error={zipError}
        announceError
      />
      <Select
        className="sm:col-span-6"
        label={t.howCrewGetsIn}
        name="accessMethod"
        value={value.accessMethod}
        onChange={set("accessMethod")}
        error={errors["address.access_method"]}
      >
        {ACCESS_METHODS.map((method) => (
          <option key={method} value={method}>
            {t.accessMethods[method]}
          </option>
        ))}
      </Select>
      <TextArea
        className="sm:col-span-6"
        label={needsAccessNotes(value.accessMethod) ? t.accessInstructions : t.accessInstructionsOptional}
        name="accessNotes"
        rows={2}
        required={needsAccessNotes(value.accessMethod)}
        hint={`${t.accessHints[value.accessMethod]} ${t.accessPrivacy}`}
        value={value.accessNotes}
        onChange={set("accessNotes")}
        error={errors["address.access_notes"]}
      />
      <TextField
        className="sm:col-span-3"
        label={t.parkingNotes}
        name="parkingNotes"
        value={value.parkingNotes}
        onChange={set("parkingNotes")}
        error={errors["address.parking_notes"]}
      />
      <TextField
        className="sm:col-span-3"
        label={t.pets}
        name="pets"
        value={value.pets}
        onChange={set("pets")}
        error={errors["address.pets"]}
      />
    </fieldset>
  );
}
