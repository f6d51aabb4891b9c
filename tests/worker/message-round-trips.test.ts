import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "#worker/app";
import { bookings } from "#worker/db/schema";
import { ratingUrl } from "#worker/services/bookings/ratings";
import { countingD1 } from "./d1-counter";
import { paidSubscriber } from "./billing-support";
import { newBooking, staffAccount, vendorApplicationBody } from "./staff-support";
import { adminAccount, api, db, futureDate, ORIGIN, testContext, uniqueEmail, uniqueIp } from "./support";

/**
 * A change and its messages are one batch, so storing the messages costs the request no
 * round trip of its own: what these requests wait for, counted as d1-round-trips.test.ts does.
 */
const counter = countingD1(env.DB);
// Measured when each change stored its messages in statements of their own after it: 4, 4 and 6.
const VENDOR_APPLICATION = 2;
const LOW_RATING = 3;
const EMERGENCY = 5;
// Measured when the crew's text was read and stored after the move's batch: 10.
const MOVE_WITH_CREW_TEXT = 6;
// Measured when the account, the staff row, the audit and the email were each written apart: 11.
const CREW_INVITATION = 7;

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

  it("moves a visit and stores the crew member's text in the move's batch: 6 round trips", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Nora");
    await api("/api/text-settings", { method: "PUT", cookie: crew.cookie, json: { mobile_phone: "(305) 555-0190", reminder_texts: true } });
    const { reference } = await newBooking();
    await api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });
    const moved = await counted(`/api/admin/bookings/${reference}/reschedule`, {
      json: { appointment_date: futureDate({ weekday: true }), appointment_time: "2:00 PM" },
      cookie: admin.cookie,
    });
    expect(moved.status).toBe(200);
    expect(moved.tally.sequential).toBe(MOVE_WITH_CREW_TEXT);
  });

  it("invites a crew member with their account, staff row, audit and email in one batch: 7 round trips", async () => {
    const admin = await adminAccount();
    const invited = await counted("/api/admin/staff/invitations", {
      json: { email: uniqueEmail("crew"), firstName: "Rosa", lastName: "Diaz" },
      cookie: admin.cookie,
    });
    expect(invited.status).toBe(201);
    expect(invited.tally.sequential).toBe(CREW_INVITATION);
  });
});
