import { type SQL, sql } from "drizzle-orm";

// What a member holds on one day, read from their index by start (crew_assignments_provider_starts_idx,
// decision 0108): a member's history grows by every visit they are given, and a sale or a
// hand-over asks of every member who could take a visit what they hold that day.

const TWO_DAYS_MS = sql.raw(String(2 * 24 * 60 * 60 * 1000));

/**
 * SQL condition on a member's crew_assignments row `given`: its booking starts between `date`'s
 * midnight in UTC and two days later, which holds every start of that day in New York. With the
 * member's id it is a range of their index, not a walk of every visit they were given. The
 * caller still checks the booking's own date.
 */
export function startsAround(given: SQL, date: SQL | string): SQL {
  const midnightMs = sql`(CAST(strftime('%s', ${date}) AS INTEGER) * 1000)`;
  return sql`${given}.visit_starts_at >= ${midnightMs} AND ${given}.visit_starts_at < ${midnightMs} + ${TWO_DAYS_MS}`;
}

/** SQL expression: how many bookings staff member `m` was given on `date` (the least busy is given a visit first). */
export function bookingsGivenOnDay(date: SQL | string): SQL {
  return sql`(SELECT COUNT(*) FROM crew_assignments day_given JOIN bookings day_visit ON day_given.visit_type = 'booking'
    AND day_given.visit_id = day_visit.id WHERE day_given.provider_id = m.user_id AND ${startsAround(sql`day_given`, date)}
    AND day_visit.appointment_date = ${date})`;
}
