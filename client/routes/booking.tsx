import { ArrowLeft, CalendarPlus, CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { BookingRequestSchema, type BookingResponse } from "../../core/booking-schema";
import { getService, type Service } from "../../core/catalogue";
import type { MyBookingsResponse } from "../../core/my-bookings";
import { TIME_ZONE_LABEL } from "../../core/opening-hours";
import { businessToday, longDate, shortDate } from "../../core/time-slots";
import { DateTimePicker } from "../components/booking/date-time-step";
import { Facts } from "../components/ui/facts";
import { DetailsForm, EMPTY_DETAILS, type ContactDetails } from "../components/booking/details-form";
import { ServiceStep } from "../components/booking/service-step";
import { ServiceSummary } from "../components/booking/service-summary";
import { StepIndicator } from "../components/booking/step-indicator";
import { ApiRequestError, apiFetch } from "../lib/api";
import { pageMeta } from "../lib/seo";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toast";
import { useDaySlots } from "../lib/use-day-slots";

export function meta() {
  return pageMeta({
    title: "Book Your Service",
    description: "Book any service in under a minute: choose a date and time, and we confirm by phone or email.",
    path: "/booking",
  });
}

type Step = 1 | 2 | 3 | 4;
const HEADINGS: Record<Step, string> = { 1: "Select Your Service", 2: "Select Date & Time", 3: "Your Details", 4: "Booking Confirmed!" };
const BOOKING_FALLBACK = "There was an error processing your booking. Please try again.";

/**
 * The step a URL asks for, as far as what is chosen allows: a reloaded or shared
 * "?step=3" without a chosen time opens the date and time.
 */
function reachableStep(
  requested: number,
  service: Service | null,
  chosen: { date: string | null; time: string | null; booked: boolean },
): Step {
  if (!service || requested === 1) return 1;
  if (requested >= 4 && chosen.booked) return 4;
  if (requested >= 3 && chosen.date && chosen.time) return 3;
  return 2;
}

/** Field-by-field messages of the shared schema, keyed like the server's. */
function schemaErrors(payload: unknown): Record<string, string> {
  const parsed = BookingRequestSchema.safeParse(payload);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

export default function BookingPage() {
  const toast = useToast();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // The service and the step live in the URL, so each step is a history entry and Back
  // returns to the previous step; what was chosen and typed lives here and is kept.
  const service = getService(params.get("service") ?? "") ?? null;
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [slotsFor, setSlotsFor] = useState<string | null>(null);
  const [slotsReload, setSlotsReload] = useState(0);
  const [details, setDetails] = useState<ContactDetails>(EMPTY_DETAILS);
  const [formGeneration, setFormGeneration] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<BookingResponse | null>(null);
  // One key per booking attempt: a double click or a retry after a lost answer books once.
  const idempotencyKey = useRef(crypto.randomUUID());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const today = businessToday();
  const day = useDaySlots(service && date ? `/api/availability?service=${encodeURIComponent(service.id)}&date=${date}` : null, slotsReload);
  const step = reachableStep(Number(params.get("step") ?? 2), service, { date, time, booked: result !== null });

  // Date and time belong to one service: choosing another one (or Back to it) starts over.
  if (service && slotsFor !== null && slotsFor !== service.id) {
    setSlotsFor(null);
    setDate(null);
    setTime(null);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change, which it does not read
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // The top of the new step, not wherever the previous one was scrolled to (at 360 px a
    // card chosen far down the list would otherwise leave the footer on screen).
    headingRef.current?.scrollIntoView({ block: "start", behavior: "instant" });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0) document.querySelector<HTMLElement>("#booking-details [aria-invalid=true]")?.focus();
  }, [fieldErrors]);

  // A signed-in customer's name and email, and the phone and address of their last booking.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new form generation (after Book another) fills the details again
  useEffect(() => {
    if (!user) return;
    let current = true;
    const fullName = `${user.firstName} ${user.lastName}`.trim();
    setDetails((values) => ({
      ...values,
      customerName: values.customerName || fullName,
      customerEmail: values.customerEmail || user.email,
    }));
    apiFetch<MyBookingsResponse>("/api/my-bookings")
      .then(({ last_details: last }) => {
        if (!current || !last) return;
        setDetails((values) => ({
          ...values,
          customerPhone: values.customerPhone || last.customer_phone,
          address: values.address || last.service_address,
        }));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [user, formGeneration]);

  function goTo(next: Step, options: { service?: Service; replace?: boolean } = {}) {
    const search = new URLSearchParams();
    const chosen = options.service ?? service;
    if (chosen && next > 1) search.set("service", chosen.id);
    search.set("step", String(next));
    navigate({ search: `?${search}` }, { replace: options.replace, state: { wizardStep: next } });
  }

  /** Back a step: the previous history entry if the wizard made it, so Back and the button agree. */
  function backTo(previous: Step) {
    const cameFromWizard = (location.state as { wizardStep?: number } | null)?.wizardStep === step;
    if (cameFromWizard && location.key !== "default") navigate(-1);
    else goTo(previous, { replace: true });
  }

  function chooseService(chosen: Service) {
    goTo(2, { service: chosen });
  }

  function chooseDate(chosen: string) {
    if (!service) return;
    setSlotsFor(service.id);
    setDate(chosen);
    setTime(null);
  }

  const detailsComplete = [details.customerName, details.customerEmail, details.customerPhone, details.address].every(
    (value) => value.trim() !== "",
  );

  async function confirm() {
    if (!service || !date || !time) {
      toast({ title: "Missing Information", description: "Please fill in all required fields.", variant: "destructive" });
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
      service_address: details.address,
      special_notes: details.notes.trim() || null,
    };
    // Mistakes in the form are shown at their fields before anything is sent.
    const invalid = schemaErrors(payload);
    setFieldErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSubmitting(true);
    try {
      const answer = await apiFetch<BookingResponse>("/api/bookings", {
        headers: { "Idempotency-Key": idempotencyKey.current },
        body: payload,
      });
      // A further booking (after Back or Book Another Service) is a new one.
      idempotencyKey.current = crypto.randomUUID();
      setResult(answer);
      goTo(4, { replace: true });
      if (answer.emails.customer === "failed" || answer.emails.admin === "failed") {
        toast({
          title: "Email Warning",
          description: "Booking created but confirmation emails may have failed to send.",
          variant: "destructive",
        });
      } else {
        toast({
          title: "Booking Confirmed!",
          description: "Your appointment has been scheduled. We'll contact you shortly to confirm details.",
        });
      }
    } catch (error) {
      await showFailure(error);
    } finally {
      setSubmitting(false);
    }
  }

  async function showFailure(error: unknown) {
    const message = error instanceof Error && error.message ? error.message : BOOKING_FALLBACK;
    const slotProblem =
      error instanceof ApiRequestError && (error.code === "slot_full" || error.fields.appointment_time || error.fields.appointment_date);
    if (slotProblem && service && date) {
      // Taken meanwhile, or passed: back to the times, shown as they are now, details kept.
      setTime(null);
      backTo(2);
      setSlotsReload((count) => count + 1);
    } else if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
      // A mistake in a field is shown at that field: the booking did not fail, the form needs a fix.
      setFieldErrors(error.fields);
      return;
    }
    toast({ title: "Booking Failed", description: message, variant: "destructive" });
  }

  function bookAnother() {
    setSlotsFor(null);
    setDate(null);
    setTime(null);
    setDetails(EMPTY_DETAILS);
    setFormGeneration((generation) => generation + 1);
    setFieldErrors({});
    setResult(null);
    navigate("/booking");
  }

  const primary =
    "rounded-lg bg-teal px-5 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:cursor-not-allowed disabled:opacity-50";
  const secondary = "rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50";

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/services" className="inline-flex items-center gap-1 text-sm font-semibold text-teal hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Services
      </Link>
      <div className="mt-4 text-center">
        <h1 className="font-serif text-4xl font-semibold">Book Your Service</h1>
        <p className="mt-2 text-slate-600">Schedule your appointment in just a few simple steps</p>
      </div>
      {step < 4 && <StepIndicator step={step} />}

      <section aria-labelledby="step-heading" className="mt-8">
        <h2
          id="step-heading"
          ref={headingRef}
          tabIndex={-1}
          className={`mb-6 scroll-mt-24 text-2xl font-semibold focus:outline-none ${step === 4 ? "sr-only" : ""}`}
        >
          {HEADINGS[step]}
        </h2>

        {step === 1 && <ServiceStep onSelect={chooseService} />}

        {step === 2 && service && (
          <div className="space-y-6">
            <ServiceSummary
              service={service}
              action={
                <button type="button" onClick={() => goTo(1)} className={secondary}>
                  Change Service
                </button>
              }
            />
            <DateTimePicker
              minDate={today}
              date={date}
              time={time}
              slots={day.slots}
              loadingSlots={day.loading}
              slotsError={day.error}
              onRetry={day.retry}
              onDate={chooseDate}
              onTime={setTime}
            />
            {date && time && (
              <div className="flex justify-end">
                <button type="button" onClick={() => goTo(3)} className={primary}>
                  Continue to Details
                </button>
              </div>
            )}
          </div>
        )}

        {step === 3 && service && date && time && (
          <form
            id="booking-details"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
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
                ["Price", service.price],
              ]}
            />
            <DetailsForm values={details} errors={fieldErrors} onChange={setDetails} />
            <div className="flex flex-wrap justify-between gap-3">
              <button type="button" onClick={() => backTo(2)} className={secondary}>
                Back to Date & Time
              </button>
              <button type="submit" disabled={submitting || !detailsComplete} className={primary}>
                {submitting ? "Processing..." : "Confirm Booking"}
              </button>
            </div>
          </form>
        )}

        {step === 4 && result && (
          <div className="mx-auto max-w-xl text-center">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-teal" />
            <p className="mt-4 font-serif text-3xl font-semibold" aria-hidden="true">
              Booking Confirmed!
            </p>
            <p className="mt-3 text-slate-700">Thank you for booking with us. We'll contact you shortly to confirm the details.</p>
            <Facts
              boxed
              className="mt-6 text-left sm:grid-cols-2"
              facts={[
                ["Reference", result.booking.reference],
                ["Service", result.booking.service_title],
                ["Date", shortDate(result.booking.appointment_date)],
                ["Time", `${result.booking.appointment_time} (${TIME_ZONE_LABEL})`],
              ]}
            />
            <p className="mt-4 text-sm text-slate-600">A confirmation email has been sent to {result.booking.customer_email}.</p>
            <p className="mt-2 text-sm text-slate-600">
              {user ? (
                <>
                  You can reschedule or cancel it up to 24 hours ahead under{" "}
                  <Link to="/dashboard?tab=Bookings" className="font-semibold text-teal underline">
                    My Bookings
                  </Link>
                  .
                </>
              ) : (
                "The email has a link to reschedule or cancel it up to 24 hours ahead."
              )}
            </p>
            <a href={result.booking.calendar_url} className="mt-4 inline-flex items-center gap-2 font-semibold text-teal underline">
              <CalendarPlus aria-hidden="true" className="size-4" /> Add to calendar
            </a>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to="/services" className={secondary}>
                Browse More Services
              </Link>
              <button type="button" onClick={bookAnother} className={primary}>
                Book Another Service
              </button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
