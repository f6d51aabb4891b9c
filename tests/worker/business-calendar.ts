import { calendarDaysAfter } from "#core/calendar-date";
import { holidayOn } from "#core/holidays";

/**
 * Days as the business calendar counts them (yyyy-MM-dd, New York), for tests that need "the
 * next open weekday" or "a day in three weeks": never a fixed date that ages, never a
 * holiday unless asked for, whatever day the suite runs on.
 */

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return calendarDaysAfter(date, days);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function isWeekend(date: string): boolean {
  return [0, 6].includes(weekdayOf(date));
}

/** The first day from `date` on (itself included) that the business opens, and a weekday if asked. */
export function openDayFrom(date: string, options: { weekday?: boolean } = {}): string {
  let day = date;
  while (holidayOn(day) || (options.weekday && isWeekend(day))) day = addDays(day, 1);
  return day;
}

/** The first open day from `date` on that falls on `weekday` (0 for Sunday to 6 for Saturday). */
export function openDayOnWeekday(date: string, weekday: number): string {
  let day = addDays(date, (weekday - weekdayOf(date) + 7) % 7);
  while (holidayOn(day)) day = addDays(day, 7);
  return day;
}

/** The first open day (a weekday if asked) strictly after `date`. */
export function nextOpenDay(date: string, options: { weekday?: boolean } = {}): string {
  return openDayFrom(addDays(date, 1), options);
}
