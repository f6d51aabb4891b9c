import { BUSINESS } from "#core/business";
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
 * reason is the admin's, shown on the public calendars too; like every value, escaped.
 */
export const closedDayCustomerEmail = emailTemplate(
  "closed-day-customer",
  function closedDayCustomerEmail(booking: BookingRecord, reason: string, manageUrl: string): RenderedEmail {
    const day = longDate(booking.appointmentDate);
    const subject = `We are closed on ${day}: your ${booking.serviceTitle} (${booking.reference})`;
    const paragraphs = [
      `Hello ${booking.customerName},`,
      `We are sorry: the business is closed on ${day} (${reason}), the day of your visit.`,
      `Our team will contact you to move your visit to another day. Until then your booking stays as it is, and you can see it from the link below. Questions? Call ${BUSINESS.phone.display}.`,
    ];
    const rows = detailRows(booking);
    const content = html`${paragraphs.map((text) => html`<p>${text}</p>`)}${detailTable(rows)}${emailButton(manageUrl, "Manage your booking")}`;
    const text = [...paragraphs, "", ...rows.map(([label, value]) => `${label}: ${value}`), `Manage your booking: ${manageUrl}`].join("\n");
    return { kind: CLOSED_DAY_EMAIL_KIND, to: booking.customerEmail, subject, html: emailLayout(subject, content), text };
  },
);
