import { beforeAll, describe, expect, it } from "vitest";
import type { AvailabilityResponse } from "#core/booking-schema";
import { staffMembers, users } from "#worker/db/schema";
import { withoutDemoStaff } from "./staff-seed";
import { adminAccount, type Account, api, db, futureDate, postBooking, uniqueEmail } from "./support";

/**
 * Places computed from the people on shift. The tests share one D1, so each uses a service
 * of its own: a member of one test never counts in another's slots.
 */

const WEEKDAY_HOURS = { start: "08:00", end: "20:00" };
const MIAMI_ZIP = "33131";
const WEST_PALM_ZIP = "33401";
const ADDRESS_IN = {
  [MIAMI_ZIP]: "1200 Brickell Bay Dr, Apt 5, Miami, FL 33131",
  [WEST_PALM_ZIP]: "100 Clematis St, Apt 2, West Palm Beach, FL 33401",
};

/** An active member doing `serviceId`, with weekday hours in `areas` (they accepted their invitation earlier). */
async function member(admin: Account, serviceId: string, areas: string[], hours: { start: string; end: string } = WEEKDAY_HOURS) {
  const id = crypto.randomUUID();
  const now = new Date();
  await db.insert(users).values({
    id,
    email: uniqueEmail("crew"),
    emailVerified: true,
    name: "Ana Cruz",
    firstName: "Ana",
    lastName: "Cruz",
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(staffMembers).values({
    userId: id,
    role: "crew",
    serviceIds: [serviceId],
    active: true,
    addedBy: "owner@example.com",
    createdAt: now,
    updatedAt: now,
  });
  const weekdays = Object.fromEntries(["mon", "tue", "wed", "thu", "fri"].map((day) => [day, [hours]]));
  const saved = await api(`/api/admin/staff/${id}/hours`, { method: "PUT", cookie: admin.cookie, json: { areas, hours: weekdays } });
  expect(saved.status).toBe(200);
  return id;
}

async function remaining(service: string, date: string, zip: string, time: string): Promise<number | undefined> {
  const response = await api(`/api/availability?service=${service}&date=${date}&zip=${zip}`);
  expect(response.status).toBe(200);
  const { slots } = (await response.json()) as AvailabilityResponse;
  return slots.find((slot) => slot.time === time)?.remaining;
}

function book(service: string, date: string, time: string, zip: keyof typeof ADDRESS_IN = MIAMI_ZIP) {
  return postBooking({ service_id: service, appointment_date: date, appointment_time: time, service_address: ADDRESS_IN[zip] });
}

// This file's members are the only people on shift: without the demo staff every test starts.
beforeAll(() => withoutDemoStaff());

describe("the people on shift decide what can be booked", () => {
  it("a service's places are its members on shift: nobody on shift sells nothing", async () => {
    const admin = await adminAccount();
    const date = futureDate({ weekday: true });
    expect(await remaining("laundry-service", date, MIAMI_ZIP, "10:00 AM")).toBe(0);
    expect((await book("laundry-service", date, "10:00 AM")).status).toBe(409);
    await member(admin, "laundry-service", ["Miami, FL"]);
    expect(await remaining("laundry-service", date, MIAMI_ZIP, "10:00 AM")).toBe(1);
    // A service nobody does has no place at all once the staff decide.
    expect(await remaining("jet-ski-rental", date, MIAMI_ZIP, "10:00 AM")).toBe(0);
    expect((await book("jet-ski-rental", date, "10:00 AM")).status).toBe(409);
  });

  it("one member on time off turns a 2-place slot into 1, and the one place sells once", async () => {
    const admin = await adminAccount();
    const date = futureDate({ weekday: true });
    const first = await member(admin, "barber-service", ["Miami, FL"]);
    await member(admin, "barber-service", ["Miami, FL"]);
    expect(await remaining("barber-service", date, MIAMI_ZIP, "10:00 AM")).toBe(2);
    const off = await api(`/api/admin/staff/${first}/time-off`, {
      method: "POST",
      cookie: admin.cookie,
      json: { from: date, to: date, start: "09:00", end: "11:00", reason: "Doctor" },
    });
    expect(off.status).toBe(201);
    expect(await remaining("barber-service", date, MIAMI_ZIP, "10:00 AM")).toBe(1);
    // Outside the part of the day off, both work.
    expect(await remaining("barber-service", date, MIAMI_ZIP, "2:00 PM")).toBe(2);
    expect((await book("barber-service", date, "10:00 AM")).status).toBe(201);
    expect(await remaining("barber-service", date, MIAMI_ZIP, "10:00 AM")).toBe(0);
    expect((await book("barber-service", date, "10:00 AM")).status).toBe(409);
  });

  it("a member who does not cover West Palm Beach takes no West Palm Beach visit", async () => {
    const admin = await adminAccount();
    const date = futureDate({ weekday: true });
    await member(admin, "pet-sitting", ["Miami, FL"]);
    expect(await remaining("pet-sitting", date, WEST_PALM_ZIP, "11:00 AM")).toBe(0);
    expect((await book("pet-sitting", date, "11:00 AM", WEST_PALM_ZIP)).status).toBe(409);
    expect(await remaining("pet-sitting", date, MIAMI_ZIP, "11:00 AM")).toBe(1);
    expect((await book("pet-sitting", date, "11:00 AM", MIAMI_ZIP)).status).toBe(201);
  });

  it("a 3-hour visit needs a member on shift, and free, for all 3 hours", async () => {
    const admin = await adminAccount();
    const date = futureDate({ weekday: true });
    await member(admin, "car-detailing", ["Miami, FL"], { start: "08:00", end: "12:00" });
    // 9 to 12 fits the shift; 10 to 1 does not.
    expect(await remaining("car-detailing", date, MIAMI_ZIP, "9:00 AM")).toBe(1);
    expect(await remaining("car-detailing", date, MIAMI_ZIP, "10:00 AM")).toBe(0);
    expect((await book("car-detailing", date, "10:00 AM")).status).toBe(409);
    expect((await book("car-detailing", date, "9:00 AM")).status).toBe(201);
    // The one member holds 9 to 12: 8 to 11 overlaps it.
    expect(await remaining("car-detailing", date, MIAMI_ZIP, "8:00 AM")).toBe(0);
    expect((await book("car-detailing", date, "8:00 AM")).status).toBe(409);
  });

  it("answers who is free at 2 PM: on shift then, not off, and given no visit then", async () => {
    const admin = await adminAccount();
    const date = futureDate({ weekday: true });
    const morning = await member(admin, "locksmith", ["Miami, FL"], { start: "08:00", end: "12:00" });
    const afternoon = await member(admin, "locksmith", ["Miami, FL"], { start: "12:00", end: "20:00" });
    const away = await member(admin, "locksmith", ["Miami, FL"], { start: "12:00", end: "20:00" });
    await api(`/api/admin/staff/${away}/time-off`, {
      method: "POST",
      cookie: admin.cookie,
      json: { from: date, to: date, reason: "Trip" },
    });
    const freeAt = async (time: string) => {
      const response = await api(`/api/admin/staff/free?date=${date}&time=${encodeURIComponent(time)}`, { cookie: admin.cookie });
      expect(response.status).toBe(200);
      const ids = ((await response.json()) as { members: { userId: string }[] }).members.map((entry) => entry.userId);
      return [morning, afternoon, away].filter((id) => ids.includes(id));
    };
    expect(await freeAt("2:00 PM")).toEqual([afternoon]);
    expect(await freeAt("9:00 AM")).toEqual([morning]);
    // A locksmith visit holds 2 hours: once sold at 1 PM, the afternoon member is not free at 2.
    expect((await book("locksmith", date, "1:00 PM")).status).toBe(201);
    expect(await freeAt("2:00 PM")).toEqual([]);
    const refused = await api(`/api/admin/staff/free?date=${date}&time=2PM`, { cookie: admin.cookie });
    expect(refused.status).toBe(400);
  });
});
