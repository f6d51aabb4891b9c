import { beforeAll, describe, expect, it } from "vitest";
import { holidayOn } from "#core/holidays";
import type { ServiceLocation } from "#core/services/areas";
import { businessToday } from "#core/time-slots";
import type { UtilisationResponse } from "#core/utilisation-api";
import { crewAssignments, staffAreas, staffMembers, staffShifts, staffTimeOff, users } from "#worker/db/schema";
import { minutesOnShift } from "#worker/services/reads/shift-hours";
import { addDays } from "./business-calendar";
import { insertVisit } from "./booking-rows";
import { withoutDemoStaff } from "./staff-seed";
import { adminAccount, api, appNow, db, uniqueEmail } from "./support";

/**
 * Utilisation from the crews' own weekly hours, over a week about two years back with no
 * holiday in it. Ana works Monday to Friday 9:00-17:00 in Miami, with Wednesday 12:00-16:00
 * off: 36 hours. Ben works Saturday 8:00-14:00 in Miami and Fort Lauderdale: 6 hours, with
 * time off the week after (not in the span). Cara has hours but left (inactive): not counted.
 */
const monday = (() => {
  const today = businessToday(appNow());
  let start = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7 * 104);
  while (Array.from({ length: 7 }, (_, offset) => addDays(start, offset)).some((date) => holidayOn(date))) start = addDays(start, -7);
  return start;
})();

async function member(name: string, values: { active?: boolean; areas: ServiceLocation[]; shifts: [number, number, number][] }) {
  const id = crypto.randomUUID();
  const at = new Date(0);
  const [firstName = name, lastName = name] = name.split(" ");
  await db
    .insert(users)
    .values({ id, name, firstName, lastName, email: uniqueEmail("crew-hours"), emailVerified: true, createdAt: at, updatedAt: at });
  await db.insert(staffMembers).values({
    userId: id,
    role: "crew",
    serviceIds: ["regular-cleaning"],
    active: values.active ?? true,
    addedBy: "owner@example.com",
    createdAt: at,
    updatedAt: at,
  });
  for (const area of values.areas) await db.insert(staffAreas).values({ userId: id, area });
  for (const [weekday, startMinute, endMinute] of values.shifts)
    await db.insert(staffShifts).values({ userId: id, weekday, startMinute, endMinute });
  return id;
}

async function timeOff(userId: string, date: string, startMinute: number, endMinute: number) {
  await db.insert(staffTimeOff).values({
    id: crypto.randomUUID(),
    userId,
    fromDate: date,
    toDate: date,
    startMinute,
    endMinute,
    reason: "personal",
    addedBy: "owner@example.com",
    createdAt: new Date(0),
  });
}

async function visit(date: string, hours: number, area: ServiceLocation, crew?: { name: string; providerId?: string }) {
  const { id, at } = await insertVisit(date, { lengthHours: hours, customerName: "Crew Hours Customer", area, status: "completed" });
  if (crew)
    await db.insert(crewAssignments).values({
      visitType: "booking",
      visitId: id,
      crewName: crew.name,
      providerId: crew.providerId ?? null,
      assignedBy: "owner@example.com",
      assignedAt: at,
    });
}

beforeAll(async () => {
  // These members are the only ones with hours: without the demo staff every file starts with.
  await withoutDemoStaff();
  const nineToFive: [number, number, number][] = [1, 2, 3, 4, 5].map((weekday) => [weekday, 9 * 60, 17 * 60]);
  const ana = await member("Ana Diaz", { areas: ["Miami, FL"], shifts: nineToFive });
  await timeOff(ana, addDays(monday, 2), 12 * 60, 16 * 60);
  const ben = await member("Ben Ortiz", { areas: ["Miami, FL", "Fort Lauderdale, FL"], shifts: [[6, 8 * 60, 14 * 60]] });
  await timeOff(ben, addDays(monday, 12), 0, 1440);
  await member("Cara Leon", { active: false, areas: ["Miami, FL"], shifts: nineToFive });
  await visit(monday, 3, "Miami, FL", { name: "Ana Diaz", providerId: ana });
  await visit(addDays(monday, 3), 3, "Miami, FL", { name: "Ana Diaz", providerId: ana });
  await visit(addDays(monday, 5), 2, "Fort Lauderdale, FL");
  await visit(addDays(monday, 4), 1, "Miami, FL", { name: "Team Blue" });
});

describe("utilisation from the crews' own hours", () => {
  it("divides visit hours by each member's weekly hours less time off, and each area's by its members' hours", async () => {
    const { cookie } = await adminAccount();
    const response = await api(`/api/admin/metrics/utilisation?from=${monday}&to=${addDays(monday, 6)}`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual<UtilisationResponse>({
      from: monday,
      to: addDays(monday, 6),
      shift_source: "crew_hours",
      open_hours: 75,
      members: [
        { crew_name: "Ana Diaz", visits: 2, visit_hours: 6, ratings: 0, average_stars: null, shift_hours: 36, utilisation: 6 / 36 },
        { crew_name: "Ben Ortiz", visits: 0, visit_hours: 0, ratings: 0, average_stars: null, shift_hours: 6, utilisation: 0 },
        // Named by hand, with no account: its hours are not known.
        { crew_name: "Team Blue", visits: 1, visit_hours: 1, ratings: 0, average_stars: null, shift_hours: 0, utilisation: null },
      ],
      areas: [
        { area: "Fort Lauderdale, FL", places: 1, visit_hours: 2, shift_hours: 6, utilisation: 2 / 6 },
        { area: "Miami, FL", places: 2, visit_hours: 7, shift_hours: 42, utilisation: 7 / 42 },
        { area: "West Palm Beach, FL", places: 0, visit_hours: 0, shift_hours: 0, utilisation: null },
      ],
    });
  });

  it("takes overlapping time off out once", () => {
    expect(minutesOnShift([540, 1020], [])).toBe(480);
    expect(
      minutesOnShift(
        [540, 1020],
        [
          [600, 700],
          [650, 760],
          [1000, 1440],
        ],
      ),
    ).toBe(480 - 160 - 20);
    expect(minutesOnShift([540, 1020], [[0, 1440]])).toBe(0);
  });
});
