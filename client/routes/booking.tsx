import { ArrowLeft } from "lucide-react";
import { type SetStateAction, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { BookingRequestSchema, type BookingResponse } from "#core/booking-schema";
import { getService } from "#core/catalogue";
import type { Service } from "#core/service-index";
import { BookingConfirmation } from "../components/booking/booking-confirmation";
import type { AddressParts } from "#core/service-address";
import { type AddressDraft, addressPayload, draftOf, zipNotice } from "../components/booking/address-fields";
import { bookableZip, VisitPlaceField } from "../components/booking/visit-place-field";
import { bookingPlaceMessages } from "#core/i18n/messages/booking-place";
import { areaOfZip } from "#core/service-areas";
import { CardBeforeConfirm, NEW_CARD } from "../components/booking/card-before-confirm";
import { useWalletCards } from "../components/payments/saved-card-choice";
import type { WalletCard } from "#core/wallet-api";
import { type ContactDetails, EMPTY_DETAILS } from "../components/booking/details-form";
import { DetailsStep } from "../components/booking/details-step";
import { ServiceStep } from "../components/booking/service-step";
import { ServiceTimeStep } from "../components/booking/service-time-step";
import { StepHeading } from "../components/booking/step-heading";
import { StepIndicator } from "../components/booking/step-indicator";
import { useFirstCleaningOffer } from "../components/booking/use-first-cleaning-offer";
import { reviveSlotAndDetails, type SlotAndDetails } from "../components/booking/wizard-fields";
import { ApiRequestError, apiFetch } from "../lib/api";
import { requestKeys } from "../lib/request-key";
import { pageMeta } from "../lib/seo";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toast";
import { useDaySlots } from "../lib/use-day-slots";
import { useWizard } from "../lib/use-wizard";
import { estimateFor, omit, pick, type QuantityValues, quantitiesOf, startingQuantities, visitLengthFor } from "../lib/price-form";
import { fullName } from "#core/display-name";
import { PRICE_INPUT_NAMES } from "#core/pricing";
import { useBusinessToday } from "../lib/clock";
import { localeOfPath, localizedPath } from "#core/i18n/locale";
import { bookingWizardMessages } from "#core/i18n/messages/booking-wizard";
import { BILINGUAL_PAGE, useLocale } from "../lib/locale";
import type { Route } from "./+types/booking";

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const t = bookingWizardMessages[locale];
  return pageMeta({ title: t.metaTitle, description: t.metaDescription, path: "/booking", locale });
}

/** The wizard runs in English and in Spanish (/es/booking); the switch keeps what was typed. */
export const handle = BILINGUAL_PAGE;

type Step = 1 | 2 | 3 | 4;

/** What the wizard keeps for a reload: the date and time (of one service) and the details. */
interface BookingFields extends SlotAndDetails {
  /** The service the date, time and quantities were chosen for. */
  serviceId: string | null;
  /** What the price depends on (bedrooms, hours, pounds...), as typed; the service's starting quantities fill the rest. */
  quantities: QuantityValues;
}
const NOTHING_CHOSEN: BookingFields = { serviceId: null, date: null, time: null, quantities: {}, details: EMPTY_DETAILS };

/**
 * The step a URL asks for, as far as what is chosen allows: a reloaded or shared
 * "?step=3" without a chosen time opens the date and time.
 */
function reachableStep(requested: number, service: Service | null, chosen: BookingFields & { booked: boolean }): Step {
  if (!service || requested === 1) return 1;
  if (requested >= 4 && chosen.booked) return 4;
  const priced = "quote" in estimateFor(service, { ...startingQuantities(service), ...chosen.quantities });
  if (requested >= 3 && chosen.date && chosen.time && priced) return 3;
  return 2;
}

/** Field-by-field messages of the shared schema, keyed like the server's. */
function schemaErrors(payload: unknown): Record<string, string> {
  const parsed = BookingRequestSchema.safeParse(payload);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

export default function BookingPage() {
  const locale = useLocale();
  const t = bookingWizardMessages[locale];
  const toast = useToast();
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The service and the step live in the URL, so each step is a history entry and Back
  // returns to the previous step; what was chosen and typed is kept by the wizard.
  const service = getService(params.get("service") ?? "", locale) ?? null;
  const [result, setResult] = useState<BookingResponse | null>(null);
  // A signed-in customer's saved cards: the first is chosen for the visit until another (or a new card) is.
  const walletCards = useWalletCards();
  const [cardChoice, setCardChoice] = useState<string | null>(null);
  const [bookedCard, setBookedCard] = useState<WalletCard | null>(null);
  const wizard = useWizard({
    storageKey: "booking",
    initialFields: NOTHING_CHOSEN,
    // A link from a service page names the service alone: its date and time come next.
    defaultStep: 2,
    revive: reviveSlotAndDetails,
    reachableStep: (requested, chosen) => reachableStep(requested, service, { ...chosen, booked: result !== null }),
  });
  const { step, setFields } = wizard;
  const { date, time, details } = wizard.fields;
  const [slotsReload, setSlotsReload] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [savedAddresses, setSavedAddresses] = useState<AddressParts[]>([]);
  // One key per booking sent: a double click or a retry after a lost answer books once, and
  // details changed after a lost answer are a new booking request, not a 409.
  const [requestKey] = useState(requestKeys);
  const today = useBusinessToday();
  // Where before when: the times are those of the ZIP's area, so none are asked for before a ZIP this service comes to.
  const zip = service ? bookableZip(details.place.zip, service) : null;
  const savedCard = user ? walletCards.find((card) => card.id === (cardChoice ?? walletCards[0]?.id)) : undefined;
  // Date and time belong to one service: choosing another one (or Back to it) starts over.
  if (service && wizard.fields.serviceId !== null && wizard.fields.serviceId !== service.id) {
    setFields((fields) => ({ ...fields, serviceId: null, date: null, time: null, quantities: {} }));
  }
  const quantities = service ? { ...startingQuantities(service), ...wizard.fields.quantities } : {};
  // The times offered are those where the whole visit, as long as the quantities make it, fits.
  const lengthQuery = service ? `&length=${visitLengthFor(service, quantities)}` : "";
  const day = useDaySlots(
    service && date && zip ? `/api/availability?service=${encodeURIComponent(service.id)}&date=${date}&zip=${zip}${lengthQuery}` : null,
    slotsReload,
  );
  const estimate = service ? estimateFor(service, quantities) : null;
  // Whether the first-time offer applies is the server's to say, for the account and the details typed.
  const offer = useFirstCleaningOffer(
    (step === 2 || step === 3) && service && estimate && "quote" in estimate
      ? {
          serviceId: service.id,
          inputs: quantitiesOf(service, quantities),
          details,
          signedIn: user === undefined ? undefined : user !== null,
        }
      : null,
  );
  // The quantities' own problems as typed, and what the server said of them on a failed booking.
  const quantityErrors = { ...pick(fieldErrors, PRICE_INPUT_NAMES), ...(estimate && "problems" in estimate ? estimate.problems : {}) };
  const setQuantities = (values: QuantityValues) => {
    if (!service) return;
    setFieldErrors((errors) => omit(errors, PRICE_INPUT_NAMES));
    setFields((fields) => ({ ...fields, serviceId: service.id, quantities: values }));
  };

  const setTime = (chosen: string | null) => setFields((fields) => ({ ...fields, time: chosen }));
  // Another area has other crews: a time chosen for the last one is chosen again.
  const setPlace = (place: AddressDraft) =>
    setFields((fields) => {
      const sameArea = areaOfZip(place.zip) === areaOfZip(fields.details.place.zip);
      return { ...fields, time: sameArea ? fields.time : null, details: { ...fields.details, place } };
    });
  const setDetails = (update: SetStateAction<ContactDetails>) =>
    setFields((fields) => ({ ...fields, details: typeof update === "function" ? update(fields.details) : update }));

  // A signed-in customer's name and email, the phone of their last booking and their last addresses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh start of the wizard (after Book another) fills the details again
  useEffect(() => {
    if (!user) return;
    let current = true;
    setDetails((values) => ({
      ...values,
      customerName: values.customerName || fullName(user),
      customerEmail: values.customerEmail || user.email,
    }));
    apiFetch("/api/my-bookings")
      .then(({ last_details: last, saved_addresses: addresses }) => {
        if (!current) return;
        // The last addresses are offered; the latest fills an empty form (a one-line address from
        // before addresses had parts cannot be split reliably, so it is not offered). A ZIP the
        // customer already typed on the first step, before they arrived, is kept.
        setSavedAddresses(addresses);
        const [latest] = addresses;
        if (latest)
          setDetails((values) => (values.place.street.trim() || values.place.zip.trim() ? values : { ...values, place: draftOf(latest) }));
        if (!last) return;
        setDetails((values) => ({ ...values, customerPhone: values.customerPhone || last.customer_phone }));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [user, wizard.attempt]);

  /** The URL names the service from step 2 on; step 1 chooses one afresh. */
  function goTo(next: Step, options: { service?: Service; replace?: boolean } = {}) {
    const chosen = options.service ?? service;
    wizard.goTo(next, { replace: options.replace, params: { service: chosen && next > 1 ? chosen.id : null } });
  }

  function chooseService(chosen: Service) {
    goTo(2, { service: chosen });
  }

  function chooseDate(chosen: string) {
    if (!service) return;
    setFields((fields) => ({ ...fields, serviceId: service.id, date: chosen, time: null }));
  }

  async function confirm() {
    if (!service || !date || !time) {
      toast({ title: t.missingTitle, description: t.missingText, variant: "destructive" });
      return;
    }
    if (submitting) return;
    const payload = {
      service_id: service.id,
      appointment_date: date,
      appointment_time: time,
      customer_name: details.customerName,
      customer_email: details.customerEmail,
      customer_phone: details.customerPhone,
      text_reminders: details.textReminders,
      ...addressPayload(details.place),
      special_notes: details.notes.trim() || null,
      ...quantitiesOf(service, quantities),
      ...(savedCard ? { card_id: savedCard.id } : {}),
      // The language of the page booked from: the booking's emails and reminders follow it.
      locale,
    };
    // Mistakes in the form are shown at their fields before anything is sent; a ZIP the
    // service does not come to, too (the server says the same).
    const zipRefused = zipNotice(details.place.zip, service);
    const invalid = { ...(zipRefused ? { "address.zip": zipRefused } : {}), ...schemaErrors(payload) };
    setFieldErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSubmitting(true);
    try {
      const answer = await apiFetch("/api/bookings", {
        method: "POST",
        headers: { "Idempotency-Key": requestKey.keyFor(payload) },
        body: payload,
      });
      // A further booking (after Back or Book Another Service) is a new one.
      requestKey.forget();
      setResult(answer);
      setBookedCard(savedCard ?? null);
      wizard.forget();
      goTo(4, { replace: true });
      if (answer.emails.customer === "failed" || answer.emails.admin === "failed") {
        toast({ title: t.emailWarningTitle, description: t.emailWarningText, variant: "destructive" });
      } else {
        toast({ title: t.confirmedTitle, description: t.confirmedText });
      }
    } catch (error) {
      await showFailure(error);
    } finally {
      setSubmitting(false);
    }
  }

  async function showFailure(error: unknown) {
    const message = error instanceof Error && error.message ? error.message : t.failedText;
    const slotProblem =
      error instanceof ApiRequestError && (error.code === "slot_full" || error.fields.appointment_time || error.fields.appointment_date);
    if (slotProblem && service && date) {
      // Taken meanwhile, or passed: back to the times, shown as they are now, details kept.
      setTime(null);
      wizard.back(2);
      setSlotsReload((count) => count + 1);
    } else if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
      // A mistake in a field is shown at that field: the booking did not fail, the form needs a fix.
      setFieldErrors(error.fields);
      // The quantities are asked on the date-and-time step: back there, with what was typed.
      if (PRICE_INPUT_NAMES.some((name) => error.fields[name])) wizard.back(2);
      return;
    }
    toast({ title: t.failedTitle, description: message, variant: "destructive" });
  }

  function bookAnother() {
    wizard.reset();
    setFieldErrors({});
    setResult(null);
    setBookedCard(null);
    setCardChoice(null);
    navigate(localizedPath("/booking", locale));
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link
        to={localizedPath("/services", locale)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-teal hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t.backToServices}
      </Link>
      <div className="mt-4 text-center">
        <h1 className="font-serif text-4xl font-semibold">{t.pageTitle}</h1>
        <p className="mt-2 text-slate-600">{t.pageLead}</p>
      </div>
      {step < 4 && <StepIndicator step={step} labels={t.stepNames} label={t.progressLabel} doneNote={t.stepDone} />}

      <section aria-labelledby="step-heading" className="mt-8">
        <StepHeading ref={wizard.headingRef} visuallyHidden={step === 4}>
          {t.stepHeadings[step - 1]}
        </StepHeading>

        {step === 1 && <ServiceStep onSelect={chooseService} />}

        {step === 2 && service && (
          <ServiceTimeStep
            service={service}
            minDate={today}
            date={date}
            time={time}
            day={day}
            quantities={quantities}
            quantityErrors={quantityErrors}
            estimate={estimate && "quote" in estimate ? estimate.quote : null}
            offer={offer}
            where={<VisitPlaceField service={service} place={details.place} saved={user ? savedAddresses : []} onChange={setPlace} />}
            timesWaitFor={zip ? undefined : bookingPlaceMessages[locale].timesNeedZip}
            onQuantities={setQuantities}
            onDate={chooseDate}
            onTime={setTime}
            onChangeService={() => goTo(1)}
            onContinue={() => goTo(3)}
          />
        )}

        {step === 3 && service && date && time && estimate && "quote" in estimate && (
          <DetailsStep
            service={service}
            estimate={estimate.quote}
            offer={offer}
            date={date}
            time={time}
            details={details}
            errors={fieldErrors}
            submitting={submitting}
            onChange={setDetails}
            onBack={() => wizard.back(2)}
            onConfirm={() => void confirm()}
            savedAddresses={user ? savedAddresses : []}
            beforeConfirm={user && <CardBeforeConfirm cards={walletCards} value={savedCard?.id ?? NEW_CARD} onChange={setCardChoice} />}
          />
        )}

        {step === 4 && result && (
          <BookingConfirmation booking={result.booking} signedIn={Boolean(user)} cardOnFile={bookedCard} onBookAnother={bookAnother} />
        )}
      </section>
    </div>
  );
}
