import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DayBoardResponse } from "#core/day-board-api";
import { businessToday, slotStart } from "#core/time-slots";
import type { VisitMembersResponse } from "#core/visit-members-api";
import { cleaningSchedules, crewAssignments, staffMembers } from "#worker/db/schema";
import { addDays, openDayFrom } from "./business-calendar";
import { memberOf, memberWithHours, soldVisit } from "./crew-members";
import { dayViewWeekOverHttp } from "./day-views";
import { errorOf, SPANISH } from "./reader-language";
import { withoutDemoStaff } from "./staff-seed";
import { subscriber } from "./subscription-factory";
import { type Account, adminAccount, api, appNow, db } from "./support";

/** The owner gives a subscription cleaning to a member free then, by the rule that gives bookings theirs. */

const SERVICE = "deep-cleaning";
const MIAMI_ADDRESS = "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131";

/** A weekly Miami series whose first visit is `date` at `time`; the id of that visit. */
async function seriesVisit(date: string, time: string): Promise<string> {
  const customer = await subscriber();
  const id = crypto.randomUUID();
  const now = appNow();
  await db.insert(cleaningSchedules).values({
    id,
    userId: customer.userId,
    email: customer.email,
    scheduledDate: date,
    scheduledTime: time,
    startsAt: slotStart(date, time),
    frequency: "weekly",
    status: "active",
    subscriptionTier: "2bed2bath",
    area: "Miami, FL",
    serviceAddress: MIAMI_ADDRESS,
    addressParts: {
      building: undefined,
      street: "1200 Brickell Bay Dr",
      unit: "7",
      city: "Miami",
      zip: "33131",
      access_method: "home",
      parking_notes: undefined,
      pets: undefined,
    },
    createdAt: now,
    updatedAt: now,
  });
  return `${id}@${date}`;
}

const members = (admin: Account, visitId: string) =>
  api(`/api/admin/schedule-visits/${encodeURIComponent(visitId)}/members`, { cookie: admin.cookie });
const give = (admin: Account, visitId: string, providerId: string, headers?: Record<string, string>) =>
  api(`/api/admin/schedule-visits/${encodeURIComponent(visitId)}/crew`, {
    method: "PUT",
    cookie: admin.cookie,
    json: { providerId },
    ...(headers ? { headers } : {}),
  });

async function providerOfScheduleVisit(visitId: string): Promise<string | null> {
  const [row] = await db
    .select({ providerId: crewAssignments.providerId })
    .from(crewAssignments)
    .where(and(eq(crewAssignments.visitType, "schedule"), eq(crewAssignments.visitId, visitId)));
  return row?.providerId ?? null;
}

/**
 * A weekday two days ahead: a cleaning booked at 10 AM in Miami goes to Ana or Bea at sale; a
 * subscriber's series has a visit at the same time. Cruz is free; Dora works afternoons only.
 */
async function tenAmInMiami(admin: Account) {
  const date = openDayFrom(addDays(businessToday(appNow()), 2), { weekday: true });
  const ana = await memberWithHours(admin, [SERVICE], { firstName: "Ana" });
  const booking = await soldVisit({
    service_id: SERVICE,
    appointment_date: date,
    appointment_time: "10:00 AM",
    service_address: MIAMI_ADDRESS,
  });
  expect(await memberOf(booking.id)).toBe(ana);
  const cruz = await memberWithHours(admin, [SERVICE], { firstName: "Cruz" });
  const dora = await memberWithHours(admin, [SERVICE], { firstName: "Dora", span: { start: "13:00", end: "20:00" } });
  const visitId = await seriesVisit(date, "10:00 AM");
  return { date, ana, cruz, dora, booking, visitId };
}

// Each test's own members and series are the only ones: who is free then is theirs to say.
beforeAll(() => withoutDemoStaff([SERVICE]));
beforeEach(async () => {
  await db.update(staffMembers).set({ active: false });
  await db.update(cleaningSchedules).set({ status: "cancelled" });
});

describe("a subscription cleaning's member", () => {
  it("lists the cleaning's members, free ones first, with why the others are not free then", async () => {
    const admin = await adminAccount();
    const { ana, cruz, dora, visitId } = await tenAmInMiami(admin);
    const response = await members(admin, visitId);
    expect(response.status).toBe(200);
    const list = (await response.json()) as VisitMembersResponse;
    expect(list.providerId).toBeNull();
    const ours = new Set([ana, cruz, dora]);
    expect(
      list.members.filter((member) => ours.has(member.userId)).map((member) => [member.userId, member.free, member.notFreeBecause]),
    ).toEqual([
      [cruz, true, null],
      [ana, false, "other_visit"],
      [dora, false, "outside_hours"],
    ]);
    expect((await members(admin, `${visitId.split("@")[0]}@2031-13-01`)).status).toBe(404);
  });

  it("gives the cleaning to a free member's account, refuses a member who is not free with 409 naming why, and the member is then busy for bookings", async () => {
    const admin = await adminAccount();
    const { ana, cruz, dora, booking, visitId } = await tenAmInMiami(admin);
    for (const [member, why] of [
      [ana, "Ana Paz has another visit at that time."],
      [dora, "Dora Paz's hours that day do not cover the whole visit."],
    ] as const) {
      const refused = await give(admin, visitId, member);
      expect(refused.status, why).toBe(409);
      expect(await errorOf(refused)).toMatchObject({ code: "member_not_free", message: `${why} Please choose someone free.` });
    }
    expect((await errorOf(await give(admin, visitId, ana, SPANISH))).message).toBe(
      "Ana Paz tiene otra visita a esa hora. Elija a alguien libre.",
    );
    expect(await providerOfScheduleVisit(visitId)).toBeNull();

    const given = await give(admin, visitId, cruz);
    expect(given.status).toBe(200);
    expect(await given.json()).toEqual({ id: visitId, crewName: "Cruz Paz", providerId: cruz });
    expect(await providerOfScheduleVisit(visitId)).toBe(cruz);
    const view = await dayViewWeekOverHttp(admin.cookie);
    expect(view.days.flatMap((day) => day.slots.flatMap((slot) => slot.visits)).find((visit) => visit.id === visitId)?.crewName).toBe(
      "Cruz Paz",
    );

    // Cruz now holds the cleaning at 10 AM: the booking at that time cannot go to them.
    const taken = await api(`/api/admin/bookings/${booking.reference}/provider`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { providerId: cruz },
    });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe("Cruz Paz has another visit at that time. Please choose someone free.");
    const list = (await (await members(admin, visitId)).json()) as VisitMembersResponse;
    expect(list.providerId).toBe(cruz);
  });

  it("sells a booking at the time of a member's cleaning to someone else, even when that member is the least busy", async () => {
    const admin = await adminAccount();
    const { date, cruz, visitId } = await tenAmInMiami(admin);
    expect((await give(admin, visitId, cruz)).status).toBe(200);
    const eva = await memberWithHours(admin, [SERVICE], { firstName: "Eva" });
    // Eva has a visit later that day and Cruz none, so the least busy rule alone would pick Cruz.
    const later = await soldVisit({
      service_id: SERVICE,
      appointment_date: date,
      appointment_time: "4:00 PM",
      service_address: MIAMI_ADDRESS,
    });
    const toEva = await api(`/api/admin/bookings/${later.reference}/provider`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { providerId: eva },
    });
    expect(toEva.status).toBe(200);
    const atTen = await soldVisit({
      service_id: SERVICE,
      appointment_date: date,
      appointment_time: "10:00 AM",
      service_address: MIAMI_ADDRESS,
    });
    expect(await memberOf(atTen.id)).toBe(eva);
  });

  it("does not hand a member's cleaning time to another cleaning nobody was given", async () => {
    const admin = await adminAccount();
    const { date, cruz, visitId } = await tenAmInMiami(admin);
    expect((await give(admin, visitId, cruz)).status).toBe(200);
    // Ana has the booking and Dora works afternoons: Cruz was the only one free, and is now taken.
    const unnamed = await seriesVisit(date, "10:00 AM");
    const visits = (await dayViewWeekOverHttp(admin.cookie)).days.flatMap((day) => day.slots.flatMap((slot) => slot.visits));
    expect(visits.find((visit) => visit.id === visitId)?.crewName).toBe("Cruz Paz");
    expect(visits.find((visit) => visit.id === unnamed)?.crewName).toBeNull();
  });

  it("puts the cleanings on the day's board: in their member's row, or in needs a crew, told apart from bookings", async () => {
    const admin = await adminAccount();
    const { date, ana, cruz, booking, visitId } = await tenAmInMiami(admin);
    expect((await give(admin, visitId, cruz)).status).toBe(200);
    const unnamed = await seriesVisit(date, "10:00 AM");
    const response = await api(`/api/admin/day-board?date=${date}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const board = (await response.json()) as DayBoardResponse;
    const row = (userId: string) => board.members.find((member) => member.userId === userId)?.visits ?? [];
    expect(row(cruz).map((visit) => [visit.kind, visit.reference, visit.start, visit.end])).toEqual([["cleaning", visitId, 600, 780]]);
    expect(row(cruz)[0]?.customerName).toMatch(/\S/);
    expect(row(ana).map((visit) => [visit.kind, visit.reference])).toContainEqual(["booking", booking.reference]);
    expect(board.needsCrew.filter((visit) => visit.reference === unnamed).map((visit) => [visit.kind, visit.time])).toEqual([
      ["cleaning", "10:00 AM"],
    ]);
  });

  it("gives one member one of two cleanings at the same time when both are asked at once, and a repeated click answers the same", async () => {
    const admin = await adminAccount();
    const { date, cruz, visitId } = await tenAmInMiami(admin);
    const other = await seriesVisit(date, "11:00 AM");
    const answers = await Promise.all([give(admin, visitId, cruz), give(admin, other, cruz)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const holder = answers[0]!.status === 200 ? visitId : other;
    expect((await give(admin, holder, cruz)).status).toBe(200);
    const rows = await db.select().from(crewAssignments).where(eq(crewAssignments.providerId, cruz));
    expect(rows.map((row) => row.visitId)).toEqual([holder]);
  });

  it("refuses a body without a member with 400 at the field", async () => {
    const admin = await adminAccount();
    const { visitId } = await tenAmInMiami(admin);
    const response = await api(`/api/admin/schedule-visits/${encodeURIComponent(visitId)}/crew`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { crewName: "Crew Reef" },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ fields: { providerId: expect.any(String) } });
  });
});
