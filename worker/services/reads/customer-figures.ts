import { sql } from "drizzle-orm";
import { type CustomerFigures, REBOOKING_WINDOW_DAYS, type RebookingFigures } from "#core/customer-figures-api";
import type { OwnerMetricsQuery } from "#core/owner-metrics-api";
import { businessToday } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { periodsOf, shiftDate } from "./owner-metrics/periods";
import { topServicesOfNewCustomers } from "./top-services";
import { A_VISIT, VISITOR } from "./visitor-sql";

/** Each person's first visit, kept by triggers (customer_firsts): one row a person, never a walk of every booking. */
const FIRSTS = sql`firsts AS (SELECT who, first_day FROM customer_firsts)`;

const rateOf = (firstVisits: number, rebooked: number): RebookingFigures => ({
  first_visits: firstVisits,
  rebooked,
  rate: firstVisits === 0 ? null : rebooked / firstVisits,
});

/** New and returning customers of the period, and how many of its first visits led to another within 60 days. */
export async function customerFigures(db: Database, query: OwnerMetricsQuery, now: Date): Promise<CustomerFigures> {
  const { current } = periodsOf(query, now);
  const [cohort, returning, topServices] = await Promise.all([
    db.get<{ firstVisits: number; withOffer: number | null; rebooked: number | null; rebookedWithOffer: number | null }>(sql`
      WITH ${FIRSTS},
      cohort AS (
        SELECT f.who AS who, f.first_day AS first_day,
          (SELECT MAX(first_cleaning_offer) FROM bookings WHERE ${VISITOR} = +f.who AND appointment_date = f.first_day AND ${A_VISIT}) AS offer,
          EXISTS (SELECT 1 FROM bookings WHERE ${VISITOR} = +f.who AND appointment_date > f.first_day
            AND appointment_date <= date(f.first_day, ${`+${REBOOKING_WINDOW_DAYS} days`}) AND ${A_VISIT}) AS again
        FROM firsts f WHERE f.first_day >= ${current.from} AND f.first_day <= ${current.to})
      SELECT COUNT(*) AS firstVisits, SUM(offer) AS withOffer, SUM(again) AS rebooked, SUM(offer * again) AS rebookedWithOffer
      FROM cohort`),
    db.get<{ customers: number }>(sql`
      WITH ${FIRSTS}
      SELECT COUNT(*) AS customers FROM firsts f WHERE f.first_day < ${current.from}
        AND EXISTS (SELECT 1 FROM bookings WHERE ${VISITOR} = +f.who
          AND appointment_date >= ${current.from} AND appointment_date <= ${current.to} AND ${A_VISIT})`),
    topServicesOfNewCustomers(db, current),
  ]);
  const firstVisits = cohort?.firstVisits ?? 0;
  return {
    from: current.from,
    to: current.to,
    new_customers: firstVisits,
    returning_customers: returning?.customers ?? 0,
    rebooking: rateOf(firstVisits, cohort?.rebooked ?? 0),
    rebooking_with_first_time_offer: rateOf(cohort?.withOffer ?? 0, cohort?.rebookedWithOffer ?? 0),
    top_services: topServices,
    window_complete: shiftDate(current.to, REBOOKING_WINDOW_DAYS) < businessToday(now),
  };
}
