import { BUSINESS } from "#core/business";
import { MAX_TEXT_LENGTH, type RenderedText, textTemplate } from "./template";

/**
 * What a visit's texts show: never the way in (lock or lockbox codes), the address or the
 * notes; a text can be read on a locked screen.
 */
export interface TextVisit {
  reference: string;
  serviceTitle: string;
  appointmentTime: string;
}

/** Only what a text shows of a booking, so that its stored values hold nothing more. */
export function textVisit(booking: TextVisit): TextVisit {
  return { reference: booking.reference, serviceTitle: booking.serviceTitle, appointmentTime: booking.appointmentTime };
}

function shortened(body: string): string {
  return body.length <= MAX_TEXT_LENGTH ? body : `${body.slice(0, MAX_TEXT_LENGTH - 1)}…`;
}

/** The day-before reminder, with the link to manage the visit (cancel or move it up to 24 hours before). */
export const visitReminderText = textTemplate(
  "visit-reminder",
  (to: string, visit: TextVisit, manageUrl: string): RenderedText => ({
    kind: "visit-reminder-text",
    to,
    body: shortened(
      `${BUSINESS.name}: reminder of your ${visit.serviceTitle} tomorrow at ${visit.appointmentTime} (${visit.reference}). Manage it: ${manageUrl} Reply STOP to end texts.`,
    ),
  }),
);

/** When the crew taps "On my way": their first name and when they should arrive. */
export const onTheWayText = textTemplate(
  "on-the-way-text",
  (to: string, visit: TextVisit, crewFirstName: string, window: { from: string; to: string }): RenderedText => ({
    kind: "on-the-way-text",
    to,
    body: shortened(
      `${BUSINESS.name}: ${crewFirstName} is on the way for your ${visit.serviceTitle} (${visit.reference}) and should arrive between ${window.from} and ${window.to}. Reply STOP to end texts.`,
    ),
  }),
);
