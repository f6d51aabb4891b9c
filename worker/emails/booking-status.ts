import { BUSINESS } from "#core/business";
import { formatLongDate } from "#core/i18n/format";
import type { Locale } from "#core/i18n/locale";
import { bookingEmailWords } from "#core/i18n/messages/booking-emails";
import { bookingStatusWords } from "#core/i18n/messages/booking-status-emails";
import { serviceTitleIn, visitWhen } from "#core/i18n/visit-words";
import { longDate, slotLabel } from "#core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailLayout } from "./layout";

/** What the business's status emails say of the visit, in the booking's language; English keeps the slot as written. */
function visitIn(booking: BookingRecord) {
  const locale: Locale = booking.locale ?? "en";
  const english = locale === "en";
  const dateTime = english
    ? `${longDate(booking.appointmentDate)} at ${slotLabel(booking.appointmentTime)}`
    : visitWhen(booking.appointmentDate, booking.appointmentTime, locale);
  const words = bookingStatusWords[locale];
  return {
    locale,
    words,
    hello: bookingEmailWords[locale].hello(booking.customerName),
    title: serviceTitleIn(booking.serviceId, booking.serviceTitle, locale),
    date: english ? longDate(booking.appointmentDate) : formatLongDate(booking.appointmentDate, locale),
    when: `${dateTime} (${words.easternTime})`,
  };
}

function statusEmail(kind: string, booking: BookingRecord, subject: string, hello: string, lines: string[], locale: Locale): RenderedEmail {
  const content = html`<p>${hello}</p>${lines.map((line) => html`<p>${line}</p>`)}`;
  const text = [hello, "", ...lines].join("\n");
  return { kind, to: booking.customerEmail, subject, html: emailLayout(subject, content, locale), text, language: locale };
}

/** Sent when the business confirms a booking, from the stored booking only. */
export const bookingConfirmedEmail = emailTemplate(
  "booking-confirmed",
  function bookingConfirmedEmail(booking: BookingRecord): RenderedEmail {
    const { locale, words, hello, title, date, when } = visitIn(booking);
    const lines = [
      words.confirmedLine(booking.reference, title, when),
      words.address(booking.serviceAddress),
      words.confirmedAccess,
      words.confirmedChanges(BUSINESS.phone.display),
    ];
    return statusEmail("booking-confirmed", booking, words.confirmedSubject(title, date, booking.reference), hello, lines, locale);
  },
);

/** Sent when the business cancels a booking. */
export const bookingCancelledEmail = emailTemplate(
  "booking-cancelled",
  function bookingCancelledEmail(booking: BookingRecord): RenderedEmail {
    const { locale, words, hello, title, date, when } = visitIn(booking);
    const lines = [words.cancelledLine(booking.reference, title, when), words.cancelledNext(BUSINESS.phone.display)];
    return statusEmail("booking-cancelled", booking, words.cancelledSubject(title, date, booking.reference), hello, lines, locale);
  },
);
