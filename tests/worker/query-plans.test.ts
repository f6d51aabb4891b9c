import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BookingListQuerySchema, EmailLogQuerySchema, SubscriberListQuerySchema } from "#core/admin-api";
import type { BookingResponse } from "#core/booking-schema";
import { OwnerMetricsQuerySchema } from "#core/owner-metrics-api";
import { PaymentsQuerySchema } from "#core/payments-api";
import { businessToday } from "#core/time-slots";
import { createDb } from "#worker/db/client";
import { availability } from "#worker/services/bookings/availability";
import { listOwnBookings, ownBookingsQuery } from "#worker/services/bookings/my-bookings";
import { rosterWithCleanings } from "#worker/services/capacity/schedule-visit-holds";
import { placesBetween } from "#worker/services/capacity/slot-places";
import { serviceContext } from "#worker/services/context";
import { bookingListQueries, listBookings } from "#worker/services/reads/admin-bookings";
import { dayView } from "#worker/services/reads/day-view";
import { listEmailLog } from "#worker/services/reads/email-log";
import { ownerMetrics } from "#worker/services/reads/owner-metrics";
import { paymentsReport } from "#worker/services/reads/payments-report";
import { listSubscribers } from "#worker/services/reads/subscribers";
import { utilisation } from "#worker/services/reads/utilisation";
import { listSchedules } from "#worker/services/schedules/schedules";
import { doneJobsQuery, upcomingJobsQuery } from "#worker/services/work/provider-jobs";
import { myJobs } from "#worker/services/work/work-jobs";
import { addDays, openDayFrom } from "./business-calendar";
import { copyBooking } from "./busy-table";
import { countingD1, type SentStatement } from "./d1-counter";
import { seedDemoStaff, withoutDemoStaff } from "./staff-seed";
import { staffAccount } from "./staff-support";
import { appNow, db, postBooking, testContext } from "./support";

/**
 * At a busy year's scale most bookings are guests' (no user id), and SQLite plans with the
 * statistics ANALYZE keeps (D1 runs it as PRAGMA optimize). A plan that walks a whole table
 * is fast on an empty database and slow at 180,000 rows, so these tests read the plans.
 */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = query.toSQL();
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return plan.results.map((step) => step.detail).join("\n");
}

/**
 * 2,000 guests' bookings copied from one real booking, spread over the year before it, each
 * with its paid visit, one in a hundred given to a crew member (as bench:scale's year gives its
 * member 1,800 of 180,000); then the statistics the planner reads. The member, to read as them.
 */
async function aBusyTable(): Promise<{ userId: string }> {
  // Someone on shift to sell the booking copied (a test before this one took the demo staff away).
  await seedDemoStaff();
  const made = (await (await postBooking()).json()) as BookingResponse;
  await copyBooking(made.booking.reference, 2000, { overTheYearBefore: true });
  await env.DB.prepare(
    `INSERT INTO booking_payments (id, booking_id, kind, amount_cents, lines, status, paid_cents, paid_at, created_at, updated_at)
     SELECT 'payment-' || id, id, 'visit', 10000, '[]', 'paid', 10000, starts_at, starts_at, starts_at
     FROM bookings WHERE reference LIKE ? || '-%'`,
  )
    .bind(made.booking.reference)
    .run();
  // The local demo staff are no part of a busy year: their 168 accounts and the one visit given at
  // sale would be all the planner knows of users and crew_assignments, two tables that grow.
  await withoutDemoStaff();
  const crew = await staffAccount("crew", ["regular-cleaning", "deep-cleaning"], "Busy");
  await env.DB.prepare(
    `INSERT INTO crew_assignments (visit_type, visit_id, crew_name, assigned_by, assigned_at, provider_id)
     SELECT 'booking', id, 'Busy', 'test', created_at, ?1 FROM bookings
     WHERE reference LIKE ?2 || '-%' AND CAST(substr(reference, length(?2) + 2) AS INTEGER) % 100 = 0`,
  )
    .bind(crew.userId, made.booking.reference)
    .run();
  // Every table but users: the member's account would be all the planner knows of it (a business
  // holds every customer's there), and a table of one row is cheaper walked than sought.
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name != 'users'",
  ).all<{ name: string }>();
  await env.DB.batch(tables.results.map(({ name }) => env.DB.prepare(`ANALYZE "${name}"`)));
  return crew;
}

describe("the plans of the hot reads at scale", () => {
  it("lists a customer's bookings through an index on the customer and the visit's time, with no sort and no scan", async () => {
    await aBusyTable();
    const plan = await planOf(ownBookingsQuery(db, "a-customer-with-no-bookings"));
    expect(plan).toMatch(/SEARCH bookings USING INDEX bookings_user_starts_idx \(user_id=\?\)/);
    expect(plan).not.toMatch(/SCAN|TEMP B-TREE/);
  });

  it("opens the admin's bookings list on what is coming, read and counted from the starts_at index from today on", async () => {
    await aBusyTable();
    const now = appNow();
    const coming = bookingListQueries(db, BookingListQuerySchema.parse({}), now);
    expect(coming.startsFrom).toBe(businessToday(now));
    for (const query of [coming.rows, coming.total]) {
      const plan = await planOf(query);
      expect(plan).toMatch(/SEARCH bookings USING (COVERING )?INDEX bookings_starts_at_idx \(starts_at>\?\)/);
      expect(plan).not.toMatch(/SCAN bookings/);
    }
    // A date range reads its range of the same index, with the page in its order.
    const weekFrom = addDays(businessToday(now), 7);
    const range = bookingListQueries(db, BookingListQuerySchema.parse({ from: weekFrom, to: addDays(weekFrom, 6) }), now);
    expect(await planOf(range.rows)).toMatch(/SEARCH bookings USING INDEX bookings_starts_at_idx \(starts_at>\? AND starts_at<\?\)/);
  });

  it("reads a crew member's coming and done jobs down their index in visit order, a page and not their history sorted", async () => {
    const crew = await aBusyTable();
    const today = businessToday(appNow());
    const coming = [
      upcomingJobsQuery(db, crew.userId, today, undefined, 21),
      upcomingJobsQuery(db, crew.userId, today, { startsAt: appNow().getTime() + 86_400_000, bookingId: "a-booking" }, 21),
    ];
    for (const query of coming) {
      const plan = await planOf(query);
      expect(plan).toMatch(
        /SEARCH crew_assignments USING INDEX crew_assignments_provider_starts_idx \(provider_id=\? AND visit_type=\? AND visit_starts_at>\?/,
      );
      expect(plan).not.toMatch(/SCAN|TEMP B-TREE/);
    }
    const done = await planOf(doneJobsQuery(db, crew.userId, today, appNow(), 30));
    expect(done).toMatch(
      /SEARCH crew_assignments USING INDEX crew_assignments_provider_starts_idx \(provider_id=\? AND visit_type=\? AND visit_starts_at<\?\)/,
    );
    expect(done).not.toMatch(/SCAN|TEMP B-TREE/);
  });

  it("reads a page of payments by visit day and start from one index, sorting only the visits of a slot", async () => {
    await aBusyTable();
    const counter = countingD1(env.DB);
    await paymentsReport(createDb(counter.db), PaymentsQuerySchema.parse({}), appNow());
    const page = counter.tally.sent.find((statement) => /JOIN booking_payments p[\s\S]*LIMIT/.test(statement.sql));
    const plan = await planOfSent(page);
    expect(plan).toMatch(/SEARCH b USING INDEX bookings_day_starts_idx \(appointment_date>\? AND appointment_date<\?\)/);
    // Sorted by day and start from the index: only the payments of one start are put in order.
    expect(plan).toMatch(/USE TEMP B-TREE FOR LAST 2 TERMS OF ORDER BY/);
  });

  it("counts the places of a day's visits by kind before spreading each kind over its hours", async () => {
    await aBusyTable();
    const counter = countingD1(env.DB);
    await placesBetween(createDb(counter.db), { from: businessToday(appNow()), to: businessToday(appNow()) });
    const places = counter.tally.sent.find((statement) => /hours\(hour\)/.test(statement.sql));
    const plan = (await planOfSent(places)).split("\n");
    // The kinds are read once, outside; inside the hours they would be read again for each of the 24.
    const kinds = plan.indexOf("SCAN kind");
    expect(kinds).toBeGreaterThan(-1);
    expect(plan.indexOf("SCAN hours", kinds)).toBeGreaterThan(kinds);
  });
});

/** The plan of a statement a counted read sent. */
async function planOfSent(statement: SentStatement | undefined): Promise<string> {
  if (!statement) throw new Error("The read sent no such statement.");
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ detail: string }>();
  return plan.results.map((step) => step.detail).join("\n");
}

/**
 * Tables that grow with the business (a busy year: 180,000 bookings and their payments, 5,000
 * subscribers). A step that SCANs one of them reads every row, or every entry of an index, on
 * each request. The tables of settings (closed days, buildings, staff) stay small.
 */
const GROWING = [
  "bookings",
  "booking_payments",
  "payment_refunds",
  "subscriptions",
  "cleaning_schedules",
  "users",
  "emails",
  "crew_assignments",
  // Kept per day, area and crew: a year of a large team is tens of thousands of rows.
  "utilisation_day_figures",
];

/**
 * Walks that are bounded even so, each with why: a page read newest first stops at its
 * LIMIT; a total counts every row of the list it pages, once per page, from a covering index.
 */
const BOUNDED: Record<string, RegExp[]> = {
  subscribers: [/^SCAN subscriptions USING INDEX subscriptions_updated_at_idx$/, /^SCAN subscriptions USING COVERING INDEX/],
  "email log": [/^SCAN emails USING INDEX emails_created_at_idx$/, /^SCAN emails USING COVERING INDEX/],
  // Subscribers by plan count every subscription, from the index that holds what they compare.
  "owner's figures": [/^SCAN subscriptions USING COVERING INDEX subscriptions_figures_idx$/],
};

/** Partial indexes hold only the few rows of their condition (what is still owed): walking one is bounded by it. */
const PARTIAL = /USING (COVERING )?INDEX booking_payments_unpaid_idx\b/;

/**
 * The tables a statement reads under each name its plan calls them by: a table's own name, or
 * the alias it was given (`given` and `held` are crew_assignments or bookings, as each clause says).
 */
function tablesByName(statement: string): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const add = (name: string, table: string) => names.set(name, (names.get(name) ?? new Set()).add(table));
  for (const [, table, alias] of statement.matchAll(/\b(?:FROM|JOIN)\s+[`"]?(\w+)[`"]?(?:\s+(?:AS\s+)?[`"]?(\w+)[`"]?)?/gi)) {
    add(table!, table!);
    if (alias) add(alias, table!);
  }
  return names;
}

function wholeTableWalks(read: string, plan: string[], statement: string): string[] {
  const tables = tablesByName(statement);
  const aliasOf: Record<string, string> = { b: "bookings", p: "booking_payments", s: "cleaning_schedules", sub: "subscriptions" };
  return plan.filter((step) => {
    if (PARTIAL.test(step)) return false;
    const name = /^SCAN (\w+)/.exec(step)?.[1];
    if (name === undefined) return false;
    const walked = [...(tables.get(name) ?? []), aliasOf[name] ?? name];
    return walked.some((table) => GROWING.includes(table)) && !BOUNDED[read]?.some((allowed) => allowed.test(step));
  });
}

describe("every read a customer, a crew member and the owner make", () => {
  it("finds its rows through an index: no statement walks a table that grows with the business", async () => {
    const crew = await aBusyTable();
    const counter = countingD1(env.DB);
    const recorded = createDb(counter.db);
    const now = appNow();
    const someone = {
      id: "a-customer-with-no-bookings",
      email: "nobody@example.com",
      firstName: "",
      lastName: "",
      emailVerified: true,
      isAdmin: false,
      locale: "en" as const,
    };
    const ctx = serviceContext({ ...testContext(), db: recorded }, someone);
    const crewContext = serviceContext({ ...testContext(), db: recorded }, { ...someone, id: crew.userId, email: "busy@example.com" });
    const reads: Record<string, () => Promise<unknown>> = {
      "my bookings": () => listOwnBookings(ctx),
      "my cleanings": () => listSchedules(ctx),
      "my jobs": () => myJobs(ctx),
      "a crew member's jobs": () => myJobs(crewContext),
      "who is free": () => rosterWithCleanings(recorded, openDayFrom(addDays(businessToday(now), 3))),
      availability: () => availability(ctx, "deep-cleaning", openDayFrom(addDays(businessToday(now), 3))),
      "bookings list": () => listBookings(ctx, BookingListQuerySchema.parse({})),
      "day view": () => dayView(ctx),
      payments: () => paymentsReport(recorded, PaymentsQuerySchema.parse({}), now),
      subscribers: () => listSubscribers(recorded, SubscriberListQuerySchema.parse({})),
      "email log": () => listEmailLog(recorded, EmailLogQuerySchema.parse({})),
      "owner's figures": () => ownerMetrics(recorded, OwnerMetricsQuerySchema.parse({}), now),
      "year's utilisation": () =>
        utilisation(recorded, OwnerMetricsQuerySchema.parse({ from: addDays(businessToday(now), -364), to: businessToday(now) }), now),
    };
    const walks: string[] = [];
    for (const [read, run] of Object.entries(reads)) {
      counter.reset();
      await run();
      expect(counter.tally.sent.length, read).toBeGreaterThan(0);
      for (const statement of counter.tally.sent) {
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
          .bind(...statement.params)
          .all<{ detail: string }>();
        for (const step of wholeTableWalks(
          read,
          results.map((row) => row.detail),
          statement.sql,
        ))
          walks.push(`${read}: ${step}  <-  ${statement.sql.slice(0, 120)}`);
      }
    }
    expect(walks).toEqual([]);
  });
});
