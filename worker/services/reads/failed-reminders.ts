import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { emails } from "#worker/db/schema";

/** The day-before reminders, by email and by text: the messages a customer most relies on arriving. */
const REMINDER_KINDS = ["booking-reminder", "visit-reminder-text"];
/** A failed one is still being retried; a dead one gave up. Either is worth the owner's call. */
const NOT_ARRIVED = ["failed", "dead"] as const;

/**
 * True where the booking of this reference has a reminder (email or text) that failed or gave
 * up, as a column of the statement that reads the bookings: a day of 500 visits needs no list of
 * references bound 90 at a time (D1 binds at most 100 values a statement).
 */
export function reminderFailedFor(reference: SQLWrapper): SQL<number> {
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  return sql<number>`EXISTS (SELECT 1 FROM ${emails} e WHERE e.booking_reference = ${reference}
    AND e.kind IN (${list(REMINDER_KINDS)}) AND e.status IN (${list(NOT_ARRIVED)}))`;
}
