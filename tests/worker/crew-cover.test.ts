import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "#core/time-slots";
import { emails } from "#worker/db/schema";
import { memberOf, memberWithHours, soldVisit } from "./crew-members";
import { dayViewWeekOverHttp } from "./day-views";
import { addDays, openDayFrom } from "./business-calendar";
import { adminAccount, type Account, api, appNow, db } from "./support";
import { withoutDemoStaff } from "./staff-seed";

/** When a member cannot come, their visits go to another free member, or are listed as needing a crew. */

const MIAMI_ADDRESS = "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131";

function sell(serviceId: string, date: string, time: string) {
  return soldVisit({ service_id: serviceId, appointment_date: date, appointment_time: time, service_address: MIAMI_ADDRESS });
}

async function crewNeededEmails(references: string[]) {
  const sent = await db
    .select()
    .from(emails)
    .where(inArray(emails.kind, ["crew-needed", "staff-deactivated"]));
  return sent.filter((email) =>
    references.some((reference) => email.text.includes(reference) || email.templateValues?.includes(reference)),
  );
}

async function dayViewVisit(admin: Account, bookingId: string) {
  const view = await dayViewWeekOverHttp(admin.cookie);
  return view.days.flatMap((day) => day.slots.flatMap((slot) => slot.visits)).find((visit) => visit.id === bookingId);
}

/**
 * Two members; the first (by id, the one the least-busy rule picks on a tie) holds a 10 AM
 * and a 2 PM visit, the second a 10 AM visit: only the 2 PM one can be handed over.
 */
async function twoMembersThreeVisits(admin: Account, serviceId: string) {
  // Within the eight days these tests read from the day view.
  const date = openDayFrom(addDays(businessToday(appNow()), 2), { weekday: true });
  const crew = [await memberWithHours(admin, [serviceId]), await memberWithHours(admin, [serviceId])];
  const morning = await sell(serviceId, date, "10:00 AM");
  const otherMorning = await sell(serviceId, date, "10:00 AM");
  const afternoon = await sell(serviceId, date, "2:00 PM");
  const leaving = (await memberOf(morning.id))!;
  const staying = crew.find((id) => id !== leaving)!;
  expect(await memberOf(otherMorning.id)).toBe(staying);
  expect(await memberOf(afternoon.id)).toBe(leaving);
  return { date, leaving, staying, morning, afternoon };
}

// This file's own members are the only people on shift: without the demo staff every file starts with.
beforeAll(() => withoutDemoStaff());

describe("when a member cannot come", () => {
  it("time off over assigned visits hands each to a free member, lists the rest as needing a crew, and emails the business once", async () => {
    const admin = await adminAccount();
    const { date, leaving, staying, morning, afternoon } = await twoMembersThreeVisits(admin, "furniture-cleaning");
    const body = { from: date, to: date, reason: "Doctor" };
    const added = await api(`/api/admin/staff/${leaving}/time-off`, { method: "POST", cookie: admin.cookie, json: body });
    expect(added.status).toBe(201);
    const answer = (await added.json()) as { moved: { reference: string }[]; needs_crew: { reference: string }[] };
    expect(answer.moved.map((visit) => visit.reference)).toEqual([afternoon.reference]);
    expect(answer.needs_crew.map((visit) => visit.reference)).toEqual([morning.reference]);
    expect(await memberOf(afternoon.id)).toBe(staying);
    expect(await memberOf(morning.id)).toBeNull();

    // A second click adds nothing and sends nothing more.
    const again = await api(`/api/admin/staff/${leaving}/time-off`, { method: "POST", cookie: admin.cookie, json: body });
    expect(again.status).toBe(200);
    const mails = await crewNeededEmails([morning.reference]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(morning.reference);
    expect(mails[0]?.text).not.toContain(afternoon.reference);

    // The owner's day view marks the visit nobody could take, and only it.
    expect((await dayViewVisit(admin, morning.id))?.needsCrew).toBe(true);
    expect((await dayViewVisit(admin, afternoon.id))?.needsCrew).toBe(false);
  });

  it("time off for part of a day moves only the visits it overlaps", async () => {
    const admin = await adminAccount();
    const { date, leaving, morning, afternoon } = await twoMembersThreeVisits(admin, "tv-mounting");
    const added = await api(`/api/admin/staff/${leaving}/time-off`, {
      method: "POST",
      cookie: admin.cookie,
      json: { from: date, to: date, start: "13:00", end: "17:00", reason: "School pickup" },
    });
    expect(added.status).toBe(201);
    const answer = (await added.json()) as { moved: { reference: string }[]; needs_crew: { reference: string }[] };
    expect(answer.moved.map((visit) => visit.reference)).toEqual([afternoon.reference]);
    expect(answer.needs_crew).toEqual([]);
    expect(await memberOf(morning.id)).toBe(leaving);
  });

  it("deactivating a member does the same", async () => {
    const admin = await adminAccount();
    const { leaving, staying, morning, afternoon } = await twoMembersThreeVisits(admin, "locksmith");
    const response = await api(`/api/admin/staff/${leaving}/deactivate`, { method: "POST", cookie: admin.cookie });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { moved: { reference: string }[]; needs_crew: { reference: string }[] };
    expect(answer.moved.map((visit) => visit.reference)).toEqual([afternoon.reference]);
    expect(answer.needs_crew.map((visit) => visit.reference)).toEqual([morning.reference]);
    expect(await memberOf(afternoon.id)).toBe(staying);
    expect(await memberOf(morning.id)).toBeNull();
    const mails = await crewNeededEmails([morning.reference]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).not.toContain(afternoon.reference);
    expect((await dayViewVisit(admin, morning.id))?.needsCrew).toBe(true);
  });
});
