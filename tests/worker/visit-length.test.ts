import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AvailabilityResponse, BookingResponse } from "#core/booking-schema";
import { SLOT_PROBLEM_MESSAGES, scheduleSlotsOn, slotsOn } from "#core/opening-hours";
import { CLEANING_PACKAGES } from "#core/packages";
import { getService } from "#core/catalogue";
import { SERVICE_IDS } from "#core/services/ids";
import { SERVICE_DEFINITIONS } from "#core/services/definitions";
import { slotHour } from "#core/time-slots";
import { planVisitHours, serviceVisitHours } from "#core/services/visit-hours";
import { bookings } from "#worker/db/schema";
import { createViaApi } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { adminAccount, api, db, futureDate, verifiedAccount, postBooking } from "./support";

/**
 * A visit holds its crew for its length: two crews per slot in the tests
 * (the demo staff, 2 a slot), a regular cleaning 3 hours, a plan's visit its plan's hours.
 */

const weekday = () => futureDate({ weekday: true });

const book = postBooking;

async function times(query: string): Promise<AvailabilityResponse["slots"]> {
  const answer = await api(`/api/availability?${query}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as AvailabilityResponse).slots;
}

/** Saturday and Sunday dates ahead, for their shorter hours. */
function weekendDay(weekdayIndex: 0 | 6): string {
  for (;;) {
    const date = futureDate();
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === weekdayIndex) return date;
  }
}

describe("how long a visit holds its crew", () => {
  it("takes the plans' 2, 3 and 4 hours, the booked hours, the catalogue's longest, and an hour for a handover", () => {
    expect(CLEANING_PACKAGES.map((plan) => planVisitHours(plan.id))).toEqual([2, 3, 4]);
    // The Cleaning Special booked once: the plan tier of its bedrooms.
    expect([1, 2, 3, 5].map((bedrooms) => serviceVisitHours("deep-cleaning", { bedrooms }))).toEqual([2, 3, 4, 4]);
    expect(serviceVisitHours("regular-cleaning")).toBe(3); // "2-3 hours"
    expect(serviceVisitHours("locksmith")).toBe(2); // "30-90 minutes"
    expect(serviceVisitHours("barber-service")).toBe(1); // "45-60 minutes"
    expect(serviceVisitHours("massage-service", { hours: 3 })).toBe(3);
    expect(serviceVisitHours("moving-service")).toBe(2); // its 2-hour minimum
    expect(serviceVisitHours("moving-service", { hours: Number.NaN })).toBe(2);
    expect(serviceVisitHours("exotic-car-rental", { days: 4 })).toBe(1);
    expect(serviceVisitHours("laundry-service")).toBe(1);
    expect(serviceVisitHours("yacht-rental")).toBe(4);
    for (const id of SERVICE_IDS) {
      const hours = serviceVisitHours(id);
      expect(Number.isInteger(hours) && hours >= 1 && hours <= 12, id).toBe(true);
    }
  });

  it("holds the hours booked exactly for the services priced by the hour, and a handover for those priced by the day", () => {
    for (const id of SERVICE_IDS) {
      const kind = SERVICE_DEFINITIONS[id].pricing.kind;
      expect(SERVICE_DEFINITIONS[id].visitLength === "hours booked", id).toBe(kind === "hourly");
      expect(SERVICE_DEFINITIONS[id].visitLength === "handover", id).toBe(kind === "per_day");
    }
    // Each fixed length covers the longest the catalogue tells the customer a visit takes.
    const longestStated = (duration: string) => {
      const range = /(\d+)\s*-\s*(\d+)\s*(hours|minutes)/.exec(duration);
      return range ? Math.ceil(Number(range[2]) / (range[3] === "minutes" ? 60 : 1)) : 0;
    };
    for (const id of SERVICE_IDS) {
      const length = SERVICE_DEFINITIONS[id].visitLength;
      if (typeof length === "number" && id !== "yacht-rental")
        expect(length, id).toBeGreaterThanOrEqual(longestStated(getService(id)!.duration));
    }
  });

  it("offers only times whose whole visit ends by closing: weekdays 8 PM, Saturday 6 PM, Sunday 4 PM", () => {
    const monday = weekday();
    expect(slotsOn(monday, 3).at(-1)).toBe("5:00 PM");
    expect(slotsOn(monday, 1).at(-1)).toBe("7:00 PM");
    expect(slotsOn(weekendDay(6), 3).at(-1)).toBe("3:00 PM");
    expect(slotsOn(weekendDay(0), 4)).toEqual(["10:00 AM", "11:00 AM", "12:00 PM"]);
    // A subscriber's series keeps to the same hours: a 4-hour plan's visit starts by 4 PM on a weekday, noon on a Sunday.
    expect(scheduleSlotsOn(monday, 4).at(-1)).toBe("4:00 PM");
    expect(scheduleSlotsOn(weekendDay(0), 4)).toEqual(["10:00 AM", "11:00 AM", "12:00 PM"]);
  });
});

describe("capacity by the hours a visit covers", () => {
  it("fills every hour of two 3-hour cleanings: 11 AM to 12 PM refused, 1 PM free again; other services unaffected", async () => {
    const date = weekday();
    for (let crew = 0; crew < 2; crew += 1) {
      expect((await book({ appointment_date: date, appointment_time: "10:00 AM" })).status).toBe(201);
    }
    for (const time of ["8:00 AM", "9:00 AM", "11:00 AM", "12:00 PM"]) {
      const refused = await book({ appointment_date: date, appointment_time: time });
      expect(refused.status, time).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { code: "slot_full", fields: { appointment_time: expect.any(String) } } });
    }
    const listed = await times(`service=regular-cleaning&date=${date}&zip=33131`);
    expect(listed.filter((slot) => slot.reason === "full").map((slot) => slot.time)).toEqual([
      "8:00 AM",
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
    ]);
    expect((await book({ appointment_date: date, appointment_time: "1:00 PM" })).status).toBe(201);
    // A one-hour barber at 11 AM has crews of its own.
    expect((await book({ service_id: "barber-service", appointment_date: date, appointment_time: "11:00 AM" })).status).toBe(201);
  });

  it("gives exactly the free places to overlapping bookings sent at once", async () => {
    const date = weekday();
    const starts = ["10:00 AM", "11:00 AM", "12:00 PM", "10:00 AM", "11:00 AM", "12:00 PM", "10:00 AM", "11:00 AM", "12:00 PM", "12:00 PM"];
    const answers = await Promise.all(starts.map((time) => book({ appointment_date: date, appointment_time: time })));
    // Every one of them covers 12 o'clock: two crews, two bookings.
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    const stored = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.appointmentDate, date), eq(bookings.serviceId, "regular-cleaning")));
    for (let hour = 8; hour < 20; hour += 1) {
      const covering = stored.filter(
        (row) => slotHour(row.appointmentTime) <= hour && slotHour(row.appointmentTime) + row.lengthHours > hour,
      );
      expect(covering.length, `${hour}:00`).toBeLessThanOrEqual(2);
    }
  });

  it("stores the length the quantities give, and counts an hourly service's booked hours", async () => {
    const date = weekday();
    const long = await book({ service_id: "massage-service", hours: 3, appointment_date: date, appointment_time: "1:00 PM" });
    expect(long.status).toBe(201);
    const { booking } = (await long.json()) as BookingResponse;
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(row?.lengthHours).toBe(3);
    expect((await book({ service_id: "massage-service", hours: 1, appointment_date: date, appointment_time: "3:00 PM" })).status).toBe(201);
    // 3 PM now has both crews: the 3-hour massage from 1 PM and the one-hour one.
    const full = await book({ service_id: "massage-service", hours: 1, appointment_date: date, appointment_time: "3:00 PM" });
    expect(full.status).toBe(409);
    const listed = await times(`service=massage-service&date=${date}&zip=33131&length=2`);
    expect(listed.find((slot) => slot.time === "2:00 PM")).toEqual({ time: "2:00 PM", available: false, remaining: 0, reason: "full" });
    expect(listed.find((slot) => slot.time === "4:00 PM")).toEqual({ time: "4:00 PM", available: true, remaining: 2 });
    expect(listed.at(-1)?.time).toBe("6:00 PM");
  });

  it("counts a subscriber's schedule visits for their plan's hours", async () => {
    const date = weekday();
    // Two subscribers on the 2bed2bath plan: 3-hour visits from 2 PM hold both shared crews until 5 PM.
    for (let crew = 0; crew < 2; crew += 1) {
      const made = await createViaApi((await subscriber()).cookie, {
        scheduled_date: date,
        scheduled_time: "2:00 PM",
        frequency: "biweekly",
        special_instructions: null,
      });
      expect(made.status).toBe(201);
    }
    const cleaning = { service_id: "deep-cleaning", bedrooms: 1, bathrooms: 1, appointment_date: date };
    expect((await book({ ...cleaning, appointment_time: "4:00 PM" })).status).toBe(409);
    expect((await book({ ...cleaning, appointment_time: "1:00 PM" })).status).toBe(409);
    expect((await book({ ...cleaning, appointment_time: "5:00 PM" })).status).toBe(201);
  });
});

describe("closing time", () => {
  it("refuses a visit that would run past closing, at the time field, and books the same time for a shorter visit", async () => {
    const date = weekday();
    const late = await book({ appointment_date: date, appointment_time: "6:00 PM" });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({
      error: { message: SLOT_PROBLEM_MESSAGES.past_closing, fields: { appointment_time: SLOT_PROBLEM_MESSAGES.past_closing } },
    });
    expect(await db.select().from(bookings).where(eq(bookings.appointmentDate, date))).toHaveLength(0);
    expect((await times(`service=regular-cleaning&date=${date}`)).map((slot) => slot.time)).toEqual(slotsOn(date, 3));
    expect((await book({ service_id: "barber-service", appointment_date: date, appointment_time: "7:00 PM" })).status).toBe(201);
  });

  it("keeps a moved visit's length: the customer and the owner cannot move a 3-hour cleaning to 6 PM", async () => {
    const account = await verifiedAccount();
    const made = await book({ appointment_date: weekday() }, account.cookie);
    const { booking } = (await made.json()) as BookingResponse;
    const target = { appointment_date: weekday(), appointment_time: "6:00 PM" };
    const byCustomer = await api(`/api/my-bookings/${booking.reference}/reschedule`, {
      method: "POST",
      cookie: account.cookie,
      json: target,
    });
    expect(byCustomer.status).toBe(400);
    expect(await byCustomer.json()).toMatchObject({ error: { fields: { appointment_time: SLOT_PROBLEM_MESSAGES.past_closing } } });
    const owner = await adminAccount();
    const byOwner = await api(`/api/admin/bookings/${booking.reference}/reschedule`, {
      method: "POST",
      cookie: owner.cookie,
      json: target,
    });
    expect(byOwner.status).toBe(400);
    expect(await byOwner.json()).toMatchObject({ error: { fields: { appointment_time: SLOT_PROBLEM_MESSAGES.past_closing } } });
    const moved = await api(`/api/my-bookings/${booking.reference}/reschedule`, {
      method: "POST",
      cookie: account.cookie,
      json: { ...target, appointment_time: "5:00 PM" },
    });
    expect(moved.status).toBe(200);
  });
});
