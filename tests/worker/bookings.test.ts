import { env } from "cloudflare:workers";
import { addDays, format, parseISO } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AvailabilityResponse, BookingRequest, BookingResponse } from "#core/booking-schema";
import { BOOKING_HORIZON_MONTHS, lastBookableDate } from "#core/calendar-date";
import { holidayOn } from "#core/holidays";
import { slotsOn } from "#core/opening-hours";
import { BOOKING_SLOTS, slotStart } from "#core/time-slots";
import { bookings, emails, requestLimits } from "#worker/db/schema";
import { runScheduledJobs } from "#worker/scheduled";
import { createBooking } from "#worker/services/bookings/create-booking";
import type { Mailer } from "#worker/services/email";
import { deliverStoredMessage } from "#worker/services/outbox/outbox-delivery";
import { providerMailer } from "./outbox-support";
import { clientAddress } from "#worker/middleware/client-address";
import { api, appNow, asAnswer, bookingBody, db, futureDate, testContext, uniqueEmail, sendBooking } from "./support";

const book = sendBooking;

/** The nth Sunday of a month (0 = January), as yyyy-MM-dd: the US clock changes fall on these. */
function nthSunday(year: number, month: number, n: number): string {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return new Date(Date.UTC(year, month, 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1))).toISOString().slice(0, 10);
}

async function emailsFor(reference: string) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  const rows = await db.select().from(emails);
  return rows.filter((row) => row.id === booking?.customerEmailId || row.id === booking?.businessEmailId);
}

describe("POST /api/bookings", () => {
  it("stores a pending booking with the catalogue's title and price and sends both emails", async () => {
    const body = bookingBody({ service_title: "Free cleaning", service_price: "$0", status: "confirmed" });
    const response = await book(body);
    expect(response.status).toBe(201);
    const { booking, emails: outcome } = (await response.json()) as BookingResponse;
    expect(booking).toMatchObject({
      service_id: "regular-cleaning",
      service_title: "Regular Cleaning",
      service_price: "$80/visit",
      status: "pending",
      appointment_date: body.appointment_date,
      appointment_time: "10:00 AM",
    });
    expect(booking.reference).toMatch(/^SFB-[2-9A-HJ-NP-Z]{6}$/);
    expect(outcome).toEqual({ customer: "sent", admin: "sent" });
    const sent = await emailsFor(booking.reference);
    expect(sent.map((row) => [row.kind, row.to]).sort()).toEqual([
      ["booking-business", "bookings@sflconcierge.com"],
      ["booking-customer", body.customer_email],
    ]);
    expect(sent.find((row) => row.kind === "booking-customer")?.text).toContain("24 hours' notice");
  });

  it("refuses an unknown service, a past date and a past slot today", async () => {
    const unknown = await book(bookingBody({ service_id: "teleportation" }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { fields: { service_id: "This service does not exist." } } });

    const pastDate = await book(bookingBody({ appointment_date: "2020-01-06" }));
    expect(pastDate.status).toBe(400);

    // A weekday's 8:00 AM, asked for at 10:00 AM New York time that day: always checked.
    const day = futureDate({ weekday: true });
    const tenOClock = slotStart(day, "10:00 AM");
    const ctx = testContext({
      now: tenOClock,
      mailer: { db, from: "a@b.c", provider: null },
      settings: { authSecret: "test-secret", businessEmail: "bookings@sflconcierge.com" },
    });
    const pastSlot = await createBooking(ctx, bookingBody({ appointment_date: day, appointment_time: BOOKING_SLOTS[0] }), {
      idempotencyKey: crypto.randomUUID(),
    }).then(() => null, asAnswer);
    expect(pastSlot).toMatchObject({ status: 400, fields: { appointment_time: "This time has already passed." } });
  });

  it("refuses an address of a character or two, saying the minimum", async () => {
    const response = await book(bookingBody({ service_address: "x" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { service_address: "Please enter the full service address (at least 5 characters)." } },
    });
  });

  it("answers bad fields with 400 and a message per field", async () => {
    const response = await book(bookingBody({ customer_email: "nope", customer_phone: "12345", customer_name: " ", service_address: "" }));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe("invalid_input");
    expect(error.fields).toEqual({
      customer_email: "Please enter a valid email address.",
      customer_phone: "Please enter a valid phone number.",
      customer_name: "Please enter your full name.",
      service_address: "Please enter the service address.",
    });
  });

  it("refuses dates that do not exist and dates past the booking horizon", async () => {
    for (const date of ["2030-04-31", "2030-03-62", "9999-99-99", "2027-02-29", "2027-6-05", "2027-06-05T00:00"]) {
      const response = await book(bookingBody({ appointment_date: date }));
      expect(response.status, date).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: "invalid_input", fields: { appointment_date: "Please choose a date." } },
      });
      expect((await api(`/api/availability?service=regular-cleaning&date=${date}`)).status, date).toBe(400);
    }
    const lastDate = lastBookableDate(appNow());
    for (const date of ["2030-04-30", dayAfter(lastDate, 1)]) {
      const tooFar = await book(bookingBody({ appointment_date: date }));
      expect(tooFar.status, date).toBe(400);
      expect(await tooFar.json()).toMatchObject({
        error: { fields: { appointment_date: `Bookings open ${BOOKING_HORIZON_MONTHS} months ahead. Please choose an earlier date.` } },
      });
    }
    // The horizon's last day, or the last open weekday before it when that day is a weekend or
    // a holiday (as 2027-11-25, Thanksgiving, is the last day seen from 2026-11-25).
    let lastOpenWeekday = lastDate;
    while (holidayOn(lastOpenWeekday) || [0, 6].includes(parseISO(lastOpenWeekday).getDay()))
      lastOpenWeekday = dayAfter(lastOpenWeekday, -1);
    expect((await book(bookingBody({ appointment_date: lastOpenWeekday }))).status, lastOpenWeekday).toBe(201);
    expect(await db.select().from(bookings).where(eq(bookings.appointmentDate, "2030-04-31"))).toHaveLength(0);
  });

  it("never overbooks a slot: 10 concurrent requests, capacity 2", async () => {
    const date = futureDate({ weekday: true });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => book(bookingBody({ appointment_date: date, appointment_time: "2:00 PM" }))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    const conflict = responses.find((response) => response.status === 409)!;
    expect(await conflict.json()).toMatchObject({
      error: { code: "slot_full", message: "Sorry, that time was just booked. Please choose another time." },
    });
    const stored = await db.select().from(bookings).where(eq(bookings.appointmentDate, date));
    expect(stored).toHaveLength(2);

    // The bookings' ZIP (33131) is in Miami: Miami's slot is full.
    const slots = (await (await api(`/api/availability?service=regular-cleaning&date=${date}&zip=33131`)).json()) as AvailabilityResponse;
    expect([slots.area, slots.area_from]).toEqual(["Miami, FL", "zip"]);
    // A regular cleaning holds its crew 3 hours: only times whose visit ends by 8 PM closing are offered.
    expect(slots.slots.map((slot) => slot.time)).toEqual(slotsOn(date, 3));
    expect(slots.slots.at(-1)?.time).toBe("5:00 PM");
    const full = { available: false, remaining: 0, reason: "full" };
    // The two 2 PM visits hold both crews from 2 to 5 PM: a 3-hour visit overlapping them finds none.
    for (const time of ["12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"]) {
      expect(slots.slots.find((slot) => slot.time === time)).toEqual({ time, ...full });
    }
    expect(slots.slots.find((slot) => slot.time === "11:00 AM")).toEqual({ time: "11:00 AM", available: true, remaining: 2 });
    expect(slots.slots.find((slot) => slot.time === "5:00 PM")).toEqual({ time: "5:00 PM", available: true, remaining: 2 });
  });

  it("creates one booking for one idempotency key, however often it is sent", async () => {
    const body = bookingBody();
    const key = crypto.randomUUID();
    const first = await book(body, key);
    const second = await book(body, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const a = (await first.json()) as BookingResponse;
    const b = (await second.json()) as BookingResponse;
    expect(b.booking.reference).toBe(a.booking.reference);
    expect(await db.select().from(bookings).where(eq(bookings.idempotencyKey, key))).toHaveLength(1);
    expect(await emailsFor(a.booking.reference)).toHaveLength(2);
  });

  it("escapes what the customer typed in both emails", async () => {
    const response = await book(bookingBody({ customer_name: "<script>alert(1)</script>", special_notes: '<img src=x onerror="x">' }));
    const { booking } = (await response.json()) as BookingResponse;
    for (const email of await emailsFor(booking.reference)) {
      expect(email.html).not.toContain("<script>");
      expect(email.html).not.toContain("<img src=x");
      expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });

  it("keeps local time across daylight-saving changes in the answer, the email and the calendar file", async () => {
    // Next year's changes, booked as if on October 1 before them: the calendar link of a visit
    // long past would be refused (booking-links.ts), so the visits stay ahead of the real clock.
    const year = new Date().getUTCFullYear() + 1;
    const november = nthSunday(year, 10, 1);
    const march = nthSunday(year + 1, 2, 2);
    const bookedOn = new Date(`${year}-10-01T12:00:00Z`);
    const local = testContext({
      now: bookedOn,
      mailer: { db, from: "a@b.c", provider: null },
      settings: {
        siteUrl: "http://localhost:5173",
        authSecret: "local-development-secret-not-for-production-use",
        businessEmail: "bookings@sflconcierge.com",
      },
    });
    const cases = [
      // Both change days are Sundays, open from 10 AM: 10:00 is UTC-5 in November, UTC-4 in March.
      // The event lasts as long as the booking holds its crew: 3 hours for a regular cleaning.
      { date: november, start: `${november.replace(/-/g, "")}T150000Z`, end: `${november.replace(/-/g, "")}T180000Z` },
      { date: march, start: `${march.replace(/-/g, "")}T140000Z`, end: `${march.replace(/-/g, "")}T170000Z` },
    ];
    for (const { date, start, end } of cases) {
      const input = { ...bookingBody({ appointment_date: date, appointment_time: "10:00 AM" }), special_notes: null } as BookingRequest;
      const { response } = await createBooking(local, input, { idempotencyKey: crypto.randomUUID() });
      expect(response.booking.appointment_time).toBe("10:00 AM");
      const customer = (await emailsFor(response.booking.reference)).find((row) => row.kind === "booking-customer")!;
      expect(customer.text).toContain("at 10:00 AM");
      const url = new URL(response.booking.calendar_url);
      const ics = await (await api(url.pathname + url.search)).text();
      expect(ics).toContain(`DTSTART:${start}`);
      expect(ics).toContain(`DTEND:${end}`);
      expect(ics).toContain("\r\n");
    }
  });

  it("serves the calendar file only with the token from the email", async () => {
    const { booking } = (await (await book(bookingBody())).json()) as BookingResponse;
    const wrong = await api(`/api/bookings/${booking.reference}/calendar.ics?token=guess`);
    expect(wrong.status).toBe(404);
  });
});

describe("booking emails and reminders", () => {
  const context = (mailer: Mailer, now: Date) =>
    testContext({
      now,
      mailer,
      settings: { siteUrl: "http://localhost:5173", authSecret: "x".repeat(40), businessEmail: "team@example.com" },
    });

  it("books without waiting on the email provider: the emails are queued, and the consumer sends them once it answers", async () => {
    let fail = true;
    const sentTo: string[] = [];
    const fetchImpl = (async (_url: unknown, init?: RequestInit) => {
      if (fail) return Response.json({ message: "down" }, { status: 500 });
      sentTo.push(JSON.parse(String(init?.body)).to[0]);
      return Response.json({ id: `re_${sentTo.length}` });
    }) as typeof fetch;
    const mailer = providerMailer(fetchImpl);
    const start = appNow();
    const { response, created } = await createBooking(
      context(mailer, start),
      { ...bookingBody(), special_notes: null },
      { idempotencyKey: crypto.randomUUID() },
    );
    expect(created).toBe(true);
    expect(response.emails).toEqual({ customer: "sent", admin: "sent" });
    expect(await db.select().from(bookings).where(eq(bookings.reference, response.booking.reference))).toHaveLength(1);
    expect(mailer.queue.ids).toHaveLength(2);

    for (const id of mailer.queue.ids) expect((await deliverStoredMessage(mailer, id, start)).kind).toBe("retry");
    fail = false;
    for (const id of mailer.queue.ids) await deliverStoredMessage(mailer, id, new Date(start.getTime() + 2 * 60_000));
    expect(sentTo.sort()).toEqual([response.booking.customer_email, "team@example.com"].sort());
  });

  it("reminds the customer once, about 24 hours before, skipping cancelled visits", async () => {
    const date = futureDate({ weekday: true });
    const made = (await (await book(bookingBody({ appointment_date: date, appointment_time: "9:00 AM" }))).json()) as BookingResponse;
    const cancelled = (await (await book(bookingBody({ appointment_date: date, appointment_time: "11:00 AM" }))).json()) as BookingResponse;
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.reference, cancelled.booking.reference));

    const dayBefore = new Date(slotStart(date, "9:00 AM").getTime() - 24 * 60 * 60 * 1000);
    await runScheduledJobs(env, dayBefore);
    await runScheduledJobs(env, new Date(dayBefore.getTime() + 10 * 60_000));
    const reminders = (await db.select().from(emails)).filter((row) => row.kind === "booking-reminder");
    expect(reminders.filter((row) => row.to === made.booking.customer_email)).toHaveLength(1);
    expect(reminders.filter((row) => row.to === cancelled.booking.customer_email)).toHaveLength(0);
  });
});

describe("GET /api/availability", () => {
  it("marks past slots and validates its query", async () => {
    const past = (await (await api("/api/availability?service=regular-cleaning&date=2020-01-06")).json()) as AvailabilityResponse;
    expect(past.slots.every((slot) => !slot.available && slot.reason === "past")).toBe(true);
    expect((await api("/api/availability?service=regular-cleaning&date=tomorrow")).status).toBe(400);
    expect((await api("/api/availability?service=nope&date=2027-01-01")).status).toBe(404);
  });
});

describe("booking rate limit", () => {
  it("answers 429 after ten bookings from one client in ten minutes", async () => {
    const ip = "192.0.2.99";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await api("/api/bookings", {
        method: "POST",
        ip,
        json: bookingBody(),
        headers: { "Idempotency-Key": crypto.randomUUID() },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("stores nothing and mails nobody for a refused booking, and lets exactly ten of twelve sent at once through", async () => {
    const ip = "192.0.2.98";
    const bodies = Array.from({ length: 12 }, () => bookingBody({ service_id: "barber-service" }));
    const responses = await Promise.all(
      bodies.map((json) => api("/api/bookings", { method: "POST", ip, json, headers: { "Idempotency-Key": crypto.randomUUID() } })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 201), 429, 429]);
    const refused = bodies.filter((_, index) => responses[index]!.status === 429);
    for (const response of responses.filter(({ status }) => status === 429)) {
      expect(await response.json()).toEqual({
        error: { code: "rate_limited", message: "Too many bookings from this connection. Please wait a few minutes or call us." },
      });
    }
    for (const body of refused) {
      expect(await db.select().from(bookings).where(eq(bookings.customerEmail, body.customer_email))).toEqual([]);
      expect(await db.select().from(emails).where(eq(emails.to, body.customer_email))).toEqual([]);
    }
  });

  it("counts a booking once when its first attempt is rolled back and retried (the first-cleaning offer taken meanwhile)", async () => {
    const email = uniqueEmail("offer-retry");
    expect(
      (
        await api("/api/bookings", {
          method: "POST",
          json: bookingBody({ customer_email: email }),
          headers: { "Idempotency-Key": crypto.randomUUID() },
        })
      ).status,
    ).toBe(201);
    const key = `bookings:retry-${crypto.randomUUID()}`;
    // Read before the first booking took the offer: the first attempt claims it again and fails, the retry books without it.
    const { response, created } = await createBooking(testContext(), bookingBody({ customer_email: email }), {
      idempotencyKey: crypto.randomUUID(),
      firstCleaning: true,
      requestLimit: { key, limit: 10, windowMs: 10 * 60 * 1000, message: "Too many bookings." },
    });
    expect(created).toBe(true);
    expect(response.booking.estimate?.discount_cents).toBe(0);
    expect(await db.select({ count: requestLimits.count }).from(requestLimits).where(eq(requestLimits.key, key))).toEqual([{ count: 1 }]);
  });

  it("counts an IPv6 client by its /64 network, whatever address in it is used", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const ip = `2001:db8:77:1:${(attempt + 1).toString(16)}::${attempt + 7}`;
      const response = await api("/api/bookings", {
        method: "POST",
        ip,
        json: bookingBody(),
        headers: { "Idempotency-Key": crypto.randomUUID() },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const otherNetwork = await api("/api/bookings", {
      method: "POST",
      ip: "2001:db8:77:2::1",
      json: bookingBody(),
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(otherNetwork.status).toBe(201);
  });
});

describe("clientAddress", () => {
  const of = (ip: string) => clientAddress(new Headers({ "cf-connecting-ip": ip }));
  it("keeps IPv4, maps IPv4-mapped IPv6 to IPv4 and cuts IPv6 to its /64", () => {
    expect(of("198.51.100.7")).toBe("198.51.100.7");
    expect(of("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(of("2001:0DB8:0000:0042:1:2:3:4")).toBe("2001:db8:0:42::/64");
    expect(of("2001:db8:0:42::9")).toBe("2001:db8:0:42::/64");
    expect(of("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddress(new Headers())).toBe("unknown");
  });

  it('gives one key to one address however it is written (case, leading zeros, "::")', () => {
    const spellings = ["2001:db8:5e:77::1", "2001:0DB8:005E:0077:0000:0000:0000:0001", "2001:db8:5e:77:0:0:0:1", "2001:DB8:5E:77::0001"];
    expect(new Set(spellings.map(of))).toEqual(new Set(["2001:db8:5e:77::/64"]));
  });
});

/** The yyyy-MM-dd date `days` days after `date` (before it when negative). */
function dayAfter(date: string, days: number): string {
  return format(addDays(parseISO(date), days), "yyyy-MM-dd");
}
