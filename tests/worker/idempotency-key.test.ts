import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import type { ScheduleResponse } from "#core/schedule-schema";
import type { SubscriptionCheckoutResponse } from "#core/subscription-api";
import type { VendorApplicationResponse } from "#core/vendor-schema";
import { KEY_REUSED_MESSAGE } from "#worker/services/bookings/repeated-booking";
import { VENDOR_KEY_REUSED_MESSAGE } from "#worker/services/work/vendor-applications";
import { checkoutBody, subscriberAccount } from "./billing-support";
import { createViaApi, pinClockBeforeFreshSlots, scheduleBody } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { api, bookingBody, uniqueEmail, verifiedAccount } from "./support";

pinClockBeforeFreshSlots();

const REFUSED = { error: { code: "invalid_input", message: "The Idempotency-Key header must be 8 to 100 characters." } };

const vendorApplication = () => ({
  name: "Yolanda Pierre",
  serviceType: "Massage",
  email: uniqueEmail("vendor"),
  phone: "(561) 555-0134",
  message: "Licensed massage therapists serving Palm Beach County, with our own tables.",
});

describe("the Idempotency-Key header of every create", () => {
  const creates: { path: string; body: () => unknown; signedIn: boolean }[] = [
    { path: "/api/bookings", body: () => bookingBody(), signedIn: false },
    { path: "/api/vendor-applications", body: vendorApplication, signedIn: false },
    { path: "/api/schedules", body: () => scheduleBody(), signedIn: true },
    { path: "/api/subscription/checkout", body: () => checkoutBody(), signedIn: true },
  ];

  for (const { path, body, signedIn } of creates) {
    it(`is refused on ${path} when shorter than 8 or longer than 100 characters (spaces trimmed)`, async () => {
      const cookie = signedIn ? (await verifiedAccount()).cookie : undefined;
      for (const key of ["short-k", "   seven   ", "k".repeat(101)]) {
        const response = await api(path, { method: "POST", cookie, json: body(), headers: { "Idempotency-Key": key } });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual(REFUSED);
      }
    });
  }
});

describe("an Idempotency-Key reused by another booking request", () => {
  const REUSED = { error: { code: "idempotency_key_reused", message: KEY_REUSED_MESSAGE } };
  const post = (body: unknown, key: string, cookie?: string) =>
    api("/api/bookings", { method: "POST", json: body, cookie, headers: { "Idempotency-Key": key } });

  it("is refused with 409 and nothing of the first booking, while the first client's retry still gets its booking", async () => {
    const key = crypto.randomUUID();
    const first = bookingBody();
    const created = await post(first, key);
    expect(created.status).toBe(201);
    const { booking } = (await created.json()) as BookingResponse;

    const others = [
      { body: { ...first, customer_email: uniqueEmail("other") } },
      { body: { ...first, appointment_time: "11:00 AM" } },
      { body: { ...first, service_id: "deep-cleaning" } },
      { body: { ...first, appointment_date: bookingBody().appointment_date } },
      // The same details, sent by someone signed in: the first booking was a guest's.
      { body: first, cookie: (await verifiedAccount()).cookie },
    ];
    for (const { body, cookie } of others) {
      const refused = await post(body, key, cookie);
      expect(refused.status).toBe(409);
      const text = await refused.text();
      expect(JSON.parse(text)).toEqual(REUSED);
      for (const secret of [booking.reference, booking.calendar_url, "token="]) expect(text).not.toContain(secret);
    }

    const repeated = await post(first, key);
    expect(repeated.status).toBe(200);
    expect(((await repeated.json()) as BookingResponse).booking).toEqual(booking);
  });

  it("gives one of two clients racing with one key its booking and the other a 409", async () => {
    const key = crypto.randomUUID();
    const mine = bookingBody();
    const theirs = { ...mine, customer_email: uniqueEmail("racer") };
    const answers = await Promise.all([post(mine, key), post(theirs, key)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const [won, lost] = answers[0]!.status === 201 ? answers : [answers[1]!, answers[0]!];
    const { booking } = (await won!.json()) as BookingResponse;
    expect(await lost!.text()).not.toContain(booking.reference);
  });
});

describe("an Idempotency-Key reused by another vendor application", () => {
  const REUSED = { error: { code: "idempotency_key_reused", message: VENDOR_KEY_REUSED_MESSAGE } };
  const post = (body: unknown, key: string) =>
    api("/api/vendor-applications", { method: "POST", json: body, headers: { "Idempotency-Key": key } });

  it("is refused with 409 and nothing of the first application, while the first applicant's retry still gets it", async () => {
    const key = crypto.randomUUID();
    const first = vendorApplication();
    const created = await post(first, key);
    expect(created.status).toBe(201);
    const { application } = (await created.json()) as VendorApplicationResponse;

    for (const body of [
      { ...first, email: uniqueEmail("other") },
      { ...first, name: "Someone Else" },
      { ...first, serviceType: "Nails" },
    ]) {
      const refused = await post(body, key);
      expect(refused.status).toBe(409);
      const text = await refused.text();
      expect(JSON.parse(text)).toEqual(REUSED);
      for (const secret of [application.id, application.createdAt]) expect(text).not.toContain(secret);
    }

    const repeated = await post(first, key);
    expect(repeated.status).toBe(200);
    expect(((await repeated.json()) as VendorApplicationResponse).application).toEqual(application);
  });

  it("gives one of two applicants racing with one key their application and the other a 409", async () => {
    const key = crypto.randomUUID();
    const mine = vendorApplication();
    const answers = await Promise.all([post(mine, key), post({ ...mine, email: uniqueEmail("racer") }, key)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const [won, lost] = answers[0]!.status === 201 ? answers : [answers[1]!, answers[0]!];
    const { application } = (await won!.json()) as VendorApplicationResponse;
    expect(await lost!.text()).not.toContain(application.id);
  });
});

// Schedules and checkouts are per signed-in user: another user's key is a new request of their own.
describe("an Idempotency-Key reused by another signed-in user", () => {
  it("makes a schedule of their own, not an answer with the first user's schedule", async () => {
    const key = crypto.randomUUID();
    const first = await createViaApi((await subscriber()).cookie, scheduleBody(), key);
    expect(first.status).toBe(201);
    const { schedule } = (await first.json()) as ScheduleResponse;

    const other = await createViaApi((await subscriber()).cookie, scheduleBody(), key);
    expect(other.status).toBe(201);
    expect(((await other.json()) as ScheduleResponse).schedule.id).not.toBe(schedule.id);
  });

  it("opens a checkout of their own, not the first user's checkout", async () => {
    const key = crypto.randomUUID();
    const checkout = async (cookie: string) =>
      api("/api/subscription/checkout", { method: "POST", cookie, json: checkoutBody(), headers: { "Idempotency-Key": key } });
    const first = await checkout((await subscriberAccount()).cookie);
    expect(first.status).toBe(201);
    const { session_id } = (await first.json()) as SubscriptionCheckoutResponse;

    const other = await checkout((await subscriberAccount()).cookie);
    expect(other.status).toBe(201);
    expect(((await other.json()) as SubscriptionCheckoutResponse).session_id).not.toBe(session_id);
  });
});
