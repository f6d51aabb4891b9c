import { format, parseISO, subDays } from "date-fns";
import { describe, expect, it } from "vitest";
import type { AvailabilityResponse, BookingInput } from "#core/booking-schema";
import { BUSINESS } from "#core/business";
import { lastBookableDate } from "#core/calendar-date";
import { MIN_NOTICE_HOURS, slotProblem, slotsOn } from "#core/opening-hours";
import { FIRST_CLEANING_DISCOUNT_LABEL, FIRST_CLEANING_DISCOUNT_PERCENT } from "#core/pricing";
import { businessToday, slotStart } from "#core/time-slots";
import { availability } from "#worker/services/bookings/availability";
import { createBooking } from "#worker/services/bookings/create-booking";
import { openDayOnWeekday } from "./business-calendar";
import { api, appNow, asAnswer, db, testContext, uniqueEmail } from "./support";

/** A Sunday the API accepts whatever today is: the last one inside the booking horizon. */
function lastBookableSunday(): string {
  const date = parseISO(lastBookableDate(appNow()));
  return format(subDays(date, date.getDay()), "yyyy-MM-dd");
}

/** The services' context at a fixed time, with the settings these tests were written for. */
const contextAt = (now: Date) =>
  testContext({
    now,
    mailer: { db, from: "a@b.c", provider: null },
    settings: { siteUrl: "http://localhost:5173", authSecret: "x".repeat(40), businessEmail: "team@example.com" },
  });

function request(date: string, time: string): BookingInput {
  return {
    service_id: "regular-cleaning",
    appointment_date: date,
    appointment_time: time,
    customer_name: "Hours Tester",
    customer_email: uniqueEmail("hours"),
    customer_phone: "(305) 555-0199",
    service_address: "1200 Brickell Bay Dr, Miami, FL",
    special_notes: null,
  };
}

describe("bookable times follow the opening hours", () => {
  it("offers weekdays 8 AM-7 PM, Saturday 9 AM-5 PM and Sunday 10 AM-3 PM (the last visit starts an hour before closing)", () => {
    expect(slotsOn("2027-06-07")).toEqual([
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
      "7:00 PM",
    ]);
    expect(slotsOn("2027-06-12")).toEqual([
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
      "5:00 PM",
    ]);
    expect(slotsOn("2027-06-13")).toEqual(["10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM"]);
  });

  it("does not list a Sunday 8 AM slot and refuses to book it", async () => {
    const sundayDate = lastBookableSunday();
    const sunday = (await (await api(`/api/availability?service=regular-cleaning&date=${sundayDate}`)).json()) as AvailabilityResponse;
    expect(sunday.slots.map((slot) => slot.time)).not.toContain("8:00 AM");
    expect(sunday.slots[0]).toEqual({ time: "10:00 AM", available: true, remaining: 2 });

    const response = await api("/api/bookings", {
      method: "POST",
      json: request(sundayDate, "8:00 AM"),
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        message: "We are closed at that time. Please choose a time within our opening hours.",
        fields: { appointment_time: expect.any(String) },
      },
    });
  });

  it(`keeps a minimum notice of ${MIN_NOTICE_HOURS} hours, in the list and on the server`, async () => {
    // 9:30 AM New York time on a Monday: 10 and 11 AM are too soon, noon is bookable.
    const now = new Date("2027-06-07T13:30:00Z");
    const { slots } = await availability(contextAt(now), "regular-cleaning", "2027-06-07");
    expect(slots.slice(0, 5).map((slot) => [slot.time, slot.reason ?? "open"])).toEqual([
      ["8:00 AM", "past"],
      ["9:00 AM", "past"],
      ["10:00 AM", "too_soon"],
      ["11:00 AM", "too_soon"],
      ["12:00 PM", "open"],
    ]);
    expect(slotProblem("2027-06-07", "11:00 AM", now)).toBe("too_soon");

    const tooSoon = createBooking(contextAt(now), request("2027-06-07", "11:00 AM"), { idempotencyKey: crypto.randomUUID() });
    await expect(tooSoon.then(() => "booked", asAnswer)).resolves.toMatchObject({
      status: 400,
      message: expect.stringContaining(`at least ${MIN_NOTICE_HOURS} hours ahead`),
    });
    const { created } = await createBooking(contextAt(now), request("2027-06-07", "12:00 PM"), {
      idempotencyKey: crypto.randomUUID(),
    });
    expect(created).toBe(true);
  });
});

describe("the hours and the offer visitors read", () => {
  it("are written from the one table the bookable times follow, and the one percent the price takes off", () => {
    expect(BUSINESS.hoursDisplay).toEqual([
      "Monday - Friday: 8:00 AM - 8:00 PM",
      "Saturday: 9:00 AM - 6:00 PM",
      "Sunday: 10:00 AM - 4:00 PM",
      "Emergency services: 24/7",
    ]);
    // A Saturday's first and last one-hour visits: 9:00 AM and 5:00 PM, ending at the 6:00 PM close.
    const saturday = slotsOn(openDayOnWeekday(businessToday(appNow()), 6));
    expect([saturday[0], saturday.at(-1)]).toEqual(["9:00 AM", "5:00 PM"]);
    expect(BUSINESS.promo).toBe(`First-time customers get ${FIRST_CLEANING_DISCOUNT_PERCENT}% off their initial cleaning.`);
    expect(FIRST_CLEANING_DISCOUNT_LABEL).toBe(`First cleaning: ${FIRST_CLEANING_DISCOUNT_PERCENT}% off`);
    expect(FIRST_CLEANING_DISCOUNT_PERCENT).toBe(20);
  });
});

describe("New York's date and a slot's instant", () => {
  it("change at New York's midnight and keep the wall-clock time across DST, asked once or again", () => {
    for (let round = 0; round < 2; round += 1) {
      // Winter (UTC-5) and summer (UTC-4): the date changes at 05:00 and 04:00 UTC.
      expect(businessToday(new Date("2026-11-25T04:59:59.999Z"))).toBe("2026-11-24");
      expect(businessToday(new Date("2026-11-25T05:00:00.000Z"))).toBe("2026-11-25");
      expect(businessToday(new Date("2026-07-01T03:59:59.999Z"))).toBe("2026-06-30");
      expect(businessToday(new Date("2026-07-01T04:00:00.000Z"))).toBe("2026-07-01");
      // 8 AM in New York the day before and the day after each change of clocks.
      expect(slotStart("2026-03-07", "8:00 AM").toISOString()).toBe("2026-03-07T13:00:00.000Z");
      expect(slotStart("2026-03-09", "8:00 AM").toISOString()).toBe("2026-03-09T12:00:00.000Z");
      expect(slotStart("2026-10-31", "8:00 AM").toISOString()).toBe("2026-10-31T12:00:00.000Z");
      expect(slotStart("2026-11-02", "8:00 AM").toISOString()).toBe("2026-11-02T13:00:00.000Z");
    }
  });
});
