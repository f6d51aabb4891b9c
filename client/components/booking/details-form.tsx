import { useId } from "react";

export interface ContactDetails {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  address: string;
  notes: string;
}

export const EMPTY_DETAILS: ContactDetails = { customerName: "", customerEmail: "", customerPhone: "", address: "", notes: "" };

/** Whether every required field has something in it (the notes are optional). */
export function detailsComplete(values: ContactDetails): boolean {
  return [values.customerName, values.customerEmail, values.customerPhone, values.address].every((value) => value.trim() !== "");
}

/** Form field names mapped to the API's, so server field errors land under the right input. */
const API_FIELD: Record<keyof ContactDetails, string> = {
  customerName: "customer_name",
  customerEmail: "customer_email",
  customerPhone: "customer_phone",
  address: "service_address",
  notes: "special_notes",
};

const FIELDS: { name: keyof ContactDetails; label: string; type: string; autoComplete: string; required: boolean }[] = [
  { name: "customerName", label: "Full Name", type: "text", autoComplete: "name", required: true },
  { name: "customerEmail", label: "Email Address", type: "email", autoComplete: "email", required: true },
  { name: "customerPhone", label: "Phone Number", type: "tel", autoComplete: "tel", required: true },
  { name: "address", label: "Service Address", type: "text", autoComplete: "street-address", required: true },
];

/** The wizards' contact form. Controlled by the wizard, so going back keeps everything typed. */
export function DetailsForm({
  values,
  errors,
  onChange,
}: {
  values: ContactDetails;
  errors: Record<string, string>;
  onChange: (values: ContactDetails) => void;
}) {
  const id = useId();
  const set = (name: keyof ContactDetails) => (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value });
  const errorFor = (name: keyof ContactDetails) => errors[API_FIELD[name]];
  // A field with a mistake gets a red border and its message below, linked for screen readers.
  const inputClass =
    "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <div key={field.name} className={field.name === "address" ? "sm:col-span-2" : undefined}>
          <label htmlFor={`${id}-${field.name}`} className="block text-sm font-medium">
            {field.label}{" "}
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
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-notes`} className="block text-sm font-medium">
          Special Notes (optional)
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
