import type { Figures } from "#core/owner-metrics-api";

const amountCell = (cents: number) => (cents / 100).toFixed(2);

/**
 * The Overview's revenue chart as a spreadsheet: each day of the period beside the same day
 * of the period before (the n-th day of each), so the two columns compare line by line. Every
 * cell is a date or a number the server computed, so none can read as a formula.
 */
export function ownerMetricsCsv(current: Figures, previous: Figures): string {
  const lines = ["date,revenue,bookings,previous_date,previous_revenue,previous_bookings"];
  current.by_day.forEach((day, index) => {
    const before = previous.by_day[index];
    lines.push(
      [
        day.date,
        amountCell(day.revenue_cents),
        day.bookings_count,
        before?.date ?? "",
        before ? amountCell(before.revenue_cents) : "",
        before?.bookings_count ?? "",
      ].join(","),
    );
  });
  lines.push(
    `total,${amountCell(current.revenue_cents)},${current.bookings_count},,${amountCell(previous.revenue_cents)},${previous.bookings_count}`,
  );
  return `${lines.join("\r\n")}\r\n`;
}
