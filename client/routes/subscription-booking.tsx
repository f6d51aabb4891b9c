import { ArrowLeft, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { packageOrDefault } from "#core/packages";
import { SERVICE_LOCATIONS } from "#core/services/areas";
import { FIRST_CLEANING_SERVICE_ID } from "#core/subscription-api";
import { formatLongDate } from "#core/i18n/format";
import { type Locale, localeOfPath, localizedPath } from "#core/i18n/locale";
import { planTextConsentMessages } from "#core/i18n/messages/plan-text-consent";
import { planWords } from "#core/i18n/messages/plans";
import { subscriptionWizardMessages } from "#core/i18n/messages/subscription-wizard";
import { BILINGUAL_PAGE, useLocale } from "../lib/locale";
import { slotTimeText } from "../lib/slot-time";
import type { Route } from "./+types/subscription-booking";
import { AuthForm } from "../components/auth-form";
import { DateTimePicker } from "../components/booking/date-time-step";
import { DetailsForm, detailsComplete, EMPTY_DETAILS } from "../components/booking/details-form";
import { StepHeading } from "../components/booking/step-heading";
import { Facts } from "../components/ui/facts";
import { RequireUser } from "../components/ui/require-user";
import { fullName } from "#core/display-name";
import { StepIndicator } from "../components/booking/step-indicator";
import { reviveSlotAndDetails, type SlotAndDetails } from "../components/booking/wizard-fields";
import { ApiRequestError, apiFetch } from "../lib/api";
import { reserveTab } from "../lib/checkout-tab";
import { requestKeys } from "../lib/request-key";
import { useToast } from "../lib/toast";
import { useDaySlots } from "../lib/use-day-slots";
import { useSavedAddresses } from "../lib/use-saved-addresses";
import { AddressFields, addressPayload, zipNotice } from "../components/booking/address-fields";
import { useWizard } from "../lib/use-wizard";
import { Button } from "../components/ui/button";
import { useBusinessToday } from "../lib/clock";
import { privatePageMeta } from "../lib/seo";

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(subscriptionWizardMessages[localeOfPath(location.pathname)].metaTitle);
}

/** The wizard runs in English and in Spanish (/es/subscription-booking); the switch keeps what was typed. */
export const handle = BILINGUAL_PAGE;

type Step = 1 | 2 | 3;
/** SPEC: after opening the checkout, this tab moves to the success page after 2 seconds. */
const SUCCESS_REDIRECT_MS = 2000;

/**
 * The step a URL asks for, as far as what is filled in allows: a reloaded "?step=3" without
 * a chosen time opens the date and time, and without the details, the details.
 */
function reachableStep(requested: number, fields: SlotAndDetails): Step {
  if (requested <= 1 || !detailsComplete(fields.details, { addressInParts: true })) return 1;
  if (requested >= 3 && fields.date && fields.time) return 3;
  return 2;
}

/** The API's field names for the details form's fields, so server errors land on the right input. */
/**
 * The plan's cleanings go to all three areas (the Cleaning Special's locations; the server
 * checks with the catalogue), so only a ZIP outside them is told anything here. Named here
 * so that this page does not load the catalogue.
 */
function firstCleaningService(locale: Locale) {
  return { title: subscriptionWizardMessages[locale].firstCleaningService, locations: SERVICE_LOCATIONS };
}

const DETAIL_FIELDS: Record<string, string> = {
  name: "customer_name",
  email: "customer_email",
  phone: "customer_phone",
  address: "service_address",
  notes: "special_notes",
};

export default function SubscriptionBookingPage() {
  const [params] = useSearchParams();
  const plan = packageOrDefault(params.get("package"));
  return (
    <RequireUser signedOut={<SignInToSubscribe planId={plan.id} />}>
      {(user) => <SubscriptionWizard key={plan.id} planId={plan.id} prefill={{ name: fullName(user), email: user.email }} />}
    </RequireUser>
  );
}

function SignInToSubscribe({ planId }: { planId: string }) {
  const locale = useLocale();
  const t = subscriptionWizardMessages[locale];
  const plan = packageOrDefault(planId);
  const here = localizedPath(`/subscription-booking?package=${plan.id}`, locale);
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center font-serif text-3xl font-semibold">{t.signInTitle}</h1>
      <p className="mt-2 text-center text-slate-600">{t.signInText(planWords[locale][plan.id].title)}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 p-6 shadow-sm">
        <AuthForm callbackURL={here} />
      </div>
      <Link to={localizedPath("/special", locale)} className="mt-6 inline-flex items-center gap-1 font-semibold text-teal hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t.backToPackages}
      </Link>
    </section>
  );
}

function SubscriptionWizard({ planId, prefill }: { planId: string; prefill: { name: string; email: string } }) {
  const locale = useLocale();
  const t = subscriptionWizardMessages[locale];
  const plan = packageOrDefault(planId);
  const planTitle = planWords[locale][plan.id].title;
  const FIRST_CLEANING_SERVICE = firstCleaningService(locale);
  const [params] = useSearchParams();
  const toast = useToast();
  const savedAddresses = useSavedAddresses();
  const navigate = useNavigate();
  // The step lives in the URL (Back and Forward move between steps), the fields in the tab: a reload keeps both.
  const wizard = useWizard({
    storageKey: "subscription",
    initialFields: (): SlotAndDetails => ({
      date: null,
      time: null,
      details: { ...EMPTY_DETAILS, customerName: prefill.name, customerEmail: prefill.email },
    }),
    revive: reviveSlotAndDetails,
    reachableStep,
  });
  const { step, goTo, setFields } = wizard;
  const { date, time, details } = wizard.fields;
  const [slotsReload, setSlotsReload] = useState(0);
  // The address comes first here, so the first cleaning's times are its area's.
  const zip = details.place.zip.trim();
  const zipQuery = /^\d{5}$/.test(zip) && !zipNotice(zip, FIRST_CLEANING_SERVICE) ? `&zip=${zip}` : "";
  const day = useDaySlots(
    date ? `/api/availability?service=${FIRST_CLEANING_SERVICE_ID}&date=${date}${zipQuery}&length=${plan.visitHours}` : null,
    slotsReload,
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  // One key per checkout request sent: a double click or a retried request opens one checkout,
  // and changed details or time (say after Back) are a new request, which replaces it.
  const [requestKey] = useState(requestKeys);
  // Leaving the wizard before the redirect to the success page cancels it.
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);
  const today = useBusinessToday();

  // Back from the checkout's Cancel (its cancel_url): close the checkout left behind, so its
  // slot is free again and the success page in the first tab says "cancelled". Once per visit.
  const cancelledCheckout = params.get("checkout") === "cancelled";
  const closingCheckout = useRef(false);
  useEffect(() => {
    if (!cancelledCheckout || closingCheckout.current) return;
    closingCheckout.current = true;
    void apiFetch("/api/subscription/checkout/cancel", { method: "POST" })
      .then((answer) => {
        if (answer.status === "paid") {
          toast({ title: t.paidTitle, description: t.paidText });
          navigate("/dashboard?tab=Subscription", { replace: true });
          return;
        }
        toast({ title: t.cancelledTitle, description: t.cancelledText });
        goTo(step, { replace: true, params: { checkout: null } });
      })
      .catch((error: unknown) => {
        toast({ title: t.errorTitle, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
      });
  }, [cancelledCheckout, goTo, navigate, step, toast, t]);

  function chooseDate(chosen: string) {
    setFields((fields) => ({ ...fields, date: chosen, time: null }));
  }

  function continueFromDetails() {
    if (!detailsComplete(details, { addressInParts: true })) {
      toast({ title: t.missingTitle, description: t.missingDetails, variant: "destructive" });
      return;
    }
    goTo(2);
  }

  function continueFromDate() {
    if (!date || !time) {
      toast({ title: t.missingTitle, description: t.missingTime, variant: "destructive" });
      return;
    }
    goTo(3);
  }

  async function subscribe() {
    if (submitting || !date || !time) return;
    // Opened now, inside the click, so that popup blockers let it through.
    const tab = reserveTab();
    setSubmitting(true);
    setFieldErrors({});
    const place = addressPayload(details.place);
    try {
      const body = {
        package: plan.id,
        firstCleaning: { date, time },
        name: details.customerName,
        email: details.customerEmail,
        phone: details.customerPhone,
        text_reminders: details.textReminders,
        address: place.service_address,
        address_parts: place.address,
        notes: details.notes.trim() || null,
        // The language of the page subscribed from: the subscription's emails follow it.
        locale,
      };
      const answer = await apiFetch("/api/subscription/checkout", {
        method: "POST",
        headers: { "Idempotency-Key": requestKey.keyFor(body) },
        body,
      });
      // The fields stay in the tab until the success page sees the checkout paid: Cancel or a
      // declined card brings the customer back to the review step with everything kept.
      requestKey.forget();
      toast({ title: t.redirectTitle, description: t.redirectText });
      if (tab.go(answer.url) === "new-tab") {
        redirectTimer.current = window.setTimeout(
          () => navigate(`${localizedPath("/subscription-success", locale)}?session_id=${encodeURIComponent(answer.session_id)}`),
          SUCCESS_REDIRECT_MS,
        );
      }
    } catch (error) {
      tab.close();
      setSubmitting(false);
      await showFailure(error);
    }
  }

  async function showFailure(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof ApiRequestError)) {
      toast({ title: t.errorTitle, description: message, variant: "destructive" });
      return;
    }
    if (error.status === 401) {
      toast({ title: t.authTitle, description: t.authText, variant: "destructive" });
      return;
    }
    const fields = Object.keys(error.fields);
    if (error.code === "slot_full" || fields.some((field) => field.startsWith("firstCleaning") || field.startsWith("appointment"))) {
      // Taken meanwhile, or passed: back to the times as they are now, details kept.
      setFields((current) => ({ ...current, time: null }));
      wizard.back(2);
      setSlotsReload((count) => count + 1);
      toast({ title: t.slotTitle, description: message || t.slotText, variant: "destructive" });
      return;
    }
    // The address parts' errors come as "address_parts.zip" (the form) or "address.zip" (the booking rules).
    const detailField = (field: string) => DETAIL_FIELDS[field] ?? field.replace(/^address_parts\./, "address.");
    if (fields.some((field) => field in DETAIL_FIELDS || detailField(field).startsWith("address."))) {
      setFieldErrors(Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [detailField(field), text])));
      wizard.back(1);
    }
    toast({ title: t.errorTitle, description: message, variant: "destructive" });
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link
        to={localizedPath("/special", locale)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-teal hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t.backToPackages}
      </Link>
      <div className="mt-4 text-center">
        <h1 className="font-serif text-4xl font-semibold">{t.pageTitle(planTitle)}</h1>
        <p className="mt-2 text-slate-600">{t.pageLead(plan.price)}</p>
      </div>
      <StepIndicator step={step} labels={t.stepNames} label={t.progressLabel} doneNote={t.stepDone} />

      <section aria-labelledby="step-heading" className="mt-8">
        <StepHeading ref={wizard.headingRef}>{t.stepHeadings[step - 1]}</StepHeading>

        {step === 1 && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              continueFromDetails();
            }}
            className="space-y-6"
          >
            <DetailsForm
              offerTexts
              textConsentWords={planTextConsentMessages[locale]}
              values={details}
              errors={fieldErrors}
              onChange={(values) => setFields((fields) => ({ ...fields, details: values }))}
              addressFields={
                <AddressFields
                  value={details.place}
                  errors={fieldErrors}
                  service={FIRST_CLEANING_SERVICE}
                  saved={savedAddresses}
                  onChange={(place) => setFields((fields) => ({ ...fields, details: { ...fields.details, place } }))}
                />
              }
            />
            <div className="flex flex-wrap justify-between gap-3">
              <Button onClick={() => navigate(localizedPath("/special", locale))} variant="secondary" size="lg">
                {t.back}
              </Button>
              <Button type="submit" variant="primary" size="lg">
                {t.continue}
              </Button>
            </div>
          </form>
        )}

        {step === 2 && (
          <div className="space-y-6">
            <DateTimePicker
              minDate={today}
              date={date}
              time={time}
              day={day}
              onDate={chooseDate}
              onTime={(chosen) => setFields((fields) => ({ ...fields, time: chosen }))}
            />
            <div className="flex flex-wrap justify-between gap-3">
              <Button onClick={() => wizard.back(1)} variant="secondary" size="lg">
                {t.back}
              </Button>
              <Button onClick={continueFromDate} variant="primary" size="lg">
                {t.continue}
              </Button>
            </div>
          </div>
        )}

        {step === 3 && date && time && (
          <div className="space-y-6">
            <Facts
              boxed
              className="bg-sand/50 sm:grid-cols-2"
              facts={[
                [t.factPlan, t.planPerMonth(planTitle, plan.price)],
                [t.factFirstCleaning, t.dateAtTime(formatLongDate(date, locale), slotTimeText(time, locale))],
                [t.factName, details.customerName],
                [t.factEmail, details.customerEmail],
                [t.factPhone, details.customerPhone],
                [t.factAddress, addressPayload(details.place).service_address],
              ]}
            />
            <p className="flex items-start gap-2 text-sm text-slate-600">
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t.payNote(plan.price)}
            </p>
            <div className="flex flex-wrap justify-between gap-3">
              <Button onClick={() => wizard.back(2)} variant="secondary" size="lg">
                {t.back}
              </Button>
              <Button onClick={() => void subscribe()} disabled={submitting} variant="primary" size="lg">
                {submitting ? t.processing : t.subscribeAndPay}
              </Button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
