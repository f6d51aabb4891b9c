import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { businessToday } from "#core/time-slots";
import { createDb } from "#worker/db/client";
import { atRiskCsvStream } from "#worker/services/reads/at-risk-csv";
import { ownerMetrics } from "#worker/services/reads/owner-metrics";
import { ownerSnapshot } from "#worker/services/reads/owner-snapshot";
import { addDays } from "./business-calendar";
import { copyBooking } from "./busy-table";
import { countingD1 } from "./d1-counter";
import { appNow, postBooking } from "./support";

/**
 * What the Overview shows as it stands now reads what it shows, not the history behind it: the
 * week ahead from the figures kept per visit day, never the week's bookings and their
 * estimates; the money at risk from an index of the payments owed alone, the oldest first, so
 * that the list's first 100 and the CSV's pages are read in order instead of sorting every
 * payment owed. Read from the plans SQLite makes with the statistics ANALYZE keeps, on 2,000
 * bookings over a year, each done visit with its payment and one in fifty still owed.
 */
async function statementPlans(read: (db: ReturnType<typeof createDb>) => Promise<unknown>): Promise<{ sql: string; steps: string[] }[]> {
  const counter = countingD1(env.DB);
  await read(createDb(counter.db));
  const plans: { sql: string; steps: string[] }[] = [];
  for (const statement of counter.tally.sent) {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
      .bind(...statement.params)
      .all<{ detail: string }>();
    plans.push({ sql: statement.sql, steps: results.map((row) => row.detail) });
  }
  return plans;
}

async function plansOf(read: (db: ReturnType<typeof createDb>) => Promise<unknown>): Promise<string[]> {
  return (await statementPlans(read)).flatMap((plan) => plan.steps);
}

/** A step over bookings that is not one booking found by its id. */
const readsBookings = (step: string) => /^(SCAN|SEARCH) (bookings|b)\b/.test(step) && !/\(id=\?\)$/.test(step);
const readsPayments = (step: string) => /^(SCAN|SEARCH) (booking_payments|p)\b/.test(step);
/** A step over subscriptions that is not one found by its id (a cancellation reason's). */
const readsSubscriptions = (step: string) => /^(SCAN|SEARCH) (subscriptions|s)\b/.test(step) && !/\(id=\?\)$/.test(step);

beforeAll(async () => {
  const made = (await (await postBooking()).json()) as BookingResponse;
  await copyBooking(made.booking.reference, 2000, { overTheYearBefore: true });
  await env.DB.batch([
    env.DB.prepare("UPDATE bookings SET status = 'completed' WHERE appointment_date < ?").bind(businessToday(appNow())),
    env.DB.prepare(
      `INSERT INTO booking_payments (id, booking_id, kind, amount_cents, lines, status, paid_cents, paid_at, created_at, updated_at)
       SELECT 'plan-pay-' || id, id, 'visit', 14000, '[]',
         CASE WHEN rowid % 50 = 0 THEN 'awaiting_payment' ELSE 'paid' END,
         CASE WHEN rowid % 50 = 0 THEN 0 ELSE 14000 END,
         CASE WHEN rowid % 50 = 0 THEN NULL ELSE starts_at END,
         starts_at + 3 * 3600000, starts_at + 3 * 3600000
       FROM bookings WHERE status = 'completed'`,
    ),
  ]);
  await env.DB.prepare("ANALYZE").run();
});

describe("the Overview's figures as they stand now", () => {
  it("values the week ahead from the kept figures, never the bookings", async () => {
    const steps = await plansOf((db) => ownerSnapshot(db, appNow()));
    expect(steps.filter(readsBookings)).toEqual([]);
    expect(steps.some((step) => /open_booking_figures/.test(step))).toBe(true);
  });

  it("counts and lists the money at risk from the index of payments owed alone, the oldest first without sorting them all", async () => {
    const steps = await plansOf((db) => ownerSnapshot(db, appNow()));
    const paymentSteps = steps.filter(readsPayments);
    expect(paymentSteps).toHaveLength(2);
    for (const step of paymentSteps) expect(step).toMatch(/USING COVERING INDEX booking_payments_owed_idx\b/);
    expect(steps.filter((step) => /USE TEMP B-TREE FOR ORDER BY/.test(step))).toEqual([]);
  });

  it("reads each page of the money at risk CSV in the index's order", async () => {
    const steps = await plansOf((db) => new Response(atRiskCsvStream(db, appNow())).text());
    const paymentSteps = steps.filter(readsPayments);
    expect(paymentSteps.length).toBeGreaterThan(0);
    for (const step of paymentSteps) expect(step).toMatch(/USING COVERING INDEX booking_payments_owed_idx\b/);
    expect(steps.filter((step) => /USE TEMP B-TREE/.test(step))).toEqual([]);
  });
});

describe("the Overview's subscriber figures", () => {
  const today = businessToday(appNow());

  it("count every subscription by plan and state from their index alone, in plan order", async () => {
    const year = { from: addDays(today, -364), to: today };
    const counts = [
      ...(await statementPlans((db) => ownerMetrics(db, year, appNow()))),
      ...(await statementPlans((db) => ownerSnapshot(db, appNow()))),
    ].filter((plan) => /FROM subscriptions\b/.test(plan.sql));
    expect(counts).toHaveLength(2);
    for (const { steps } of counts) {
      expect(steps.filter(readsSubscriptions)).toEqual([expect.stringMatching(/USING COVERING INDEX subscriptions_figures_idx\b/)]);
      expect(steps.filter((step) => /USE TEMP B-TREE/.test(step))).toEqual([]);
    }
  });
});
