import { ArrowLeft, CalendarPlus, CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { AvailabilityResponse, BookingResponse, SlotAvailability } from "../../core/booking-schema";
import { getService, type Service } from "../../core/catalogue";
import { businessToday, longDate, shortDate } from "../../core/time-slots";
import { DateTimePicker } from "../components/booking/date-time-step";
import { FactsList } from "../components/booking/facts-list";
import { DetailsForm, EMPTY_DETAILS, type ContactDetails } from "../components/booking/details-form";
import { ServiceStep } from "../components/booking/service-step";
import { ServiceSummary } from "../components/booking/service-summary";
import { StepIndicator } from "../components/booking/step-indicator";
import { ApiRequestError, apiFetch } from "../lib/api";
import { pageMeta } from "../lib/seo";
import { useToast } from "../lib/toast";

export function meta() {
  return pageMeta({ title: "Book Your Service", description: "Book any service in under a minute: choose a date and time, and we confirm by phone or email.", path: "/booking" });
}

type Step = 1 | 2 | 3 | 4;
const HEADINGS: Record<Step, string> = { 1: "Select Your Service", 2: "Select Date & Time", 3: "Your Details", 4: "Booking Confirmed!" };
const BOOKING_FALLBACK = "There was an error processing your booking. Please try again.";

export default function BookingPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(1);
  const [service, setService] = useState<Service | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [slots, setSlots] = useState<SlotAvailability[] | null>(null);
  const [loadingSlots, setLoadingSlots] = useState(false);
  const [details, setDetails] = useState<ContactDetails>(EMPTY_DETAILS);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<BookingResponse | null>(null);
  // One key per booking attempt: a double click or a retry after a lost answer books once.
  const idempotencyKey = useRef(crypto.randomUUID());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const today = businessToday();

  useEffect(() => {
    const preselected = getService(params.get("service") ?? "");
    if (preselected) {
      setService(preselected);
      setStep(2);
    }
  }, [params]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  async function loadSlots(forService: Service, forDate: string) {
    setLoadingSlots(true);
    try {
      const answer = await apiFetch<AvailabilityResponse>(`/api/availability?service=${encodeURIComponent(forService.id)}&date=${forDate}`);
      setSlots(answer.slots);
      return answer.slots;
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
      return null;
    } finally {
      setLoadingSlots(false);
    }
  }

  function chooseService(chosen: Service) {
    setService(chosen);
    setDate(null);
    setTime(null);
    setSlots(null);
    setStep(2);
  }

  function chooseDate(chosen: string) {
    setDate(chosen);
    setTime(null);
    if (service) void loadSlots(service, chosen);
  }

  const detailsComplete = [details.customerName, details.customerEmail, details.customerPhone, details.address].every((value) => value.trim() !== "");

  async function confirm() {
    if (!service || !date || !time) {
      toast({ title: "Missing Information", description: "Please fill in all required fields.", variant: "destructive" });
      return;
    }
    if (submitting) return;
    setSubmitting(true);
    setFieldErrors({});
    try {
      const answer = await apiFetch<BookingResponse>("/api/bookings", {
        headers: { "Idempotency-Key": idempotencyKey.current },
        body: {
          service_id: service.id,
          appointment_date: date,
          appointment_time: time,
          customer_name: details.customerName,
          customer_email: details.customerEmail,
          customer_phone: details.customerPhone,
          service_address: details.address,
          special_notes: details.notes.trim() || null,
        },
      });
      setResult(answer);
      setStep(4);
      if (answer.emails.customer === "failed" || answer.emails.admin === "failed") {
        toast({ title: "Email Warning", description: "Booking created but confirmation emails may have failed to send.", variant: "destructive" });
      } else {
        toast({ title: "Booking Confirmed!", description: "Your appointment has been scheduled. We'll contact you shortly to confirm details." });
      }
    } catch (error) {
      await showFailure(error);
    } finally {
      setSubmitting(false);
    }
  }

  async function showFailure(error: unknown) {
    const message = error instanceof Error && error.message ? error.message : BOOKING_FALLBACK;
    const slotProblem = error instanceof ApiRequestError && (error.code === "slot_full" || error.fields.appointment_time || error.fields.appointment_date);
    if (slotProblem && service && date) {
      // Taken meanwhile, or passed: back to the times, shown as they are now, details kept.
      setTime(null);
      setStep(2);
      await loadSlots(service, date);
    } else if (error instanceof ApiRequestError) {
      setFieldErrors(error.fields);
    }
    toast({ title: "Booking Failed", description: message, variant: "destructive" });
  }

  function bookAnother() {
    idempotencyKey.current = crypto.randomUUID();
    setService(null);
    setDate(null);
    setTime(null);
    setSlots(null);
    setDetails(EMPTY_DETAILS);
    setFieldErrors({});
    setResult(null);
    setStep(1);
    navigate("/booking", { replace: true });
  }

  const primary = "rounded-lg bg-teal px-5 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:cursor-not-allowed disabled:opacity-50";
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
        <h2 id="step-heading" ref={headingRef} tabIndex={-1} className={`mb-6 text-2xl font-semibold focus:outline-none ${step === 4 ? "sr-only" : ""}`}>
          {HEADINGS[step]}
        </h2>

        {step === 1 && <ServiceStep onSelect={chooseService} />}

        {step === 2 && service && (
          <div className="space-y-6">
            <ServiceSummary
              service={service}
              action={
                <button type="button" onClick={() => setStep(1)} className={secondary}>
                  Change Service
                </button>
              }
            />
            <DateTimePicker minDate={today} date={date} time={time} slots={slots} loadingSlots={loadingSlots} onDate={chooseDate} onTime={setTime} />
            {date && time && (
              <div className="flex justify-end">
                <button type="button" onClick={() => setStep(3)} className={primary}>
                  Continue to Details
                </button>
              </div>
            )}
          </div>
        )}

        {step === 3 && service && date && time && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
            className="space-y-6"
          >
            <FactsList
              className="bg-sand/50 sm:grid-cols-4"
              facts={[
                ["Service", service.title],
                ["Date", longDate(date)],
                ["Time", time],
                ["Price", service.price],
              ]}
            />
            <DetailsForm values={details} errors={fieldErrors} onChange={setDetails} />
            <div className="flex flex-wrap justify-between gap-3">
              <button type="button" onClick={() => setStep(2)} className={secondary}>
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
            <FactsList
              className="mt-6 text-left sm:grid-cols-2"
              facts={[
                ["Reference", result.booking.reference],
                ["Service", result.booking.service_title],
                ["Date", shortDate(result.booking.appointment_date)],
                ["Time", result.booking.appointment_time],
              ]}
            />
            <p className="mt-4 text-sm text-slate-600">A confirmation email has been sent to {result.booking.customer_email}.</p>
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
