import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessToday } from "#core/time-slots";
import { bookings } from "#worker/db/schema";
import { addDays, openDayFrom } from "./business-calendar";
import { memberOf } from "./crew-members";
import { withoutDemoStaff } from "./staff-seed";
import { staffAccount } from "./staff-support";
import { adminAccount, type Account, api, appNow, db, postBooking } from "./support";

/** Staff see their own hours in the portal and ask for time off; only the owner's approval makes it time off. */

const MIAMI_ADDRESS = "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131";

interface Schedule {
  areas: string[];
  hours: Record<string, { start: string; end: string }[]>;
  timeOff: { from: string; to: string; reason: string }[];
  requests: { id: string; from: string; to: string; status: string }[];
}

async function giveHours(admin: Account, userId: string, areas: string[], days: string[], span: { start: string; end: string }) {
  const hours = Object.fromEntries(days.map((day) => [day, [span]]));
  const saved = await api(`/api/admin/staff/${userId}/hours`, { method: "PUT", cookie: admin.cookie, json: { areas, hours } });
  expect(saved.status).toBe(200);
}

async function scheduleOf(cookie: string): Promise<Schedule> {
  const response = await api("/api/work/schedule", { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Schedule;
}

async function ownerTimeOff(admin: Account, userId: string) {
  const response = await api("/api/admin/staff", { cookie: admin.cookie });
  const { staff } = (await response.json()) as { staff: { userId: string; timeOff: unknown[] }[] };
  return staff.find((member) => member.userId === userId)?.timeOff;
}

describe("time off staff ask for", () => {
  it("shows a staff member their own areas and hours, never another member's, and keeps the owner's list from them", async () => {
    const admin = await adminAccount();
    const [ana, bea] = await Promise.all([
      staffAccount("crew", ["regular-cleaning"], "Ana"),
      staffAccount("crew", ["regular-cleaning"], "Bea"),
    ]);
    await giveHours(admin, ana.userId, ["Miami, FL"], ["mon", "wed"], { start: "08:00", end: "12:00" });
    await giveHours(admin, bea.userId, ["Fort Lauderdale, FL"], ["tue"], { start: "13:00", end: "17:00" });

    const anas = await scheduleOf(ana.cookie);
    expect(anas.areas).toEqual(["Miami, FL"]);
    expect(anas.hours.mon).toEqual([{ start: "08:00", end: "12:00" }]);
    expect(anas.hours.tue).toEqual([]);
    const beas = await scheduleOf(bea.cookie);
    expect(beas.areas).toEqual(["Fort Lauderdale, FL"]);
    expect(beas.hours.tue).toEqual([{ start: "13:00", end: "17:00" }]);
    expect(beas.hours.mon).toEqual([]);

    // The owner's pending list is the console's: a member is refused it.
    expect((await api("/api/admin/time-off-requests", { cookie: ana.cookie })).status).toBe(403);
  });

  it("keeps a request, asked twice by a double click, as one request that is not time off until the owner approves it", async () => {
    const admin = await adminAccount();
    const ana = await staffAccount("crew", ["regular-cleaning"], "Ana");
    await giveHours(admin, ana.userId, ["Miami, FL"], ["mon", "tue", "wed", "thu", "fri"], { start: "08:00", end: "20:00" });
    const day = openDayFrom(addDays(businessToday(appNow()), 5), { weekday: true });
    const body = { from: day, to: day, start: "09:00", end: "13:00", reason: "Dentist" };

    const first = await api("/api/work/time-off-requests", { method: "POST", cookie: ana.cookie, json: body });
    const second = await api("/api/work/time-off-requests", { method: "POST", cookie: ana.cookie, json: body });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const asked = (await first.json()) as { id: string; status: string };
    expect(((await second.json()) as { id: string }).id).toBe(asked.id);
    expect(asked.status).toBe("pending");

    expect(await ownerTimeOff(admin, ana.userId)).toEqual([]);
    expect((await scheduleOf(ana.cookie)).timeOff).toEqual([]);
    const pending = await api("/api/admin/time-off-requests", { cookie: admin.cookie });
    const { requests } = (await pending.json()) as { requests: { id: string; name: string }[] };
    expect(requests.filter((request) => request.id === asked.id)).toEqual([expect.objectContaining({ name: "Ana Lopez" })]);

    const approved = await api(`/api/admin/time-off-requests/${asked.id}/approve`, { method: "POST", cookie: admin.cookie });
    expect(approved.status).toBe(200);
    expect(await ownerTimeOff(admin, ana.userId)).toEqual([
      expect.objectContaining({ from: day, start: "09:00", end: "13:00", reason: "Dentist" }),
    ]);
    const after = await scheduleOf(ana.cookie);
    expect(after.timeOff).toHaveLength(1);
    expect(after.requests).toEqual([expect.objectContaining({ id: asked.id, status: "approved" })]);
  });

  it("approving a request hands the member's visit then to another free member, as the owner's own time off does", async () => {
    // Ana and Bea are the only members who clean furniture: the visit is one of theirs, and goes to the other.
    await withoutDemoStaff(["furniture-cleaning"]);
    const admin = await adminAccount();
    const crew = await Promise.all([
      staffAccount("crew", ["furniture-cleaning"], "Ana"),
      staffAccount("crew", ["furniture-cleaning"], "Bea"),
    ]);
    for (const member of crew) {
      await giveHours(admin, member.userId, ["Miami, FL"], ["mon", "tue", "wed", "thu", "fri"], { start: "08:00", end: "20:00" });
    }
    const date = openDayFrom(addDays(businessToday(appNow()), 2), { weekday: true });
    const sold = await postBooking({
      service_id: "furniture-cleaning",
      appointment_date: date,
      appointment_time: "10:00 AM",
      service_address: MIAMI_ADDRESS,
    });
    expect(sold.status).toBe(201);
    const { booking } = (await sold.json()) as { booking: { reference: string } };
    const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, booking.reference));
    const holderId = await memberOf(row!.id);
    const leaving = crew.find((member) => member.userId === holderId)!;
    const staying = crew.find((member) => member.userId !== holderId)!;
    expect(leaving).toBeDefined();

    const asked = await api("/api/work/time-off-requests", {
      method: "POST",
      cookie: leaving.cookie,
      json: { from: date, to: date, reason: "Family" },
    });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    // Asking moves nothing.
    expect(await memberOf(row!.id)).toBe(leaving.userId);

    const approved = await api(`/api/admin/time-off-requests/${id}/approve`, { method: "POST", cookie: admin.cookie });
    expect(approved.status).toBe(200);
    const decision = (await approved.json()) as { cover: { moved: { reference: string }[]; needs_crew: unknown[] } };
    expect(decision.cover.moved.map((visit) => visit.reference)).toEqual([booking.reference]);
    expect(await memberOf(row!.id)).toBe(staying.userId);

    // A second click on Approve adds nothing and moves nothing.
    const again = await api(`/api/admin/time-off-requests/${id}/approve`, { method: "POST", cookie: admin.cookie });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { cover: { moved: unknown[] } }).cover.moved).toEqual([]);
    expect(await ownerTimeOff(admin, leaving.userId)).toHaveLength(1);
  });
});
