import { eq, sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ScheduleFrequency } from "#core/schedule-recurrence";
import { FIRST_CLEANING_SERVICE_ID } from "#core/subscription-api";
import { slotStart } from "#core/time-slots";
import type { ServiceLocation } from "#core/services/areas";
import { bookings, cleaningSchedules, subscriptions, users, type BookingRecord } from "#worker/db/schema";
import { releaseHeldBooking } from "#worker/services/bookings/held-bookings";
import {
  crewsOf,
  firstFullDate,
  hasFreePlace,
  hasFreePlaceOnEach,
  placesTaken,
  SHARED_CREWS,
  type CrewGroup,
  type Excluded,
  type Slot,
} from "#worker/services/capacity/slot-capacity";
import { placesBetween } from "#worker/services/capacity/slot-places";
import { givePlaces } from "./staff-seed";
import { appNow, db, uniqueEmail } from "./support";

/**
 * The module's rules, read straight from the database. Storage is shared by the tests of this
 * file and weekly series run forever, so each test has its own time of day. A service's places
 * are its members on shift (2 demo members per area unless a test gives others).
 */

let counter = 0;
async function insertBooking(
  serviceId: string,
  slot: Slot,
  status: BookingRecord["status"] = "pending",
  area: ServiceLocation | null = null,
): Promise<string> {
  counter += 1;
  const id = crypto.randomUUID();
  const now = new Date();
  await db.insert(bookings).values({
    id,
    reference: `SFB-SC${String(counter).padStart(4, "0")}`,
    serviceId,
    serviceTitle: serviceId,
    servicePrice: "$80/visit",
    appointmentDate: slot.date,
    appointmentTime: slot.time,
    startsAt: slotStart(slot.date, slot.time),
    customerName: "Slot Capacity",
    customerEmail: uniqueEmail("capacity"),
    customerPhone: "(305) 555-0100",
    serviceAddress: "1 Ocean Dr, Miami, FL",
    area,
    status,
    idempotencyKey: id,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

let owner: Promise<string> | undefined;
/** One customer owns every schedule of this file: capacity does not look at who owns a visit. */
function scheduleOwner(): Promise<string> {
  owner ??= (async () => {
    const id = crypto.randomUUID();
    const now = new Date();
    const email = uniqueEmail("schedules");
    const person = { name: "Sam Shore", firstName: "Sam", lastName: "Shore" };
    await db.insert(users).values({ id, email, emailVerified: true, createdAt: now, updatedAt: now, ...person });
    return id;
  })();
  return owner;
}

async function insertSchedule(first: Slot, frequency: ScheduleFrequency, status: "active" | "cancelled" = "active"): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date();
  await db.insert(cleaningSchedules).values({
    id,
    userId: await scheduleOwner(),
    email: "sam@example.com",
    scheduledDate: first.date,
    scheduledTime: first.time,
    startsAt: slotStart(first.date, first.time),
    frequency,
    status,
    // A 2-hour plan: this file's series each keep to their own hours.
    subscriptionTier: "1bed1bath",
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Places taken, as the atomic statements count them and as the lists do: the two must agree. */
async function taken(group: CrewGroup, slot: Slot, excluded: Excluded = {}): Promise<number> {
  const row = await db.get<{ taken: number }>(sql`SELECT ${placesTaken(group, slot, excluded)} AS taken`);
  const listed = await placesBetween(db, { from: slot.date, to: slot.date, group, excluded });
  expect(listed.taken(group, slot), "the list's count").toBe(Number(row?.taken));
  return Number(row?.taken);
}

async function isFree(condition: SQL): Promise<boolean> {
  const row = await db.get<{ free: number }>(sql`SELECT CASE WHEN ${condition} THEN 1 ELSE 0 END AS free`);
  return row?.free === 1;
}

const regular = crewsOf("regular-cleaning");

describe("slot capacity", () => {
  it("gives every crew group its members on shift as places; the subscription's first cleaning uses the shared crews", async () => {
    await givePlaces({ serviceId: regular.serviceId, places: 3 });
    await givePlaces({ serviceId: SHARED_CREWS.serviceId, places: 3 });
    expect(SHARED_CREWS.serviceId).toBe("deep-cleaning");
    expect(FIRST_CLEANING_SERVICE_ID).toBe(SHARED_CREWS.serviceId);

    const empty = { date: "2032-02-02", time: "8:00 AM" };
    const places = await placesBetween(db, { from: empty.date, to: empty.date });
    expect([places.taken(regular, empty), places.free(regular, empty), places.free(SHARED_CREWS, empty)]).toEqual([0, 3, 3]);
  });

  it("counts pending, confirmed, completed and held bookings; not cancelled ones, released holds, other services, times or dates", async () => {
    const slot = { date: "2032-03-02", time: "9:00 AM" };
    for (const status of ["pending", "confirmed", "completed", "held_for_checkout", "cancelled"] as const) {
      await insertBooking(regular.serviceId, slot, status);
    }
    // A first cleaning whose checkout was abandoned: the hold is released, its place freed.
    const abandoned = await insertBooking(regular.serviceId, slot, "held_for_checkout");
    expect(await taken(regular, slot)).toBe(5);
    await releaseHeldBooking(db, abandoned, appNow());
    expect(await taken(regular, slot)).toBe(4);

    await insertBooking("car-detailing", slot);
    await insertBooking(regular.serviceId, { ...slot, time: "10:00 AM" });
    await insertBooking(regular.serviceId, { ...slot, date: "2032-03-03" });
    expect(await taken(regular, slot)).toBe(4);
    expect(await taken(crewsOf("car-detailing"), slot)).toBe(1);

    await givePlaces({ serviceId: regular.serviceId, places: 5 });
    const places = await placesBetween(db, { from: slot.date, to: "2032-03-03" });
    expect(places.free(regular, slot)).toBe(1);
    expect(places.free(regular, { ...slot, date: "2032-03-03" })).toBe(4);
    expect(await isFree(hasFreePlace(regular, slot))).toBe(true);
    await givePlaces({ serviceId: regular.serviceId, places: 4 });
    expect(await isFree(hasFreePlace(regular, slot))).toBe(false);
    await givePlaces({ serviceId: regular.serviceId, places: 2 });
    expect((await placesBetween(db, { from: slot.date, to: slot.date })).free(regular, slot)).toBe(0);
  });

  it("counts schedule visits on each of their dates, for the shared crews only; cancelled schedules take nothing", async () => {
    const time = "11:00 AM";
    await givePlaces({ serviceId: SHARED_CREWS.serviceId, places: 2 });
    await insertSchedule({ date: "2032-03-01", time }, "weekly");
    await insertSchedule({ date: "2032-03-01", time }, "biweekly");
    await insertSchedule({ date: "2032-03-01", time }, "weekly", "cancelled");
    await insertSchedule({ date: "2032-01-31", time }, "monthly");

    expect(await taken(SHARED_CREWS, { date: "2032-02-23", time })).toBe(0);
    expect(await taken(SHARED_CREWS, { date: "2032-03-01", time })).toBe(2);
    expect(await taken(SHARED_CREWS, { date: "2032-03-02", time })).toBe(0);
    expect(await taken(SHARED_CREWS, { date: "2032-03-08", time })).toBe(1);
    expect(await taken(SHARED_CREWS, { date: "2032-03-15", time })).toBe(2);
    // Each visit holds its crew for the plan's 2 hours: 11 and 12 o'clock, not 1 PM.
    expect(await taken(SHARED_CREWS, { date: "2032-03-15", time: "12:00 PM" })).toBe(2);
    expect(await taken(SHARED_CREWS, { date: "2032-03-15", time: "1:00 PM" })).toBe(0);
    // The monthly series of the 31st: the last day of shorter months.
    expect(await taken(SHARED_CREWS, { date: "2032-02-29", time })).toBe(1);
    expect(await taken(SHARED_CREWS, { date: "2032-03-31", time })).toBe(1);

    await insertBooking(SHARED_CREWS.serviceId, { date: "2032-03-08", time });
    await insertBooking(regular.serviceId, { date: "2032-03-15", time });
    expect(await taken(SHARED_CREWS, { date: "2032-03-08", time })).toBe(2);
    expect(await taken(SHARED_CREWS, { date: "2032-03-15", time })).toBe(2);
    expect(await taken(regular, { date: "2032-03-15", time })).toBe(1);

    const week = await placesBetween(db, { from: "2032-03-01", to: "2032-03-15" });
    expect(week.free(SHARED_CREWS, { date: "2032-03-08", time })).toBe(0);
    expect(week.free(regular, { date: "2032-03-15", time })).toBe(1);
    expect(await isFree(hasFreePlace(SHARED_CREWS, { date: "2032-03-08", time }))).toBe(false);
    expect(await isFree(hasFreePlace(regular, { date: "2032-03-08", time }))).toBe(true);
  });

  it("leaves out the schedule being edited and the booking being moved, and names the first full date", async () => {
    const time = "1:00 PM";
    await givePlaces({ serviceId: SHARED_CREWS.serviceId, places: 2 });
    const edited = await insertSchedule({ date: "2032-04-05", time }, "weekly");
    await insertSchedule({ date: "2032-04-05", time }, "weekly");
    const dates = ["2032-04-05", "2032-04-12", "2032-04-19"];

    expect(await isFree(hasFreePlaceOnEach(SHARED_CREWS, dates, time))).toBe(false);
    expect(await firstFullDate(db, SHARED_CREWS, dates, time)).toBe("2032-04-05");
    const itself = { scheduleId: edited };
    expect(await taken(SHARED_CREWS, { date: "2032-04-05", time }, itself)).toBe(1);
    expect(await isFree(hasFreePlaceOnEach(SHARED_CREWS, dates, time, itself))).toBe(true);
    expect(await firstFullDate(db, SHARED_CREWS, dates, time, itself)).toBeUndefined();

    const moved = await insertBooking(SHARED_CREWS.serviceId, { date: "2032-04-12", time });
    expect(await isFree(hasFreePlaceOnEach(SHARED_CREWS, dates, time, itself))).toBe(false);
    expect(await firstFullDate(db, SHARED_CREWS, dates, time, itself)).toBe("2032-04-12");
    expect(await taken(SHARED_CREWS, { date: "2032-04-12", time })).toBe(3);
    expect(await taken(SHARED_CREWS, { date: "2032-04-12", time }, { bookingId: moved })).toBe(2);
    await givePlaces({ serviceId: SHARED_CREWS.serviceId, places: 3 });
    expect(await isFree(hasFreePlace(SHARED_CREWS, { date: "2032-04-12", time }, { bookingId: moved }))).toBe(true);
  });

  it("lets a conditional insert take only the free places, however many arrive at once", async () => {
    const slot = { date: "2032-05-04", time: "3:00 PM" };
    await insertSchedule(slot, "biweekly");
    const capacity = 3;
    await givePlaces({ serviceId: SHARED_CREWS.serviceId, places: capacity });
    // The booking insert's shape: the check is the WHERE of the very statement that writes.
    const tryInsert = (index: number) => {
      const id = crypto.randomUUID();
      const at = Date.now();
      return db.get<{ id: string } | undefined>(sql`
        INSERT INTO bookings (id, reference, service_id, service_title, service_price, appointment_date, appointment_time, starts_at,
          customer_name, customer_email, customer_phone, service_address, status, idempotency_key, created_at, updated_at)
        SELECT ${id}, ${`SFB-RACE${index}`}, ${SHARED_CREWS.serviceId}, 'Cleaning Special', '$39.99', ${slot.date}, ${slot.time},
          ${slotStart(slot.date, slot.time).getTime()}, 'Racer', ${uniqueEmail("racer")}, '(305) 555-0100', '1 Ocean Dr, Miami, FL',
          'pending', ${id}, ${at}, ${at}
        WHERE ${hasFreePlace(SHARED_CREWS, slot)}
        RETURNING id`);
    };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => tryInsert(index)));
    expect(answers.filter(Boolean)).toHaveLength(capacity - 1);
    expect(await db.select().from(bookings).where(eq(bookings.appointmentDate, slot.date))).toHaveLength(capacity - 1);
    expect(await taken(SHARED_CREWS, slot)).toBe(capacity);
  });

  it("counts each area apart: Miami full under a race, with a held first cleaning and a subscriber's visit, Fort Lauderdale still free", async () => {
    const slot = { date: "2032-06-08", time: "4:00 PM" };
    const miami = crewsOf(SHARED_CREWS.serviceId, "Miami, FL");
    const fortLauderdale = crewsOf(SHARED_CREWS.serviceId, "Fort Lauderdale, FL");
    // A Miami subscriber: the schedule's area is its subscription's first cleaning's.
    const subscriber = crypto.randomUUID();
    const now = new Date();
    await db.insert(users).values({
      id: subscriber,
      email: uniqueEmail("miami"),
      emailVerified: true,
      name: "Mia Ramos",
      firstName: "Mia",
      lastName: "Ramos",
      createdAt: now,
      updatedAt: now,
    });
    const first = await insertBooking(SHARED_CREWS.serviceId, { date: "2032-06-01", time: slot.time }, "confirmed", "Miami, FL");
    await db.insert(subscriptions).values({
      id: crypto.randomUUID(),
      userId: subscriber,
      stripeCustomerId: "cus_area",
      stripeSubscriptionId: `sub_${subscriber}`,
      packageId: "2bed2bath",
      status: "active",
      firstBookingId: first,
      createdAt: now,
      updatedAt: now,
    });
    await db.insert(cleaningSchedules).values({
      id: crypto.randomUUID(),
      userId: subscriber,
      email: "mia@example.com",
      scheduledDate: "2032-06-01",
      scheduledTime: slot.time,
      startsAt: slotStart("2032-06-01", slot.time),
      frequency: "weekly",
      status: "active",
      createdAt: now,
      updatedAt: now,
    });
    // And a Miami first cleaning held while its customer pays.
    await insertBooking(SHARED_CREWS.serviceId, slot, "held_for_checkout", "Miami, FL");
    expect([await taken(miami, slot), await taken(fortLauderdale, slot)]).toEqual([2, 0]);

    const capacity = 3;
    await givePlaces({ serviceId: SHARED_CREWS.serviceId, places: capacity });
    const racer = (area: ServiceLocation, index: number) => {
      const id = crypto.randomUUID();
      const at = Date.now();
      return db.get<{ id: string } | undefined>(sql`
        INSERT INTO bookings (id, reference, service_id, service_title, service_price, appointment_date, appointment_time, starts_at,
          customer_name, customer_email, customer_phone, service_address, area, status, idempotency_key, created_at, updated_at)
        SELECT ${id}, ${`SFB-AREA${index}`}, ${SHARED_CREWS.serviceId}, 'Cleaning Special', '$39.99', ${slot.date}, ${slot.time},
          ${slotStart(slot.date, slot.time).getTime()}, 'Racer', ${uniqueEmail("racer")}, '(305) 555-0100', '1 Ocean Dr', ${area},
          'pending', ${id}, ${at}, ${at}
        WHERE ${hasFreePlace(crewsOf(SHARED_CREWS.serviceId, area), slot)}
        RETURNING id`);
    };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => racer("Miami, FL", index)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await taken(miami, slot)).toBe(capacity);
    expect(await isFree(hasFreePlace(miami, slot))).toBe(false);
    expect(await isFree(hasFreePlace(fortLauderdale, slot))).toBe(true);
    // A visit of unknown area needs a place in every area: Miami has none.
    expect(await isFree(hasFreePlace(SHARED_CREWS, slot))).toBe(false);

    const others = await Promise.all(Array.from({ length: 5 }, (_, index) => racer("Fort Lauderdale, FL", 10 + index)));
    expect(others.filter(Boolean)).toHaveLength(capacity);
    const listed = await placesBetween(db, { from: slot.date, to: slot.date });
    expect([
      listed.free(miami, slot),
      listed.free(fortLauderdale, slot),
      listed.free(crewsOf(SHARED_CREWS.serviceId, "West Palm Beach, FL"), slot),
    ]).toEqual([0, 0, 3]);
    // Each area has its own people: a fourth Miami member frees a Miami place, one in West Palm Beach leaves it one.
    await givePlaces({ serviceId: SHARED_CREWS.serviceId, area: "Miami, FL", places: 4 });
    await givePlaces({ serviceId: SHARED_CREWS.serviceId, area: "West Palm Beach, FL", places: 1 });
    expect(await isFree(hasFreePlace(miami, slot))).toBe(true);
    expect(
      (await placesBetween(db, { from: slot.date, to: slot.date })).free(crewsOf(SHARED_CREWS.serviceId, "West Palm Beach, FL"), slot),
    ).toBe(1);
  });
});
