import { type ReactNode, useEffect, useRef } from "react";
import type { Service } from "#core/service-index";
import type { useDaySlots } from "#client/lib/use-day-slots";
import { bookingWizardMessages } from "#core/i18n/messages/booking-wizard";
import { useLocale } from "#client/lib/locale";
import type { PriceInputName, Quote } from "#core/pricing";
import type { QuantityValues } from "#client/lib/price-form";
import { DateTimePicker } from "./date-time-step";
import { Estimate } from "./estimate";
import { PriceInputsFields } from "./price-inputs";
import { ServiceSummary } from "./service-summary";
import { Button } from "../ui/button";
import { smoothUnlessReduced } from "#client/lib/scroll-behavior";
import { type ShownOffer, shownEstimate } from "./use-first-cleaning-offer";

/**
 * Step 2 of a booking: the chosen service (to change it), what its price depends on with the
 * estimate, its date and time, and Continue once both are chosen.
 */
export function ServiceTimeStep(props: {
  service: Service;
  minDate: string;
  date: string | null;
  time: string | null;
  /** The chosen date's slots, as the page loads them. */
  day: ReturnType<typeof useDaySlots>;
  quantities: QuantityValues;
  quantityErrors: Partial<Record<PriceInputName, string>>;
  /** The estimate of the quantities typed; null while one of them needs a fix. */
  estimate: Quote | null;
  /** The first-time offer as the server answered for the person booking; null for a service without it. */
  offer: ShownOffer | null;
  /** Where the visit is, asked before the calendar: the times shown are that area's. */
  where: ReactNode;
  /** Why no times show yet though a date may be chosen (no ZIP yet). */
  timesWaitFor?: string;
  onQuantities: (values: QuantityValues) => void;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  onChangeService: () => void;
  onContinue: () => void;
}) {
  const { service, minDate, date, time, day, quantities, quantityErrors, estimate, offer, onQuantities, onDate, onTime, onChangeService } =
    props;
  const t = bookingWizardMessages[useLocale()];
  const continueRef = useRef<HTMLDivElement>(null);
  const quantitiesRef = useRef<HTMLDivElement>(null);

  function onContinue() {
    // A quantity to fix keeps the customer here, at that field.
    const invalid = quantitiesRef.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    if (invalid || !estimate) {
      invalid?.focus();
      return;
    }
    props.onContinue();
  }
  const pickedTime = useRef(time);

  // On a phone the button sits below the fold once a time is picked: bring it into view,
  // but not for a time restored on reload, which the customer did not just pick.
  useEffect(() => {
    if (!time || time === pickedTime.current) return;
    pickedTime.current = time;
    continueRef.current?.scrollIntoView({ block: "nearest", behavior: smoothUnlessReduced() });
  }, [time]);

  return (
    <div className="space-y-6">
      <ServiceSummary
        service={service}
        action={
          <Button onClick={onChangeService} variant="secondary" size="lg">
            {t.changeService}
          </Button>
        }
      />
      <div ref={quantitiesRef} className="grid gap-4 md:grid-cols-2">
        <PriceInputsFields service={service} values={quantities} errors={quantityErrors} onChange={onQuantities} />
        {estimate && (
          <Estimate quote={shownEstimate(estimate, offer)} note={offer?.state === "undecided" ? t.offerUndecidedNote : undefined} />
        )}
      </div>
      {props.where}
      <DateTimePicker
        minDate={minDate}
        date={date}
        time={time}
        day={day}
        onDate={onDate}
        onTime={onTime}
        timesWaitFor={props.timesWaitFor}
      />
      {date && time && (
        <div ref={continueRef} className="flex justify-end">
          <Button onClick={onContinue} variant="primary" size="lg">
            {t.continueToDetails}
          </Button>
        </div>
      )}
    </div>
  );
}
