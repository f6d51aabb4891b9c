import { longDate } from "./time-slots";

/**
 * The visits on a day the admin is about to close. Closing does not move them, so the
 * server asks before it closes such a day (docs/decisions/0028-closing-a-day-with-visits.md).
 */

/** The code of the 409 that answers a close of a day with visits not (or no longer) confirmed. */
export const DAY_HAS_VISITS = "day_has_visits";

/**
 * booking: a one-off booking (its customer is emailed when the day is closed).
 * subscription: a visit of a subscriber's schedule, which skips closed days on its own.
 */
export type ClosedDayVisitKind = "booking" | "subscription";

export interface ClosedDayVisit {
  kind: ClosedDayVisitKind;
  /** The booking's reference; null for a schedule visit, which has none. */
  reference: string | null;
  /** Slot label, e.g. "10:00 AM". */
  time: string;
  service: string;
  customerName: string;
}

export interface ClosedDayVisitsResponse {
  /** yyyy-MM-dd in New York. */
  date: string;
  /** Soonest first. */
  visits: ClosedDayVisit[];
}

/** "3 visits are booked on Thursday, December 10, 2026": the console's heading and the 409's first words. */
export function visitsBookedOn(count: number, date: string): string {
  return `${count} ${count === 1 ? "visit is" : "visits are"} booked on ${longDate(date)}`;
}
