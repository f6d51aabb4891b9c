import { useId, useRef, useState, type FormEvent } from "react";
import { VENDOR_SERVICE_TYPES, VendorApplicationSchema, type VendorApplicationInput } from "../../../core/vendor-schema";
import { ApiRequestError, apiFetch } from "../../lib/api";
import { useHydrated } from "../../lib/use-hydrated";
import { useToast } from "../../lib/toast";

type Values = Required<{ [Key in keyof VendorApplicationInput]: string }>;
type FieldName = keyof Values;

const EMPTY: Values = { name: "", company: "", serviceType: "", email: "", phone: "", hearAboutUs: "", message: "" };
const FIELD_ORDER: FieldName[] = ["name", "company", "serviceType", "email", "phone", "hearAboutUs", "message"];

function errorsOf(values: Values): Partial<Record<FieldName, string>> {
  const parsed = VendorApplicationSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as FieldName] ??= issue.message;
  return errors;
}

/** The vendor application: the same schema as the API, one message per field, nothing lost on failure. */
export function VendorForm() {
  const id = useId();
  const toast = useToast();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  // One key per application: a double click or a retry after a lost answer creates one.
  const idempotencyKey = useRef(crypto.randomUUID());
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});

  function update(name: FieldName, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field shows an error, it clears as soon as the value is right.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: errorsOf(next)[name] }));
  }

  function focusFirst(fieldErrors: Partial<Record<FieldName, string>>) {
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (first) fieldRefs.current[first]?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = errorsOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSubmitting(true);
    try {
      await apiFetch("/api/vendor-applications", {
        method: "POST",
        headers: { "Idempotency-Key": idempotencyKey.current },
        body: VendorApplicationSchema.parse(values),
      });
      toast({
        title: "Application Submitted Successfully!",
        description: "We'll review your application and get back to you within 48 hours.",
      });
      setValues(EMPTY);
      idempotencyKey.current = crypto.randomUUID();
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        focusFirst(error.fields);
      }
      toast({ title: "Error", description: "There was an error submitting your application. Please try again.", variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  // scroll-mt keeps a field focused after a failed check clear of the sticky header.
  const inputClass = "mt-1 w-full scroll-mt-24 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base";
  const describedBy = (name: FieldName) => (errors[name] ? `${id}-${name}-error` : undefined);
  const common = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      fieldRefs.current[name] = element;
    },
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name),
    className: inputClass,
  });
  const label = (name: FieldName, text: string, optional = false) => (
    <label htmlFor={`${id}-${name}`} className="block text-sm font-medium">
      {text}
      {optional ? (
        " (optional)"
      ) : (
        <span aria-hidden="true" className="text-coral">
          {" "}
          *
        </span>
      )}
    </label>
  );
  const error = (name: FieldName) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    );
  const input = (name: FieldName, text: string, type: string, autoComplete: string, optional = false) => (
    <div>
      {label(name, text, optional)}
      <input
        {...common(name)}
        type={type}
        autoComplete={autoComplete}
        required={!optional}
        onChange={(event) => update(name, event.target.value)}
      />
      {error(name)}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Vendor application" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {input("name", "Name", "text", "name")}
        {input("company", "Company", "text", "organization", true)}
        <div>
          {label("serviceType", "Service Type")}
          <select {...common("serviceType")} required onChange={(event) => update("serviceType", event.target.value)}>
            <option value="">Select a service type</option>
            {VENDOR_SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          {error("serviceType")}
        </div>
        {input("email", "Email", "email", "email")}
        {input("phone", "Phone", "tel", "tel")}
        {input("hearAboutUs", "How did you hear about us?", "text", "off", true)}
      </div>
      <div>
        {label("message", "Tell us about your services")}
        <textarea {...common("message")} rows={5} required onChange={(event) => update("message", event.target.value)} />
        {error("message")}
      </div>
      <button
        type="submit"
        disabled={!hydrated || submitting}
        className="w-full rounded-lg bg-teal px-5 py-3 font-semibold text-white hover:bg-teal-dark disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {submitting ? "Submitting..." : "Submit Application"}
      </button>
    </form>
  );
}
