import type { CrewPayResponse } from "#core/crew-pay-api";
import type { OwnerMetricsQuery } from "#core/owner-metrics-api";
import type { Database } from "#worker/db/client";
import { crewPayRowsFromFigures } from "./crew-pay-rows";
import { amountCell, textCell } from "./csv-cells";
import { periodsOf } from "./owner-metrics/periods";

/**
 * Per crew, the completed bookings whose visit date (a New York date) falls in the period:
 * how many, their hours, and the tips paid on them less refunds. The plan's own cleanings are
 * computed from their schedules and never recorded as done, so they cannot be counted here.
 * Read from the figures the database keeps per visit date and crew, not from every booking.
 */
export async function crewPay(db: Database, query: OwnerMetricsQuery, now: Date): Promise<CrewPayResponse> {
  const { current } = periodsOf(query, now);
  const crews = await crewPayRowsFromFigures(db, current);
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
