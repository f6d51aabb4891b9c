import { BUSINESS } from "#core/business";
import { formatLongDate } from "#core/i18n/format";
import { bookingEmailWords } from "#core/i18n/messages/booking-emails";
import { closedDayEmailWords } from "#core/i18n/messages/closed-day-emails";
import { serviceTitleIn } from "#core/i18n/visit-words";
import { longDate } from "#core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { detailRows, detailTable } from "./booking";
import { emailButton, emailLayout } from "./layout";

export const CLOSED_DAY_EMAIL_KIND = "closed-day-customer";

/**
 * To a customer whose visit falls on a day the business has just closed: the visit stays
 * booked until the business moves it with them, so the email says who acts next. The
 * reason is the admin's, shown on the public calendars too; like every value, escaped. In the
 * booking's language.
 */
export const closedDayCustomerEmail = emailTemplate(
  "closed-day-customer",
  function closedDayCustomerEmail(booking: BookingRecord, reason: string, manageUrl: string): RenderedEmail {
    const locale = booking.locale ?? "en";
    const words = closedDayEmailWords[locale];
    const day = locale === "en" ? longDate(booking.appointmentDate) : formatLongDate(booking.appointmentDate, locale);
    const manage = bookingEmailWords[locale].manageYourBooking;
    const subject = words.subject(day, serviceTitleIn(booking.serviceId, booking.serviceTitle, locale), booking.reference);
    const paragraphs = [
      bookingEmailWords[locale].hello(booking.customerName),
      words.closed(day, reason),
      words.whatNext(BUSINESS.phone.display),
    ];
    const rows = detailRows(booking, locale);
    const content = html`${paragraphs.map((text) => html`<p>${text}</p>`)}${detailTable(rows)}${emailButton(manageUrl, manage)}`;
    const text = [...paragraphs, "", ...rows.map(([label, value]) => `${label}: ${value}`), `${manage}: ${manageUrl}`].join("\n");
    return {
      kind: CLOSED_DAY_EMAIL_KIND,
      to: booking.customerEmail,
      subject,
      html: emailLayout(subject, content, locale),
      text,
      language: locale,
    };
  },
);
