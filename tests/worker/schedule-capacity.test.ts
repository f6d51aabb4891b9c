import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AvailabilityResponse } from "../../core/booking-schema";
import type { ScheduleResponse } from "../../core/schedule-schema";
import { cleaningSchedules } from "../../worker/db/schema";
import { createViaApi } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { api, db, uniqueEmail } from "./support";

/** SLOT_CAPACITY is 2 in the tests (wrangler.toml's default). */
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

const weekly = (scheduled_date: string, scheduled_time: string) => ({ scheduled_date, scheduled_time, frequency: "weekly" as const, special_instructions: null });

describe("capacity shared by bookings and schedule visits", () => {
  it("refuses a schedule whose first visit's slot is full of cleaning bookings; other services' bookings do not count", async () => {
    const user = await subscriber();
    expect((await book("deep-cleaning", "2030-03-05", "10:00 AM")).status).toBe(201);
    expect((await book("deep-cleaning", "2030-03-05", "10:00 AM")).status).toBe(201);
    const refused = await createViaApi(user.cookie, weekly("2030-03-05", "10:00 AM"));
    expect(refused.status).toBe(409);
    const message = "Sorry, 10:00 AM on Tuesday, March 5, 2030 is fully booked. Please choose another time or day.";
    expect(await refused.json()).toEqual({ error: { code: "slot_full", message, fields: { scheduled_time: message } } });

    expect((await book("deep-cleaning", "2030-03-05", "11:00 AM")).status).toBe(201);
    expect((await book("regular-cleaning", "2030-03-05", "11:00 AM")).status).toBe(201);
    expect((await book("regular-cleaning", "2030-03-05", "11:00 AM")).status).toBe(201);
    expect((await createViaApi(user.cookie, weekly("2030-03-05", "11:00 AM"))).status).toBe(201);
    expect(await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.email, user.email))).toHaveLength(1);
  });

  it("refuses a cleaning booking in a slot that schedule visits fill, and shows the slot full", async () => {
    const first = await subscriber();
    const second = await subscriber();
    expect((await createViaApi(first.cookie, weekly("2030-04-03", "2:00 PM"))).status).toBe(201);
    expect((await createViaApi(second.cookie, weekly("2030-04-10", "2:00 PM"))).status).toBe(201);

    // April 10: the first schedule's second visit and the second one's first visit.
    const refused = await book("deep-cleaning", "2030-04-10", "2:00 PM");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "slot_full" } });
    const slots = (await (await api("/api/availability?service=deep-cleaning&date=2030-04-10")).json()) as AvailabilityResponse;
    expect(slots.slots.find((slot) => slot.time === "2:00 PM")).toEqual({ time: "2:00 PM", available: false, remaining: 0, reason: "full" });

    expect((await book("deep-cleaning", "2030-04-03", "2:00 PM")).status).toBe(201);
    expect((await book("regular-cleaning", "2030-04-10", "2:00 PM")).status).toBe(201);
  });

  it("checks the first visits, not only the first: a full slot a week later is named", async () => {
    const user = await subscriber();
    await book("deep-cleaning", "2030-05-16", "3:00 PM");
    await book("deep-cleaning", "2030-05-16", "3:00 PM");
    const refused = await createViaApi(user.cookie, weekly("2030-05-09", "3:00 PM"));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { message: "Sorry, 3:00 PM on Thursday, May 16, 2030 is fully booked. Please choose another time or day." } });
    expect((await createViaApi(user.cookie, { ...weekly("2030-05-09", "3:00 PM"), frequency: "biweekly" })).status).toBe(201);
  });

  it("never overfills a slot: five subscribers at once, capacity 2", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => subscriber()));
    const answers = await Promise.all(users.map((user) => createViaApi(user.cookie, weekly("2030-06-04", "4:00 PM"))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.scheduledDate, "2030-06-04"))).toHaveLength(2);
  });

  it("does not count a schedule against itself when it is edited, and refuses a move into a full slot", async () => {
    const user = await subscriber();
    const other = await subscriber();
    const { schedule } = (await (await createViaApi(user.cookie, weekly("2030-07-02", "5:00 PM"))).json()) as ScheduleResponse;
    await createViaApi(other.cookie, weekly("2030-07-02", "5:00 PM"));
    const edited = await api(`/api/schedules/${schedule.id}`, { method: "PATCH", cookie: user.cookie, json: { ...weekly("2030-07-02", "5:00 PM"), special_instructions: "Water the plants" } });
    expect(edited.status).toBe(200);

    await createViaApi(other.cookie, weekly("2030-07-03", "6:00 PM"));
    await book("deep-cleaning", "2030-07-03", "6:00 PM");
    const moved = await api(`/api/schedules/${schedule.id}`, { method: "PATCH", cookie: user.cookie, json: weekly("2030-07-03", "6:00 PM") });
    expect(moved.status).toBe(409);
    const [row] = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.id, schedule.id));
    expect(row).toMatchObject({ scheduledDate: "2030-07-02", scheduledTime: "5:00 PM", specialInstructions: "Water the plants" });

    const free = (await (await api(`/api/schedules/availability?date=2030-07-02&exclude=${schedule.id}`, { cookie: user.cookie })).json()) as AvailabilityResponse;
    expect(free.slots).toHaveLength(13);
    expect(free.slots.find((slot) => slot.time === "5:00 PM")).toEqual({ time: "5:00 PM", available: true, remaining: 1 });
    const full = (await (await api("/api/schedules/availability?date=2030-07-02", { cookie: user.cookie })).json()) as AvailabilityResponse;
    expect(full.slots.find((slot) => slot.time === "5:00 PM")).toEqual({ time: "5:00 PM", available: false, remaining: 0, reason: "full" });
  });
});
