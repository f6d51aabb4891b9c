import { LANGUAGE_TAG, type Locale } from "./locale";

/**
 * The words of a month calendar in a language, through Intl: its heading ("noviembre de 2026",
 * "November 2026") and its weekday columns from Sunday ("dom", "Sun"). Kept apart from
 * format.ts so only the pages with a calendar carry them.
 */

const CALENDAR_MONTH = /^(\d{4})-(\d{2})$/;

/** A month (YYYY-MM) with its year: "November 2026", "noviembre de 2026". */
export function formatMonthYear(month: string, locale: Locale): string {
  const match = CALENDAR_MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  const middle = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12));
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { month: "long", year: "numeric", timeZone: "UTC" }).format(middle);
}

/** The seven weekdays' short names, Sunday first: Sun, Mon... / dom, lun... */
export function weekdayShortNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { weekday: "short", timeZone: "UTC" });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day, 12))).replace(/\.$/, ""));
}
