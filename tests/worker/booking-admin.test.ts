import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminBookingDetail, AdminBookingList, BookingActionResponse } from "#core/admin-api";
import type { AvailabilityResponse, BookingResponse } from "#core/booking-schema";
import { adminActions, bookings, emails } from "#worker/db/schema";
import { getService } from "#core/catalogue";
import { businessToday, slotStart } from "#core/time-slots";
import { adminAccount, api, appNow, db, futureDate, uniqueEmail, verifiedAccount } from "./support";

async function book(overrides: Record<string, unknown> = {}): Promise<BookingResponse["booking"]> {
  const response = await api("/api/bookings", {
    method: "POST",
    headers: { "Idempotency-Key": crypto.randomUUID() },
    json: {
      service_id: "regular-cleaning",
      appointment_date: futureDate({ weekday: true }),
      appointment_time: "10:00 AM",
      customer_name: "Marisol Vega",
      customer_email: uniqueEmail("customer"),
      customer_phone: "(305) 555-0101",
      service_address: "88 SW 7th St, Apt 1204, Miami, FL",
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as BookingResponse).booking;
}

async function act(reference: string, action: string) {
  const admin = await adminAccount();
  return api(`/api/admin/bookings/${reference}/status`, { method: "POST", cookie: admin.cookie, json: { action } });
}

async function listBookings(query: string): Promise<AdminBookingList> {
  const admin = await adminAccount();
  const response = await api(`/api/admin/bookings?${query}`, { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminBookingList;
}

async function emailsTo(to: string) {
  return db.select().from(emails).where(eq(emails.to, to));
}

/** yyyy-MM-dd `days` from today in New York (negative: before it). */
function daysFromToday(days: number): string {
  return new Date(Date.parse(`${businessToday(appNow())}T12:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

let inserted = 0;
/** A booking written straight into D1, for dates the booking form refuses (the past, today). */
async function insertBooking(values: { date: string; time: string; customerName: string; status?: "pending" | "confirmed" }) {
  inserted += 1;
  const id = crypto.randomUUID();
  const now = new Date();
  const reference = `SFB-OD${String(inserted).padStart(4, "0")}`;
  await db.insert(bookings).values({
    id,
    reference,
    serviceId: "regular-cleaning",
    serviceTitle: getService("regular-cleaning")!.title,
    servicePrice: "$80/visit",
    appointmentDate: values.date,
    appointmentTime: values.time,
    startsAt: slotStart(values.date, values.time),
    customerName: values.customerName,
    customerEmail: uniqueEmail("inserted"),
    customerPhone: "(305) 555-0100",
    serviceAddress: "1 Ocean Dr, Miami, FL",
    status: values.status ?? "pending",
    userId: null,
    idempotencyKey: id,
    createdAt: now,
    updatedAt: now,
  });
  return reference;
}

describe("admin: booking list", () => {
  it("opens on today and what is coming, soonest first; a date range still reaches the past", async () => {
    const name = `Order ${crypto.randomUUID().slice(0, 8)}`;
    const later = await insertBooking({ date: daysFromToday(40), time: "9:00 AM", customerName: name });
    const past = await insertBooking({ date: daysFromToday(-3), time: "9:00 AM", customerName: name });
    const todayLate = await insertBooking({ date: daysFromToday(0), time: "7:00 PM", customerName: name });
    const todayEarly = await insertBooking({ date: daysFromToday(0), time: "8:00 AM", customerName: name });
    const soon = await insertBooking({ date: daysFromToday(5), time: "9:00 AM", customerName: name });
    const q = `q=${encodeURIComponent(name)}`;

    const upcoming = await listBookings(q);
    // Today's visits count as upcoming all day, even once their hour has passed: the crews are still out.
    expect(upcoming.bookings.map((row) => row.reference)).toEqual([todayEarly, todayLate, soon, later]);
    expect([upcoming.total, upcoming.startsFrom, upcoming.order]).toEqual([4, businessToday(appNow()), "soonest-first"]);

    const range = await listBookings(`${q}&from=${daysFromToday(-10)}&to=${daysFromToday(10)}`);
    expect(range.bookings.map((row) => row.reference)).toEqual([past, todayEarly, todayLate, soon]);
    expect([range.startsFrom, range.order]).toEqual([daysFromToday(-10), "soonest-first"]);

    // Only an end date: looking back from it, so the nearest day comes first.
    const before = await listBookings(`${q}&to=${daysFromToday(0)}`);
    expect(before.bookings.map((row) => row.reference)).toEqual([todayLate, todayEarly, past]);
    expect([before.startsFrom, before.order]).toEqual([null, "latest-first"]);
  });

  it("filters by status, date range, service and a search on reference, name or email", async () => {
    const date = futureDate({ weekday: true });
    const name = `Filtered ${crypto.randomUUID().slice(0, 8)}`;
    const first = await book({ appointment_date: date, customer_name: name });
    const second = await book({ appointment_date: date, customer_name: name, service_id: "car-detailing", appointment_time: "2:00 PM" });
    const other = await book({ appointment_date: futureDate({ weekday: true }), customer_name: name });
    expect((await act(second.reference, "confirm")).status).toBe(200);

    const all = await listBookings(`q=${encodeURIComponent(name)}`);
    expect(all.total).toBe(3);
    expect(all.bookings.map((row) => row.reference)).toEqual([first.reference, second.reference, other.reference]);

    expect((await listBookings(`q=${encodeURIComponent(name)}&status=confirmed`)).bookings.map((row) => row.reference)).toEqual([
      second.reference,
    ]);
    expect((await listBookings(`q=${encodeURIComponent(name)}&from=${date}&to=${date}`)).total).toBe(2);
    expect((await listBookings(`q=${encodeURIComponent(name)}&service=car-detailing`)).bookings.map((row) => row.reference)).toEqual([
      second.reference,
    ]);
    expect((await listBookings(`q=${first.reference.toLowerCase()}`)).bookings.map((row) => row.reference)).toEqual([first.reference]);
    expect((await listBookings(`q=${encodeURIComponent(first.customer_email)}`)).bookings.map((row) => row.reference)).toEqual([
      first.reference,
    ]);
    // LIKE wildcards typed in the search are taken literally.
    expect((await listBookings("q=%25")).total).toBe(0);
  });

  it("pages by 20", async () => {
    const name = `Paged ${crypto.randomUUID().slice(0, 8)}`;
    const date = futureDate({ weekday: true });
    const slots = [
      "8:00 AM",
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
      "5:00 PM",
      "6:00 PM",
    ];
    for (const time of slots) {
      // A one-hour service, so that each hour's two visits leave the next hour's crews free.
      const visit = { service_id: "barber-service", appointment_date: date, appointment_time: time, customer_name: name };
      await book(visit);
      await book(visit);
    }
    const page1 = await listBookings(`q=${encodeURIComponent(name)}`);
    const page2 = await listBookings(`q=${encodeURIComponent(name)}&page=2`);
    expect([page1.total, page1.pageSize, page1.bookings.length, page2.bookings.length]).toEqual([22, 20, 20, 2]);
    expect(new Set([...page1.bookings, ...page2.bookings].map((row) => row.reference)).size).toBe(22);
  });

  it("refuses bad filters with field errors", async () => {
    const admin = await adminAccount();
    const response = await api("/api/admin/bookings?status=lost&from=tomorrow", { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "invalid_input", fields: { status: expect.any(String), from: "Use a date like 2026-12-01." } },
    });
  });
});

describe("admin: booking status", () => {
  it("confirms a pending booking, emails the customer from the stored booking, and records who did it", async () => {
    const booking = await book({ customer_name: "<b>Ines</b> Duarte" });
    const response = await act(booking.reference, "confirm");
    expect(response.status).toBe(200);
    const body = (await response.json()) as BookingActionResponse;
    expect(body.booking.status).toBe("confirmed");
    expect(body.email).toEqual({ status: "queued" });
    expect(body.allowedActions).toEqual(["cancel"]);
    expect(body.history).toEqual([
      { actorEmail: "owner@example.com", action: "confirm", detail: "pending -> confirmed", at: expect.any(String) },
    ]);

    const sent = (await emailsTo(booking.customer_email)).filter((email) => email.kind === "booking-confirmed");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain(booking.reference);
    expect(sent[0]?.html).toContain("&lt;b&gt;Ines&lt;/b&gt; Duarte");
    expect(sent[0]?.html).not.toContain("<b>Ines</b>");
  });

  it("cancels a confirmed booking and emails the customer", async () => {
    const booking = await book();
    await act(booking.reference, "confirm");
    const response = await act(booking.reference, "cancel");
    expect(response.status).toBe(200);
    expect(((await response.json()) as BookingActionResponse).history.map((entry) => entry.detail)).toEqual([
      "pending -> confirmed",
      "confirmed -> cancelled",
    ]);
    const kinds = (await emailsTo(booking.customer_email)).map((email) => email.kind).sort();
    expect(kinds).toEqual(["booking-cancelled", "booking-confirmed", "booking-customer"]);
  });

  it("answers 409 for every change the status does not allow, and changes nothing", async () => {
    const pending = await book();
    expect((await act(pending.reference, "complete")).status).toBe(409);

    const confirmed = await book();
    await act(confirmed.reference, "confirm");
    const again = await act(confirmed.reference, "confirm");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "invalid_transition", message: "This booking is confirmed, so it cannot be confirmed." },
    });
    const early = await act(confirmed.reference, "complete");
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { code: "visit_not_started" } });

    const cancelled = await book();
    await act(cancelled.reference, "cancel");
    for (const action of ["confirm", "complete", "cancel"]) {
      const refused = await act(cancelled.reference, action);
      expect(refused.status, action).toBe(409);
    }
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, cancelled.reference));
    expect(row?.status).toBe("cancelled");
    const history = await db.select().from(adminActions).where(eq(adminActions.targetId, row!.id));
    expect(history.map((entry) => entry.action)).toEqual(["cancel"]);
    expect((await emailsTo(cancelled.customer_email)).filter((email) => email.kind === "booking-cancelled")).toHaveLength(1);
  });

  it("completes a confirmed visit once it has started, without emailing", async () => {
    const booking = await book();
    await act(booking.reference, "confirm");
    await db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(bookings.reference, booking.reference));
    const response = await act(booking.reference, "complete");
    expect(response.status).toBe(200);
    const body = (await response.json()) as BookingActionResponse;
    expect([body.booking.status, body.email, body.allowedActions]).toEqual(["completed", null, []]);
    expect((await act(booking.reference, "cancel")).status).toBe(409);
  });

  it("lets only one of two simultaneous confirmations through", async () => {
    const booking = await book();
    const answers = await Promise.all([act(booking.reference, "confirm"), act(booking.reference, "confirm")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(await db.select().from(adminActions).where(eq(adminActions.targetId, row!.id))).toHaveLength(1);
    expect((await emailsTo(booking.customer_email)).filter((email) => email.kind === "booking-confirmed")).toHaveLength(1);
  });

  it("refuses an unknown action and an unknown booking", async () => {
    const booking = await book();
    const unknownAction = await act(booking.reference, "refund");
    expect(unknownAction.status).toBe(400);
    expect(await unknownAction.json()).toMatchObject({ error: { fields: { action: "Choose confirm, complete or cancel." } } });
    expect((await act("SFB-NOPE00", "confirm")).status).toBe(404);
  });

  it("frees the slot of a cancelled booking for new customers", async () => {
    const slot = { appointment_date: futureDate({ weekday: true }), appointment_time: "3:00 PM" };
    const first = await book(slot);
    await book(slot);
    const availability = async () =>
      (
        (await (await api(`/api/availability?service=regular-cleaning&date=${slot.appointment_date}`)).json()) as AvailabilityResponse
      ).slots.find((entry) => entry.time === slot.appointment_time);
    expect(await availability()).toMatchObject({ available: false, remaining: 0, reason: "full" });

    expect((await act(first.reference, "cancel")).status).toBe(200);
    expect(await availability()).toMatchObject({ available: true, remaining: 1 });
    await book(slot);
  });
});

describe("admin: crews", () => {
  async function assign(reference: string, crewName: string) {
    const admin = await adminAccount();
    return api(`/api/admin/bookings/${reference}/crew`, { method: "PUT", cookie: admin.cookie, json: { crewName } });
  }

  it("assigns and reassigns a crew, shown in the list and the booking's history", async () => {
    const booking = await book();
    expect((await assign(booking.reference, "Crew A")).status).toBe(200);
    const response = await assign(booking.reference, "Crew B");
    const detail = (await response.json()) as AdminBookingDetail;
    expect(detail.booking.crewName).toBe("Crew B");
    expect(detail.history.map((entry) => [entry.action, entry.detail])).toEqual([
      ["assign crew", "Crew A"],
      ["assign crew", "Crew A -> Crew B"],
    ]);
    expect((await listBookings(`q=${booking.reference}`)).bookings[0]?.crewName).toBe("Crew B");
  });

  it("needs a name, and a booking still to be visited", async () => {
    const booking = await book();
    const blank = await assign(booking.reference, "  ");
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: { fields: { crewName: "Please enter the crew's name." } } });
    await act(booking.reference, "cancel");
    expect((await assign(booking.reference, "Crew C")).status).toBe(409);
  });
});

describe("admin: reschedule", () => {
  async function reschedule(reference: string, json: unknown, cookie?: string) {
    return api(`/api/admin/bookings/${reference}/reschedule`, {
      method: "POST",
      cookie: cookie ?? (await adminAccount()).cookie,
      json,
    });
  }

  async function auditOf(reference: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    return db.select().from(adminActions).where(eq(adminActions.targetId, row!.id));
  }

  it("moves a booking inside the customer's 24 hours, keeps its status, records who did it and emails the customer", async () => {
    const booking = await book({ customer_name: "<i>Rosa</i> Blanco" });
    await act(booking.reference, "confirm");
    // Three hours away: the customer may no longer move it online, the business may.
    await db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() + 3 * 60 * 60 * 1000), reminderSentAt: new Date() })
      .where(eq(bookings.reference, booking.reference));
    const date = futureDate({ weekday: true });

    const response = await reschedule(booking.reference, { appointment_date: date, appointment_time: "4:00 PM" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as BookingActionResponse;
    expect([body.booking.appointmentDate, body.booking.appointmentTime, body.booking.status]).toEqual([date, "4:00 PM", "confirmed"]);
    expect(body.email).toEqual({ status: "queued" });
    const moved = body.history.find((entry) => entry.action === "reschedule");
    expect(moved).toEqual({
      actorEmail: "owner@example.com",
      action: "reschedule",
      detail: `${booking.appointment_date} 10:00 AM -> ${date} 4:00 PM`,
      at: expect.any(String),
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(row?.startsAt.getTime()).toBe(slotStart(date, "4:00 PM").getTime());
    // The day-before reminder goes again, for the new day.
    expect(row?.reminderSentAt).toBeNull();

    const sent = (await emailsTo(booking.customer_email)).filter((email) => email.kind === "booking-rescheduled-customer");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain(booking.reference);
    expect(sent[0]?.text).toContain("4:00 PM");
    expect(sent[0]?.text).toContain("Our team has moved your visit");
    expect(sent[0]?.html).toContain("&lt;i&gt;Rosa&lt;/i&gt; Blanco");
  });

  it("refuses a full slot with 409 and changes nothing", async () => {
    const slot = { appointment_date: futureDate({ weekday: true }), appointment_time: "1:00 PM" };
    await book(slot);
    await book(slot);
    const booking = await book();
    const response = await reschedule(booking.reference, slot);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "slot_full", fields: { appointment_time: expect.any(String) } } });
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect([row?.appointmentDate, row?.appointmentTime]).toEqual([booking.appointment_date, booking.appointment_clock]);
    expect(await auditOf(booking.reference)).toEqual([]);
    expect((await emailsTo(booking.customer_email)).filter((email) => email.kind === "booking-rescheduled-customer")).toEqual([]);
  });

  it("refuses the past and a date beyond the horizon with 400, and a cancelled booking with 409", async () => {
    const booking = await book();
    const past = await reschedule(booking.reference, { appointment_date: daysFromToday(-1), appointment_time: "10:00 AM" });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      error: { code: "invalid_input", fields: { appointment_time: "This time has already passed." } },
    });
    const far = await reschedule(booking.reference, { appointment_date: daysFromToday(800), appointment_time: "10:00 AM" });
    expect(far.status).toBe(400);
    expect(await far.json()).toMatchObject({ error: { fields: { appointment_date: expect.stringContaining("months ahead") } } });
    const same = await reschedule(booking.reference, {
      appointment_date: booking.appointment_date,
      appointment_time: booking.appointment_time,
    });
    expect(same.status).toBe(400);

    await act(booking.reference, "cancel");
    const cancelled = await reschedule(booking.reference, {
      appointment_date: futureDate({ weekday: true }),
      appointment_time: "10:00 AM",
    });
    expect(cancelled.status).toBe(409);
    expect((await auditOf(booking.reference)).map((entry) => entry.action)).toEqual(["cancel"]);
  });

  it("is refused to a customer with 403", async () => {
    const booking = await book();
    const customer = await verifiedAccount();
    const response = await reschedule(
      booking.reference,
      { appointment_date: futureDate({ weekday: true }), appointment_time: "10:00 AM" },
      customer.cookie,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
  });
});
