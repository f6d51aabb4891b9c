import { sql } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import type { BookedRow, PaidRow } from "./money-rows";
import type { Period } from "./periods";

/**
 * The same rows as paidByDay and bookedByDay, read from the day figures the database keeps
 * (docs/decisions/0051-day-figures-by-trigger.md): a year is some 365 × 7 × 5 rows, not
 * 180,000 payments. tests/worker/day-figures.test.ts holds both readings equal. A group whose
 * payments all went (deleted, or moved to another day) keeps a row of zeros, left out here.
 */
export function paidByDayFromFigures(db: Database, span: Period): Promise<PaidRow[]> {
  return db.all<PaidRow>(sql`
    SELECT day, kind, service_id AS serviceId, NULLIF(area, '') AS area,
      paid_cents AS paidCents, refunded_cents AS refundedCents, payments
    FROM daily_paid_figures
    WHERE day >= ${span.from} AND day <= ${span.to} AND payments != 0`);
}

/** A group whose bookings were all cancelled keeps a row of 0 there; the direct count has none. */
export function bookedByDayFromFigures(db: Database, span: Period): Promise<BookedRow[]> {
  return db.all<BookedRow>(sql`
    SELECT day, service_id AS serviceId, NULLIF(area, '') AS area, bookings
    FROM daily_visit_figures
    WHERE day >= ${span.from} AND day <= ${span.to} AND bookings > 0`);
}

/**
 * What completed visits up to a period's last day still owed when that day ended, from kept
 * figures: the visit payments not paid now (daily_visit_figures) plus those paid only after
 * that day (late_paid_figures), for visits on or before it. Equal to outstandingAt
 * (tests/worker/owed-figures.test.ts), without reading every payment taken since the day.
 */
export async function outstandingFromFigures(
  db: Database,
  current: Period,
  previous: Period,
): Promise<{ current: number; previous: number }> {
  const owedAtEndOf = (day: string) => sql`
    (SELECT COALESCE(SUM(outstanding_cents), 0) FROM daily_visit_figures WHERE day <= ${day})
    + (SELECT COALESCE(SUM(amount_cents), 0) FROM late_paid_figures WHERE visit_day <= ${day} AND paid_day > ${day})`;
  const row = await db.get<{ current: number; previous: number }>(
    sql`SELECT ${owedAtEndOf(current.to)} AS current, ${owedAtEndOf(previous.to)} AS previous`,
  );
  return { current: row?.current ?? 0, previous: row?.previous ?? 0 };
}
