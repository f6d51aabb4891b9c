import { BUSINESS } from "#core/business";
import { formatCents, quoteSummary } from "#core/pricing";
import { cardRequired } from "#core/services/card-policy";
import { longDate } from "#core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html, type SafeHtml } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";

export const when = (booking: BookingRecord) => `${longDate(booking.appointmentDate)} at ${booking.appointmentTime}`;

export function detailRows(booking: BookingRecord) {
  const rows: [string, string][] = [
    ["Reference", booking.reference],
    ["Service", booking.serviceTitle],
    ["When", `${when(booking)} (Eastern Time)`],
    ["Price", booking.estimate ? `${formatCents(booking.estimate.total_cents)} estimate` : booking.servicePrice],
    ...(booking.estimate ? [["Estimate", quoteSummary(booking.estimate)] as [string, string]] : []),
    ["Address", booking.serviceAddress],
  ];
  return rows;
}

export function detailTable(rows: [string, string | SafeHtml][]) {
  return html`<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;border-collapse:collapse;margin:16px 0">${rows.map(
    ([label, value]) =>
      html`<tr><td style="color:#4b5563;width:120px;vertical-align:top">${label}</td><td style="font-weight:bold">${value}</td></tr>`,
  )}</table>`;
}

const CANCELLATION_NOTICE =
  "Need to cancel or reschedule? Please give us at least 24 hours' notice; changes made later may be charged a fee.";
const MANAGE_LINK_TEXT = "You can reschedule or cancel online up to 24 hours before the visit:";

/** How a priced visit is paid, with the card the business may ask for (core/services/card-policy.ts). */
function paymentNote(booking: BookingRecord): string | null {
  if (!booking.estimate) return null;
  return cardRequired(booking.serviceId, booking.estimate.total_cents)
    ? "We need a card on file before this visit: please save one from your booking page (Manage your booking). It is charged only after the visit, for what the visit took."
    : "You pay after the visit, for what it took. To have it charged to a card then, save one from your booking page (Manage your booking); otherwise we email you a link to pay.";
}

export const customerConfirmationEmail = emailTemplate(
  "customer-confirmation",
  function customerConfirmationEmail(booking: BookingRecord, calendarUrl: string, manageUrl: string): RenderedEmail {
    const payment = paymentNote(booking);
    const subject = `Booking received: ${booking.serviceTitle} on ${when(booking)} (${booking.reference})`;
    const content = html`<p>Hello ${booking.customerName},</p>
<p>Thank you for booking with us. We have received your request and will contact you shortly to confirm the details.</p>
${detailTable(detailRows(booking))}
${booking.specialNotes ? html`<p><strong>Your notes:</strong> ${booking.specialNotes}</p>` : ""}
${emailButton(calendarUrl, "Add to calendar")}
<p>${MANAGE_LINK_TEXT} <a href="${manageUrl}" style="color:#0e7c86">Manage your booking</a>.</p>
${payment ? html`<p>${payment}</p>` : ""}
<p><strong>What happens next:</strong> a member of our team will call or email you to confirm, usually within a few hours during business hours. You will get a reminder the day before the visit.</p>
<p style="font-size:13px;color:#4b5563">${CANCELLATION_NOTICE} Call ${BUSINESS.phone.display}.</p>`;
    const text = [
      `Hello ${booking.customerName},`,
      "",
      "Thank you for booking with us. We have received your request and will contact you shortly to confirm the details.",
      "",
      ...detailRows(booking).map(([label, value]) => `${label}: ${value}`),
      ...(booking.specialNotes ? [`Your notes: ${booking.specialNotes}`] : []),
      "",
      `Add to your calendar: ${calendarUrl}`,
      `${MANAGE_LINK_TEXT} ${manageUrl}`,
      ...(payment ? [payment] : []),
      "",
      CANCELLATION_NOTICE,
      `Phone: ${BUSINESS.phone.display}`,
    ].join("\n");
    return { kind: "booking-customer", to: booking.customerEmail, subject, html: emailLayout(subject, content), text };
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

export const reminderEmail = emailTemplate(
  "reminder",
  function reminderEmail(booking: BookingRecord, providerFirstName?: string): RenderedEmail {
    const subject = `Reminder: ${booking.serviceTitle} tomorrow at ${booking.appointmentTime}`;
    const rows = [...detailRows(booking), ...(providerFirstName ? ([["Your provider", providerFirstName]] as [string, string][]) : [])];
    const content = html`<p>Hello ${booking.customerName},</p>
<p>This is a friendly reminder of your visit tomorrow.</p>
${detailTable(rows)}
<p>Please make sure we can get in: let your front desk or concierge know we are coming.</p>
<p style="font-size:13px;color:#4b5563">Changes within 24 hours need a call: ${BUSINESS.phone.display}.</p>`;
    const text = [
      `Hello ${booking.customerName},`,
      "",
      "This is a friendly reminder of your visit tomorrow.",
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      `Changes within 24 hours need a call: ${BUSINESS.phone.display}.`,
    ].join("\n");
    return { kind: "booking-reminder", to: booking.customerEmail, subject, html: emailLayout(subject, content), text };
  },
);
