import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { OwnerMetricsQuerySchema } from "#core/owner-metrics-api";
import { businessToday } from "#core/time-slots";
import { createDb } from "#worker/db/client";
import { crewPay } from "#worker/services/reads/crew-pay";
import { customerFigures } from "#worker/services/reads/customer-figures";
import { utilisation } from "#worker/services/reads/utilisation";
import { addDays } from "./business-calendar";
import { copyBooking } from "./busy-table";
import { countingD1 } from "./d1-counter";
import { appNow, postBooking } from "./support";

/**
 * The Overview's per-visit figures over a year (about 150,000 visits) read kept figures, or the
 * bookings from indexes that hold what they need, never the rows: fetching each row of a year
 * took seconds (docs/decisions/0079-owner-figures-from-covering-indexes.md, 0106). Read from the plans SQLite
 * makes with the statistics ANALYZE keeps, on 2,000 bookings spread over a year.
 */
async function plansOf(read: (db: ReturnType<typeof createDb>) => Promise<unknown>): Promise<string[]> {
  const counter = countingD1(env.DB);
  await read(createDb(counter.db));
  const steps: string[] = [];
  for (const statement of counter.tally.sent) {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
      .bind(...statement.params)
      .all<{ detail: string }>();
    steps.push(...results.map((row) => row.detail));
  }
  return steps;
}

/**
 * Steps that look for bookings (by alias b, or by name) over a span: a booking found by its id
 * from a crew's assignment is one row, and not what grows with the period.
 */
const readsBookings = (step: string) => /^(SCAN|SEARCH) (bookings|b)\b/.test(step) && !/\(id=\?\)$/.test(step);

beforeAll(async () => {
  const made = (await (await postBooking()).json()) as BookingResponse;
  await copyBooking(made.booking.reference, 2000, { overTheYearBefore: true });
  await env.DB.prepare("ANALYZE").run();
});

describe("the owner's per-visit figures over a year", () => {
  const today = businessToday(appNow());
  const year = OwnerMetricsQuerySchema.parse({ from: addDays(today, -364), to: today });

  it("reads utilisation from the figures kept per day, area and crew, never the bookings", async () => {
    const steps = await plansOf((db) => utilisation(db, year, appNow()));
    expect(steps.filter(readsBookings)).toEqual([]);
    expect(steps.some((step) => /utilisation_day_figures/.test(step))).toBe(true);
  });

  it("reads crew pay from the figures kept per day and crew, never the bookings", async () => {
    const steps = await plansOf((db) => crewPay(db, year, appNow()));
    expect(steps.filter(readsBookings)).toEqual([]);
    expect(steps.some((step) => /crew_day_figures/.test(step))).toBe(true);
  });

  it("finds each customer's first visit and the next from the visitors' index, with no copy of the visits", async () => {
    const steps = await plansOf((db) => customerFigures(db, year, appNow()));
    expect(steps.filter(readsBookings).length).toBeGreaterThan(0);
    for (const step of steps.filter(readsBookings)) expect(step).toMatch(/USING (COVERING )?INDEX bookings_visitor_day_idx\b/);
    expect(steps.filter((step) => /MATERIALIZE|AUTOMATIC/.test(step))).toEqual([]);
  });
});
