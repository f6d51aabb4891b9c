import { addDays, format, parseISO } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AvailabilityResponse, BookingResponse } from "#core/booking-schema";
import type { ClosedDayListResponse } from "#core/closed-days";
import { SLOT_PROBLEM_MESSAGES } from "#core/opening-hours";
import type { ScheduleResponse } from "#core/schedule-schema";
import { businessToday } from "#core/time-slots";
import { bookings } from "#worker/db/schema";
import { createViaApi } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { type Account, adminAccount, api, appNow, db, futureDate, postBooking, verifiedAccount } from "./support";

/** Days the admin closes beside the public holidays: every place a holiday applies. */

const CLOSED = SLOT_PROBLEM_MESSAGES.closed_day;
const weekday = () => futureDate({ weekday: true });
const weeksLater = (date: string, weeks: number) => format(addDays(parseISO(date), 7 * weeks), "yyyy-MM-dd");

/** The coming Christmas Day, always inside the 12 months closed days can be set ahead. */
function nextChristmas(): string {
  const today = businessToday(appNow());
  const thisYear = `${today.slice(0, 4)}-12-25`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-12-25`;
}

/** `confirmed`: the bookings the admin was shown, to close a day that has visits (closed-day-visits.test.ts). */
async function closeDay(owner: Account, date: string, reason = "Team training day", confirmed?: string[]) {
  const json = confirmed ? { date, reason, confirmed_bookings: confirmed } : { date, reason };
  return api("/api/admin/closed-days", { method: "POST", cookie: owner.cookie, json });
}

const book = postBooking;

describe("closed days kept by the admin", () => {
  it("closes a day once, lists it for the console and the calendars, and opens it again", async () => {
    const owner = await adminAccount();
    const date = weekday();
    const closed = await closeDay(owner, date);
    expect(closed.status).toBe(201);
    expect(await closed.json()).toEqual({ date, reason: "Team training day" });
    // Closing it again (a double click) answers the same day, stored once.
    expect(await (await closeDay(owner, date, "Another reason")).json()).toEqual({ date, reason: "Team training day" });

    const listed = (await (await api("/api/admin/closed-days", { cookie: owner.cookie })).json()) as ClosedDayListResponse;
    expect(listed.closed_days.filter((day) => day.date === date)).toEqual([{ date, reason: "Team training day" }]);
    const shown = (await (await api("/api/closed-days")).json()) as ClosedDayListResponse;
    expect(shown.closed_days.map((day) => day.date)).toContain(date);

    expect((await book({ appointment_date: date })).status).toBe(400);
    expect((await api(`/api/admin/closed-days/${date}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect((await api(`/api/admin/closed-days/${date}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(404);
    expect((await book({ appointment_date: date })).status).toBe(201);
  });

  it("refuses a past day, a public holiday (closed every year already), no reason and an impossible date, at their fields", async () => {
    const owner = await adminAccount();
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ date: "2020-03-03", reason: "Too late" }, { date: "Please choose today or a later date." }],
      [{ date: nextChristmas(), reason: "Christmas" }, { date: "Christmas Day is closed already, every year." }],
      [{ date: weekday(), reason: "" }, { reason: "Please say why the business is closed that day." }],
      [{ date: "2027-02-30", reason: "Nothing" }, { date: "Please choose a date like 2026-12-24." }],
    ];
    for (const [json, fields] of refusals) {
      const response = await api("/api/admin/closed-days", { method: "POST", cookie: owner.cookie, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject(fields);
    }
    const customer = await verifiedAccount();
    expect(
      (await api("/api/admin/closed-days", { method: "POST", cookie: customer.cookie, json: { date: weekday(), reason: "x" } })).status,
    ).toBe(403);
  });

  it("offers no time that day and refuses a booking on it at the date field, for a guest and for a move by the customer or the owner", async () => {
    const owner = await adminAccount();
    const date = weekday();
    expect((await closeDay(owner, date)).status).toBe(201);

    const slots = (await (await api(`/api/availability?service=regular-cleaning&date=${date}`)).json()) as AvailabilityResponse;
    expect(slots.slots).toEqual([]);
    const refused = await book({ appointment_date: date });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { message: CLOSED, fields: { appointment_date: CLOSED } } });
    expect(await db.select().from(bookings).where(eq(bookings.appointmentDate, date))).toHaveLength(0);

    const customer = await verifiedAccount();
    const made = (await (await book({ appointment_date: weekday() }, customer.cookie)).json()) as BookingResponse;
    const target = { appointment_date: date, appointment_time: "10:00 AM" };
    const moved = await api(`/api/my-bookings/${made.booking.reference}/reschedule`, {
      method: "POST",
      cookie: customer.cookie,
      json: target,
    });
    expect(moved.status).toBe(400);
    expect(await moved.json()).toMatchObject({ error: { fields: { appointment_date: CLOSED } } });
    const byOwner = await api(`/api/admin/bookings/${made.booking.reference}/reschedule`, {
      method: "POST",
      cookie: owner.cookie,
      json: target,
    });
    expect(byOwner.status).toBe(400);
    expect(await byOwner.json()).toMatchObject({ error: { fields: { appointment_date: CLOSED } } });
  });

  it("skips a running series' visit on the day, in the list and the calendar file, and refuses a new series starting on it", async () => {
    const owner = await adminAccount();
    const user = await subscriber();
    const start = weekday();
    const body = { scheduled_date: start, scheduled_time: "12:00 PM", frequency: "biweekly", special_instructions: null };
    const made = (await (await createViaApi(user.cookie, body)).json()) as ScheduleResponse;
    const skipped = weeksLater(start, 2);
    expect(made.schedule.next_visits.map((visit) => visit.date)).toContain(skipped);
    // The series' visit stands that day, so the day closes once the admin confirms (no booking to email).
    expect((await closeDay(owner, skipped, "Boat show: every crew at the marina")).status).toBe(409);
    expect((await closeDay(owner, skipped, "Boat show: every crew at the marina", [])).status).toBe(201);

    const list = (await (await api("/api/schedules", { cookie: user.cookie })).json()) as { schedules: ScheduleResponse["schedule"][] };
    const dates = list.schedules[0]?.next_visits.map((visit) => visit.date) ?? [];
    expect(dates).not.toContain(skipped);
    expect(dates.slice(0, 2)).toEqual([start, weeksLater(start, 4)]);
    const { pathname, search } = new URL(made.schedule.calendar_url);
    expect(await (await api(pathname + search)).text()).toContain(`EXDATE;TZID=America/New_York:${skipped.replace(/-/g, "")}T120000`);

    const other = await subscriber();
    const refused = await createViaApi(other.cookie, { ...body, scheduled_date: skipped });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { fields: { scheduled_date: CLOSED } } });
    const times = (await (
      await api(`/api/schedules/availability?date=${skipped}`, { cookie: other.cookie })
    ).json()) as AvailabilityResponse;
    expect(times.slots).toEqual([]);
  });
});
