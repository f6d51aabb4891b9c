import { BUSINESS } from "#core/business";
import { longDate } from "#core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailLayout } from "./layout";

const when = (booking: BookingRecord) => `${longDate(booking.appointmentDate)} at ${booking.appointmentTime} (Eastern Time)`;

/** Sent when the business confirms a booking, from the stored booking only. */
export const bookingConfirmedEmail = emailTemplate(
  "booking-confirmed",
  function bookingConfirmedEmail(booking: BookingRecord): RenderedEmail {
    const subject = `Confirmed: ${booking.serviceTitle} on ${longDate(booking.appointmentDate)} (${booking.reference})`;
    const lines = [
      `Your booking ${booking.reference} is confirmed: ${booking.serviceTitle}, ${when(booking)}.`,
      `Address: ${booking.serviceAddress}`,
      "Please let your front desk or concierge know we are coming. You will get a reminder the day before.",
      `Need to change it? Please give us at least 24 hours' notice: ${BUSINESS.phone.display}.`,
    ];
    const content = html`<p>Hello ${booking.customerName},</p>${lines.map((line) => html`<p>${line}</p>`)}`;
    const text = [`Hello ${booking.customerName},`, "", ...lines].join("\n");
    return { kind: "booking-confirmed", to: booking.customerEmail, subject, html: emailLayout(subject, content), text };
  },
);

/** Sent when the business cancels a booking. */
export const bookingCancelledEmail = emailTemplate(
  "booking-cancelled",
  function bookingCancelledEmail(booking: BookingRecord): RenderedEmail {
    const subject = `Cancelled: ${booking.serviceTitle} on ${longDate(booking.appointmentDate)} (${booking.reference})`;
    const lines = [
      `Your booking ${booking.reference} for ${booking.serviceTitle}, ${when(booking)}, has been cancelled.`,
      `If this is unexpected, or you would like another time, please call us at ${BUSINESS.phone.display} or book again on our website.`,
    ];
    const content = html`<p>Hello ${booking.customerName},</p>${lines.map((line) => html`<p>${line}</p>`)}`;
    const text = [`Hello ${booking.customerName},`, "", ...lines].join("\n");
    return { kind: "booking-cancelled", to: booking.customerEmail, subject, html: emailLayout(subject, content), text };
  },
);
