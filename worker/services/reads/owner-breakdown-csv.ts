import type { Figures } from "#core/owner-metrics-api";
import { amountCell, textCell } from "./csv-cells";

export type BreakdownKind = "service" | "area";

/** What the Overview's table calls the bookings whose ZIP matched no area. */
const AREA_UNKNOWN = "Area unknown";

interface Line {
  key: string;
  name: string;
  revenue_cents: number;
  bookings_count: number;
}

function linesOf(kind: BreakdownKind, figures: Figures): Line[] {
  return kind === "service"
    ? figures.by_service.map((row) => ({ key: row.service_id, name: row.title, ...row }))
    : figures.by_area.map((row) => ({ key: row.area ?? "", name: row.area ?? AREA_UNKNOWN, ...row }));
}

/**
 * The Overview's revenue by service or by area as a spreadsheet, in the table's order (the
 * largest revenue first): each row's revenue, the same row's revenue in the period before and
 * its bookings, then the totals. A service that sold only in the period before is listed too,
 * with 0 now, so the two columns add up to the totals. Names go through textCell: a service
 * kept under an old id shows that id, and no cell may read as a formula.
 */
export function breakdownCsv(kind: BreakdownKind, current: Figures, previous: Figures): string {
  const before = new Map(linesOf(kind, previous).map((line) => [line.key, line]));
  const now = linesOf(kind, current);
  const rows = [
    ...now.map((line) => ({ ...line, previous_cents: before.get(line.key)?.revenue_cents ?? 0 })),
    ...[...before.values()]
      .filter((line) => !now.some((seen) => seen.key === line.key))
      .map((line) => ({ ...line, revenue_cents: 0, bookings_count: 0, previous_cents: line.revenue_cents })),
  ].sort((a, b) => b.revenue_cents - a.revenue_cents || b.bookings_count - a.bookings_count || a.name.localeCompare(b.name));
  const lines = [`${kind},revenue,previous_revenue,bookings`];
  for (const row of rows)
    lines.push([textCell(row.name), amountCell(row.revenue_cents), amountCell(row.previous_cents), row.bookings_count].join(","));
  lines.push(["total", amountCell(current.revenue_cents), amountCell(previous.revenue_cents), current.bookings_count].join(","));
  return `${lines.join("\r\n")}\r\n`;
}
