import { addDays, addMonths, differenceInCalendarDays, differenceInCalendarMonths, format } from "date-fns";
import { type ClosedDays, closedReason, NO_CLOSED_DAYS } from "./holidays";
import { slotStart } from "./time-slots";

export const SCHEDULE_FREQUENCIES = ["weekly", "biweekly", "monthly"] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  weekly: "Weekly",
  biweekly: "Bi-weekly",
  monthly: "Monthly",
};

/** What the recurrence needs of a schedule: its first visit and how often it repeats. */
export interface Recurrence {
  scheduledDate: string;
  scheduledTime: string;
  frequency: ScheduleFrequency;
}

export interface Visit {
  /** yyyy-MM-dd, a New York calendar date. */
  date: string;
  /** The slot label, e.g. "10:00 AM": the same wall-clock time on every visit. */
  time: string;
  startsAt: Date;
}

/** Calendar dates carry no zone: they are handled as local midnights and never as instants. */
function parseDate(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

const iso = (date: Date) => format(date, "yyyy-MM-dd");

/**
 * The date of the visit number `index` (0 is the first). Monthly visits keep the first
 * visit's day of the month; in months without that day (29th-31st) the visit is on the
 * month's last day, and the next month returns to the original day (Jan 31, Feb 28, Mar 31).
 */
export function visitDate(recurrence: Recurrence, index: number): string {
  const first = parseDate(recurrence.scheduledDate);
  if (recurrence.frequency === "monthly") return iso(addMonths(first, index));
  return iso(addDays(first, index * (recurrence.frequency === "weekly" ? 7 : 14)));
}

function visitAt(recurrence: Recurrence, index: number): Visit {
  const date = visitDate(recurrence, index);
  return { date, time: recurrence.scheduledTime, startsAt: slotStart(date, recurrence.scheduledTime) };
}

/** An index at or just before the first visit on or after `date`, so long series are not walked from their start. */
function indexNear(recurrence: Recurrence, date: Date): number {
  const first = parseDate(recurrence.scheduledDate);
  const estimate =
    recurrence.frequency === "monthly"
      ? differenceInCalendarMonths(date, first)
      : Math.floor(differenceInCalendarDays(date, first) / (recurrence.frequency === "weekly" ? 7 : 14));
  return Math.max(0, estimate - 1);
}

/**
 * Visits starting at or after `from` and before `to`. Each is at its slot's New York time, DST
 * or not. A visit that falls on a day the business is closed (core/holidays.ts: a holiday, or
 * one of the admin's `closed` days) is skipped: the series goes on at its next date, and
 * nothing (list, email, reminder, day view, capacity) counts the skipped one.
 */
export function visitsBetween(recurrence: Recurrence, from: Date, to: Date, closed: ClosedDays = NO_CLOSED_DAYS): Visit[] {
  const visits: Visit[] = [];
  // A day of margin: `from` is an instant, and New York's date may be the day before UTC's.
  for (let index = indexNear(recurrence, addDays(from, -1)); ; index += 1) {
    const visit = visitAt(recurrence, index);
    if (visit.startsAt.getTime() >= to.getTime()) return visits;
    if (visit.startsAt.getTime() >= from.getTime() && !closedReason(visit.date, closed)) visits.push(visit);
  }
}

/** The next `count` visits that start after `now`, closed days skipped as in visitsBetween. */
export function nextVisits(recurrence: Recurrence, now: Date, count: number, closed: ClosedDays = NO_CLOSED_DAYS): Visit[] {
  const visits: Visit[] = [];
  for (let index = indexNear(recurrence, addDays(now, -1)); visits.length < count; index += 1) {
    const visit = visitAt(recurrence, index);
    if (visit.startsAt.getTime() > now.getTime() && !closedReason(visit.date, closed)) visits.push(visit);
  }
  return visits;
}

/** "Tue Dec 1" for a yyyy-MM-dd date, as the schedule list shows the next visits. */
export function shortVisitDate(date: string): string {
  return format(parseDate(date), "EEE MMM d");
}

/**
 * The dates of the series that fall on a closed day between `from` and `to`: the visits
 * visitsBetween skips, for a calendar file to leave out (EXDATE).
 */
export function holidaysSkipped(recurrence: Recurrence, from: Date, to: Date, closed: ClosedDays = NO_CLOSED_DAYS): string[] {
  const dates: string[] = [];
  for (let index = indexNear(recurrence, addDays(from, -1)); ; index += 1) {
    const visit = visitAt(recurrence, index);
    if (visit.startsAt.getTime() >= to.getTime()) return dates;
    if (visit.startsAt.getTime() >= from.getTime() && closedReason(visit.date, closed)) dates.push(visit.date);
  }
}
