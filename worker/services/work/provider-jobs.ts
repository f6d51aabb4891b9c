import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
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
 * The instant below every visit dated after `today`: its midnight in UTC, the evening before in
 * New York. A range on the member's index from there skips the visits they were given before.
 */
function afterTodayBound(today: string): Date {
  return new Date(Date.parse(`${today}T00:00:00Z`));
}

/**
 * The statement of upcomingJobRows: read in visit order from crew_assignments_provider_starts_idx
 * (the booking's starts_at kept beside its member, migrations/0044), from today on, so it stops at
 * its LIMIT; ordered by the booking's starts_at and id, as the cursor pages.
 */
export function upcomingJobsQuery(db: Database, providerId: string, today: string, after: UpcomingJobsCursor | undefined, limit: number) {
  return jobsOf(
    db,
    providerId,
    and(
      inArray(bookings.status, WORKABLE),
      gt(bookings.appointmentDate, today),
      gt(crewAssignments.visitStartsAt, afterTodayBound(today)),
      after ? sql`(${crewAssignments.visitStartsAt}, ${crewAssignments.visitId}) > (${after.startsAt}, ${after.bookingId})` : undefined,
    ),
  )
    .orderBy(asc(crewAssignments.visitStartsAt), asc(crewAssignments.visitId))
    .limit(limit);
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
  const rows = await upcomingJobsQuery(db, providerId, today, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next: UpcomingJobsCursor | null =
    rows.length > limit && last ? { startsAt: last.booking.startsAt.getTime(), bookingId: last.booking.id } : null;
  return { rows: page, next };
}

/**
 * The provider's latest `limit` jobs done (completed, or left open past their day), latest
 * first: read down the member's index from `now`, as no job is done before it starts (a
 * completion refuses a visit not started yet, complete-booking.ts; a visit of a day before today
 * started before now). So it reads a page, not the visits still ahead nor the years behind.
 */
export function doneJobsQuery(db: Database, providerId: string, today: string, now: Date, limit: number) {
  return jobsOf(
    db,
    providerId,
    and(
      lte(crewAssignments.visitStartsAt, now),
      or(eq(bookings.status, "completed"), and(inArray(bookings.status, WORKABLE), lt(bookings.appointmentDate, today))),
    ),
  )
    .orderBy(desc(crewAssignments.visitStartsAt), desc(crewAssignments.visitId))
    .limit(limit);
}
