import { BUSINESS } from "#core/business";
import { formatCents } from "#core/pricing";
import { quoteSummary } from "#core/i18n/quote-line-text";
import { cardRequired } from "#core/services/card-policy";
import { formatMoney } from "#core/i18n/format";
import type { Locale } from "#core/i18n/locale";
import { bookingEmailWords } from "#core/i18n/messages/booking-emails";
import { serviceTitleIn, slotTime, visitWhen } from "#core/i18n/visit-words";
import { longDate, slotLabel } from "#core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html, type SafeHtml } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";

/** The customer's language as the business's emails name it (they stay English). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Spanish" };

export const when = (booking: BookingRecord) => `${longDate(booking.appointmentDate)} at ${slotLabel(booking.appointmentTime)}`;

/** The booking's day and time in a language; English keeps the slot as it was written. */
function whenIn(booking: BookingRecord, locale: Locale): string {
  return locale === "en" ? when(booking) : visitWhen(booking.appointmentDate, booking.appointmentTime, locale);
}

/** The rows every email about a booking shows, labelled in the reader's language (English unless told). */
export function detailRows(booking: BookingRecord, locale: Locale = "en") {
  const words = bookingEmailWords[locale];
  const money = (cents: number) => (locale === "en" ? formatCents(cents) : formatMoney(cents, locale));
  const rows: [string, string][] = [
    [words.reference, booking.reference],
    [words.service, serviceTitleIn(booking.serviceId, booking.serviceTitle, locale)],
    [words.when, `${whenIn(booking, locale)} ${words.easternTime}`],
    [words.price, booking.estimate ? `${money(booking.estimate.total_cents)} ${words.estimateSuffix}` : booking.servicePrice],
    ...(booking.estimate ? [[words.estimate, quoteSummary(booking.estimate, locale)] as [string, string]] : []),
    [words.address, booking.serviceAddress],
  ];
  return rows;
}

export function detailTable(rows: [string, string | SafeHtml][]) {
  return html`<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;border-collapse:collapse;margin:16px 0">${rows.map(
    ([label, value]) =>
      html`<tr><td style="color:#4b5563;width:120px;vertical-align:top">${label}</td><td style="font-weight:bold">${value}</td></tr>`,
  )}</table>`;
}

/** How a priced visit is paid, with the card the business may ask for (core/services/card-policy.ts). */
function paymentNote(booking: BookingRecord, locale: Locale): string | null {
  if (!booking.estimate) return null;
  const words = bookingEmailWords[locale];
  return cardRequired(booking.serviceId, booking.estimate.total_cents) ? words.cardRequiredNote : words.payAfterNote;
}

/** The customer's confirmation, in the booking's language (stored with it from the page it was booked on). */
export const customerConfirmationEmail = emailTemplate(
  "customer-confirmation",
  function customerConfirmationEmail(booking: BookingRecord, calendarUrl: string, manageUrl: string): RenderedEmail {
    const locale = booking.locale ?? "en";
    const words = bookingEmailWords[locale];
    const payment = paymentNote(booking, locale);
    const title = serviceTitleIn(booking.serviceId, booking.serviceTitle, locale);
    const subject = words.confirmationSubject(title, whenIn(booking, locale), booking.reference);
    const rows = detailRows(booking, locale);
    const content = html`<p>${words.hello(booking.customerName)}</p>
<p>${words.thanks}</p>
${detailTable(rows)}
${booking.specialNotes ? html`<p><strong>${words.yourNotes}</strong> ${booking.specialNotes}</p>` : ""}
${emailButton(calendarUrl, words.addToCalendar)}
<p>${words.manageLinkText} <a href="${manageUrl}" style="color:#0e7c86">${words.manageYourBooking}</a>.</p>
${payment ? html`<p>${payment}</p>` : ""}
<p><strong>${words.whatHappensNext}</strong> ${words.whatHappensNextText}</p>
<p style="font-size:13px;color:#4b5563">${words.cancellationNotice} ${words.callUs(BUSINESS.phone.display)}</p>`;
    const text = [
      words.hello(booking.customerName),
      "",
      words.thanks,
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      ...(booking.specialNotes ? [`${words.yourNotes} ${booking.specialNotes}`] : []),
      "",
      `${words.addToYourCalendar} ${calendarUrl}`,
      `${words.manageLinkText} ${manageUrl}`,
      ...(payment ? [payment] : []),
      "",
      words.cancellationNotice,
      words.phoneLine(BUSINESS.phone.display),
    ].join("\n");
    return {
      kind: "booking-customer",
      to: booking.customerEmail,
      subject,
      html: emailLayout(subject, content, locale),
      text,
      language: locale,
    };
  },
);

/** The admin console's page of one booking, absolute for emails. */
export function adminBookingUrl(siteUrl: string, reference: string): string {
  return `${siteUrl}/admin/bookings/${encodeURIComponent(reference)}`;
}

/** A `tel:` address of a typed phone number: digits and a leading +, whatever else was typed. */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** The business's notice of a new booking: the booking's page in the console, and the customer's number to tap. */
export const businessNotificationEmail = emailTemplate(
  "business-notification",
  function businessNotificationEmail(booking: BookingRecord, to: string, siteUrl: string): RenderedEmail {
    const subject = `New booking ${booking.reference}: ${booking.serviceTitle}, ${when(booking)}`;
    const rows: [string, string][] = [
      ...detailRows(booking),
      ["Customer", booking.customerName],
      ["Email", booking.customerEmail],
      ["Phone", booking.customerPhone],
      ["Notes", booking.specialNotes ?? "None"],
      ["Account", booking.userId ? "Signed-in customer" : "Guest"],
      // The business writes back in it: the customer's emails already go out in it.
      ["Language", LANGUAGE_NAMES[booking.locale ?? "en"]],
    ];
    const phoneLink = html`<a href="${telHref(booking.customerPhone)}" style="color:#0e7c86">${booking.customerPhone}</a>`;
    const shown = rows.map(([label, value]): [string, string | SafeHtml] => [label, label === "Phone" ? phoneLink : value]);
    const bookingUrl = adminBookingUrl(siteUrl, booking.reference);
    const content = html`<p>A new booking is waiting for confirmation. Please call the customer back.</p>${detailTable(shown)}${emailButton(bookingUrl, "Open the booking")}`;
    const text = [
      "A new booking is waiting for confirmation. Please call the customer back.",
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      `Open the booking: ${bookingUrl}`,
    ].join("\n");
    return { kind: "booking-business", to, subject, html: emailLayout(subject, content), text };
  },
);

/** The day-before reminder, in the booking's language; the cron renders it again when it goes out. */
export const reminderEmail = emailTemplate(
  "reminder",
  function reminderEmail(booking: BookingRecord, providerFirstName?: string): RenderedEmail {
    const locale = booking.locale ?? "en";
    const words = bookingEmailWords[locale];
    const time = slotTime(booking.appointmentTime, locale);
    const subject = words.reminderSubject(serviceTitleIn(booking.serviceId, booking.serviceTitle, locale), time);
    const rows = [
      ...detailRows(booking, locale),
      ...(providerFirstName ? ([[words.yourProvider, providerFirstName]] as [string, string][]) : []),
    ];
    const content = html`<p>${words.hello(booking.customerName)}</p>
<p>${words.reminderIntro}</p>
${detailTable(rows)}
<p>${words.reminderAccess}</p>
<p style="font-size:13px;color:#4b5563">${words.reminderChanges(BUSINESS.phone.display)}</p>`;
    const text = [
      words.hello(booking.customerName),
      "",
      words.reminderIntro,
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      words.reminderChanges(BUSINESS.phone.display),
    ].join("\n");
    return {
      kind: "booking-reminder",
      to: booking.customerEmail,
      subject,
      html: emailLayout(subject, content, locale),
      text,
      language: locale,
    };
  },
);
