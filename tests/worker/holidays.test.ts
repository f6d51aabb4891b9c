import { describe, expect, it } from "vitest";
import type { AvailabilityResponse } from "#core/booking-schema";
import { holidayOn } from "#core/holidays";
import { businessToday } from "#core/time-slots";
import { createViaApi, scheduleBody } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { addDays } from "./business-calendar";
import { api, appNow, bookingBody } from "./support";

/** The next holiday at least two days away: always inside the 12-month horizon (four a year). */
function nextHoliday(): string {
  let date = addDays(businessToday(appNow()), 2);
  while (!holidayOn(date)) date = addDays(date, 1);
  return date;
}

describe("the days the business is closed", () => {
  it("are New Year's Day, Independence Day, Thanksgiving (the fourth Thursday of November) and Christmas Day", () => {
    expect(["2026-11-26", "2027-11-25", "2030-11-28", "2027-01-01", "2027-07-04", "2027-12-25"].map(holidayOn)).toEqual([
      "Thanksgiving Day",
      "Thanksgiving Day",
      "Thanksgiving Day",
      "New Year's Day",
      "Independence Day",
      "Christmas Day",
    ]);
    for (const workday of ["2026-11-19", "2026-11-27", "2027-12-24", "2027-12-26", "2027-07-05"])
      expect(holidayOn(workday), workday).toBeNull();
  });

  it("offer no time, refuse a booking at the date and refuse a schedule starting on them", async () => {
    const holiday = nextHoliday();
    const day = (await (await api(`/api/availability?service=massage-service&date=${holiday}`)).json()) as AvailabilityResponse;
    expect(day.slots).toEqual([]);

    const booking = await api("/api/bookings", {
      method: "POST",
      json: bookingBody({ service_id: "massage-service", appointment_date: holiday, appointment_time: "11:00 AM" }),
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(booking.status).toBe(400);
    expect(await booking.json()).toMatchObject({
      error: { fields: { appointment_date: "We are closed on this holiday. Please choose another date." } },
    });

    const owner = await subscriber();
    const schedule = await createViaApi(owner.cookie, scheduleBody({ scheduled_date: holiday, scheduled_time: "10:00 AM" }));
    expect(schedule.status).toBe(400);
    expect(await schedule.json()).toMatchObject({
      error: { fields: { scheduled_date: "We are closed on this holiday. Please choose another date." } },
    });
  });
});
