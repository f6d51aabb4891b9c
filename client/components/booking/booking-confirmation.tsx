import { CalendarPlus, CheckCircle2, Settings2 } from "lucide-react";
import { Link } from "react-router";
import type { BookingResponse } from "#core/booking-schema";
import type { SavedCard } from "#core/payments-api";
import { shortDate } from "#core/time-slots";
import { getService } from "#core/catalogue";
import { formatLongDate } from "#core/i18n/format";
import { localizedPath } from "#core/i18n/locale";
import { bookingConfirmationMessages, bookingDetailsMessages } from "#core/i18n/messages/booking-details";
import { bookingWizardMessages, dateTimeMessages } from "#core/i18n/messages/booking-wizard";
import { useLocale } from "#client/lib/locale";
import { slotTimeText } from "#client/lib/slot-time";
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
  const locale = useLocale();
  const t = bookingConfirmationMessages[locale];
  const facts = bookingDetailsMessages[locale];
  // The page's own words for the service; the answer's title is the English one.
  const serviceTitle = getService(booking.service_id, locale)?.title ?? booking.service_title;
  // English keeps its short date ("Nov 26, 2026"); Spanish writes the day out.
  const date = locale === "en" ? shortDate(booking.appointment_date) : formatLongDate(booking.appointment_date, locale);
  return (
    <div className="mx-auto max-w-xl text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-teal" />
      <p className="mt-4 font-serif text-3xl font-semibold" aria-hidden="true">
        {t.confirmed}
      </p>
      <p className="mt-3 text-slate-700">{t.thanks}</p>
      <Facts
        boxed
        className="mt-6 text-left sm:grid-cols-2"
        facts={[
          [facts.factReference, booking.reference],
          [facts.factService, serviceTitle],
          [facts.factDate, date],
          [facts.factTime, `${slotTimeText(booking.appointment_time, locale)} (${dateTimeMessages[locale].timeZone})`],
        ]}
      />
      {booking.estimate && (
        <div className="mt-4 space-y-3 text-left">
          <Estimate quote={booking.estimate} title={bookingWizardMessages[locale].estimatedPrice} />
          <SaveCard
            reference={booking.reference}
            token={new URL(booking.manage_url).searchParams.get("token") ?? undefined}
            required={cardRequired(booking.service_id, booking.estimate.total_cents)}
            onFile={cardOnFile}
          />
        </div>
      )}
      <p className="mt-4 text-sm text-slate-600 [overflow-wrap:anywhere]">{t.emailSent(booking.customer_email)}</p>
      <p className="mt-2 text-sm text-slate-600">
        {signedIn ? (
          <>
            {t.changeSignedIn}{" "}
            <Link to="/dashboard?tab=Bookings" className="font-semibold text-teal underline">
              {t.myBookings}
            </Link>
            .
          </>
        ) : (
          t.changeByEmail
        )}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
        <a href={booking.calendar_url} className="inline-flex items-center gap-2 font-semibold text-teal underline">
          <CalendarPlus aria-hidden="true" className="size-4" /> {t.addToCalendar}
        </a>
        <a href={booking.manage_url} className="inline-flex items-center gap-2 font-semibold text-teal underline">
          <Settings2 aria-hidden="true" className="size-4" /> {t.manageBooking}
        </a>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={localizedPath("/services", locale)} variant="secondary" size="lg">
          {t.browseMore}
        </ButtonLink>
        <Button onClick={onBookAnother} variant="primary" size="lg">
          {t.bookAnother}
        </Button>
      </div>
    </div>
  );
}
