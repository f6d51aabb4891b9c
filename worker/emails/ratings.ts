import { BUSINESS } from "#core/business";
import { longDate } from "#core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";

/** To the customer once the visit is completed: how did it go (a signed link, no sign-in needed). */
export const ratingRequestEmail = emailTemplate(
  "rating-request",
  function ratingRequestEmail(booking: BookingRecord, providerFirstName: string, url: string): RenderedEmail {
    const subject = `How was your ${booking.serviceTitle}? (${booking.reference})`;
    const line = `${providerFirstName} has completed your ${booking.serviceTitle} of ${longDate(booking.appointmentDate)}. How did it go? Rate the visit from 1 to 5 stars; a comment helps us too.`;
    const content = html`<p>Hello ${booking.customerName},</p><p>${line}</p>${emailButton(url, "Rate the visit")}<p style="font-size:13px;color:#4b5563">Thank you for choosing ${BUSINESS.name}.</p>`;
    const text = [`Hello ${booking.customerName},`, "", line, "", `Rate the visit: ${url}`].join("\n");
    return { kind: "rating-request", to: booking.customerEmail, subject, html: emailLayout(subject, content), text };
  },
);

/** To the business: a rating of 2 stars or less, to follow up with the customer. */
export const lowRatingEmail = emailTemplate(
  "low-rating",
  function lowRatingEmail(
    to: string,
    booking: BookingRecord,
    providerFirstName: string | null,
    rating: { stars: number; comment: string | null },
  ): RenderedEmail {
    const subject = `Low rating (${rating.stars}/5): ${booking.serviceTitle} ${booking.reference}`;
    const lines = [
      `${booking.customerName} rated ${booking.reference} (${booking.serviceTitle}, ${longDate(booking.appointmentDate)}, ${providerFirstName ?? "no provider"}) ${rating.stars} out of 5.`,
      `Comment: ${rating.comment ?? "none"}`,
      `Phone: ${booking.customerPhone}`,
    ];
    const content = html`${lines.map((line) => html`<p style="white-space:pre-wrap">${line}</p>`)}`;
    return { kind: "low-rating", to, subject, html: emailLayout(subject, content), text: lines.join("\n") };
  },
);
