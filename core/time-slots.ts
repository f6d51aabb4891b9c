import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/** The business runs on New York time, whatever the zone of the browser or the worker (UTC). */
export const BUSINESS_TIME_ZONE = "America/New_York";

const FIRST_SLOT_HOUR = 8;
const LAST_SLOT_HOUR = 19;
const LAST_SCHEDULE_SLOT_HOUR = 20;

function slotLabel(hour: number): string {
  const suffix = hour < 12 ? "AM" : "PM";
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour}:00 ${suffix}`;
}

/** The 12 hourly booking slots, "8:00 AM" through "7:00 PM". */
export const BOOKING_SLOTS: readonly string[] = Array.from({ length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 }, (_, index) =>
  slotLabel(FIRST_SLOT_HOUR + index),
);

/** The 13 hourly slots of subscribers' cleaning schedules, "8:00 AM" through "8:00 PM". */
export const SCHEDULE_SLOTS: readonly string[] = Array.from({ length: LAST_SCHEDULE_SLOT_HOUR - FIRST_SLOT_HOUR + 1 }, (_, index) =>
  slotLabel(FIRST_SLOT_HOUR + index),
);

export const VISIT_LENGTH_HOURS = 2;

/** The hour of a booking or schedule slot (the schedule slots include every booking slot). */
export function slotHour(label: string): number {
  const index = SCHEDULE_SLOTS.indexOf(label);
  if (index === -1) throw new Error(`Unknown time slot: ${label}`);
  return FIRST_SLOT_HOUR + index;
}

/**
 * Answers of the two functions below, kept by their arguments. Each answer costs time zone
 * look-ups through Intl (in the worker, about 40% of an availability request's CPU went
 * there), and an availability list asks for the same few dozen again and again. Only plain
 * values are kept (numbers and strings, never a promise), and at most MAX_KEPT of each.
 */
const MAX_KEPT = 5000;
const slotStartsKept = new Map<string, number>();
const businessDatesKept = new Map<number, string>();

function kept<K, V>(answers: Map<K, V>, key: K, answer: () => V): V {
  const known = answers.get(key);
  if (known !== undefined) return known;
  if (answers.size >= MAX_KEPT) answers.clear();
  const value = answer();
  answers.set(key, value);
  return value;
}

/** The instant a slot starts: its wall-clock time in New York, correct across DST changes. */
export function slotStart(date: string, label: string): Date {
  const at = kept(slotStartsKept, `${date} ${label}`, () => {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    return new TZDate(year, month - 1, day, slotHour(label), 0, 0, BUSINESS_TIME_ZONE).getTime();
  });
  return new Date(at);
}

const HOUR_MS = 60 * 60 * 1000;

/** Midnight in New York starting a yyyy-MM-dd date, whatever the offset that day. */
export function businessDayStart(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, 0, 0, 0, BUSINESS_TIME_ZONE).getTime());
}

/** The instants from New York's midnight starting `from` to the one ending `to` (dates inclusive). */
export function businessDays(from: string, to: string): { start: Date; end: Date } {
  const dayAfter = new Date(Date.parse(`${to}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
  return { start: businessDayStart(from), end: businessDayStart(dayAfter) };
}

/**
 * Today's date (yyyy-MM-dd) in New York. New York is a whole number of hours from UTC, in
 * summer and in winter, so its date changes only on a UTC hour: one answer per hour.
 */
export function businessToday(now: Date): string {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  return kept(businessDatesKept, hour, () => format(new TZDate(hour * HOUR_MS, BUSINESS_TIME_ZONE), "yyyy-MM-dd"));
}

/** "Sunday, November 1, 2026" for a yyyy-MM-dd date (calendar dates carry no zone). */
export function longDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return format(new Date(year, month - 1, day), "EEEE, MMMM d, yyyy");
}

/** "Nov 01, 2026" for a yyyy-MM-dd date. */
export function shortDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return format(new Date(year, month - 1, day), "MMM dd, yyyy");
}
