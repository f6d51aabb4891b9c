import { BUSINESS } from "#core/business";
import type { Locale } from "#core/i18n/locale";
import { bookingEmailWords } from "#core/i18n/messages/booking-emails";
import { bookingChangeWords } from "#core/i18n/messages/booking-change-emails";
import { serviceTitleIn, visitWhen } from "#core/i18n/visit-words";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { detailRows, detailTable, LANGUAGE_NAMES, when } from "./booking";
import { emailButton, emailLayout } from "./layout";

/** Emails about a customer's own change: a cancellation or a new time, to both sides. */

interface Link {
  href: string;
  label: string;
}

function email(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  rows: [string, string][],
  links: Link[] = [],
  language: Locale = "en",
): RenderedEmail {
  const content = html`${paragraphs.map((text) => html`<p>${text}</p>`)}${detailTable(rows)}${links.map((link) => emailButton(link.href, link.label))}`;
  const text = [
    ...paragraphs,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...links.map((link) => `${link.label}: ${link.href}`),
  ].join("\n");
  return { kind, to, subject, html: emailLayout(subject, content, language), text, language };
}

function customerRows(booking: BookingRecord): [string, string][] {
  return [
    ...detailRows(booking),
    ["Customer", booking.customerName],
    ["Phone", booking.customerPhone],
    ["Language", LANGUAGE_NAMES[booking.locale ?? "en"]],
  ];
}

/** The booking's day and time in its language; English keeps the slot as it was written. */
function whenIn(booking: BookingRecord, locale: Locale): string {
  return locale === "en" ? when(booking) : visitWhen(booking.appointmentDate, booking.appointmentTime, locale);
}

/** The customer's copy of their cancellation, in the booking's language. */
export const customerCancelledEmail = emailTemplate(
  "customer-cancelled",
  function customerCancelledEmail(booking: BookingRecord): RenderedEmail {
    const locale = booking.locale ?? "en";
    const words = bookingChangeWords[locale];
    const title = serviceTitleIn(booking.serviceId, booking.serviceTitle, locale);
    const subject = words.cancelledSubject(title, whenIn(booking, locale), booking.reference);
    return email(
      "booking-cancelled-customer",
      booking.customerEmail,
      subject,
      [bookingEmailWords[locale].hello(booking.customerName), words.cancelledText, words.hopeToSeeYou(BUSINESS.phone.display)],
      detailRows(booking, locale),
      [],
      locale,
    );
  },
);

export const businessCancelledEmail = emailTemplate(
  "business-cancelled",
  function businessCancelledEmail(booking: BookingRecord, to: string): RenderedEmail {
    const subject = `Cancelled by the customer ${booking.reference}: ${booking.serviceTitle}, ${when(booking)}`;
    return email(
      "booking-cancelled-business",
      to,
      subject,
      ["The customer cancelled this booking online. The slot is free again."],
      customerRows(booking),
    );
  },
);

/**
 * The customer's copy of a new time, in the booking's language. `movedBy` says who moved it:
 * the customer online (the business then confirms the new time), or the business, usually
 * after a call. `previousVisit` is the old day and slot, for a language other than English;
 * messages stored before it was passed fall back to `previous`, the English words.
 */
export const customerRescheduledEmail = emailTemplate(
  "customer-rescheduled",
  function customerRescheduledEmail(
    booking: BookingRecord,
    previous: string,
    links: { calendarUrl: string; manageUrl: string },
    movedBy: "customer" | "business" = "customer",
    previousVisit?: { date: string; time: string },
  ): RenderedEmail {
    const locale = booking.locale ?? "en";
    const words = bookingChangeWords[locale];
    const before = locale !== "en" && previousVisit ? visitWhen(previousVisit.date, previousVisit.time, locale) : previous;
    const now = whenIn(booking, locale);
    const subject = words.movedSubject(serviceTitleIn(booking.serviceId, booking.serviceTitle, locale), now, booking.reference);
    const change = movedBy === "customer" ? words.movedByCustomer(before, now) : words.movedByBusiness(before, now, BUSINESS.phone.display);
    return email(
      "booking-rescheduled-customer",
      booking.customerEmail,
      subject,
      [bookingEmailWords[locale].hello(booking.customerName), change],
      [[words.previously, before], ...detailRows(booking, locale)],
      [
        { href: links.calendarUrl, label: words.updateYourCalendar },
        { href: links.manageUrl, label: bookingEmailWords[locale].manageYourBooking },
      ],
      locale,
    );
  },
);

export const businessRescheduledEmail = emailTemplate(
  "business-rescheduled",
  function businessRescheduledEmail(booking: BookingRecord, previous: string, to: string): RenderedEmail {
    const subject = `Rescheduled by the customer ${booking.reference}: now ${when(booking)}`;
    return email(
      "booking-rescheduled-business",
      to,
      subject,
      [`The customer moved this booking online from ${previous}. It is pending again: please confirm the new time with the customer.`],
      [["Previously", previous], ...customerRows(booking)],
    );
  },
);
