import { sql } from "drizzle-orm";
import type { CrewPayResponse, CrewPayRow } from "#core/crew-pay-api";
import type { OwnerMetricsQuery } from "#core/owner-metrics-api";
import type { Database } from "#worker/db/client";
import { BOOKING_VISIT_TYPE } from "#worker/services/bookings/booking-status-rules";
import { amountCell, textCell } from "./csv-cells";
import { periodsOf } from "./owner-metrics/periods";

/**
 * Per crew, the completed bookings whose visit date (a New York date) falls in the period:
 * how many, their hours, and the tips paid on them less refunds. The plan's own cleanings are
 * computed from their schedules and never recorded as done, so they cannot be counted here.
 */
export async function crewPay(db: Database, query: OwnerMetricsQuery, now: Date): Promise<CrewPayResponse> {
  const { current } = periodsOf(query, now);
  const rows = await db.all<{ crewName: string | null; visits: number; hours: number; tipsCents: number | null }>(sql`
    SELECT a.crew_name AS crewName, COUNT(*) AS visits, SUM(b.length_hours) AS hours,
      SUM((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t
        WHERE t.booking_id = b.id AND t.kind = 'tip' AND t.status = 'paid')) AS tipsCents
    FROM bookings b
    LEFT JOIN crew_assignments a ON a.visit_type = ${BOOKING_VISIT_TYPE} AND a.visit_id = b.id
    WHERE b.appointment_date >= ${current.from} AND b.appointment_date <= ${current.to} AND b.status = 'completed'
    GROUP BY a.crew_name
    ORDER BY a.crew_name IS NULL, a.crew_name`);
  const crews: CrewPayRow[] = rows.map((row) => ({
    crew_name: row.crewName,
    visits: row.visits,
    hours: row.hours,
    tips_cents: row.tipsCents ?? 0,
  }));
  return {
    from: current.from,
    to: current.to,
    rows: crews,
    totals: {
      visits: crews.reduce((sum, row) => sum + row.visits, 0),
      hours: crews.reduce((sum, row) => sum + row.hours, 0),
      tips_cents: crews.reduce((sum, row) => sum + row.tips_cents, 0),
    },
  };
}

/** The crew pay table as CSV; a crew's name is typed by the owner, so it goes through textCell. */
export function crewPayCsv(report: CrewPayResponse): string {
  const lines = ["crew,visits,hours,tips"];
  for (const row of report.rows)
    lines.push([textCell(row.crew_name ?? "No crew recorded"), row.visits, row.hours, amountCell(row.tips_cents)].join(","));
  lines.push(["total", report.totals.visits, report.totals.hours, amountCell(report.totals.tips_cents)].join(","));
  return `${lines.join("\r\n")}\r\n`;
}
