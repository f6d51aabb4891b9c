import { and, eq, inArray } from "drizzle-orm";
import type { BookingProvider } from "#core/my-bookings";
import type { Database } from "#worker/db/client";
import { bookings, crewAssignments, users } from "#worker/db/schema";
import { progressOf } from "./work-jobs";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";

/**
 * Who is coming to each booking, as its customer may see it: the staff member's first name
 * and how far they are, never their surname, email or phone. Old free-text crews are not shown.
 */
export async function providersOf(db: Database, bookingIds: string[]): Promise<Map<string, BookingProvider>> {
  if (!bookingIds.length) return new Map();
  const rows = await db
    .select({ bookingId: bookings.id, status: bookings.status, firstName: users.firstName, assignment: crewAssignments })
    .from(crewAssignments)
    .innerJoin(bookings, eq(bookings.id, crewAssignments.visitId))
    .innerJoin(users, eq(users.id, crewAssignments.providerId))
    .where(and(eq(crewAssignments.visitType, BOOKING_VISIT_TYPE), inArray(crewAssignments.visitId, bookingIds)));
  return new Map(rows.map((row) => [row.bookingId, { first_name: row.firstName, progress: progressOf(row, row.assignment) }]));
}
