import type { Locale } from "#core/i18n/locale";
import { visitTextWords } from "#core/i18n/messages/visit-texts";
import { serviceTitleIn, slotTime } from "#core/i18n/visit-words";
import { slotLabel } from "#core/time-slots";
import { withinTwoSegments } from "./sms-segments";
import { type RenderedText, textTemplate } from "./template";

/**
 * What a visit's texts show: never the way in (lock or lockbox codes), the address or the
 * notes; a text can be read on a locked screen.
 */
export interface TextVisit {
  reference: string;
  serviceTitle: string;
  appointmentTime: string;
}

/**
 * Only what a text shows of a booking, so that its stored values hold nothing more; in Spanish
 * the catalogue's title and the clock as Spanish says them, written into the stored values so a
 * text rendered again when it goes reads the same.
 */
export function textVisit(booking: TextVisit & { serviceId?: string }, language: Locale = "en"): TextVisit {
  if (language === "en" || !booking.serviceId) {
    return { reference: booking.reference, serviceTitle: booking.serviceTitle, appointmentTime: slotLabel(booking.appointmentTime) };
  }
  return {
    reference: booking.reference,
    serviceTitle: serviceTitleIn(booking.serviceId, booking.serviceTitle, language),
    appointmentTime: slotTime(booking.appointmentTime, language),
  };
}

/** The day-before reminder, with the link to manage the visit (cancel or move it up to 24 hours before). */
export const visitReminderText = textTemplate(
  "visit-reminder",
  (to: string, visit: TextVisit, manageUrl: string, language: Locale = "en"): RenderedText => ({
    kind: "visit-reminder-text",
    to,
    language,
    body: withinTwoSegments(visitTextWords[language].reminder(visit.serviceTitle, visit.appointmentTime, visit.reference, manageUrl)),
  }),
);

/** When the crew taps "On my way": their first name and when they should arrive. */
export const onTheWayText = textTemplate(
  "on-the-way-text",
  (to: string, visit: TextVisit, crewFirstName: string, window: { from: string; to: string }, language: Locale = "en"): RenderedText => ({
    kind: "on-the-way-text",
    to,
    language,
    body: withinTwoSegments(visitTextWords[language].onTheWay(crewFirstName, visit.serviceTitle, visit.reference, window.from, window.to)),
  }),
);
