import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "#worker/app";
import { bookings } from "#worker/db/schema";
import { ratingUrl } from "#worker/services/bookings/ratings";
import { countingD1 } from "./d1-counter";
import { paidSubscriber } from "./billing-support";
import { newBooking, vendorApplicationBody } from "./staff-support";
import { db, ORIGIN, testContext, uniqueIp } from "./support";

/**
 * A change and its messages are one batch, so storing the messages costs the request no
 * round trip of its own: what these requests wait for, counted as d1-round-trips.test.ts does.
 */
const counter = countingD1(env.DB);
// Measured when each change stored its messages in statements of their own after it: 4, 4 and 6.
const VENDOR_APPLICATION = 2;
const LOW_RATING = 3;
const EMERGENCY = 5;

async function counted(path: string, init: { json: unknown; cookie?: string; key?: string }) {
  const headers = new Headers({ Origin: ORIGIN, "cf-connecting-ip": uniqueIp(), "Content-Type": "application/json" });
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.key) headers.set("Idempotency-Key", init.key);
  counter.reset();
  const response = await app.request(
    `${ORIGIN}${path}`,
    { method: "POST", headers, body: JSON.stringify(init.json) },
    { ...env, DB: counter.db },
  );
  return { status: response.status, tally: { ...counter.tally } };
}

describe("D1 round trips of the changes that send messages", () => {
  it("stores a vendor application, its two emails and the acknowledgement's count in one batch after the client's limit: 2 round trips", async () => {
    const applied = await counted("/api/vendor-applications", { json: vendorApplicationBody(), key: crypto.randomUUID() });
    expect(applied.status).toBe(201);
    expect(applied.tally.sequential).toBe(VENDOR_APPLICATION);
  });

  it("stores a low rating and the business's email in the rating's batch: 3 round trips", async () => {
    const { reference } = await newBooking();
    await db.update(bookings).set({ status: "completed" }).where(eq(bookings.reference, reference));
    const token = new URL(await ratingUrl(testContext().settings, reference)).searchParams.get("token");
    const rated = await counted(`/api/ratings/${reference}?token=${token}`, { json: { stars: 1 } });
    expect(rated.status).toBe(200);
    expect(rated.tally.sequential).toBe(LOW_RATING);
  });

  it("stores an emergency request and its two emails in the request's batch: 5 round trips", async () => {
    const subscriber = await paidSubscriber();
    const asked = await counted("/api/subscription/emergency", { json: { notes: "Leak" }, cookie: subscriber.cookie });
    expect(asked.status).toBe(201);
    expect(asked.tally.sequential).toBe(EMERGENCY);
  });
});
