import { eq } from "drizzle-orm";
import { addDays, format, parseISO } from "date-fns";
import { afterEach, describe, expect, it } from "vitest";
import type { AvailabilityResponse } from "#core/booking-schema";
import type { ScheduleResponse } from "#core/schedule-schema";
import { holidayOn } from "#core/holidays";
import { longDate } from "#core/time-slots";
import { scheduleSlotsOn } from "#core/opening-hours";
import { bookings, cleaningSchedules } from "#worker/db/schema";
import { createViaApi } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { api, db, futureDate, uniqueEmail } from "./support";

/** Weekdays ahead, inside the booking horizon and open at every time used here. */
const weekday = () => futureDate({ weekday: true });
/** A bi-weekly series' second visit (the plans' cadence). */
const twoWeeksLater = (date: string) => format(addDays(parseISO(date), 14), "yyyy-MM-dd");
/** A weekday whose day two weeks later is no holiday, where bookings are taken. */
const weekdayOpenTwoWeeksLater = () => {
  let date = weekday();
  while (holidayOn(twoWeeksLater(date))) date = weekday();
  return date;
};
const firstDay = weekday();
const secondDay = weekdayOpenTwoWeeksLater();
const secondDayTwoWeeksLater = twoWeeksLater(secondDay);
const thirdDay = weekdayOpenTwoWeeksLater();
const thirdDayTwoWeeksLater = twoWeeksLater(thirdDay);
const fourthDay = weekday();
const fifthDay = weekday();
const sixthDay = weekday();

/**
 * Series run forever and a visit holds its crew for hours, so a series one test starts would
 * take places on the days of the tests after it, on some days of the year and not others.
 * Each test starts instead with no series and no booking holding a place.
 */
afterEach(async () => {
  await db.update(cleaningSchedules).set({ status: "cancelled" });
  await db.update(bookings).set({ status: "cancelled" });
});

/** 2 places a slot in the tests: the demo staff (tests/worker/staff-seed.ts). */
function book(serviceId: string, date: string, time: string) {
  return api("/api/bookings", {
    method: "POST",
    headers: { "Idempotency-Key": crypto.randomUUID() },
    json: {
      service_id: serviceId,
      appointment_date: date,
      appointment_time: time,
      customer_name: "Walk-in Guest",
      customer_email: uniqueEmail("guest"),
      customer_phone: "(305) 555-0101",
      service_address: "100 Biscayne Blvd, Miami, FL",
    },
  });
}

const biweekly = (scheduled_date: string, scheduled_time: string) => ({
  scheduled_date,
  scheduled_time,
  frequency: "biweekly" as const,
  special_instructions: null,
});

describe("capacity shared by bookings and schedule visits", () => {
  it("refuses a schedule whose first visit's slot is full of cleaning bookings; other services' bookings do not count", async () => {
    const user = await subscriber();
    expect((await book("deep-cleaning", firstDay, "10:00 AM")).status).toBe(201);
    expect((await book("deep-cleaning", firstDay, "10:00 AM")).status).toBe(201);
    const refused = await createViaApi(user.cookie, biweekly(firstDay, "10:00 AM"));
    expect(refused.status).toBe(409);
    const message = `Sorry, 10:00 AM on ${longDate(firstDay)} is fully booked. Please choose another time or day.`;
    expect(await refused.json()).toEqual({ error: { code: "slot_full", message, fields: { scheduled_time: message } } });

    // The 10 AM cleanings hold both crews until noon; at 12 PM one more leaves a place.
    expect((await book("deep-cleaning", firstDay, "12:00 PM")).status).toBe(201);
    expect((await book("regular-cleaning", firstDay, "12:00 PM")).status).toBe(201);
    expect((await book("regular-cleaning", firstDay, "12:00 PM")).status).toBe(201);
    expect((await createViaApi(user.cookie, biweekly(firstDay, "12:00 PM"))).status).toBe(201);
    expect(await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.email, user.email))).toHaveLength(1);
  });

  it("refuses a cleaning booking in a slot that schedule visits fill, and shows the slot full", async () => {
    const first = await subscriber();
    const second = await subscriber();
    expect((await createViaApi(first.cookie, biweekly(secondDay, "2:00 PM"))).status).toBe(201);
    expect((await createViaApi(second.cookie, biweekly(secondDayTwoWeeksLater, "2:00 PM"))).status).toBe(201);

    // Two weeks after the first schedule starts: its second visit and the second one's first.
    const refused = await book("deep-cleaning", secondDayTwoWeeksLater, "2:00 PM");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "slot_full" } });
    const slots = (await (
      await api(`/api/availability?service=deep-cleaning&date=${secondDayTwoWeeksLater}`)
    ).json()) as AvailabilityResponse;
    expect(slots.slots.find((slot) => slot.time === "2:00 PM")).toEqual({
      time: "2:00 PM",
      available: false,
      remaining: 0,
      reason: "full",
    });

    expect((await book("deep-cleaning", secondDay, "2:00 PM")).status).toBe(201);
    expect((await book("regular-cleaning", secondDayTwoWeeksLater, "2:00 PM")).status).toBe(201);
  });

  it("checks the first visits, not only the first: a full slot two weeks later is named", async () => {
    const user = await subscriber();
    await book("deep-cleaning", thirdDayTwoWeeksLater, "10:00 AM");
    await book("deep-cleaning", thirdDayTwoWeeksLater, "10:00 AM");
    const refused = await createViaApi(user.cookie, biweekly(thirdDay, "10:00 AM"));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { message: `Sorry, 10:00 AM on ${longDate(thirdDayTwoWeeksLater)} is fully booked. Please choose another time or day.` },
    });
    // Monthly visits skip that day. (10 AM: a monthly series meets Sundays, whose crews are on shift 10 AM to 4 PM.)
    expect((await createViaApi(user.cookie, { ...biweekly(thirdDay, "10:00 AM"), frequency: "monthly" })).status).toBe(201);
  });

  it("never overfills a slot: five subscribers at once, capacity 2", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => subscriber()));
    const answers = await Promise.all(users.map((user) => createViaApi(user.cookie, biweekly(fourthDay, "4:00 PM"))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.scheduledDate, fourthDay))).toHaveLength(2);
  });

  it("does not count a schedule against itself when it is edited, and refuses a move into a full slot", async () => {
    const user = await subscriber();
    const other = await subscriber();
    const { schedule } = (await (await createViaApi(user.cookie, biweekly(fifthDay, "5:00 PM"))).json()) as ScheduleResponse;
    await createViaApi(other.cookie, biweekly(fifthDay, "5:00 PM"));
    const edited = await api(`/api/schedules/${schedule.id}`, {
      method: "PATCH",
      cookie: user.cookie,
      json: { ...biweekly(fifthDay, "5:00 PM"), special_instructions: "Water the plants" },
    });
    expect(edited.status).toBe(200);

    // A subscriber has one series, so the slot is filled by a third one. (4 PM: a 3-hour visit at 6 PM would end after the crews' shifts.)
    expect((await createViaApi((await subscriber()).cookie, biweekly(sixthDay, "4:00 PM"))).status).toBe(201);
    await book("deep-cleaning", sixthDay, "4:00 PM");
    const moved = await api(`/api/schedules/${schedule.id}`, { method: "PATCH", cookie: user.cookie, json: biweekly(sixthDay, "4:00 PM") });
    expect(moved.status).toBe(409);
    const [row] = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.id, schedule.id));
    expect(row).toMatchObject({ scheduledDate: fifthDay, scheduledTime: "17:00", specialInstructions: "Water the plants" });

    const free = (await (
      await api(`/api/schedules/availability?date=${fifthDay}&exclude=${schedule.id}`, { cookie: user.cookie })
    ).json()) as AvailabilityResponse;
    // The subscribers' 2bed2bath plan: 3-hour visits inside a weekday's opening hours, the last starting at 5 PM.
    expect(free.slots.map((slot) => slot.time)).toEqual(scheduleSlotsOn(fifthDay, 3));
    expect(free.slots.at(-1)?.time).toBe("5:00 PM");
    expect(free.slots.find((slot) => slot.time === "5:00 PM")).toEqual({ time: "5:00 PM", available: true, remaining: 1 });
    const full = (await (
      await api(`/api/schedules/availability?date=${fifthDay}`, { cookie: user.cookie })
    ).json()) as AvailabilityResponse;
    expect(full.slots.find((slot) => slot.time === "5:00 PM")).toEqual({ time: "5:00 PM", available: false, remaining: 0, reason: "full" });
  });
});
