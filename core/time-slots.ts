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

/**
 * The schedule slots whose visit of `lengthHours` ends by the end of the subscribers' window
 * (9:00 PM, the end of its last slot): a 4-hour plan's visits start at 5:00 PM at the latest.
 */
export function scheduleSlotsFor(lengthHours: number): string[] {
  return SCHEDULE_SLOTS.filter((label) => slotHour(label) + lengthHours <= LAST_SCHEDULE_SLOT_HOUR + 1);
}

/** The hour of a booking or schedule slot (the schedule slots include every booking slot). */
export function slotHour(label: string): number {
  const index = SCHEDULE_SLOTS.indexOf(label);
  if (index === -1) throw new Error(`Unknown time slot: ${label}`);
  return FIRST_SLOT_HOUR + index;
}

/** The instant a slot starts: its wall-clock time in New York, correct across DST changes. */
export function slotStart(date: string, label: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, slotHour(label), 0, 0, BUSINESS_TIME_ZONE).getTime());
}

/** Today's date (yyyy-MM-dd) in New York. */
export function businessToday(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), BUSINESS_TIME_ZONE), "yyyy-MM-dd");
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
