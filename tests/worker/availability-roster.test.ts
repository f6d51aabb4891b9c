import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AvailabilityResponse } from "#core/booking-schema";
import { app } from "#worker/app";
import type { RosterRow } from "#worker/services/capacity/staff-places";
import { weekdayOf } from "./business-calendar";
import { countingD1 } from "./d1-counter";
import { seedDemoStaff } from "./staff-seed";
import { futureDate, ORIGIN } from "./support";

/**
 * A day's availability counts the free members of one service from a roster that D1 answers as
 * JSON: every byte of it is written by D1 and parsed by the worker on each request, so it
 * holds only what that day's count can use.
 */
const counter = countingD1(env.DB);

type Listed = { userId: string; serviceIds?: string[]; weekday?: number };

describe("the roster a day's availability reads", () => {
  it("holds only the service's members, their areas and their shifts on that weekday", async () => {
    await seedDemoStaff();
    const date = futureDate({ weekday: true });
    counter.reset();
    const response = await app.request(`${ORIGIN}/api/availability?service=regular-cleaning&date=${date}`, {}, { ...env, DB: counter.db });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AvailabilityResponse).slots.some((slot) => slot.available)).toBe(true);

    const sent = counter.tally.sent.find((statement) => statement.sql.includes("AS shifts"));
    const roster = await env.DB.prepare(sent!.sql)
      .bind(...sent!.params)
      .first<RosterRow>();
    const [members, shifts, areas] = (["members", "shifts", "areas"] as const).map((column) => JSON.parse(roster![column]) as Listed[]);
    // The demo staff: two members per area do each service, one shift each weekday.
    expect(members).toHaveLength(6);
    expect(members!.every((member) => member.serviceIds!.includes("regular-cleaning"))).toBe(true);
    expect(shifts!.map((shift) => shift.weekday)).toEqual(Array(6).fill(weekdayOf(date)));
    expect(new Set(areas!.map((area) => area.userId))).toEqual(new Set(members!.map((member) => member.userId)));
  });
});
