import { addDays, format } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ScheduleResponse } from "#core/schedule-schema";
import { holidayOn } from "#core/holidays";
import { ZIP_FORMAT_MESSAGE, ZIP_NOT_SERVED_MESSAGE } from "#core/service-areas";
import { businessToday } from "#core/time-slots";
import { cleaningSchedules, emails } from "#worker/db/schema";
import { dayViewWeekOverHttp } from "./day-views";
import { createViaApi } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { adminAccount, api, appNow, bookingBody, db, futureDate } from "./support";

/** The schedule form takes its own address: parts, the way in sealed, its ZIP's area. */

const CODE = "Lockbox #5812 on the bike rail";
const MIAMI = {
  building: "Brickell Heights",
  street: "55 SW 9th St",
  unit: "1203",
  city: "Miami",
  zip: "33130",
  access_method: "lockbox",
  access_notes: CODE,
  parking_notes: "Guest parking on level 2.",
};

const body = (scheduled_date: string, scheduled_time: string, address: Record<string, unknown> | null = MIAMI) => ({
  scheduled_date,
  scheduled_time,
  frequency: "biweekly",
  special_instructions: null,
  address,
});

function book(serviceZip: { zip: string; city: string }, date: string, time: string) {
  return api("/api/bookings", {
    method: "POST",
    headers: { "Idempotency-Key": crypto.randomUUID() },
    json: bookingBody({
      service_id: "deep-cleaning",
      appointment_date: date,
      appointment_time: time,
      address: { street: "1 Main St", city: serviceZip.city, zip: serviceZip.zip, access_method: "home" },
    }),
  });
}

describe("a schedule's own address", () => {
  it("is stored in parts with its area, the way in sealed: no stored email or calendar file carries the code", async () => {
    const user = await subscriber();
    // A weekday: the crews' weekend shifts start after 8 AM.
    const created = await createViaApi(user.cookie, body(futureDate({ weekday: true }), "8:00 AM"));
    expect(created.status).toBe(201);
    const { schedule } = (await created.json()) as ScheduleResponse;
    const [row] = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.id, schedule.id));
    expect(row).toMatchObject({
      area: "Miami, FL",
      serviceAddress: "Brickell Heights, 55 SW 9th St, Unit 1203, Miami, FL 33130",
      addressParts: { street: "55 SW 9th St", unit: "1203", access_method: "lockbox", parking_notes: "Guest parking on level 2." },
    });
    expect(JSON.stringify(row)).not.toContain("#5812");

    const outbox = await db.select().from(emails);
    const about = outbox.filter((email) => email.to === user.email || email.subject.includes(user.email));
    expect(about.length).toBeGreaterThan(0);
    for (const email of outbox) expect(`${email.subject} ${email.html} ${email.text}`).not.toContain("#5812");
    const { pathname, search } = new URL(schedule.calendar_url);
    expect(await (await api(pathname + search)).text()).not.toContain("#5812");
  });

  it("refuses a bad ZIP, an unserved one, a long unit or long instructions at their fields, saving nothing", async () => {
    const user = await subscriber();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ...MIAMI, zip: "3313" }, "address.zip", ZIP_FORMAT_MESSAGE],
      [{ ...MIAMI, zip: "10001" }, "address.zip", ZIP_NOT_SERVED_MESSAGE],
      [{ ...MIAMI, unit: "x".repeat(21) }, "address.unit", "Please keep the unit under 20 characters."],
      [{ ...MIAMI, access_notes: "x".repeat(501) }, "address.access_notes", "Please keep the access instructions under 500 characters."],
    ];
    for (const [address, field, message] of refusals) {
      const refused = await createViaApi(user.cookie, body(futureDate(), "12:00 PM", address));
      expect(refused.status, field).toBe(400);
      const { error } = (await refused.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields[field], field).toContain(message);
    }
    expect(await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.userId, user.userId))).toHaveLength(0);
  });

  it("takes the shared crews' places in its own area: Miami full, Fort Lauderdale still free", async () => {
    const date = futureDate({ weekday: true });
    for (let crew = 0; crew < 2; crew += 1)
      expect((await createViaApi((await subscriber()).cookie, body(date, "4:00 PM"))).status).toBe(201);
    expect((await book({ zip: "33131", city: "Miami" }, date, "4:00 PM")).status).toBe(409);
    expect((await book({ zip: "33301", city: "Fort Lauderdale" }, date, "4:00 PM")).status).toBe(201);
  });

  it("shows the series' visit in the admin's day view at its own address, with the way in for the admin", async () => {
    const user = await subscriber();
    // Inside the day view's week, on a day the business is open.
    let ahead = 2;
    while (holidayOn(format(addDays(new Date(`${businessToday(appNow())}T12:00:00Z`), ahead), "yyyy-MM-dd"))) ahead += 1;
    const date = format(addDays(new Date(`${businessToday(appNow())}T12:00:00Z`), ahead), "yyyy-MM-dd");
    // 10 AM: the plan's 3-hour visit fits every day's opening hours, where the crews' shifts are.
    const made = await createViaApi(user.cookie, body(date, "10:00 AM"));
    expect(made.status).toBe(201);
    const admin = await adminAccount();
    const view = await dayViewWeekOverHttp(admin.cookie);
    const visit = view.days
      .find((day) => day.date === date)
      ?.slots.flatMap((slot) => slot.visits)
      .find((entry) => entry.customerName.includes(user.email.split("@")[0]!) || entry.address.startsWith("Brickell Heights"));
    expect(visit).toMatchObject({
      address: "Brickell Heights, 55 SW 9th St, Unit 1203, Miami, FL 33130",
      place: { area: "Miami, FL", accessNotes: CODE, parts: { building: "Brickell Heights" } },
    });
  });
});
