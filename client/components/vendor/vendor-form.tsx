import { useRef, useState, type FormEvent } from "react";
import { VENDOR_SERVICE_TYPES, VendorApplicationSchema, type VendorApplicationInput } from "#core/vendor-schema";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { requestKeys } from "#client/lib/request-key";
import { useHydrated } from "#client/lib/use-hydrated";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { Select, TextArea, TextField } from "../ui/fields";

// The page's language is not a typed field: the API takes it beside them (English when left out).
type Values = Required<{ [Key in Exclude<keyof VendorApplicationInput, "locale">]: string }>;
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
  const toast = useToast();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  // One key per application sent: a double click or a retry after a lost answer creates one.
  const [requestKey] = useState(requestKeys);
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
      const body = VendorApplicationSchema.parse(values);
      await apiFetch("/api/vendor-applications", { method: "POST", headers: { "Idempotency-Key": requestKey.keyFor(body) }, body });
      toast({
        title: "Application Submitted Successfully!",
        description: "We'll review your application and get back to you within 48 hours.",
      });
      setValues(EMPTY);
      requestKey.forget();
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

  // What each field takes: its label (required ones marked *), value, error and a ref to focus it by.
  const common = (name: FieldName, text: string, optional = false) => ({
    name,
    label: (
      <>
        {text}
        {optional ? (
          " (optional)"
        ) : (
          <span aria-hidden="true" className="text-coral">
            {" "}
            *
          </span>
        )}
      </>
    ),
    value: values[name],
    required: !optional,
    error: errors[name],
    ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      fieldRefs.current[name] = element;
    },
  });
  const input = (name: FieldName, text: string, type: string, autoComplete: string, optional = false) => (
    <TextField
      {...common(name, text, optional)}
      type={type}
      autoComplete={autoComplete}
      onChange={(event) => update(name, event.target.value)}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Vendor application" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {input("name", "Name", "text", "name")}
        {input("company", "Company", "text", "organization", true)}
        <Select {...common("serviceType", "Service Type")} onChange={(event) => update("serviceType", event.target.value)}>
          <option value="">Select a service type</option>
          {VENDOR_SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
        {input("email", "Email", "email", "email")}
        {input("phone", "Phone", "tel", "tel")}
        {input("hearAboutUs", "How did you hear about us?", "text", "off", true)}
      </div>
      <TextArea
        {...common("message", "Tell us about your services")}
        rows={5}
        onChange={(event) => update("message", event.target.value)}
      />
      <Button type="submit" size="xl" disabled={!hydrated || submitting} className="w-full sm:w-auto">
        {submitting ? "Submitting..." : "Submit Application"}
      </Button>
    </form>
  );
}
