import { type ReactNode, useId } from "react";
import { EMAIL_MESSAGE, NAME_MESSAGE, SERVICE_ADDRESS_MESSAGE } from "#core/booking-schema";
import { PHONE_MESSAGE } from "#core/phone-field";
import { ZIP_FORMAT_MESSAGE } from "#core/service-areas";
import { ACCESS_NOTES_MESSAGE, CITY_MESSAGE, needsAccessNotes, STREET_MESSAGE } from "#core/service-address";
import { bookingDetailsMessages } from "#core/i18n/messages/booking-details";
import { bookingTextConsentMessages } from "#core/i18n/messages/booking-text-consent";
import { useLocale } from "#client/lib/locale";
import { type AddressDraft, EMPTY_ADDRESS } from "./address-fields";

export interface ContactDetails {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** The one-line address, where a form asks for it so (the subscription wizard). */
  address: string;
  /** The address in parts, where a form asks for them (the booking wizard). */
  place: AddressDraft;
  notes: string;
  /** The consent to a reminder text at the phone, where a form offers it (the booking wizard); off until ticked. */
  textReminders: boolean;
}

export const EMPTY_DETAILS: ContactDetails = {
  customerName: "",
  customerEmail: "",
  customerPhone: "",
  address: "",
  place: EMPTY_ADDRESS,
  notes: "",
  textReminders: false,
};

/**
 * The required fields left empty, each with what it needs, keyed as the server's field
 * errors are and in the form's order (the notes are optional). A lockbox, a smart lock or
 * "other" needs its instructions.
 */
export function missingDetails(values: ContactDetails, options: { addressInParts?: boolean } = {}): Record<string, string> {
  const missing: Record<string, string> = {};
  const empty = (value: string) => value.trim() === "";
  if (empty(values.customerName)) missing.customer_name = NAME_MESSAGE;
  if (empty(values.customerEmail)) missing.customer_email = EMAIL_MESSAGE;
  if (empty(values.customerPhone)) missing.customer_phone = PHONE_MESSAGE;
  if (!options.addressInParts) {
    if (empty(values.address)) missing.service_address = SERVICE_ADDRESS_MESSAGE;
    return missing;
  }
  const { place } = values;
  if (empty(place.street)) missing["address.street"] = STREET_MESSAGE;
  if (empty(place.city)) missing["address.city"] = CITY_MESSAGE;
  if (empty(place.zip)) missing["address.zip"] = ZIP_FORMAT_MESSAGE;
  if (needsAccessNotes(place.accessMethod) && empty(place.accessNotes)) missing["address.access_notes"] = ACCESS_NOTES_MESSAGE;
  return missing;
}

/** Whether every required field has something in it. */
export function detailsComplete(values: ContactDetails, options: { addressInParts?: boolean } = {}): boolean {
  return Object.keys(missingDetails(values, options)).length === 0;
}

type TextDetail = Exclude<keyof ContactDetails, "place" | "textReminders">;

/** Form field names mapped to the API's, so server field errors land under the right input. */
const API_FIELD: Record<TextDetail, string> = {
  customerName: "customer_name",
  customerEmail: "customer_email",
  customerPhone: "customer_phone",
  address: "service_address",
  notes: "special_notes",
};

type LabelKey = "fullName" | "emailAddress" | "phoneNumber" | "serviceAddress";

const FIELDS: { name: TextDetail; label: LabelKey; type: string; autoComplete: string; required: boolean }[] = [
  { name: "customerName", label: "fullName", type: "text", autoComplete: "name", required: true },
  { name: "customerEmail", label: "emailAddress", type: "email", autoComplete: "email", required: true },
  { name: "customerPhone", label: "phoneNumber", type: "tel", autoComplete: "tel", required: true },
  { name: "address", label: "serviceAddress", type: "text", autoComplete: "street-address", required: true },
];

/** The wizards' contact form. Controlled by the wizard, so going back keeps everything typed. */
export function DetailsForm({
  values,
  errors,
  onChange,
  addressFields,
  offerTexts = false,
  textConsentWords,
}: {
  values: ContactDetails;
  errors: Record<string, string>;
  onChange: (values: ContactDetails) => void;
  /** Fields that take the one-line Service Address input's place (the address in parts). */
  addressFields?: ReactNode;
  /** Whether the form offers the reminder text's consent beside the phone. */
  offerTexts?: boolean;
  /** What the consent covers, where it is more than this visit (the subscription wizard's: the plan's cleanings). */
  textConsentWords?: { textReminder: string; textReminderNote: string };
}) {
  const locale = useLocale();
  const t = bookingDetailsMessages[locale];
  const consentWords = textConsentWords ?? bookingTextConsentMessages[locale];
  const id = useId();
  const set = (name: TextDetail) => (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value });
  const errorFor = (name: TextDetail) => errors[API_FIELD[name]];
  // A field with a mistake gets a red border and its message below, linked for screen readers.
  const inputClass =
    "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.filter((field) => !(addressFields && field.name === "address")).map((field) => (
        <div key={field.name} className={field.name === "address" ? "sm:col-span-2" : undefined}>
          <label htmlFor={`${id}-${field.name}`} className="block text-sm font-medium">
            {t[field.label]}{" "}
            <span aria-hidden="true" className="text-coral">
              *
            </span>
          </label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type}
            required
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={set(field.name)}
            aria-invalid={errorFor(field.name) ? true : undefined}
            aria-describedby={errorFor(field.name) ? `${id}-${field.name}-error` : undefined}
            className={inputClass}
          />
          {errorFor(field.name) && (
            <p id={`${id}-${field.name}-error`} className="mt-1 text-sm text-red-700">
              {errorFor(field.name)}
            </p>
          )}
          {offerTexts && field.name === "customerPhone" && (
            <div className="mt-2 flex items-start gap-2">
              <input
                id={`${id}-text-reminders`}
                type="checkbox"
                name="textReminders"
                checked={values.textReminders}
                onChange={(event) => onChange({ ...values, textReminders: event.target.checked })}
                aria-describedby={`${id}-text-reminders-note`}
                className="mt-1 h-4 w-4"
              />
              <div>
                <label htmlFor={`${id}-text-reminders`} className="text-sm">
                  {consentWords.textReminder}
                </label>
                <p id={`${id}-text-reminders-note`} className="text-xs text-slate-600">
                  {consentWords.textReminderNote}
                </p>
              </div>
            </div>
          )}
        </div>
      ))}
      {addressFields}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-notes`} className="block text-sm font-medium">
          {t.specialNotes}
        </label>
        <textarea
          id={`${id}-notes`}
          name="notes"
          rows={3}
          value={values.notes}
          onChange={set("notes")}
          aria-invalid={errorFor("notes") ? true : undefined}
          aria-describedby={errorFor("notes") ? `${id}-notes-error` : undefined}
          className={inputClass}
        />
        {errorFor("notes") && (
          <p id={`${id}-notes-error`} className="mt-1 text-sm text-red-700">
            {errorFor("notes")}
          </p>
        )}
      </div>
    </div>
  );
}
