import { and, asc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { UpcomingJobsCursor } from "#core/upcoming-jobs-page";
import type { Database } from "#worker/db/client";
import { bookings, crewAssignments } from "#worker/db/schema";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";

/** A job is worked in these booking statuses; cancelled ones leave the provider's list. */
export const WORKABLE = ["pending", "confirmed"] as const;

/** The provider's jobs (their bookings and assignments), narrowed by `only`. */
export function jobsOf(db: Database, providerId: string, only?: SQL) {
  return db
    .select({ booking: bookings, assignment: crewAssignments })
    .from(crewAssignments)
    .innerJoin(bookings, eq(bookings.id, crewAssignments.visitId))
    .where(and(eq(crewAssignments.visitType, BOOKING_VISIT_TYPE), eq(crewAssignments.providerId, providerId), only));
}

/**
 * Up to `limit` of the provider's open jobs after `today`, soonest first, from just after
 * `after`, and where the next page starts: a keyset read, so a member with months of visits
 * ahead gets a page at the cost of the first, and no job is skipped or shown twice when one is
 * added in between.
 */
export async function upcomingJobRows(
  db: Database,
  providerId: string,
  today: string,
  after: UpcomingJobsCursor | undefined,
  limit: number,
) {
  const rows = await jobsOf(
    db,
    providerId,
    and(
      inArray(bookings.status, WORKABLE),
      gt(bookings.appointmentDate, today),
      after ? sql`(${bookings.startsAt}, ${bookings.id}) > (${after.startsAt}, ${after.bookingId})` : undefined,
    ),
  )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next: UpcomingJobsCursor | null =
    rows.length > limit && last ? { startsAt: last.booking.startsAt.getTime(), bookingId: last.booking.id } : null;
  return { rows: page, next };
}
