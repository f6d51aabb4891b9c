import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AvailabilityResponse, BookingResponse } from "#core/booking-schema";
import type { MyBookingResponse } from "#core/my-bookings";
import type { ScheduleListResponse, ScheduleResponse } from "#core/schedule-schema";
import { slotStart } from "#core/time-slots";
import { bookings, cleaningSchedules, emails } from "#worker/db/schema";
import { createViaApi } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { api, db, futureDate, postBooking } from "./support";

async function booked(overrides: Record<string, unknown>) {
  const answer = await postBooking(overrides);
  expect(answer.status).toBe(201);
  return ((await answer.json()) as BookingResponse).booking;
}

async function storedTime(reference: string) {
  const [row] = await db.select({ time: bookings.appointmentTime }).from(bookings).where(eq(bookings.reference, reference));
  return row?.time;
}

async function customerEmail(reference: string) {
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, "booking-customer"), eq(emails.bookingReference, reference)));
  if (!row) throw new Error(`No confirmation for ${reference}`);
  return row;
}

/** The booking as its emailed manage link opens it. */
async function openedByManageLink(booking: BookingResponse["booking"]) {
  const token = new URL(booking.manage_url).searchParams.get("token");
  const opened = await api(`/api/my-bookings/${booking.reference}?token=${token}`);
  expect(opened.status).toBe(200);
  return ((await opened.json()) as MyBookingResponse).booking;
}

async function calendarStart(booking: BookingResponse["booking"]) {
  const url = new URL(booking.calendar_url);
  const ics = await (await api(url.pathname + url.search)).text();
  return /DTSTART:(\S+)/.exec(ics)?.[1];
}

/** "20261201T190000Z": how the calendar file writes an instant. */
const icsInstant = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

async function placesLeft(date: string, time: string) {
  const answer = (await (await api(`/api/availability?service=regular-cleaning&date=${date}&zip=33131`)).json()) as AvailabilityResponse;
  return answer.slots.find((slot) => slot.time === time)?.remaining;
}

async function runSlotClockMigration() {
  const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.includes("slot_clock"));
  if (!migration) throw new Error("the slot clock migration is missing");
  for (const query of migration.queries) await env.DB.prepare(query).run();
}

describe("a slot is stored as its clock and shown in the reader's language", () => {
  it("stores a booking made with the label as HH:mm, answers the label and the clock, and writes the English email as before", async () => {
    const booking = await booked({ appointment_time: "2:00 PM" });
    expect(booking.appointment_time).toBe("2:00 PM");
    expect(booking.appointment_clock).toBe("14:00");
    expect(await storedTime(booking.reference)).toBe("14:00");

    const email = await customerEmail(booking.reference);
    expect(email.subject).toContain(" at 2:00 PM (");
    expect(email.text).not.toContain("14:00");

    const managed = await openedByManageLink(booking);
    expect([managed.appointment_time, managed.appointment_clock]).toEqual(["2:00 PM", "14:00"]);
  });

  it("takes the clock too, and writes a Spanish booking's time in Spanish", async () => {
    const booking = await booked({ appointment_time: "15:00", locale: "es" });
    expect([booking.appointment_time, booking.appointment_clock]).toEqual(["3:00 PM", "15:00"]);
    expect(await storedTime(booking.reference)).toBe("15:00");

    const email = await customerEmail(booking.reference);
    expect(email.language).toBe("es");
    expect(email.subject).toMatch(/ a las 3:00 p\. ?m\. \(/);
    expect(email.text).not.toContain("15:00");
    // A clock written the English way; a bare "PM" can turn up inside a random link token.
    expect(email.text).not.toMatch(/\d:\d{2} ?[AP]M\b/);
  });

  it("counts a booking sent with the label and one sent with the clock as the same slot", async () => {
    const date = futureDate({ weekday: true });
    await booked({ appointment_date: date, appointment_time: "11:00 AM" });
    await booked({ appointment_date: date, appointment_time: "11:00" });
    // The demo staff give 2 places a slot: both places of 11 AM are taken.
    expect(await placesLeft(date, "11:00 AM")).toBe(0);
    const third = await postBooking({ appointment_date: date, appointment_time: "11:00 AM" });
    expect(third.status).toBe(409);
    expect(await third.json()).toMatchObject({ error: { code: "slot_full" } });
  });

  it("refuses a time that is no slot, in either spelling", async () => {
    for (const time of ["7:00 AM", "07:00", "14:30", "2 PM"]) {
      const refused = await postBooking({ appointment_time: time });
      expect(refused.status, time).toBe(400);
      expect(await refused.json(), time).toMatchObject({ error: { fields: { appointment_time: "Please choose a time." } } });
    }
  });
});

describe("the slot clock migration", () => {
  it("turns rows stored with labels into clocks; their manage link, calendar file and places keep working", async () => {
    const date = futureDate({ weekday: true });
    const booking = await booked({ appointment_date: date, appointment_time: "4:00 PM" });
    const owner = await subscriber();
    const created = await createViaApi(owner.cookie, {
      scheduled_date: futureDate({ weekday: true }),
      scheduled_time: "12:00 PM",
      frequency: "biweekly",
    });
    expect(created.status).toBe(201);
    const schedule = ((await created.json()) as ScheduleResponse).schedule;
    expect(schedule.scheduled_time).toBe("12:00 PM");
    // Rows as every release before the clock stored them.
    await db.run(sql`UPDATE bookings SET appointment_time = '4:00 PM' WHERE reference = ${booking.reference}`);
    await db.run(sql`UPDATE cleaning_schedules SET scheduled_time = '12:00 PM' WHERE id = ${schedule.id}`);

    await runSlotClockMigration();
    expect(await storedTime(booking.reference)).toBe("16:00");
    const [series] = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.id, schedule.id));
    expect(series?.scheduledTime).toBe("12:00");

    const managed = await openedByManageLink(booking);
    expect([managed.appointment_time, managed.appointment_clock]).toEqual(["4:00 PM", "16:00"]);
    expect(await calendarStart(booking)).toBe(icsInstant(slotStart(date, "16:00")));
    const listed = (await (await api("/api/schedules", { cookie: owner.cookie })).json()) as ScheduleListResponse;
    expect(listed.schedules.find((each) => each.id === schedule.id)?.scheduled_time).toBe("12:00 PM");

    // The converted booking still takes one of the slot's two places.
    expect(await placesLeft(date, "4:00 PM")).toBe(1);
    expect((await postBooking({ appointment_date: date, appointment_time: "4:00 PM" })).status).toBe(201);
    expect((await postBooking({ appointment_date: date, appointment_time: "16:00" })).status).toBe(409);

    // Run again (a migration replayed): clocks are left as they are.
    await runSlotClockMigration();
    expect(await storedTime(booking.reference)).toBe("16:00");
  });
});
