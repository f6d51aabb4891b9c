import { BUSINESS } from "./business";
import { HORIZON_MESSAGE, lastBookableDate } from "./calendar-date";
import { type ClosedDays, closedReason, holidayOn, NO_CLOSED_DAYS } from "./holidays";
import { BOOKING_SLOTS, businessToday, SCHEDULE_SLOTS, slotHour, slotIn, slotStart } from "./time-slots";

/**
 * Bookable times follow the opening hours stated to visitors (BUSINESS.openingHours, the specification
 * section 1): a visit starts at the earliest at opening time and at the latest one hour
 * before closing. Emergencies (24/7) go through the phone or the Emergency Cleaning button,
 * not through these slots.
 */

/** The least time between booking and visit, so a crew can be arranged and travel. */
export const MIN_NOTICE_HOURS = 2;

/** Every slot time on the site is New York wall-clock time; this is how the pages say so. */
export const TIME_ZONE_LABEL = "Eastern Time";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

function hourOf(clock: string): number {
  return Number(clock.slice(0, 2));
}

/** Opening and closing hour (24-hour clock) on a yyyy-MM-dd date; calendar dates carry no zone. */
function openingHoursOn(date: string): { opens: number; closes: number } {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  const hours = BUSINESS.openingHours.find((entry) => (entry.days as readonly string[]).includes(weekday));
  if (!hours) return { opens: 0, closes: 0 };
  return { opens: hourOf(hours.opens), closes: hourOf(hours.closes) };
}

/**
 * The slots offered on a date for a visit of `lengthHours` (core/services/visit-hours.ts): those
 * from opening time whose visit ends by closing time. For one hour: weekdays 8:00 AM-7:00
 * PM, Saturday 9:00 AM-5:00 PM, Sunday 10:00 AM-3:00 PM; a 3-hour visit ends its weekday
 * list at 5:00 PM.
 */
export function slotsOn(date: string, lengthHours = 1, closed: ClosedDays = NO_CLOSED_DAYS): string[] {
  if (closedReason(date, closed)) return [];
  const { opens, closes } = openingHoursOn(date);
  return BOOKING_SLOTS.filter((label) => slotHour(label) >= opens && slotHour(label) + lengthHours <= closes);
}

/**
 * The times a subscriber's series may start on a date: the schedule slots whose visit of the
 * plan's `lengthHours` fits inside that day's opening hours. The crews' shifts are kept inside
 * the opening hours (core/staff-hours.ts), so a later time could never find anyone on shift:
 * a 3-hour plan starts by 5:00 PM on weekdays, 3:00 PM on Saturdays, 1:00 PM on Sundays.
 */
export function scheduleSlotsOn(date: string, lengthHours: number, closed: ClosedDays = NO_CLOSED_DAYS): string[] {
  if (closedReason(date, closed)) return [];
  const { opens, closes } = openingHoursOn(date);
  return SCHEDULE_SLOTS.filter((label) => slotHour(label) >= opens && slotHour(label) + lengthHours <= closes);
}

export type SlotProblem = "past" | "beyond_horizon" | "too_soon" | "closed" | "holiday" | "closed_day" | "past_closing";

/**
 * Why a booking's visit of `lengthHours` cannot start at this slot now; null when it can.
 * A slot inside the opening hours whose visit would end after closing is "past_closing".
 */
export function visitProblem(
  date: string,
  label: string,
  lengthHours: number,
  now: Date,
  closed: ClosedDays = NO_CLOSED_DAYS,
): SlotProblem | null {
  const problem = slotProblem(date, label, now, slotsOn(date, lengthHours, closed), closed);
  return problem === "closed" && slotIn(slotsOn(date), label) ? "past_closing" : problem;
}

/**
 * Why a slot cannot be booked now, whatever its capacity; null when it can. `offered` is the
 * day's slots: the opening hours for bookings, the schedules' own 13 slots for schedules.
 */
export function slotProblem(
  date: string,
  label: string,
  now: Date,
  offered: readonly string[] = slotsOn(date),
  closed: ClosedDays = NO_CLOSED_DAYS,
): SlotProblem | null {
  const startsAt = slotStart(date, label).getTime();
  if (date < businessToday(now) || startsAt <= now.getTime()) return "past";
  if (date > lastBookableDate(now)) return "beyond_horizon";
  if (holidayOn(date)) return "holiday";
  if (closed.has(date)) return "closed_day";
  if (!slotIn(offered, label)) return "closed";
  if (startsAt - now.getTime() < MIN_NOTICE_HOURS * 60 * 60 * 1000) return "too_soon";
  return null;
}

/** What the customer reads when the server refuses a slot for one of these reasons. */
export const SLOT_PROBLEM_MESSAGES: Record<SlotProblem, string> = {
  past: "That time has already passed. Please choose a later time.",
  beyond_horizon: HORIZON_MESSAGE,
  closed: "We are closed at that time. Please choose a time within our opening hours.",
  holiday: "We are closed on this holiday. Please choose another date.",
  closed_day: "We are closed on this day. Please choose another date.",
  past_closing: "This visit would run past our closing time. Please choose an earlier time.",
  too_soon: `Please book at least ${MIN_NOTICE_HOURS} hours ahead. For an emergency, call us at ${BUSINESS.phone.display}.`,
};
