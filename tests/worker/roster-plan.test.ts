import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { businessToday } from "#core/time-slots";
import { createDb } from "#worker/db/client";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { giveCrewMemberAgain } from "#worker/services/capacity/member-at-sale";
import { placesBetween } from "#worker/services/capacity/slot-places";
import { copyBooking } from "./busy-table";
import { countingD1 } from "./d1-counter";
import { seedDemoStaff, withoutDemoStaff } from "./staff-seed";
import { appNow, postBooking } from "./support";

/**
 * The roster (who is free, capacity/staff-places.ts) lists the visits already given to someone
 * on its days. crew_assignments grows with every visit given, so they must be found from the
 * days' bookings: with the statistics of a busy year (one visit in a hundred given, as
 * bench:scale writes it) the planner walked every assignment ever made and looked up each one's
 * booking, 15 ms of a one-day view at 1,800 assignments. In a file of its own: the crew member's
 * account would change how the planner sees the accounts in the other plan tests.
 */
/** A year of bookings copied from one, one in a hundred of them given to one crew member, and the statistics of it. */
async function aBusyCrewYear(): Promise<BookingResponse> {
  await seedDemoStaff();
  const made = (await (await postBooking()).json()) as BookingResponse;
  await copyBooking(made.booking.reference, 2000, { overTheYearBefore: true });
  await withoutDemoStaff();
  const crewId = `busy-crew-${made.booking.reference}`;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO users (id, name, email, email_verified, first_name, last_name, created_at, updated_at) VALUES (?, 'Busy Crew', ?, 1, 'Busy', 'Crew', 0, 0)",
    ).bind(crewId, `${crewId}@example.com`),
    env.DB.prepare(
      `INSERT INTO crew_assignments (visit_type, visit_id, crew_name, assigned_by, assigned_at, provider_id)
         SELECT 'booking', id, 'Busy Crew', 'test', created_at, ? FROM bookings WHERE reference LIKE ? || '-%' AND rowid % 100 = 0`,
    ).bind(crewId, made.booking.reference),
  ]);
  await env.DB.prepare("ANALYZE").run();
  return made;
}

describe("the roster of a day on a busy year", () => {
  it("finds the visits given from that day's bookings, never by walking every assignment", async () => {
    await aBusyCrewYear();
    const counter = countingD1(env.DB);
    const today = businessToday(appNow());
    await placesBetween(createDb(counter.db), { from: today, to: today });
    const roster = counter.tally.sent.find((statement) => statement.sql.includes("AS given"));
    expect(roster).toBeDefined();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${roster!.sql}`)
      .bind(...roster!.params)
      .all<{ detail: string }>();
    const steps = plan.results.map((step) => step.detail);
    expect(steps).not.toContain("SCAN given");
    expect(
      steps.some((step) =>
        /^SEARCH held USING (COVERING )?INDEX bookings_day_\w+ \(appointment_date>\? AND appointment_date<\?\)/.test(step),
      ),
    ).toBe(true);
    expect(
      steps.some((step) => /^SEARCH given USING INDEX sqlite_autoindex_crew_assignments_1 \(visit_type=\? AND visit_id=\?\)/.test(step)),
    ).toBe(true);
  });

  it("asks each member what they hold on the visit's day from their visits by start, not their whole history", async () => {
    const made = await aBusyCrewYear();
    const visit = {
      bookingId: `given-again-${made.booking.reference}`,
      serviceId: made.booking.service_id,
      area: "Miami, FL" as const,
      date: businessToday(appNow()),
      time: "10:00",
      lengthHours: 2,
    };
    const give = giveCrewMemberAgain(visit, appNow());
    if (!give) throw new Error("A visit with an area is given to someone.");
    const { sql, params } = new SQLiteAsyncDialect().sqlToQuery(give);
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const byMember = plan.results.map((step) => step.detail).filter((step) => step.includes("crew_assignments_provider_starts_idx"));
    // Whether they hold an overlapping visit, and how many they hold that day (the least busy first).
    expect(byMember.length).toBeGreaterThanOrEqual(2);
    for (const step of byMember) expect(step).toMatch(/\(provider_id=\? AND visit_type=\? AND visit_starts_at>\? AND visit_starts_at<\?\)/);
  });
});
