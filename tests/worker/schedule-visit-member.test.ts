import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DayBoardResponse } from "#core/day-board-api";
import { freeForTheHourAt } from "#core/staff-filter";
import type { FreeStaffResponse } from "#core/staff-hours";
import { businessToday } from "#core/time-slots";
import type { VisitMembersResponse } from "#core/visit-members-api";
import { cleaningSchedules, crewAssignments, staffMembers } from "#worker/db/schema";
import { rosterOfBookingDay } from "#worker/services/work/not-free-reason";
import { addDays, openDayFrom } from "./business-calendar";
import { memberOf, memberWithHours, soldVisit } from "./crew-members";
import { dayViewWeekOverHttp } from "./day-views";
import { errorOf, SPANISH } from "./reader-language";
import { giveCleaning, MIAMI_ADDRESS, providerOfScheduleVisit, seriesVisit } from "./series-visits";
import { withoutDemoStaff } from "./staff-seed";
import { type Account, adminAccount, api, appNow, db } from "./support";

/** The owner gives a subscription cleaning to a member free then, by the rule that gives bookings theirs. */

const SERVICE = "deep-cleaning";

const members = (admin: Account, visitId: string) =>
  api(`/api/admin/schedule-visits/${encodeURIComponent(visitId)}/members`, { cookie: admin.cookie });
const give = giveCleaning;

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

  it("counts a member given a cleaning busy then wherever a free member is looked for: who is free, the board's free hour, and the reason", async () => {
    const admin = await adminAccount();
    const { date, cruz, booking, visitId } = await tenAmInMiami(admin);
    const freeAt = async (time: string) => {
      const response = await api(`/api/admin/staff/free?${new URLSearchParams({ date, time })}`, { cookie: admin.cookie });
      expect(response.status).toBe(200);
      return ((await response.json()) as FreeStaffResponse).members.map((member) => member.userId);
    };
    expect(await freeAt("10:00 AM")).toContain(cruz);
    expect((await give(admin, visitId, cruz)).status).toBe(200);

    // The Staff tab's "Who is free?": not at 10 AM or 12 PM (the cleaning lasts 3 hours), again at 1 PM.
    expect(await freeAt("10:00 AM")).not.toContain(cruz);
    expect(await freeAt("12:00 PM")).not.toContain(cruz);
    expect(await freeAt("1:00 PM")).toContain(cruz);

    // The board's "Free for the hour at" leaves Cruz out for the cleaning's hours, as for a booking's.
    const board = (await (await api(`/api/admin/day-board?date=${date}`, { cookie: admin.cookie })).json()) as DayBoardResponse;
    const row = board.members.find((member) => member.userId === cruz)!;
    expect([10, 12, 13].map((hour) => freeForTheHourAt(row, hour * 60))).toEqual([false, false, true]);

    // The reason comes from the one roster that knows bookings and cleanings, not from a second check.
    const roster = await rosterOfBookingDay(db, {
      id: booking.id,
      serviceId: SERVICE,
      area: "Miami, FL",
      appointmentDate: date,
      appointmentTime: "10:00 AM",
      lengthHours: 1,
    });
    const atTen = { serviceId: SERVICE, area: "Miami, FL" as const };
    expect(roster.whyNotFree(cruz, atTen, { date, time: "10:00 AM", lengthHours: 1 })).toBe("other_visit");
    // The cleaning itself leaves its own member free for it; the places still count no cleaning's member busy.
    expect(roster.whyNotFree(cruz, atTen, { date, time: "10:00 AM", lengthHours: 1 }, { bookingId: visitId })).toBeNull();
    expect(roster.freeAt({ date, time: "10:00 AM", lengthHours: 1 })).not.toContain(cruz);
  });

  it("puts a cleaning whose schedule has only its one-line address in the area its ZIP gives, on the board", async () => {
    const admin = await adminAccount();
    const { date } = await tenAmInMiami(admin);
    const visitId = await seriesVisit(date, "2:00 PM", { withoutParts: true });
    const board = (await (await api(`/api/admin/day-board?date=${date}`, { cookie: admin.cookie })).json()) as DayBoardResponse;
    const cleaning = [...board.members.flatMap((member) => member.visits), ...board.needsCrew].find((visit) => visit.reference === visitId);
    expect(cleaning).toMatchObject({ kind: "cleaning", time: "2:00 PM", area: "Miami, FL" });
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
