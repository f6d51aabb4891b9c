import { type ReactNode, useEffect, useRef, useState } from "react";
import type { Service } from "#core/service-index";
import type { Quote } from "#core/pricing";
import { formatLongDate, formatMoney } from "#core/i18n/format";
import { bookingDetailsMessages } from "#core/i18n/messages/booking-details";
import { dateTimeMessages } from "#core/i18n/messages/booking-wizard";
import { useLocale } from "#client/lib/locale";
import { discountText } from "#core/i18n/quote-line-text";
import { slotTimeText } from "#client/lib/slot-time";
import { Estimate } from "./estimate";
import type { AddressParts } from "#core/service-address";
import { AddressFields } from "./address-fields";
import { type ContactDetails, DetailsForm, missingDetails } from "./details-form";
import { Facts } from "../ui/facts";
import { Button } from "../ui/button";
import { type ShownOffer, shownEstimate } from "./use-first-cleaning-offer";

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
  const locale = useLocale();
  const t = bookingDetailsMessages[locale];
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
          [t.factService, service.title],
          [t.factDate, formatLongDate(date, locale)],
          [t.factTime, `${slotTimeText(time, locale)} (${dateTimeMessages[locale].timeZone})`],
          [t.factPrice, t.priceEstimate(formatMoney(estimate.total_cents, locale))],
        ]}
      />
      {/* While the server has not said whether the offer applies: the offer, and what it waits for. */}
      <Estimate quote={estimate} note={offer?.state === "undecided" ? `${t.offerPendingNote} ${t.payAfterNote}` : t.payAfterNote} />
      <DetailsForm
        values={details}
        errors={shown}
        onChange={onChange}
        offerTexts
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
        {t.estimatedTotal} <span className="font-semibold tabular-nums">{formatMoney(estimate.total_cents, locale)}</span>
        {estimate.discount_cents > 0 && t.discountIncluded(discountText(estimate, locale))}
      </p>
      <div className="flex flex-wrap justify-between gap-3">
        <Button onClick={onBack} variant="secondary" size="lg">
          {t.backToDateTime}
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
          {submitting ? t.processing : t.confirmBooking}
        </Button>
      </div>
    </form>
  );
}
