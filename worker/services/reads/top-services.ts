import { sql } from "drizzle-orm";
import { getService } from "#core/catalogue";
import { REBOOKING_WINDOW_DAYS, type TopService } from "#core/customer-figures-api";
import type { Database } from "#worker/db/client";
import type { VisitDays } from "./crew-pay-rows";
import { A_VISIT, VISITOR } from "./visitor-sql";

/**
 * The services the span's new customers came for on their first visit, the most customers first,
 * and how many of them booked again within 60 days. Read from each customer's kept first visit
 * (customer_firsts): the span's new customers only, never every booking of the span.
 */
export async function topServicesOfNewCustomers(db: Database, span: VisitDays): Promise<TopService[]> {
  const rows = await db.all<{ serviceId: string; customers: number; rebooked: number }>(sql`
    SELECT f.service_id AS serviceId, COUNT(*) AS customers,
      SUM(EXISTS (SELECT 1 FROM bookings WHERE ${VISITOR} = +f.who AND appointment_date > f.first_day
        AND appointment_date <= date(f.first_day, ${`+${REBOOKING_WINDOW_DAYS} days`}) AND ${A_VISIT})) AS rebooked
    FROM customer_firsts f
    WHERE f.first_day >= ${span.from} AND f.first_day <= ${span.to}
    GROUP BY f.service_id
    ORDER BY customers DESC, rebooked DESC, f.service_id`);
  return rows.map((row) => ({
    service_id: row.serviceId,
    title: getService(row.serviceId)?.title ?? row.serviceId,
    new_customers: row.customers,
    rebooked: row.rebooked,
  }));
}

/** Each person's kept first visit whose day falls in the span, by person. */
export function keptFirstVisits(db: Database, span: VisitDays) {
  return db.all<{ who: string; firstDay: string; serviceId: string }>(sql`
    SELECT who, first_day AS firstDay, service_id AS serviceId FROM customer_firsts
    WHERE first_day >= ${span.from} AND first_day <= ${span.to} ORDER BY who`);
}

/**
 * The same first visits worked out from every booking: the reference the kept ones are tested
 * against (tests/worker/customer-firsts.test.ts). Of visits on the first day, the one the index
 * lists first: without the first-time offer before with it, then the first stored.
 */
export function firstVisitsDirect(db: Database, span: VisitDays) {
  return db.all<{ who: string; firstDay: string; serviceId: string }>(sql`
    SELECT who, appointment_date AS firstDay, service_id AS serviceId FROM (
      SELECT ${VISITOR} AS who, appointment_date, service_id,
        ROW_NUMBER() OVER (PARTITION BY ${VISITOR} ORDER BY appointment_date, first_cleaning_offer, rowid) AS place
      FROM bookings WHERE ${A_VISIT})
    WHERE place = 1 AND appointment_date >= ${span.from} AND appointment_date <= ${span.to}
    ORDER BY who`);
}
