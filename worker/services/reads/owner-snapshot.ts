import { sql } from "drizzle-orm";
import { AT_RISK_KINDS, AT_RISK_LISTED, type AtRiskKind, type OwnerSnapshot } from "#core/owner-snapshot-api";
import { businessToday } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { SERVING_STATUS_LIST } from "#worker/services/subscriptions/subscription-state";
import { atRiskKind, atRiskWhere, daysOwed } from "./at-risk-rows";
import { bookedAheadFromFigures } from "./booked-ahead";
import { shiftDate } from "./owner-metrics/periods";

/** The owner's figures as they stand now: the week ahead, the money at risk, the subscriptions. */
export async function ownerSnapshot(db: Database, now: Date): Promise<OwnerSnapshot> {
  const today = businessToday(now);
  const lastDay = shiftDate(today, 6);
  const [ahead, riskTotals, riskRows, plans] = await Promise.all([
    bookedAheadFromFigures(db, today, lastDay),
    db.all<{ kind: AtRiskKind; count: number; amountCents: number }>(sql`
      SELECT ${atRiskKind} AS kind, COUNT(*) AS count, SUM(p.amount_cents) AS amountCents
      FROM booking_payments p WHERE ${atRiskWhere} GROUP BY 1`),
    db.all<{
      reference: string;
      serviceTitle: string;
      customerName: string;
      kind: AtRiskKind;
      amountCents: number;
      owedSince: number;
    }>(sql`
      SELECT b.reference AS reference, b.service_title AS serviceTitle, b.customer_name AS customerName, ${atRiskKind} AS kind,
        p.amount_cents AS amountCents, p.created_at AS owedSince
      FROM booking_payments p JOIN bookings b ON b.id = p.booking_id
      WHERE ${atRiskWhere}
      ORDER BY p.created_at, b.reference
      LIMIT ${AT_RISK_LISTED}`),
    db.get<{ active: number | null; setToCancel: number | null; ended: number | null }>(sql`
      SELECT SUM(CASE WHEN status IN (${SERVING_STATUS_LIST}) AND cancel_at_period_end = 0 THEN 1 ELSE 0 END) AS active,
        SUM(CASE WHEN status IN (${SERVING_STATUS_LIST}) AND cancel_at_period_end = 1 THEN 1 ELSE 0 END) AS setToCancel,
        SUM(CASE WHEN status IN ('canceled', 'unpaid') THEN 1 ELSE 0 END) AS ended
      FROM subscriptions`),
  ]);
  const byKind = Object.fromEntries(
    AT_RISK_KINDS.map((kind) => [kind, { count: 0, amount_cents: 0 }]),
  ) as OwnerSnapshot["at_risk"]["by_kind"];
  for (const row of riskTotals) byKind[row.kind] = { count: row.count, amount_cents: row.amountCents };
  return {
    today,
    booked_ahead: {
      from: today,
      to: lastDay,
      value_cents: ahead.valueCents,
      bookings_count: ahead.bookings,
      unpriced_count: ahead.unpriced,
    },
    at_risk: {
      total_cents: riskTotals.reduce((sum, row) => sum + row.amountCents, 0),
      count: riskTotals.reduce((sum, row) => sum + row.count, 0),
      by_kind: byKind,
      rows: riskRows.map((row) => ({
        reference: row.reference,
        service_title: row.serviceTitle,
        customer_name: row.customerName,
        kind: row.kind,
        amount_cents: row.amountCents,
        owed_since: new Date(row.owedSince).toISOString(),
        age_days: daysOwed(now, row.owedSince),
      })),
    },
    subscriptions: { active: plans?.active ?? 0, set_to_cancel: plans?.setToCancel ?? 0, ended: plans?.ended ?? 0 },
  };
}
