import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "#core/staff";
import { bookings, crewAssignments, staffMembers, users } from "#worker/db/schema";
import { createBooking } from "#worker/services/bookings/create-booking";
import { adminAccount, type Account, api, bookingBody, db, futureDate, postBooking, testContext, uniqueEmail } from "./support";
import { withoutDemoStaff } from "./staff-seed";

/** Each visit sold gets its person in the same batch that takes the place. Each test uses a service of its own. */

const MIAMI_ADDRESS = "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131";

async function member(
  admin: Account,
  serviceIds: string[],
  role: StaffRole = "crew",
  span: { start: string; end: string } = { start: "08:00", end: "20:00" },
) {
  const id = crypto.randomUUID();
  const now = new Date();
  await db.insert(users).values({
    id,
    email: uniqueEmail(role),
    emailVerified: true,
    name: "Ivo Paz",
    firstName: "Ivo",
    lastName: "Paz",
    createdAt: now,
    updatedAt: now,
  });
  await db
    .insert(staffMembers)
    .values({ userId: id, role, serviceIds, active: true, addedBy: "owner@example.com", createdAt: now, updatedAt: now });
  const hours = Object.fromEntries(["mon", "tue", "wed", "thu", "fri"].map((day) => [day, [span]]));
  const saved = await api(`/api/admin/staff/${id}/hours`, { method: "PUT", cookie: admin.cookie, json: { areas: ["Miami, FL"], hours } });
  expect(saved.status).toBe(200);
  return id;
}

async function bookingId(response: Response): Promise<string> {
  const { booking } = (await response.json()) as { booking: { reference: string } };
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, booking.reference));
  return row!.id;
}

async function givenTo(ids: string[]) {
  return db
    .select({ visitId: crewAssignments.visitId, providerId: crewAssignments.providerId })
    .from(crewAssignments)
    .where(inArray(crewAssignments.visitId, ids));
}

// This file's own members are the only people on shift: without the demo staff every file starts with.
beforeAll(() => withoutDemoStaff());

describe("a visit gets its person when it is sold", () => {
  it("50 concurrent bookings for a slot with 3 free members: exactly 3 are sold, each to a different member", async () => {
    const admin = await adminAccount();
    const crew = [
      await member(admin, ["massage-service"]),
      await member(admin, ["massage-service"]),
      await member(admin, ["massage-service"]),
    ];
    const slot = { service_id: "massage-service", appointment_date: futureDate({ weekday: true }), appointment_time: "2:00 PM" };
    const responses = await Promise.all(Array.from({ length: 50 }, () => postBooking({ ...slot, service_address: MIAMI_ADDRESS })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    const sold = await Promise.all(responses.filter((response) => response.status === 201).map(bookingId));
    const given = await givenTo(sold);
    expect(given).toHaveLength(3);
    expect(new Set(given.map((row) => row.providerId))).toEqual(new Set(crew));
  });

  it("a member given a visit is not sold again for overlapping hours, whatever the service; a vendor's job stays on offer", async () => {
    const admin = await adminAccount();
    const date = futureDate({ weekday: true });
    const only = await member(admin, ["nails-service", "lashes-eyebrows"]);
    // Nails and lashes hold their member 2 hours.
    const nails = await postBooking({
      service_id: "nails-service",
      appointment_date: date,
      appointment_time: "10:00 AM",
      service_address: MIAMI_ADDRESS,
    });
    expect(nails.status).toBe(201);
    expect(await givenTo([await bookingId(nails)])).toEqual([{ visitId: expect.any(String), providerId: only }]);
    const overlapping = await postBooking({
      service_id: "lashes-eyebrows",
      appointment_date: date,
      appointment_time: "11:00 AM",
      service_address: MIAMI_ADDRESS,
    });
    expect(overlapping.status).toBe(409);
    const after = await postBooking({
      service_id: "lashes-eyebrows",
      appointment_date: date,
      appointment_time: "12:00 PM",
      service_address: MIAMI_ADDRESS,
    });
    expect(after.status).toBe(201);
    expect((await givenTo([await bookingId(after)]))[0]?.providerId).toBe(only);

    // A vendor is not given a job at sale: it is offered, and holds the vendor's place meanwhile.
    await member(admin, ["makeup-service"], "vendor");
    const makeup = await postBooking({
      service_id: "makeup-service",
      appointment_date: date,
      appointment_time: "10:00 AM",
      service_address: MIAMI_ADDRESS,
    });
    expect(makeup.status).toBe(201);
    expect(await givenTo([await bookingId(makeup)])).toEqual([]);
    const second = await postBooking({
      service_id: "makeup-service",
      appointment_date: date,
      appointment_time: "10:00 AM",
      service_address: MIAMI_ADDRESS,
    });
    expect(second.status).toBe(409);
  });

  it("a moved visit keeps its member when they are free at the new time, else goes to one who is, in the move's batch", async () => {
    const admin = await adminAccount();
    const date = futureDate({ weekday: true });
    const morning = await member(admin, ["pet-grooming"], "crew", { start: "08:00", end: "12:00" });
    const afternoon = await member(admin, ["pet-grooming"], "crew", { start: "12:00", end: "20:00" });
    // Pet grooming holds its member 2 hours: 9 to 11 is the morning member's.
    const sold = await postBooking({
      service_id: "pet-grooming",
      appointment_date: date,
      appointment_time: "9:00 AM",
      service_address: MIAMI_ADDRESS,
    });
    expect(sold.status).toBe(201);
    const id = await bookingId(sold);
    const [row] = await db.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, id));
    const move = (time: string) =>
      api(`/api/admin/bookings/${row?.reference}/reschedule`, {
        method: "POST",
        cookie: admin.cookie,
        json: { appointment_date: date, appointment_time: time },
      });
    expect((await givenTo([id]))[0]?.providerId).toBe(morning);
    // 10 to 12 is still inside the morning member's shift: they keep it.
    expect((await move("10:00 AM")).status).toBe(200);
    expect((await givenTo([id]))[0]?.providerId).toBe(morning);
    // 2 PM is the afternoon member's: the visit goes to them.
    expect((await move("2:00 PM")).status).toBe(200);
    expect(await givenTo([id])).toEqual([{ visitId: id, providerId: afternoon }]);
    // The afternoon member is now busy at 2 PM, and the morning free again at 9.
    const taken = await postBooking({
      service_id: "pet-grooming",
      appointment_date: date,
      appointment_time: "2:00 PM",
      service_address: MIAMI_ADDRESS,
    });
    expect(taken.status).toBe(409);
    const morningAgain = await postBooking({
      service_id: "pet-grooming",
      appointment_date: date,
      appointment_time: "9:00 AM",
      service_address: MIAMI_ADDRESS,
    });
    expect(morningAgain.status).toBe(201);
    expect((await givenTo([await bookingId(morningAgain)]))[0]?.providerId).toBe(morning);
  });

  it("a subscription's first cleaning, held while the customer pays, is given its crew member like any booking", async () => {
    const admin = await adminAccount();
    const date = futureDate({ weekday: true });
    const crew = await member(admin, ["deep-cleaning"]);
    const body = bookingBody({
      service_id: "deep-cleaning",
      appointment_date: date,
      appointment_time: "11:00 AM",
      service_address: MIAMI_ADDRESS,
    });
    const { response } = await createBooking(testContext(), body, {
      idempotencyKey: crypto.randomUUID(),
      hold: { title: "Cleaning plan", price: "$149.00", lengthHours: 3 },
    });
    const [held] = await db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.reference, response.booking.reference));
    expect(held?.status).toBe("held_for_checkout");
    expect(await givenTo([held!.id])).toEqual([{ visitId: held!.id, providerId: crew }]);
  });
});
