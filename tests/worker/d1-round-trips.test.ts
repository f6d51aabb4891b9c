import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingResponse } from "../../core/booking-schema";
import { app } from "../../worker/app";
import { countingD1 } from "./d1-counter";
import { adminAccount, bookingBody, futureDate, ORIGIN, uniqueIp, verifiedAccount } from "./support";

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
  it("books a guest in 2 sequential round trips and 5 statements: the rate limit and the first-cleaning check side by side, then one batch", async () => {
    const { response, tally } = await counted("/api/bookings", { method: "POST", json: bookingBody(), key: crypto.randomUUID() });
    expect(response.status).toBe(201);
    expect(tally.sequential).toBeLessThanOrEqual(3);
    expect({ sequential: tally.sequential, statements: tally.statements }).toEqual({ sequential: 2, statements: 5 });
    // A write, and the read-back of what it wrote: all on the primary.
    expect(tally.unconstrained).toBe(0);
  });

  it("answers a repeated key from the same batch, without reading the booking or its emails again", async () => {
    const body = bookingBody();
    const key = crypto.randomUUID();
    const first = await counted("/api/bookings", { method: "POST", json: body, key });
    const repeat = await counted("/api/bookings", { method: "POST", json: body, key });
    expect(repeat.response.status).toBe(200);
    const [made, repeated] = [(await first.response.json()) as BookingResponse, (await repeat.response.json()) as BookingResponse];
    expect(repeated).toEqual(made);
    expect({ sequential: repeat.tally.sequential, statements: repeat.tally.statements }).toEqual({ sequential: 2, statements: 5 });
  });

  it("stays within 3 sequential round trips with an email provider, whose outcomes are recorded side by side", async () => {
    vi.stubGlobal("fetch", resendAccepts);
    const { response, tally } = await counted("/api/bookings", {
      method: "POST",
      json: bookingBody(),
      key: crypto.randomUUID(),
      bindings: { RESEND_API_KEY: "re_test_key" },
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as BookingResponse).emails).toEqual({ customer: "sent", admin: "sent" });
    expect({ sequential: tally.sequential, statements: tally.statements }).toEqual({ sequential: 3, statements: 7 });
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

describe("D1 reads that tolerate a moment's lag", () => {
  it("reads availability in one call that a read replica may answer", async () => {
    const { response, tally } = await counted(`/api/availability?service=regular-cleaning&date=${futureDate()}`);
    expect(response.status).toBe(200);
    expect({ calls: tally.calls, unconstrained: tally.unconstrained }).toEqual({ calls: 1, unconstrained: 1 });
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
