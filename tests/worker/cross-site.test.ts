import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { bookings } from "#worker/db/schema";
import { CROSS_SITE_MESSAGE } from "#worker/middleware/same-origin";
import { api, bookingBody, db, ORIGIN, uniqueIp, verifiedAccount, worker } from "./support";

const ANOTHER_PORT = "http://localhost:5174";

async function signedInBooking() {
  const account = await verifiedAccount();
  const made = await api("/api/bookings", {
    method: "POST",
    cookie: account.cookie,
    json: bookingBody({ customer_email: account.email }),
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  expect(made.status).toBe(201);
  return { account, reference: ((await made.json()) as BookingResponse).booking.reference };
}

/** A request as a page elsewhere (or a script without a browser) would send it: only the headers given. */
function rawPost(path: string, headers: Record<string, string>, body?: string) {
  return worker.fetch(`${ORIGIN}${path}`, { method: "POST", headers: { "cf-connecting-ip": uniqueIp(), ...headers }, body });
}

async function statusOf(reference: string) {
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.reference, reference));
  return row?.status;
}

describe("state-changing API requests from other sites", () => {
  it("refuses a form on another localhost port that would cancel a signed-in customer's booking", async () => {
    const { account, reference } = await signedInBooking();
    const cancel = `/api/my-bookings/${reference}/cancel`;
    const form = { Cookie: account.cookie, "Content-Type": "application/x-www-form-urlencoded" };

    const crossSite = await rawPost(cancel, { ...form, Origin: ANOTHER_PORT });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: { code: "cross_site_request", message: CROSS_SITE_MESSAGE } });
    // Even from our own origin, an empty form body does not pass the JSON-only rule.
    expect((await rawPost(cancel, { ...form, Origin: ORIGIN })).status).toBe(415);
    expect((await rawPost(cancel, { ...form, Origin: ORIGIN, "Content-Type": "text/plain" })).status).toBe(415);
    // JSON from a foreign page, or a browser request that names no origin but says it is cross-site.
    const json = { Cookie: account.cookie, "Content-Type": "application/json" };
    expect((await rawPost(cancel, { ...json, Origin: ANOTHER_PORT }, "{}")).status).toBe(403);
    expect((await rawPost(cancel, { ...json, Origin: "null" }, "{}")).status).toBe(403);
    expect((await rawPost(cancel, { ...json, "Sec-Fetch-Site": "same-site" }, "{}")).status).toBe(403);
    // A session cookie with no origin at all is not from our pages either.
    expect((await rawPost(cancel, json, "{}")).status).toBe(403);
    expect(await statusOf(reference)).toBe("pending");

    const own = await rawPost(cancel, { ...json, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" });
    expect(own.status).toBe(200);
    expect(await statusOf(reference)).toBe("cancelled");
  });

  it("still takes a request without cookies or origin, as a server-to-server client sends it", async () => {
    const booked = await rawPost(
      "/api/bookings",
      { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
      JSON.stringify(bookingBody()),
    );
    expect(booked.status).toBe(201);
  });

  it("lets reads through from anywhere: only state changes are checked", async () => {
    const read = await worker.fetch(`${ORIGIN}/api/health`, { headers: { Origin: ANOTHER_PORT } });
    expect(read.status).toBe(200);
  });
});
