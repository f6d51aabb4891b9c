import { CalendarPlus, CheckCircle2, Settings2 } from "lucide-react";
import { Link } from "react-router";
import type { BookingResponse } from "#core/booking-schema";
import type { SavedCard } from "#core/payments-api";
import { TIME_ZONE_LABEL } from "#core/opening-hours";
import { shortDate } from "#core/time-slots";
import { cardRequired } from "#core/services/card-policy";
import { SaveCard } from "../payments/customer-payment";
import { Estimate } from "./estimate";
import { Facts } from "../ui/facts";
import { Button, ButtonLink } from "../ui/button";

/** Step 4: the booking made, its reference, how to change it, and the ways on. */
export function BookingConfirmation({
  booking,
  signedIn,
  cardOnFile = null,
  onBookAnother,
}: {
  booking: BookingResponse["booking"];
  signedIn: boolean;
  /** The saved card chosen before Confirm, which the booking was made with. */
  cardOnFile?: SavedCard | null;
  onBookAnother: () => void;
}) {
  return (
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
          ["Reference", booking.reference],
          ["Service", booking.service_title],
          ["Date", shortDate(booking.appointment_date)],
          ["Time", `${booking.appointment_time} (${TIME_ZONE_LABEL})`],
        ]}
      />
      {booking.estimate && (
        <div className="mt-4 space-y-3 text-left">
          <Estimate quote={booking.estimate} title="Estimated price" />
          <SaveCard
            reference={booking.reference}
            token={new URL(booking.manage_url).searchParams.get("token") ?? undefined}
            required={cardRequired(booking.service_id, booking.estimate.total_cents)}
            onFile={cardOnFile}
          />
        </div>
      )}
      <p className="mt-4 text-sm text-slate-600 [overflow-wrap:anywhere]">
        A confirmation email has been sent to {booking.customer_email}.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {signedIn ? (
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
      <div className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
        <a href={booking.calendar_url} className="inline-flex items-center gap-2 font-semibold text-teal underline">
          <CalendarPlus aria-hidden="true" className="size-4" /> Add to calendar
        </a>
        <a href={booking.manage_url} className="inline-flex items-center gap-2 font-semibold text-teal underline">
          <Settings2 aria-hidden="true" className="size-4" /> Manage this booking
        </a>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/services" variant="secondary" size="lg">
          Browse More Services
        </ButtonLink>
        <Button onClick={onBookAnother} variant="primary" size="lg">
          Book Another Service
        </Button>
      </div>
    </div>
  );
}
