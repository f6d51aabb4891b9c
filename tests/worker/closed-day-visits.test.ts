import { and, eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import type { AdminBookingDetail } from "#core/admin-api";
import type { BookingResponse, BookingSummary } from "#core/booking-schema";
import { type ClosedDayVisitsResponse, DAY_HAS_VISITS } from "#core/closed-day-visits";
import type { ScheduleResponse } from "#core/schedule-schema";
import { longDate } from "#core/time-slots";
import { bookings, cleaningSchedules, closedDays, emails } from "#worker/db/schema";
import { CLOSED_DAY_EMAIL_KIND } from "#worker/emails/closed-day";
import { createViaApi } from "./schedule-support";
import { type Subscriber, subscriber } from "./subscription-factory";
import { type Account, adminAccount, api, db, firstLink, futureDate, postBooking, verifiedAccount } from "./support";

/**
 * Closing a day that has visits: the server lists them and closes nothing until the admin
 * confirms the bookings shown; then each booking's customer is emailed once. Each test has
 * its own days (futureDate), so the visits of one never stand on another's.
 */

const REASON = "Team training day";

async function bookOn(date: string, time: string, overrides: Record<string, unknown> = {}): Promise<BookingSummary> {
  const response = await postBooking({ appointment_date: date, appointment_time: time, ...overrides });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as BookingResponse).booking;
}

/**
 * A subscriber whose bi-weekly series has its first visit on `date` at noon. The series is
 * stopped when the test ends: it would otherwise run on into the days of the next tests.
 */
async function seriesFrom(date: string): Promise<Subscriber> {
  const user = await subscriber();
  const body = { scheduled_date: date, scheduled_time: "12:00 PM", frequency: "biweekly", special_instructions: null };
  const made = await createViaApi(user.cookie, body);
  expect(made.status, await made.clone().text()).toBe(201);
  const { schedule } = (await made.json()) as ScheduleResponse;
  expect(schedule.next_visits[0]?.date).toBe(date);
  onTestFinished(async () => {
    await db.update(cleaningSchedules).set({ status: "cancelled" }).where(eq(cleaningSchedules.id, schedule.id));
  });
  return user;
}

function close(owner: Account, date: string, confirmed?: string[]) {
  const json = confirmed ? { date, reason: REASON, confirmed_bookings: confirmed } : { date, reason: REASON };
  return api("/api/admin/closed-days", { method: "POST", cookie: owner.cookie, json });
}

async function visitsOn(owner: Account, date: string): Promise<ClosedDayVisitsResponse> {
  const response = await api(`/api/admin/closed-days/${date}/visits`, { cookie: owner.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as ClosedDayVisitsResponse;
}

const closedRow = (date: string) => db.select().from(closedDays).where(eq(closedDays.date, date));
const closedDayEmailsTo = (to: string) =>
  db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, CLOSED_DAY_EMAIL_KIND), eq(emails.to, to)));

describe("closing a day that has visits", () => {
  it("answers the count before closing, lists every visit standing that day, and closes nothing", async () => {
    const owner = await adminAccount();
    const date = futureDate({ weekday: true });
    const morning = await bookOn(date, "10:00 AM");
    const afternoon = await bookOn(date, "2:00 PM", { customer_name: "Marta Ruiz" });
    // Cancelled and completed bookings have no visit left to move: not listed.
    const cancelled = await bookOn(date, "9:00 AM");
    const completed = await bookOn(date, "4:00 PM");
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.reference, cancelled.reference));
    await db.update(bookings).set({ status: "completed" }).where(eq(bookings.reference, completed.reference));
    const user = await seriesFrom(date);

    const refused = await close(owner, date);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: DAY_HAS_VISITS, message: `3 visits are booked on ${longDate(date)}. Closing the day does not move them.` },
    });
    expect(await closedRow(date)).toHaveLength(0);
    expect(await closedDayEmailsTo(morning.customer_email)).toHaveLength(0);

    expect(await visitsOn(owner, date)).toEqual({
      date,
      visits: [
        { kind: "booking", reference: morning.reference, time: "10:00 AM", service: morning.service_title, customerName: "Gloria Estrada" },
        {
          kind: "subscription",
          reference: null,
          time: "12:00 PM",
          service: expect.stringContaining("Subscription cleaning"),
          customerName: "Ana Rivera",
        },
        { kind: "booking", reference: afternoon.reference, time: "2:00 PM", service: afternoon.service_title, customerName: "Marta Ruiz" },
      ],
    });
    // The day is still open: it takes bookings and keeps the series' visit.
    expect((await postBooking({ appointment_date: date, appointment_time: "5:00 PM" })).status).toBe(201);
    const schedules = (await (await api("/api/schedules", { cookie: user.cookie })).json()) as {
      schedules: ScheduleResponse["schedule"][];
    };
    expect(schedules.schedules[0]?.next_visits[0]?.date).toBe(date);
  });

  it("closes on confirmation and emails each booking's customer once, with the manage link; a second confirm sends nothing", async () => {
    const owner = await adminAccount();
    const date = futureDate({ weekday: true });
    const first = await bookOn(date, "10:00 AM", { customer_name: 'Lia <b>"Q"</b>' });
    const second = await bookOn(date, "2:00 PM");
    const user = await seriesFrom(date);
    const shown = [first.reference, second.reference];

    const closed = await close(owner, date, shown);
    expect(closed.status).toBe(201);
    expect(await closed.json()).toEqual({ date, reason: REASON, notified: { customers: 2, failed: 0 } });
    expect(await closedRow(date)).toHaveLength(1);

    const [mail, ...more] = await closedDayEmailsTo(first.customer_email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`We are closed on ${longDate(date)}: your ${first.service_title} (${first.reference})`);
    expect(mail?.text).toContain("Our team will contact you to move your visit to another day.");
    expect(mail?.html).toContain(`closed on ${longDate(date)} (${REASON})`);
    // What the customer typed is escaped.
    expect(mail?.html).toContain("Lia &lt;b&gt;&quot;Q&quot;&lt;/b&gt;");
    expect(mail?.html).not.toContain("<b>");
    const manage = firstLink(mail!.html, "/manage-booking");
    expect(manage).toBe(first.manage_url);
    const { searchParams } = new URL(manage);
    expect((await api(`/api/my-bookings/${first.reference}?token=${searchParams.get("token")}`)).status).toBe(200);
    expect(await closedDayEmailsTo(second.customer_email)).toHaveLength(1);
    // The schedule skips the closed day on its own; its subscriber gets no email about it.
    expect(await closedDayEmailsTo(user.email)).toHaveLength(0);
    const schedules = (await (await api("/api/schedules", { cookie: user.cookie })).json()) as {
      schedules: ScheduleResponse["schedule"][];
    };
    expect(schedules.schedules[0]?.next_visits.map((visit) => visit.date)).not.toContain(date);

    // The bookings stay for the business to move, with the closing in their history.
    const detail = (await (await api(`/api/admin/bookings/${first.reference}`, { cookie: owner.cookie })).json()) as AdminBookingDetail;
    expect(detail.booking.status).toBe("pending");
    expect(detail.history.map((entry) => entry.action)).toContain("close day");

    // A repeated confirm answers the closed day and sends no second email.
    const again = await close(owner, date, shown);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ date, reason: REASON });
    expect(await closedDayEmailsTo(first.customer_email)).toHaveLength(1);
    expect(await closedDayEmailsTo(second.customer_email)).toHaveLength(1);
  });

  it("sends one email per customer when the confirm is clicked twice at once", async () => {
    const owner = await adminAccount();
    const date = futureDate({ weekday: true });
    const booking = await bookOn(date, "11:00 AM");
    const answers = await Promise.all([close(owner, date, [booking.reference]), close(owner, date, [booking.reference])]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await closedDayEmailsTo(booking.customer_email)).toHaveLength(1);
    expect(await closedRow(date)).toHaveLength(1);
  });

  it("does not close when a booking came in after the list was shown, and emails nobody until the new list is confirmed", async () => {
    const owner = await adminAccount();
    const date = futureDate({ weekday: true });
    const seen = await bookOn(date, "10:00 AM");
    const cancelledSince = await bookOn(date, "1:00 PM");
    expect((await close(owner, date)).status).toBe(409);
    const late = await bookOn(date, "3:00 PM");
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.reference, cancelledSince.reference));

    const refused = await close(owner, date, [seen.reference, cancelledSince.reference]);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: DAY_HAS_VISITS, message: expect.stringContaining("after the list was shown") },
    });
    expect(await closedRow(date)).toHaveLength(0);
    expect(await closedDayEmailsTo(seen.customer_email)).toHaveLength(0);

    const listed = await visitsOn(owner, date);
    expect(listed.visits.map((visit) => visit.reference)).toEqual([seen.reference, late.reference]);
    const closed = await close(owner, date, [seen.reference, late.reference]);
    expect(closed.status).toBe(201);
    expect(await closed.json()).toMatchObject({ notified: { customers: 2, failed: 0 } });
    expect(await closedDayEmailsTo(late.customer_email)).toHaveLength(1);
    // Cancelled before the day closed: nothing to move, no email.
    expect(await closedDayEmailsTo(cancelledSince.customer_email)).toHaveLength(0);
  });

  it("closes a day without visits at once, with no confirmation and no email", async () => {
    const owner = await adminAccount();
    const date = futureDate({ weekday: true });
    expect(await visitsOn(owner, date)).toEqual({ date, visits: [] });
    const closed = await close(owner, date);
    expect(closed.status).toBe(201);
    expect(await closed.json()).toEqual({ date, reason: REASON });
    expect(await closedRow(date)).toHaveLength(1);
  });

  it("refuses a malformed confirmation with a written message, and closes nothing; lists no visits for a day it cannot close", async () => {
    const owner = await adminAccount();
    const date = futureDate({ weekday: true });
    const json = { date, reason: REASON, confirmed_bookings: ["S".repeat(41)] };
    const refused = await api("/api/admin/closed-days", { method: "POST", cookie: owner.cookie, json });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { fields: { "confirmed_bookings.0": "Please confirm with the references of the bookings shown for this day." } },
    });
    expect(await closedRow(date)).toHaveLength(0);
    // The list is asked for before closing: a day that cannot be closed is refused there as the close refuses it.
    const past = await api("/api/admin/closed-days/2020-03-03/visits", { cookie: owner.cookie });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ error: { fields: { date: "Please choose today or a later date." } } });
  });

  it("answers 403 to a signed-in customer and 401 when signed out, for the list and the confirmed close", async () => {
    const owner = await adminAccount();
    const date = futureDate({ weekday: true });
    const booking = await bookOn(date, "10:00 AM");
    const customer = await verifiedAccount();
    const json = { date, reason: REASON, confirmed_bookings: [booking.reference] };
    expect((await api("/api/admin/closed-days", { method: "POST", cookie: customer.cookie, json })).status).toBe(403);
    expect((await api(`/api/admin/closed-days/${date}/visits`, { cookie: customer.cookie })).status).toBe(403);
    expect((await api("/api/admin/closed-days", { method: "POST", json })).status).toBe(401);
    expect((await api(`/api/admin/closed-days/${date}/visits`)).status).toBe(401);
    expect(await closedRow(date)).toHaveLength(0);
    expect(await closedDayEmailsTo(booking.customer_email)).toHaveLength(0);
    // The owner's list still shows it: nothing changed.
    expect((await visitsOn(owner, date)).visits).toHaveLength(1);
  });
});
