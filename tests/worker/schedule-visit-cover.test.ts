import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CrewCover } from "#core/crew-cover-api";
import type { DayBoardResponse } from "#core/day-board-api";
import { businessToday } from "#core/time-slots";
import { cleaningSchedules, emails, staffMembers, staffTimeOffRequests } from "#worker/db/schema";
import { addDays, openDayFrom } from "./business-calendar";
import { memberOf, memberWithHours, soldVisit } from "./crew-members";
import { giveCleaning, MIAMI_ADDRESS, providerOfScheduleVisit, seriesVisit } from "./series-visits";
import { withoutDemoStaff } from "./staff-seed";
import { type Account, adminAccount, api, appNow, db } from "./support";

/**
 * A subscription cleaning the owner gave a member who then cannot come (time off, an approved
 * request, a deactivation) is handed over in the same batch as their bookings: to another
 * member free then, or to nobody, and then it needs a crew.
 */

const SERVICE = "deep-cleaning";

/** Ana holds a 10 AM cleaning two open weekdays ahead; `others` are added before it is given. */
async function anaHoldsACleaning(admin: Account, others: ("Cruz" | "Dora")[]) {
  const date = openDayFrom(addDays(businessToday(appNow()), 2), { weekday: true });
  const ana = await memberWithHours(admin, [SERVICE], { firstName: "Ana" });
  const visitId = await seriesVisit(date, "10:00 AM");
  expect((await giveCleaning(admin, visitId, ana)).status).toBe(200);
  const team: Record<string, string> = {};
  for (const name of others) {
    // Dora works afternoons only: never free for the 10 AM cleaning.
    const span = name === "Dora" ? { start: "13:00", end: "20:00" } : undefined;
    team[name] = await memberWithHours(admin, [SERVICE], { firstName: name, ...(span ? { span } : {}) });
  }
  return { date, ana, visitId, cruz: team.Cruz, dora: team.Dora };
}

const timeOff = (admin: Account, userId: string, date: string) =>
  api(`/api/admin/staff/${userId}/time-off`, { method: "POST", cookie: admin.cookie, json: { from: date, to: date, reason: "Doctor" } });

/** The member's request for the whole day, pending, as the work portal stores it; its id. */
async function requestTimeOff(userId: string, date: string): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(staffTimeOffRequests).values({
    id,
    userId,
    fromDate: date,
    toDate: date,
    startMinute: 0,
    endMinute: 24 * 60,
    reason: "Family",
    status: "pending",
    createdAt: appNow(),
  });
  return id;
}

async function boardOf(admin: Account, date: string): Promise<DayBoardResponse> {
  return (await (await api(`/api/admin/day-board?date=${date}`, { cookie: admin.cookie })).json()) as DayBoardResponse;
}

// Each test's own members and series are the only ones: who is free then is theirs to say.
beforeAll(() => withoutDemoStaff([SERVICE]));
beforeEach(async () => {
  await db.update(staffMembers).set({ active: false });
  await db.update(cleaningSchedules).set({ status: "cancelled" });
});

describe("a cleaning whose member cannot come", () => {
  it("goes with the time off to another member free then, named in the answer beside the bookings", async () => {
    const admin = await adminAccount();
    const { date, ana, cruz, visitId } = await anaHoldsACleaning(admin, ["Cruz", "Dora"]);
    const added = await timeOff(admin, ana, date);
    expect(added.status).toBe(201);
    const answer = (await added.json()) as CrewCover;
    expect(answer.moved).toEqual([expect.objectContaining({ kind: "cleaning", reference: visitId, memberName: "Cruz Paz" })]);
    expect(answer.needs_crew).toEqual([]);
    expect(await providerOfScheduleVisit(visitId)).toBe(cruz);
    const row = (await boardOf(admin, date)).members.find((member) => member.userId === cruz);
    expect(row?.visits.map((visit) => [visit.kind, visit.reference])).toEqual([["cleaning", visitId]]);
  });

  it("is left to nobody when nobody is free then: under needs a crew on the board, in the answer and in the business's email", async () => {
    const admin = await adminAccount();
    const { date, ana, dora, visitId } = await anaHoldsACleaning(admin, ["Dora"]);
    // Dora is free at 4 PM, so the booking is hers or Ana's; Ana's time off leaves it to Dora either way.
    const booking = await soldVisit({
      service_id: SERVICE,
      appointment_date: date,
      appointment_time: "4:00 PM",
      service_address: MIAMI_ADDRESS,
    });
    const added = await timeOff(admin, ana, date);
    expect(added.status).toBe(201);
    const answer = (await added.json()) as CrewCover;
    expect(answer.needs_crew).toEqual([
      expect.objectContaining({ kind: "cleaning", reference: visitId, appointmentTime: "10:00 AM", customerEmail: expect.any(String) }),
    ]);
    expect(await providerOfScheduleVisit(visitId)).toBeNull();
    expect(await memberOf(booking.id)).toBe(dora);

    const board = await boardOf(admin, date);
    expect(board.needsCrew.filter((visit) => visit.reference === visitId).map((visit) => [visit.kind, visit.area])).toEqual([
      ["cleaning", "Miami, FL"],
    ]);
    const [mail, ...more] = await db.select().from(emails).where(eq(emails.kind, "crew-needed"));
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("1 visit needs a crew: Ana Paz is off");
    expect(mail?.text).toContain("Subscription cleaning, ");
    expect(mail?.text).toContain(answer.needs_crew[0]!.customerEmail);
  });

  it("goes with an approved request for time off, as with the owner's", async () => {
    const admin = await adminAccount();
    const { date, ana, cruz, visitId } = await anaHoldsACleaning(admin, ["Cruz"]);
    const requested = await requestTimeOff(ana, date);
    const approved = await api(`/api/admin/time-off-requests/${requested}/approve`, { method: "POST", cookie: admin.cookie });
    expect(approved.status).toBe(200);
    const { cover } = (await approved.json()) as { cover: CrewCover };
    expect(cover.moved.map((visit) => [visit.kind, visit.reference, visit.memberName])).toEqual([["cleaning", visitId, "Cruz Paz"]]);
    expect(await providerOfScheduleVisit(visitId)).toBe(cruz);
  });

  it("goes with a deactivation to another member free then", async () => {
    const admin = await adminAccount();
    const { ana, cruz, visitId } = await anaHoldsACleaning(admin, ["Cruz"]);
    const response = await api(`/api/admin/staff/${ana}/deactivate`, { method: "POST", cookie: admin.cookie });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as CrewCover;
    expect(answer.moved.map((visit) => [visit.kind, visit.reference])).toEqual([["cleaning", visitId]]);
    expect(await providerOfScheduleVisit(visitId)).toBe(cruz);
  });
});
