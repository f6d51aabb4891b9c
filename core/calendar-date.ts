import { addMonths, format } from "date-fns";
import { businessToday } from "./time-slots";

/** How far ahead a visit can be booked: crews are planned a year out at most. */
export const BOOKING_HORIZON_MONTHS = 12;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a real calendar date written yyyy-MM-dd ("2030-04-31" is not).
 * Only this one spelling passes, so one day can never be stored under two strings.
 */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What a customer reads for a date past the horizon. */
export const HORIZON_MESSAGE = `Bookings open ${BOOKING_HORIZON_MONTHS} months ahead. Please choose an earlier date.`;

/** The last date (yyyy-MM-dd, New York) that can be booked today. */
export function lastBookableDate(now: Date): string {
  const [year, month, day] = businessToday(now).split("-").map(Number) as [number, number, number];
  return format(addMonths(new Date(year, month - 1, day), BOOKING_HORIZON_MONTHS), "yyyy-MM-dd");
}

/** The yyyy-MM-dd date `days` after `date` (before it when negative), on the calendar, so no clock change can shift it. */
export function calendarDaysAfter(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
