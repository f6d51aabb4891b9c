import type { Locale } from "#core/i18n/locale";
import { jobReleaseTextWords } from "#core/i18n/messages/job-release-texts";
import { visitTextWords } from "#core/i18n/messages/visit-texts";
import { withinTwoSegments } from "./sms-segments";
import { type RenderedText, textTemplate } from "./template";
import { type TextVisit, textVisit } from "./visit-texts";

/** What a staff member's job text shows: the service and when, never the address or the way in. */
export interface TextJob extends TextVisit {
  appointmentDate: string;
}

/** Only what a job text shows; in Spanish the catalogue's title and the Spanish clock, as textVisit writes them. */
export function textJob(booking: TextJob & { serviceId?: string }, language: Locale = "en"): TextJob {
  return { ...textVisit(booking, language), appointmentDate: booking.appointmentDate };
}

/** The customer's text when the visit is completed, with the link to its receipt (the manage page). */
export const visitFinishedText = textTemplate(
  "visit-finished",
  (to: string, visit: TextVisit, manageUrl: string, language: Locale = "en"): RenderedText => ({
    kind: "visit-finished-text",
    to,
    language,
    body: withinTwoSegments(visitTextWords[language].finished(visit.serviceTitle, visit.reference, manageUrl)),
  }),
);

/** A vendor's text for a new job offer, with the link to the work portal where it is accepted. */
export const jobOfferText = textTemplate(
  "job-offer",
  (to: string, job: TextJob, workUrl: string, language: Locale = "en"): RenderedText => ({
    kind: "job-offer-text",
    to,
    language,
    body: withinTwoSegments(visitTextWords[language].jobOffer(job.serviceTitle, job.appointmentDate, job.appointmentTime, workUrl)),
  }),
);

/** A crew member's or vendor's text when a job is put on their day. */
export const jobAssignedText = textTemplate(
  "job-assigned",
  (to: string, job: TextJob, language: Locale = "en"): RenderedText => ({
    kind: "job-assigned-text",
    to,
    language,
    body: withinTwoSegments(
      visitTextWords[language].jobAssigned(job.serviceTitle, job.reference, job.appointmentDate, job.appointmentTime),
    ),
  }),
);

/** A crew member's or vendor's text when a job on their day moves or is cancelled: its new (or cancelled) date and time. */
export const jobChangedText = textTemplate(
  "job-changed",
  (to: string, job: TextJob, change: "moved" | "cancelled", language: Locale = "en"): RenderedText => {
    const words = visitTextWords[language];
    const write = change === "moved" ? words.jobMoved : words.jobCancelled;
    return {
      kind: `job-${change}-text`,
      to,
      language,
      body: withinTwoSegments(write(job.serviceTitle, job.reference, job.appointmentDate, job.appointmentTime)),
    };
  },
);

/** A crew member's or vendor's text when a job on their day moved to a time they are not free and left their schedule: its old date and time. */
export const jobReleasedText = textTemplate(
  "job-released",
  (to: string, job: TextJob, language: Locale = "en"): RenderedText => ({
    kind: "job-released-text",
    to,
    language,
    body: withinTwoSegments(
      jobReleaseTextWords[language].jobReleased(job.serviceTitle, job.reference, job.appointmentDate, job.appointmentTime),
    ),
  }),
);
