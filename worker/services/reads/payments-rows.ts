import { sql } from "drizzle-orm";
import type { PaymentRow } from "#core/payments-api";
import type { PaymentsCursor } from "#core/payments-cursor";
import type { Database } from "#worker/db/client";
import type { PaymentStatus } from "#worker/db/payment-schema";
import { REPORT_SHOWS } from "../payments/payment-machine";

/** Visit days from `from` to `to` (New York dates, both included). */
export interface PaymentsSpan {
  from: string;
  to: string;
}

/**
 * The rows the payments view lists: every visit payment, and tips once paid (a tip checkout
 * opened but not paid is owed by no one), by the visit's date.
 */
function inSpan(span: PaymentsSpan) {
  return sql`b.appointment_date >= ${span.from} AND b.appointment_date <= ${span.to}
    AND NOT (p.kind = 'tip' AND p.status != 'paid')`;
}

interface StoredRow {
  reference: string;
  serviceTitle: string;
  customerName: string;
  date: string;
  startsAt: number;
  kind: "visit" | "tip";
  status: PaymentStatus;
  amountCents: number;
  paidCents: number;
  refundedCents: number;
  paidAt: number | null;
  createdAt: number;
  id: string;
}

/**
 * Up to `limit` rows after `after`, in the view's order (visit date and instant, then payment), and the
 * cursor of the next page: a keyset read, so page 60 costs what page 1 does and no row is
 * skipped or repeated when rows are added in between.
 */
export async function paymentRowsAfter(
  db: Database,
  span: PaymentsSpan,
  after: PaymentsCursor | undefined,
  limit: number,
): Promise<{ rows: PaymentRow[]; next: PaymentsCursor | null }> {
  const stored = await db.all<StoredRow>(sql`
    SELECT b.reference AS reference, b.service_title AS serviceTitle, b.customer_name AS customerName,
      b.appointment_date AS date, b.starts_at AS startsAt, p.kind AS kind, p.status AS status,
      p.amount_cents AS amountCents, p.paid_cents AS paidCents, p.refunded_cents AS refundedCents,
      p.paid_at AS paidAt, p.created_at AS createdAt, p.id AS id
    FROM bookings b JOIN booking_payments p ON p.booking_id = b.id
    WHERE ${inSpan(span)}
      ${after ? sql`AND (b.appointment_date, b.starts_at, p.created_at, p.id) > (${after.date}, ${after.startsAt}, ${after.createdAt}, ${after.id})` : sql``}
    ORDER BY b.appointment_date, b.starts_at, p.created_at, p.id
    LIMIT ${limit + 1}`);
  const page = stored.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => ({
      reference: row.reference,
      service_title: row.serviceTitle,
      customer_name: row.customerName,
      date: row.date,
      kind: row.kind,
      status: REPORT_SHOWS[row.status],
      amount_cents: row.amountCents,
      paid_cents: row.paidCents,
      refunded_cents: row.refundedCents,
      paid_at: row.paidAt === null ? null : new Date(row.paidAt).toISOString(),
    })),
    next: stored.length > limit && last ? { date: last.date, startsAt: last.startsAt, createdAt: last.createdAt, id: last.id } : null,
  };
}

export interface PaymentsDaySums {
  date: string;
  paid_cents: number;
  outstanding_cents: number;
  refunded_cents: number;
  net_cents: number;
  tips_cents: number;
  rows: number;
}

/**
 * Each visit day's money over every row of the span, in one grouped read: the direct reading
 * that the kept day figures (payments-day-figures.ts) are tested equal to.
 */
export function paymentsDaySums(db: Database, span: PaymentsSpan): Promise<PaymentsDaySums[]> {
  return db.all<PaymentsDaySums>(sql`
    SELECT b.appointment_date AS date, SUM(p.paid_cents) AS paid_cents,
      SUM(CASE WHEN p.status != 'paid' THEN p.amount_cents ELSE 0 END) AS outstanding_cents,
      SUM(p.refunded_cents) AS refunded_cents,
      SUM(CASE WHEN p.kind = 'visit' THEN p.paid_cents - p.refunded_cents ELSE 0 END) AS net_cents,
      SUM(CASE WHEN p.kind = 'tip' THEN p.paid_cents - p.refunded_cents ELSE 0 END) AS tips_cents,
      COUNT(*) AS rows
    FROM bookings b JOIN booking_payments p ON p.booking_id = b.id
    WHERE ${inSpan(span)}
    GROUP BY b.appointment_date
    ORDER BY b.appointment_date`);
}
