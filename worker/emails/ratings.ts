import { BUSINESS } from "#core/business";
import { formatLongDate } from "#core/i18n/format";
import { bookingEmailWords } from "#core/i18n/messages/booking-emails";
import { visitNoticeEmailWords } from "#core/i18n/messages/visit-notice-emails";
import { serviceTitleIn } from "#core/i18n/visit-words";
import { longDate } from "#core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { LANGUAGE_NAMES } from "./booking";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";

/**
 * To the customer once the visit is completed: how did it go (a signed link, no sign-in
 * needed). In the booking's language; no provider named (null) reads "Our team" in it.
 */
export const ratingRequestEmail = emailTemplate(
  "rating-request",
  function ratingRequestEmail(booking: BookingRecord, providerFirstName: string | null, url: string): RenderedEmail {
    const locale = booking.locale ?? "en";
    const words = visitNoticeEmailWords[locale];
    const service = serviceTitleIn(booking.serviceId, booking.serviceTitle, locale);
    const day = locale === "en" ? longDate(booking.appointmentDate) : formatLongDate(booking.appointmentDate, locale);
    const hello = bookingEmailWords[locale].hello(booking.customerName);
    const subject = words.ratingSubject(service, booking.reference);
    const line = words.ratingAsk(providerFirstName || words.ourTeam, service, day);
    const content = html`<p>${hello}</p><p>${line}</p>${emailButton(url, words.rateTheVisit)}<p style="font-size:13px;color:#4b5563">${words.thankYou(BUSINESS.name)}</p>`;
    const text = [hello, "", line, "", `${words.rateTheVisit}: ${url}`].join("\n");
    return {
      kind: "rating-request",
      to: booking.customerEmail,
      subject,
      html: emailLayout(subject, content, locale),
      text,
      language: locale,
    };
  },
);

/** To the business, in English: a rating of 2 stars or less, to follow up with the customer in the language it names. */
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
      `Language: ${LANGUAGE_NAMES[booking.locale ?? "en"]}`,
    ];
    const content = html`${lines.map((line) => html`<p style="white-space:pre-wrap">${line}</p>`)}`;
    return { kind: "low-rating", to, subject, html: emailLayout(subject, content), text: lines.join("\n") };
  },
);
