import { type SQL, sql } from "drizzle-orm";
import { daysBetween, type OwnerMetricsQuery } from "#core/owner-metrics-api";
import { businessDays, businessToday } from "#core/time-slots";

/** A span of New York days, both ends included, with the instants that bound it. */
export interface Period {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** `date` (yyyy-MM-dd) moved by `days` calendar days. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function period(from: string, to: string): Period {
  const { start, end } = businessDays(from, to);
  return { from, to, start, end };
}

/** Monday of the New York week holding `date`. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

/**
 * The period asked and the one just before it, of the same number of days. Without dates,
 * this week (Monday to Sunday, New York); with one end only, the week from or to it.
 */
export function periodsOf(query: OwnerMetricsQuery, now: Date): { current: Period; previous: Period } {
  const from = query.from ?? (query.to ? shiftDate(query.to, -6) : mondayOf(businessToday(now)));
  const to = query.to ?? shiftDate(from, 6);
  const length = daysBetween(from, to) + 1;
  return { current: period(from, to), previous: period(shiftDate(from, -length), shiftDate(from, -1)) };
}

/** Every date from `from` to `to`, in order. */
export function datesOf(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => shiftDate(from, index));
}

/**
 * A `days(day, day_start, day_end)` table of New York days and the instants (ms) that bound
 * each: SQLite knows no time zones, so the worker works out each midnight (23 or 25 hours
 * apart on the days the clocks change) and the query groups instants by joining on them.
 * Written as literals: 800 days would pass D1's 100 bound parameters, and every value is a
 * date we generated and a number.
 */
export function daysTable(from: string, to: string): SQL {
  const rows = datesOf(from, to).map((date) => {
    const { start, end } = businessDays(date, date);
    return `('${date}', ${start.getTime()}, ${end.getTime()})`;
  });
  return sql.raw(`days(day, day_start, day_end) AS (VALUES ${rows.join(", ")})`);
}
