import { type ReactNode, useEffect, useRef, useState } from "react";
import type { Service } from "#core/service-index";
import { TIME_ZONE_LABEL } from "#core/opening-hours";
import { longDate } from "#core/time-slots";
import { BUSINESS } from "#core/business";
import { formatCents, type Quote } from "#core/pricing";
import { Estimate } from "./estimate";
import type { AddressParts } from "#core/service-address";
import { AddressFields } from "./address-fields";
import { type ContactDetails, DetailsForm, missingDetails } from "./details-form";
import { Facts } from "../ui/facts";
import { Button } from "../ui/button";
import { type ShownOffer, shownEstimate } from "./use-first-cleaning-offer";

const PAY_AFTER_NOTE = "You pay after the visit, for what it took: we send the receipt by email.";
/** While the server has not said whether the offer applies: the offer, and what it waits for. */
const OFFER_PENDING_NOTE = `${BUSINESS.promo} It shows here once your email, phone and address say this is your first cleaning with us.`;

/** Step 3 of a booking: what was chosen, the contact form, Back and Confirm. */
export function DetailsStep(props: {
  service: Service;
  /** The estimate of the quantities chosen on the date-and-time step. */
  estimate: Quote;
  /** The first-time offer as the server answered for the details typed; null for a service without it. */
  offer: ShownOffer | null;
  date: string;
  time: string;
  details: ContactDetails;
  errors: Record<string, string>;
  submitting: boolean;
  onChange: (details: ContactDetails) => void;
  onBack: () => void;
  onConfirm: () => void;
  savedAddresses?: readonly AddressParts[];
  /** Asked last, just before Confirm (a signed-in customer's saved card). */
  beforeConfirm?: ReactNode;
}) {
  const { service, offer, date, time, details, errors, submitting, onChange, onBack, onConfirm, savedAddresses } = props;
  const form = useRef<HTMLFormElement>(null);
  // Every total before Confirm is this one: with the offer once the server says it applies.
  const estimate = shownEstimate(props.estimate, offer);
  const missing = missingDetails(details, { addressInParts: true });
  const complete = Object.keys(missing).length === 0;
  // Confirm pressed on an incomplete form: which fields were empty then, each shown with what
  // it needs until it is filled in. The attempt count moves the focus again on each press.
  const [asked, setAsked] = useState<{ fields: readonly string[]; attempt: number }>({ fields: [], attempt: 0 });
  const stillMissing = Object.fromEntries(Object.entries(missing).filter(([field]) => asked.fields.includes(field)));
  const shown = { ...errors, ...stillMissing };

  // Mistakes are shown at their fields; the first one takes the focus, to be read and fixed.
  useEffect(() => {
    if (Object.keys(errors).length > 0 || asked.attempt > 0) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors, asked.attempt]);

  return (
    <form
      ref={form}
      id="booking-details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The specification's rule stands: an incomplete form is never sent. The press says what is missing instead.
        if (!complete) {
          setAsked((before) => ({ fields: Object.keys(missing), attempt: before.attempt + 1 }));
          return;
        }
        onConfirm();
      }}
      className="space-y-6"
    >
      <Facts
        boxed
        className="bg-sand/50 sm:grid-cols-4"
        facts={[
          ["Service", service.title],
          ["Date", longDate(date)],
          ["Time", `${time} (${TIME_ZONE_LABEL})`],
          ["Price", `${formatCents(estimate.total_cents)} estimate`],
        ]}
      />
      <Estimate quote={estimate} note={offer?.state === "undecided" ? `${OFFER_PENDING_NOTE} ${PAY_AFTER_NOTE}` : PAY_AFTER_NOTE} />
      <DetailsForm
        values={details}
        errors={shown}
        onChange={onChange}
        addressFields={
          <AddressFields
            value={details.place}
            errors={shown}
            service={service}
            saved={savedAddresses}
            onChange={(place) => onChange({ ...details, place })}
          />
        }
      />
      {props.beforeConfirm}
      <p className="text-right text-slate-700">
        Estimated total: <span className="font-semibold tabular-nums">{formatCents(estimate.total_cents)}</span>
        {estimate.discount_cents > 0 && ` (${estimate.discount_label} included)`}
      </p>
      <div className="flex flex-wrap justify-between gap-3">
        <Button onClick={onBack} variant="secondary" size="lg">
          Back to Date & Time
        </Button>
        {/* Dimmed but still focusable while the form is incomplete: pressing it points at what is missing. */}
        <Button
          type="submit"
          disabled={submitting}
          aria-disabled={complete ? undefined : true}
          className={complete ? undefined : "opacity-60"}
          variant="primary"
          size="lg"
        >
          {submitting ? "Processing..." : "Confirm Booking"}
        </Button>
      </div>
    </form>
  );
}
