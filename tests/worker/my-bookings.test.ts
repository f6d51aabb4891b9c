import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AvailabilityResponse, BookingResponse } from "#core/booking-schema";
import { BOOKING_HORIZON_MONTHS } from "#core/calendar-date";
import { CHANGE_NOTICE_MESSAGE } from "#core/change-notice";
import type { MyBookingResponse, MyBookingsResponse } from "#core/my-bookings";
import { bookings, emails } from "#worker/db/schema";
import { createViaApi } from "./schedule-support";
import { openDayOnWeekday } from "./business-calendar";
import { subscriber } from "./subscription-factory";
import { api, cookieFrom, db, firstLink, futureDate, setPasswordFromEmail, type Account, uniqueEmail, verifiedAccount } from "./support";

function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    service_id: "deep-cleaning",
    appointment_date: futureDate({ weekday: true }),
    appointment_time: "10:00 AM",
    customer_name: "Marisol Ortega",
    customer_email: uniqueEmail("mine"),
    customer_phone: "(954) 555-0123",
    service_address: "300 S Pointe Dr, Apt 1805, Miami Beach, FL",
    ...overrides,
  };
}

async function book(body: Record<string, unknown>, account?: Account) {
  const response = await api("/api/bookings", {
    method: "POST",
    json: body,
    cookie: account?.cookie,
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as BookingResponse).booking;
}

function post(path: string, init: { json?: unknown; cookie?: string } = {}) {
  return api(path, { method: "POST", json: init.json ?? {}, cookie: init.cookie });
}

async function emailKindsAbout(reference: string) {
  const rows = await db.select().from(emails);
  return rows.filter((row) => row.subject.includes(reference)).map((row) => row.kind);
}

async function remaining(serviceId: string, date: string, time: string) {
  const answer = (await (await api(`/api/availability?service=${serviceId}&date=${date}`)).json()) as AvailabilityResponse;
  return answer.slots.find((slot) => slot.time === time)?.remaining;
}

/** Moves a stored visit to start a few hours from now, as if the days had passed. */
async function startsInHours(reference: string, hours: number) {
  await db
    .update(bookings)
    .set({ startsAt: new Date(Date.now() + hours * 60 * 60 * 1000) })
    .where(eq(bookings.reference, reference));
}

/** Within the next months: the first of a month that follows a 30-day month, and the "31st" of that month before. */
function firstAfterThirtyDayMonth() {
  const today = new Date();
  for (let ahead = 2; ; ahead += 1) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + ahead, 1));
    const lastDay = new Date(first.getTime() - 24 * 60 * 60 * 1000);
    if (lastDay.getUTCDate() === 30) {
      const previous = lastDay.toISOString().slice(0, 7);
      return { first: first.toISOString().slice(0, 10), lastPlusOne: `${previous}-31` };
    }
  }
}

describe("a signed-in customer's bookings", () => {
  it("lists bookings made while signed in, upcoming and past, with the details to prefill the next one", async () => {
    const account = await verifiedAccount();
    const made = await book(bookingBody(), account);
    const other = await book(bookingBody({ appointment_time: "2:00 PM" }), account);
    await book(bookingBody({ customer_email: account.email })); // same email, no account: not linked
    await db
      .update(bookings)
      .set({ startsAt: new Date("2026-01-05T15:00:00Z"), appointmentDate: "2026-01-05" })
      .where(eq(bookings.reference, other.reference));

    const response = await api("/api/my-bookings", { cookie: account.cookie });
    expect(response.status).toBe(200);
    const list = (await response.json()) as MyBookingsResponse;
    expect(list.upcoming.map((booking) => booking.reference)).toEqual([made.reference]);
    expect(list.upcoming[0]).toMatchObject({
      status: "pending",
      can_change: true,
      service_title: "Cleaning Special",
      appointment_time: "10:00 AM",
    });
    expect(list.past.map((booking) => [booking.reference, booking.can_change])).toEqual([[other.reference, false]]);
    expect(list.last_details).toEqual({ customer_phone: "(954) 555-0123", service_address: "300 S Pointe Dr, Apt 1805, Miami Beach, FL" });
  });

  it("takes in the guest bookings of an address once its owner proves it, by the verification link or a chosen password", async () => {
    for (const proof of ["verification link", "chosen password"] as const) {
      const email = uniqueEmail("guest-first");
      const asGuest = await book(bookingBody({ customer_email: email.toUpperCase() }));
      const someoneElses = await book(bookingBody({ customer_email: uniqueEmail("other") }));
      const before = await verifiedAccount(uniqueEmail("owner-of-another")); // an account that already holds its own
      const held = await book(bookingBody({ customer_email: email }), before);

      let cookie: string;
      if (proof === "verification link") cookie = (await verifiedAccount(email)).cookie;
      else {
        await api("/api/auth/sign-up/email", {
          method: "POST",
          json: { email, password: "typed at sign-up", firstName: "Ana", lastName: "Rivera", callbackURL: "/dashboard" },
        });
        await api("/api/auth/request-password-reset", { method: "POST", json: { email } });
        expect((await setPasswordFromEmail(email, "chosen from the email")).status).toBe(200);
        const signedIn = await api("/api/auth/sign-in/email", { method: "POST", json: { email, password: "chosen from the email" } });
        cookie = cookieFrom(signedIn);
      }
      const list = (await (await api("/api/my-bookings", { cookie })).json()) as MyBookingsResponse;
      expect(
        list.upcoming.map((booking) => booking.reference),
        proof,
      ).toEqual([asGuest.reference]);
      const [other] = await db.select().from(bookings).where(eq(bookings.reference, someoneElses.reference));
      expect(other?.userId).toBeNull();
      const mine = (await (await api("/api/my-bookings", { cookie: before.cookie })).json()) as MyBookingsResponse;
      expect(mine.upcoming.map((booking) => booking.reference)).toEqual([held.reference]);
    }
  });

  it("needs a session for the list", async () => {
    const response = await api("/api/my-bookings");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthenticated" } });
  });

  it("cancels at least 24 hours ahead: frees the slot, emails both sides, and cancels only once", async () => {
    const account = await verifiedAccount();
    const booking = await book(bookingBody(), account);
    expect(await remaining("deep-cleaning", booking.appointment_date, "10:00 AM")).toBe(1);

    const first = await post(`/api/my-bookings/${booking.reference}/cancel`, { cookie: account.cookie });
    expect(first.status).toBe(200);
    expect(((await first.json()) as MyBookingResponse).booking).toMatchObject({ status: "cancelled", can_change: false });
    expect(await remaining("deep-cleaning", booking.appointment_date, "10:00 AM")).toBe(2);
    expect((await emailKindsAbout(booking.reference)).sort()).toEqual([
      "booking-business",
      "booking-cancelled-business",
      "booking-cancelled-customer",
      "booking-customer",
    ]);

    const again = await post(`/api/my-bookings/${booking.reference}/cancel`, { cookie: account.cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { message: "This booking is already cancelled." } });
    expect((await emailKindsAbout(booking.reference)).filter((kind) => kind.startsWith("booking-cancelled"))).toHaveLength(2);
  });

  it("refuses to cancel or move a visit less than 24 hours away, with the notice to call", async () => {
    const account = await verifiedAccount();
    const booking = await book(bookingBody(), account);
    await startsInHours(booking.reference, 23);

    const list = (await (await api("/api/my-bookings", { cookie: account.cookie })).json()) as MyBookingsResponse;
    expect(list.upcoming.find((item) => item.reference === booking.reference)?.can_change).toBe(false);

    const cancel = await post(`/api/my-bookings/${booking.reference}/cancel`, { cookie: account.cookie });
    expect(cancel.status).toBe(409);
    expect(await cancel.json()).toEqual({ error: { code: "change_notice", message: CHANGE_NOTICE_MESSAGE } });
    const move = await post(`/api/my-bookings/${booking.reference}/reschedule`, {
      cookie: account.cookie,
      json: { appointment_date: futureDate({ weekday: true }), appointment_time: "11:00 AM" },
    });
    expect(move.status).toBe(409);
    expect(await move.json()).toMatchObject({ error: { code: "change_notice" } });
    const [stored] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(stored?.status).toBe("pending");
  });

  it("reschedules to a free slot: new time, pending again, old slot freed, reminder re-armed, both sides emailed", async () => {
    const account = await verifiedAccount();
    const booking = await book(bookingBody(), account);
    await db.update(bookings).set({ status: "confirmed", reminderSentAt: new Date() }).where(eq(bookings.reference, booking.reference));
    const newDate = futureDate({ weekday: true });

    const response = await post(`/api/my-bookings/${booking.reference}/reschedule`, {
      cookie: account.cookie,
      json: { appointment_date: newDate, appointment_time: "3:00 PM" },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as MyBookingResponse).booking).toMatchObject({
      appointment_date: newDate,
      appointment_time: "3:00 PM",
      status: "pending",
    });
    const [stored] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(stored?.reminderSentAt).toBeNull();
    expect(await remaining("deep-cleaning", booking.appointment_date, "10:00 AM")).toBe(2);
    expect(await remaining("deep-cleaning", newDate, "3:00 PM")).toBe(1);
    const customerEmail = (await db.select().from(emails)).find(
      (row) => row.kind === "booking-rescheduled-customer" && row.subject.includes(booking.reference),
    );
    expect(customerEmail?.text).toContain("10:00 AM");
    expect(customerEmail?.text).toContain("3:00 PM");
    expect(await emailKindsAbout(booking.reference)).toContain("booking-rescheduled-business");
  });

  it("refuses a full slot, a closed hour and the same time, and never overfills a slot under concurrent moves", async () => {
    const account = await verifiedAccount();
    const target = bookingBody({ appointment_time: "1:00 PM" });
    await book(target);
    await book({ ...target, customer_email: uniqueEmail("full") });
    const booking = await book(bookingBody(), account);
    const to = (date: string, time: string) =>
      post(`/api/my-bookings/${booking.reference}/reschedule`, {
        cookie: account.cookie,
        json: { appointment_date: date, appointment_time: time },
      });

    const full = await to(target.appointment_date as string, "1:00 PM");
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: { code: "slot_full" } });
    // 8:00 AM on a Sunday, before Sunday's opening: three weeks on, inside the horizon.
    const closed = await to(openDayOnWeekday(futureDate(), 0), "8:00 AM");
    expect(closed.status).toBe(400);
    expect(await closed.json()).toMatchObject({
      error: { message: "We are closed at that time. Please choose a time within our opening hours." },
    });
    const same = await to(booking.appointment_date, booking.appointment_time);
    expect(same.status).toBe(400);

    // One place left; three customers move into it at once: one gets it.
    const lastPlace = bookingBody({ appointment_time: "4:00 PM" });
    await book(lastPlace);
    const movers = await Promise.all([1, 2, 3].map(() => book(bookingBody(), account)));
    const answers = await Promise.all(
      movers.map((mover) =>
        post(`/api/my-bookings/${mover.reference}/reschedule`, {
          cookie: account.cookie,
          json: { appointment_date: lastPlace.appointment_date, appointment_time: "4:00 PM" },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await remaining("deep-cleaning", lastPlace.appointment_date as string, "4:00 PM")).toBe(0);
  });

  it("moves only to dates the calendar has, inside the booking horizon: a full slot cannot be reached by another spelling", async () => {
    const account = await verifiedAccount();
    // The first of a month after a 30-day month, full at 2:00 PM for pet grooming (two places): the "31st" of
    // the month before would start at the same instant.
    const { first, lastPlusOne } = firstAfterThirtyDayMonth();
    const full = { service_id: "pet-grooming", appointment_date: first, appointment_time: "2:00 PM" };
    await book(bookingBody(full));
    await book(bookingBody(full));
    const mover = await book(bookingBody({ service_id: "pet-grooming", appointment_time: "11:00 AM" }), account);
    const to = (date: string) =>
      post(`/api/my-bookings/${mover.reference}/reschedule`, {
        cookie: account.cookie,
        json: { appointment_date: date, appointment_time: "2:00 PM" },
      });

    for (const [date, message] of [
      [lastPlusOne, "Please choose a date."],
      [first.replace(/-0/g, "-"), "Please choose a date."],
      ["9999-12-31", `Bookings open ${BOOKING_HORIZON_MONTHS} months ahead. Please choose an earlier date.`],
    ] as const) {
      const refused = await to(date);
      expect(refused.status, date).toBe(400);
      expect(await refused.json(), date).toMatchObject({ error: { code: "invalid_input", fields: { appointment_date: message } } });
    }
    expect((await to(first)).status).toBe(409);
    expect(await remaining("pet-grooming", first, "2:00 PM")).toBe(0);
    const [stored] = await db.select().from(bookings).where(eq(bookings.reference, mover.reference));
    expect(stored?.appointmentDate).toBe(mover.appointment_date);
  });

  it("counts the schedule visits that share the cleaning crews: a move cannot overfill their slot", async () => {
    const account = await verifiedAccount();
    const booking = await book(bookingBody(), account);
    const [busy, halfBusy] = [futureDate({ weekday: true }), futureDate({ weekday: true })];
    // Bi-weekly schedules from these days: one visit in each slot, at 5:00 PM (no other test here uses it).
    for (const date of [busy, halfBusy]) {
      const owner = await subscriber();
      expect(
        (
          await createViaApi(owner.cookie, {
            scheduled_date: date,
            scheduled_time: "5:00 PM",
            frequency: "biweekly",
            special_instructions: null,
          })
        ).status,
      ).toBe(201);
    }
    await book(bookingBody({ appointment_date: busy, appointment_time: "5:00 PM" }));
    const to = (date: string) =>
      post(`/api/my-bookings/${booking.reference}/reschedule`, {
        cookie: account.cookie,
        json: { appointment_date: date, appointment_time: "5:00 PM" },
      });

    const full = await to(busy);
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: { code: "slot_full" } });
    expect(await remaining("deep-cleaning", busy, "5:00 PM")).toBe(0);

    expect((await to(halfBusy)).status).toBe(200);
    expect(await remaining("deep-cleaning", halfBusy, "5:00 PM")).toBe(0);
  });

  it("keeps every customer to their own bookings (no access by reference alone)", async () => {
    const owner = await verifiedAccount();
    const stranger = await verifiedAccount();
    const booking = await book(bookingBody(), owner);
    const guestBooking = await book(bookingBody());

    for (const reference of [booking.reference, guestBooking.reference]) {
      expect((await api(`/api/my-bookings/${reference}`, { cookie: stranger.cookie })).status).toBe(404);
      expect((await post(`/api/my-bookings/${reference}/cancel`, { cookie: stranger.cookie })).status).toBe(404);
      const move = await post(`/api/my-bookings/${reference}/reschedule`, {
        cookie: stranger.cookie,
        json: { appointment_date: futureDate({ weekday: true }), appointment_time: "11:00 AM" },
      });
      expect(move.status).toBe(404);
    }
    expect((await api(`/api/my-bookings/${booking.reference}`)).status).toBe(401);
    const list = (await (await api("/api/my-bookings", { cookie: stranger.cookie })).json()) as MyBookingsResponse;
    expect([...list.upcoming, ...list.past]).toEqual([]);
    const [stored] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(stored?.status).toBe("pending");
  });
});

describe("the signed link in the confirmation email", () => {
  it("lets a guest open, move and cancel that one booking, and no other", async () => {
    const guest = await book(bookingBody());
    const other = await book(bookingBody());
    const confirmation = (await db.select().from(emails)).find(
      (row) => row.kind === "booking-customer" && row.subject.includes(guest.reference),
    )!;
    const link = new URL(firstLink(confirmation.html, "/manage-booking"));
    expect(confirmation.text).toContain(link.href);
    expect(link.pathname).toBe("/manage-booking");
    expect(link.searchParams.get("reference")).toBe(guest.reference);
    const token = link.searchParams.get("token")!;

    const opened = await api(`/api/my-bookings/${guest.reference}?token=${token}`);
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as MyBookingResponse).booking).toMatchObject({ reference: guest.reference, can_change: true });

    expect((await api(`/api/my-bookings/${other.reference}?token=${token}`)).status).toBe(404);
    // Its first character changed, always to another one (a fixed "A" left a token that began with one as it was),
    // and not its last, whose low bits a decoder may drop.
    const altered = `${token.startsWith("A") ? "B" : "A"}${token.slice(1)}`;
    expect((await api(`/api/my-bookings/${guest.reference}?token=${altered}`)).status).toBe(404);
    expect((await post(`/api/my-bookings/${other.reference}/cancel?token=${token}`)).status).toBe(404);

    const newDate = futureDate({ weekday: true });
    const moved = await post(`/api/my-bookings/${guest.reference}/reschedule?token=${token}`, {
      json: { appointment_date: newDate, appointment_time: "9:00 AM" },
    });
    expect(moved.status).toBe(200);
    const cancelled = await post(`/api/my-bookings/${guest.reference}/cancel?token=${token}`);
    expect(((await cancelled.json()) as MyBookingResponse).booking.status).toBe("cancelled");
    const [untouched] = await db.select().from(bookings).where(eq(bookings.reference, other.reference));
    expect(untouched?.status).toBe("pending");
  });
});
