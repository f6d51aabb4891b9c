import { formatTime } from "#core/i18n/format";
import type { Locale } from "#core/i18n/locale";
import { scheduleTextWords } from "#core/i18n/messages/schedule-texts";
import { slotClock } from "#core/i18n/visit-words";
import { withinTwoSegments } from "./sms-segments";
import { type RenderedText, textTemplate } from "./template";

/** The day-before reminder of a schedule's visit, with the link to the customer's schedule. */
export const scheduleReminderText = textTemplate(
  "schedule-reminder-text",
  (to: string, visitTime: string, scheduleUrl: string, language: Locale = "en"): RenderedText => ({
    kind: "schedule-reminder-text",
    to,
    language,
    body: withinTwoSegments(scheduleTextWords[language].reminder(formatTime(slotClock(visitTime), language), scheduleUrl)),
  }),
);
