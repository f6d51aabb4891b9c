import { shortVisitDate } from "#core/schedule-recurrence";
import { LANGUAGE_TAG, type Locale } from "./locale";

let spanishShortDate: Intl.DateTimeFormat | undefined;

/**
 * A schedule's visit day in a few characters: "Thu Nov 26" as the English pages always wrote it,
 * "jue, 26 nov" in Spanish. Read at noon UTC so no time zone moves the calendar day.
 */
export function shortVisitDateIn(date: string, locale: Locale): string {
  if (locale === "en") return shortVisitDate(date);
  spanishShortDate ??= new Intl.DateTimeFormat(LANGUAGE_TAG.es, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  return spanishShortDate.format(new Date(`${date}T12:00:00Z`));
}
