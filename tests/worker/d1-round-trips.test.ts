import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { app } from "#worker/app";
import { countingD1 } from "./d1-counter";
import { and, eq } from "drizzle-orm";
import type { ScheduleResponse } from "#core/schedule-schema";
import { emails } from "#worker/db/schema";
import { businessToday } from "#core/time-slots";
import { addDays, openDayFrom } from "./business-calendar";
import { copyBooking } from "./busy-table";
import { subscriber } from "./subscription-factory";
import { adminAccount, api, appNow, bookingBody, db, futureDate, ORIGIN, uniqueEmail, uniqueIp, verifiedAccount } from "./support";

/**
 * In production every D1 call goes to the database's primary, tens of milliseconds away for
 * a visitor far from it, so what a request costs is the chain of calls it waits for one
 * after another. These tests hold the write routes to their budget: at most 3 such round
 * trips (a batch is one), and no more statements than they need.
 */
const counter = countingD1(env.DB);

/** Resend's HTTP API, the only thing faked: it accepts every email. */
const resendAccepts = (async () => Response.json({ id: `re_${crypto.randomUUID()}` })) as typeof fetch;

afterEach(() => {
  vi.unstubAllGlobals();
});

async function counted(path: string, init: { method?: string; json?: unknown; cookie?: string; key?: string; bindings?: object } = {}) {
  const headers = new Headers({ Origin: ORIGIN, "cf-connecting-ip": uniqueIp() });
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.key) headers.set("Idempotency-Key", init.key);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  counter.reset();
  const response = await app.request(
    `${ORIGIN}${path}`,
    { method: init.method ?? "GET", headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) },
    { ...env, DB: counter.db, ...init.bindings },
  );
  return { response, tally: { ...counter.tally } };
}

describe("D1 round trips of a booking", () => {
  it("books a guest's home cleaning in 2 sequential round trips and 5 statements: the first-cleaning check, then one batch with the rate limit's count and the member given", async () => {
    const { response, tally } = await counted("/api/bookings", { method: "POST", json: bookingBody(), key: crypto.randomUUID() });
    expect(response.status).toBe(201);
    expect(tally.sequential).toBeLessThanOrEqual(3);
    expect({ sequential: tally.sequential, statements: tally.statements }).toEqual({ sequential: 2, statements: 5 });
    // A write, and the read-back of what it wrote: all on the primary.
    expect(tally.unconstrained).toBe(0);
  });

  it("books a guest's other service in 1 round trip: the count, the insert, the member given and its emails in one batch, nothing read back", async () => {
    const { response, tally } = await counted("/api/bookings", {
      method: "POST",
      json: bookingBody({ service_id: "barber-service" }),
      key: crypto.randomUUID(),
    });
    expect(response.status).toBe(201);
    expect({ sequential: tally.sequential, statements: tally.statements }).toEqual({ sequential: 1, statements: 4 });
  });

  it("refuses a full slot in 2 round trips: the batch, then the key's holder read beside the day's closing", async () => {
    const body = bookingBody({ service_id: "barber-service" });
    const book = () =>
      counted("/api/bookings", { method: "POST", json: { ...body, customer_email: uniqueEmail() }, key: crypto.randomUUID() });
    for (const _place of [1, 2]) expect((await book()).response.status).toBe(201);
    const { response, tally } = await book();
    expect(response.status).toBe(409);
    expect({ sequential: tally.sequential, statements: tally.statements }).toEqual({ sequential: 2, statements: 6 });
  });

  it("answers a repeated key with the booking it made, read beside the day's closing once the insert took nothing: 3 round trips", async () => {
    const body = bookingBody();
    const key = crypto.randomUUID();
    const first = await counted("/api/bookings", { method: "POST", json: body, key });
    const repeat = await counted("/api/bookings", { method: "POST", json: body, key });
    expect(repeat.response.status).toBe(200);
    const [made, repeated] = [(await first.response.json()) as BookingResponse, (await repeat.response.json()) as BookingResponse];
    expect(repeated).toEqual(made);
    expect({ sequential: repeat.tally.sequential, statements: repeat.tally.statements }).toEqual({ sequential: 3, statements: 7 });
  });

  it("takes 2 round trips with an email provider too: the emails are queued, not sent and recorded in the request", async () => {
    vi.stubGlobal("fetch", resendAccepts);
    const { response, tally } = await counted("/api/bookings", {
      method: "POST",
      json: bookingBody(),
      key: crypto.randomUUID(),
      bindings: { RESEND_API_KEY: "re_test_key" },
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as BookingResponse).emails).toEqual({ customer: "sent", admin: "sent" });
    expect({ sequential: tally.sequential, statements: tally.statements }).toEqual({ sequential: 2, statements: 5 });
  });

  it("stays within 3 sequential round trips for a signed-in customer with an email provider", async () => {
    const account = await verifiedAccount();
    vi.stubGlobal("fetch", resendAccepts);
    const { response, tally } = await counted("/api/bookings", {
      method: "POST",
      json: bookingBody(),
      key: crypto.randomUUID(),
      cookie: account.cookie,
      bindings: { RESEND_API_KEY: "re_test_key" },
    });
    expect(response.status).toBe(201);
    expect(tally.sequential).toBeLessThanOrEqual(3);
  });
});

describe("D1 round trips of a schedule change", () => {
  /** A weekday slot of its own, so the series of one test never fills another's. */
  const slotBody = () => ({ scheduled_date: futureDate({ weekday: true }), scheduled_time: "10:00 AM", frequency: "biweekly" });

  it("creates, moves and cancels a schedule in 3 sequential round trips each: the session, the reads side by side, one batch", async () => {
    const owner = await subscriber();
    const created = await counted("/api/schedules", { method: "POST", json: slotBody(), key: crypto.randomUUID(), cookie: owner.cookie });
    expect(created.response.status).toBe(201);
    expect(created.tally.sequential).toBe(3);
    const { schedule } = (await created.response.json()) as ScheduleResponse;

    const moved = await counted(`/api/schedules/${schedule.id}`, { method: "PATCH", json: slotBody(), cookie: owner.cookie });
    expect(moved.response.status).toBe(200);
    expect(moved.tally.sequential).toBe(3);

    const cancelled = await counted(`/api/schedules/${schedule.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(cancelled.response.status).toBe(200);
    expect(cancelled.tally.sequential).toBe(3);
    // Each change stored its two emails in the batch that made it, and only then.
    const kinds = (await db.select({ kind: emails.kind }).from(emails).where(eq(emails.to, owner.email))).map((email) => email.kind);
    expect(kinds.filter((kind) => kind.startsWith("schedule-")).sort()).toEqual([
      "schedule-cancel-customer",
      "schedule-new-customer",
      "schedule-update-customer",
    ]);
  });

  it("adds no round trip with an email provider: the emails are queued, the consumer records what it answered", async () => {
    const owner = await subscriber();
    vi.stubGlobal("fetch", resendAccepts);
    const created = await counted("/api/schedules", {
      method: "POST",
      json: slotBody(),
      key: crypto.randomUUID(),
      cookie: owner.cookie,
      bindings: { RESEND_API_KEY: "re_test_key" },
    });
    expect(created.response.status).toBe(201);
    expect(created.tally.sequential).toBe(3);
  });

  it("stores no email for a move that lost to another change of the same schedule", async () => {
    const owner = await subscriber();
    const created = await counted("/api/schedules", { method: "POST", json: slotBody(), key: crypto.randomUUID(), cookie: owner.cookie });
    const { schedule } = (await created.response.json()) as ScheduleResponse;
    const moves = await Promise.all(
      [slotBody(), slotBody()].map((json) => counted(`/api/schedules/${schedule.id}`, { method: "PATCH", json, cookie: owner.cookie })),
    );
    const statuses = moves.map((move) => move.response.status).sort();
    const updates = await db
      .select({ kind: emails.kind })
      .from(emails)
      .where(and(eq(emails.to, owner.email), eq(emails.kind, "schedule-update-customer")));
    expect(updates.length).toBe(statuses.filter((status) => status === 200).length);
    expect(statuses).toContain(200);
  });
});

describe("D1 reads that tolerate a moment's lag", () => {
  it("reads availability in one call that a read replica may answer: the places, the admin's closed day and who is on shift in one batch", async () => {
    const { response, tally } = await counted(`/api/availability?service=regular-cleaning&date=${futureDate()}`);
    expect(response.status).toBe(200);
    expect({ sequential: tally.sequential, calls: tally.calls, statements: tally.statements, unconstrained: tally.unconstrained }).toEqual({
      sequential: 1,
      calls: 1,
      statements: 3,
      unconstrained: 1,
    });
  });

  it("reads the day view's bookings, crews and flags in the same statements however many visits the day holds", async () => {
    const admin = await adminAccount();
    const tomorrow = openDayFrom(addDays(businessToday(appNow()), 1), { weekday: true });
    const made = await api("/api/bookings", {
      method: "POST",
      json: bookingBody({ appointment_date: tomorrow }),
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(made.status).toBe(201);
    const few = await counted(`/api/admin/day-view?date=${tomorrow}`, { cookie: admin.cookie });
    // A busy day: more visits than one query may bind (D1 binds 100 values). Their crews and
    // flags are columns of the statement that reads them, not lists of ids sent 90 at a time.
    await copyBooking(((await made.json()) as BookingResponse).booking.reference, 300);
    const many = await counted(`/api/admin/day-view?date=${tomorrow}`, { cookie: admin.cookie });
    expect(many.response.status).toBe(200);
    expect(many.tally.statements).toBe(few.tally.statements);
    expect(many.tally.sequential).toBe(few.tally.sequential);
  });

  it("reads the admin lists where a read replica may answer, after the admin's session on the primary", async () => {
    const admin = await adminAccount();
    for (const path of [
      "/api/admin/bookings",
      "/api/admin/vendor-applications",
      "/api/admin/subscribers",
      "/api/admin/emails",
      "/api/admin/day-view",
    ]) {
      const { response, tally } = await counted(path, { cookie: admin.cookie });
      expect(response.status, path).toBe(200);
      expect(tally.unconstrained, path).toBe(tally.calls - 1);
    }
  });
});
