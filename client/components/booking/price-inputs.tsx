import type { Service } from "#core/service-index";
import { boundsOf, inputsOf, PRICE_INPUT_NAMES, type PriceInputName } from "#core/pricing";
import type { PriceProblems } from "#core/services/quote";
import { SERVICE_DEFINITIONS } from "#core/services/definitions";
import { pick, type QuantityValues } from "#client/lib/price-form";
import type { Locale } from "#core/i18n/locale";
import { bookingDetailsMessages } from "#core/i18n/messages/booking-details";
import { useLocale } from "#client/lib/locale";
import { Select, TextField } from "../ui/fields";

type Labels = Record<Exclude<PriceInputName, "speed">, { label: string; hint?: string }>;

/** What the customer is asked when booking, in the page's language: an estimate of the visit. */
function customerLabels(locale: Locale): Labels {
  const t = bookingDetailsMessages[locale];
  return {
    bedrooms: { label: t.bedrooms, hint: t.bedroomsHint },
    bathrooms: { label: t.bathrooms },
    hours: { label: t.hours, hint: t.hoursHint },
    pounds: { label: t.pounds, hint: t.poundsHint },
    days: { label: t.days },
    guests: { label: t.guests },
  };
}

/** What the owner or the crew is asked when completing the visit: what it really took. */
const COMPLETION_LABELS: Labels = {
  bedrooms: { label: "Bedrooms cleaned" },
  bathrooms: { label: "Bathrooms cleaned" },
  hours: { label: "Hours worked", hint: "In half hours, e.g. 1.5." },
  pounds: { label: "Weighed weight (lb)", hint: "What the scale showed at pickup." },
  days: { label: "Days" },
  guests: { label: "Guests served" },
};

/**
 * The quantities the service's price depends on (bedrooms, hours, pounds and speed...), on
 * the date-and-time step. What is typed is kept as typed; the estimate below them reads it.
 */
export function PriceInputsFields({
  service,
  values,
  errors,
  onChange,
  completion = false,
}: {
  service: Service;
  values: QuantityValues;
  errors: Partial<Record<PriceInputName, string>>;
  onChange: (values: QuantityValues) => void;
  /** Completing the visit: the fields ask what it took, not the customer's estimate. */
  completion?: boolean;
}) {
  const locale = useLocale();
  const t = bookingDetailsMessages[locale];
  const labels = completion ? COMPLETION_LABELS : customerLabels(locale);
  const model = SERVICE_DEFINITIONS[service.id].pricing;
  const names = inputsOf(model);
  if (names.length === 0) return null;
  const set = (name: PriceInputName, value: string) => onChange({ ...values, [name]: value });
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold">{completion ? "What the visit took" : t.aboutTheVisit}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {names.map((name) => {
          if (name === "speed")
            return (
              <Select
                key={name}
                id="quantity-speed"
                label={t.speed}
                value={values.speed ?? "standard"}
                error={errors.speed}
                onChange={(event) => set("speed", event.target.value)}
              >
                <option value="standard">{t.speedStandard}</option>
                <option value="express">{t.speedExpress}</option>
              </Select>
            );
          const { min, max, step } = boundsOf(model, name);
          if (name === "bedrooms" || name === "bathrooms")
            return (
              <Select
                key={name}
                id={`quantity-${name}`}
                label={labels[name].label}
                hint={labels[name].hint}
                value={values[name] ?? String(min)}
                error={errors[name]}
                onChange={(event) => set(name, event.target.value)}
              >
                {Array.from({ length: max - min + 1 }, (_, index) => String(min + index)).map((count) => (
                  <option key={count}>{count}</option>
                ))}
              </Select>
            );
          return (
            <TextField
              key={name}
              id={`quantity-${name}`}
              label={labels[name].label}
              hint={labels[name].hint}
              type="number"
              inputMode="decimal"
              min={min}
              max={max}
              step={step}
              value={values[name] ?? ""}
              error={errors[name]}
              onChange={(event) => set(name, event.target.value)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The owner's and the crew's completion forms: what the visit took, with the server's field
 * errors from the last try and the model's problems with what is typed now.
 */
export function CompletionQuantities({
  service,
  values,
  serverErrors,
  priced,
  onChange,
}: {
  service: Service;
  values: QuantityValues;
  serverErrors: Record<string, string>;
  priced: object | { problems: PriceProblems };
  onChange: (values: QuantityValues) => void;
}) {
  const errors = { ...pick(serverErrors, PRICE_INPUT_NAMES), ...("problems" in priced ? priced.problems : {}) };
  return <PriceInputsFields service={service} values={values} errors={errors} onChange={onChange} completion />;
}
