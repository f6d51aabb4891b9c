import { sql } from "drizzle-orm";
import { type CustomerFigures, REBOOKING_WINDOW_DAYS, type RebookingFigures } from "#core/customer-figures-api";
import type { OwnerMetricsQuery } from "#core/owner-metrics-api";
import { businessToday } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { periodsOf, shiftDate } from "./owner-metrics/periods";

/**
 * Every visit booked and not cancelled (a held checkout is not one yet), by person and New York
 * visit date, with whether it carried the first-time offer.
 */
const VISITS = sql.raw(`visits AS (
  SELECT COALESCE(email_key, lower(customer_email)) AS who, appointment_date AS day, first_cleaning_offer AS offer
  FROM bookings WHERE status NOT IN ('cancelled', 'held_for_checkout')),
  firsts AS (SELECT who, MIN(day) AS first_day FROM visits GROUP BY who)`);

const rateOf = (firstVisits: number, rebooked: number): RebookingFigures => ({
  first_visits: firstVisits,
  rebooked,
  rate: firstVisits === 0 ? null : rebooked / firstVisits,
});

/** New and returning customers of the period, and how many of its first visits led to another within 60 days. */
export async function customerFigures(db: Database, query: OwnerMetricsQuery, now: Date): Promise<CustomerFigures> {
  const { current } = periodsOf(query, now);
  const [cohort, returning] = await Promise.all([
    db.get<{ firstVisits: number; withOffer: number | null; rebooked: number | null; rebookedWithOffer: number | null }>(sql`
      WITH ${VISITS},
      cohort AS (
        SELECT f.who AS who, f.first_day AS first_day,
          (SELECT MAX(v.offer) FROM visits v WHERE v.who = f.who AND v.day = f.first_day) AS offer,
          EXISTS (SELECT 1 FROM visits v WHERE v.who = f.who AND v.day > f.first_day
            AND v.day <= date(f.first_day, ${`+${REBOOKING_WINDOW_DAYS} days`})) AS again
        FROM firsts f WHERE f.first_day >= ${current.from} AND f.first_day <= ${current.to})
      SELECT COUNT(*) AS firstVisits, SUM(offer) AS withOffer, SUM(again) AS rebooked, SUM(offer * again) AS rebookedWithOffer
      FROM cohort`),
    db.get<{ customers: number }>(sql`
      WITH ${VISITS}
      SELECT COUNT(DISTINCT v.who) AS customers FROM visits v JOIN firsts f ON f.who = v.who
      WHERE v.day >= ${current.from} AND v.day <= ${current.to} AND f.first_day < ${current.from}`),
  ]);
  const firstVisits = cohort?.firstVisits ?? 0;
  return {
    from: current.from,
    to: current.to,
    new_customers: firstVisits,
    returning_customers: returning?.customers ?? 0,
    rebooking: rateOf(firstVisits, cohort?.rebooked ?? 0),
    rebooking_with_first_time_offer: rateOf(cohort?.withOffer ?? 0, cohort?.rebookedWithOffer ?? 0),
    window_complete: shiftDate(current.to, REBOOKING_WINDOW_DAYS) < businessToday(now),
  };
}
