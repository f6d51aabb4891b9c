import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ClosedDayVisit } from "#core/closed-day-visits";
import { SCHEDULE_SLOTS, slotLabel } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { type BookingRecord, bookings } from "#worker/db/schema";
import { scheduleVisits } from "../schedules/schedule-day-visits";

/**
 * The visits that stand on a day the admin is about to close: the one-off bookings still to
 * happen, and the subscription visits the schedules would bring that day (the day view's
 * source, worker/services/schedule-day-visits.ts, so both lists agree).
 */

/** A booking in these statuses still has a visit to make; cancelled and completed ones do not. */
const VISIT_STANDS = ["pending", "confirmed", "held_for_checkout"] as const;

const standingOn = (date: string) => and(eq(bookings.appointmentDate, date), inArray(bookings.status, [...VISIT_STANDS]));

export interface DayVisits {
  /** The one-off bookings, whose customers are emailed when the day closes. */
  bookings: BookingRecord[];
  /** Every visit, bookings and schedule visits, soonest first: what the console lists. */
  visits: ClosedDayVisit[];
}

export async function visitsOnDay(db: Database, date: string): Promise<DayVisits> {
  const [booked, scheduled] = await Promise.all([
    db.select().from(bookings).where(standingOn(date)).orderBy(asc(bookings.startsAt)),
    scheduleVisits(db, date, date),
  ]);
  const visits: ClosedDayVisit[] = [
    ...booked.map((booking) => ({
      kind: "booking" as const,
      reference: booking.reference,
      time: slotLabel(booking.appointmentTime),
      service: booking.serviceTitle,
      customerName: booking.customerName,
    })),
    ...scheduled.map((visit) => ({
      kind: "subscription" as const,
      reference: null,
      time: visit.time,
      service: visit.title,
      customerName: visit.customerName,
    })),
  ];
  // A stable sort: at one time, bookings stay before schedule visits, each in its own order.
  return { bookings: booked, visits: visits.sort((a, b) => slotOrder(a.time) - slotOrder(b.time)) };
}

/** Slots in the day's order (every booking slot is a schedule slot); a label of no slot goes last rather than failing the list. */
function slotOrder(label: string): number {
  const index = SCHEDULE_SLOTS.indexOf(label);
  return index === -1 ? SCHEDULE_SLOTS.length : index;
}

/**
 * SQL that holds while the day's standing bookings are exactly `references`: put in the
 * statement that closes the day, it closes it only if no booking was made, moved onto the
 * day, cancelled or completed since the admin was shown the list.
 */
export function sameBookingsStandOn(date: string, references: string[]): SQL {
  const standing = sql`SELECT count(*) FROM ${bookings} WHERE ${standingOn(date)}`;
  if (references.length === 0) return sql`(${standing}) = 0`;
  return sql`(${standing}) = ${references.length} AND (${standing} AND ${inArray(bookings.reference, references)}) = ${references.length}`;
}
