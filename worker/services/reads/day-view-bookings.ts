import { and, asc, gte, lte, ne, sql } from "drizzle-orm";
import { slotLabel } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { bookings, crewAssignments, crewNeeded } from "#worker/db/schema";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";
import type { Visit } from "../visit-source";
import { reminderFailedFor } from "./failed-reminders";

/** A booked visit of the day view with what the view flags on it, read with it. */
export interface BookedDayVisit {
  visit: Visit;
  crewName: string | null;
  /** Recorded in crew_needed (its member could not come); the view shows it while nobody has it. */
  needsCrew: boolean;
  reminderFailed: boolean;
}

/**
 * The bookings of New York days `from` to `to` (cancelled ones left out) with their crew, whether
 * they were recorded as needing one, and whether their reminder failed, in one statement: only
 * the columns the view shows, and each flag one index seek per visit. A busy day is about 500
 * visits; reading them with every column, then their crews and reminders 90 ids at a time, took
 * some 20 statements and parsed each booking's estimate and quantities for nothing.
 */
export async function bookedDayVisits(db: Database, from: string, to: string): Promise<BookedDayVisit[]> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      serviceId: bookings.serviceId,
      title: bookings.serviceTitle,
      date: bookings.appointmentDate,
      time: bookings.appointmentTime,
      customerName: bookings.customerName,
      address: bookings.serviceAddress,
      status: bookings.status,
      area: bookings.area,
      addressParts: bookings.addressParts,
      accessNotesSealed: bookings.accessNotesSealed,
      crewName: sql<string | null>`(SELECT ${crewAssignments.crewName} FROM ${crewAssignments}
        WHERE ${crewAssignments.visitType} = ${BOOKING_VISIT_TYPE} AND ${crewAssignments.visitId} = ${bookings.id})`,
      needsCrew: sql<number>`EXISTS (SELECT 1 FROM ${crewNeeded} WHERE ${crewNeeded.bookingId} = ${bookings.id})`,
      reminderFailed: reminderFailedFor(bookings.reference),
    })
    .from(bookings)
    .where(and(gte(bookings.appointmentDate, from), lte(bookings.appointmentDate, to), ne(bookings.status, "cancelled")))
    // Visits of one slot in the order they were booked: without the tie-breaks the order
    // follows whichever index the planner picks, which changes as the table grows.
    .orderBy(asc(bookings.startsAt), asc(bookings.createdAt), sql`${bookings}.rowid`);
  return rows.map((row) => ({
    visit: {
      source: BOOKING_VISIT_TYPE,
      id: row.id,
      reference: row.reference,
      serviceId: row.serviceId,
      title: row.title,
      date: row.date,
      time: slotLabel(row.time),
      customerName: row.customerName,
      address: row.address,
      status: row.status,
      ...(row.addressParts ? { place: { area: row.area, parts: row.addressParts, accessNotesSealed: row.accessNotesSealed } } : {}),
    },
    crewName: row.crewName,
    needsCrew: Boolean(row.needsCrew),
    reminderFailed: Boolean(row.reminderFailed),
  }));
}
