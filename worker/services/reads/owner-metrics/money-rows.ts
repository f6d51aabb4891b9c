import { sql } from "drizzle-orm";
import type { ServiceLocation } from "#core/services/areas";
import type { Database } from "#worker/db/client";
import { daysTable, type Period } from "./periods";

/** Payments paid on one New York day, summed per kind, service and area. */
export interface PaidRow {
  day: string;
  kind: "visit" | "tip";
  serviceId: string;
  area: ServiceLocation | null;
  paidCents: number;
  refundedCents: number;
  payments: number;
}

/** Bookings visited on one day (not cancelled), counted per service and area. */
export interface BookedRow {
  day: string;
  serviceId: string;
  area: ServiceLocation | null;
  bookings: number;
}

/**
 * Money paid in `span`, grouped by the New York day of paid_at. CROSS JOIN keeps the days
 * outside (SQLite never reorders it), so each day is one range of the paid_at index. Refunds have no date of their
 * own: they count with the payment they return (docs/decisions/0026-owner-figures.md).
 * The figures read the kept day figures instead (day-figure-rows.ts); this direct reading is
 * what they are tested equal to.
 */
export function paidByDay(db: Database, span: Period): Promise<PaidRow[]> {
  return db.all<PaidRow>(sql`
    WITH ${daysTable(span.from, span.to)}
    SELECT days.day AS day, p.kind AS kind, b.service_id AS serviceId, b.area AS area,
      SUM(p.paid_cents) AS paidCents, SUM(p.refunded_cents) AS refundedCents, COUNT(*) AS payments
    FROM days
    CROSS JOIN booking_payments p ON p.paid_at >= days.day_start AND p.paid_at < days.day_end
    JOIN bookings b ON b.id = p.booking_id
    WHERE p.paid_at >= ${span.start.getTime()} AND p.paid_at < ${span.end.getTime()}
    GROUP BY days.day, p.kind, b.service_id, b.area`);
}

/** Bookings in `span` by visit date (a New York date already), cancelled ones left out. */
export function bookedByDay(db: Database, span: Period): Promise<BookedRow[]> {
  return db.all<BookedRow>(sql`
    SELECT appointment_date AS day, service_id AS serviceId, area, COUNT(*) AS bookings
    FROM bookings
    WHERE appointment_date >= ${span.from} AND appointment_date <= ${span.to} AND status != 'cancelled'
    GROUP BY appointment_date, service_id, area`);
}

/**
 * What completed visits on or before each period's last day still owed when that day ended:
 * not paid yet, or paid only after it. One pass answers both periods. The two kinds are read
 * apart, each through its own index (the few unpaid through booking_payments_unpaid_idx, the
 * late ones by paid_at): an OR of the two walked every payment ever taken.
 */
export async function outstandingAt(db: Database, current: Period, previous: Period): Promise<{ current: number; previous: number }> {
  const row = await db.get<{ current: number | null; previous: number | null }>(sql`
    SELECT
      SUM(CASE WHEN owed.paid_at IS NULL OR owed.paid_at >= ${current.end.getTime()} THEN owed.amount_cents ELSE 0 END) AS current,
      SUM(CASE WHEN b.appointment_date <= ${previous.to} AND (owed.paid_at IS NULL OR owed.paid_at >= ${previous.end.getTime()})
        THEN owed.amount_cents ELSE 0 END) AS previous
    FROM (
      SELECT booking_id, amount_cents, paid_at FROM booking_payments WHERE status != 'paid' AND kind = 'visit'
      UNION ALL
      SELECT booking_id, amount_cents, paid_at FROM booking_payments
      WHERE status = 'paid' AND kind = 'visit' AND paid_at >= ${previous.end.getTime()}
    ) owed
    JOIN bookings b ON b.id = owed.booking_id
    WHERE b.appointment_date <= ${current.to}`);
  return { current: row?.current ?? 0, previous: row?.previous ?? 0 };
}
