import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { StaffList, StaffMember } from "#core/staff-api";
import { businessToday } from "#core/time-slots";
import { staffTimeOff } from "#worker/db/schema";
import { addDays } from "./business-calendar";
import { invitedAccount } from "./staff-support";
import { adminAccount, api, appNow, db, futureDate, verifiedAccount } from "./support";
import { withoutDemoStaff } from "./staff-seed";

const MIAMI = "Miami, FL";
const FORT_LAUDERDALE = "Fort Lauderdale, FL";

async function member(cookie: string, userId: string): Promise<StaffMember> {
  const list = (await (await api("/api/admin/staff", { cookie })).json()) as StaffList;
  const found = list.staff.find((entry) => entry.userId === userId);
  if (!found) throw new Error(`no staff member ${userId}`);
  return found;
}

function putHours(cookie: string, userId: string, json: unknown) {
  return api(`/api/admin/staff/${userId}/hours`, { method: "PUT", cookie, json });
}

function postTimeOff(cookie: string, userId: string, json: unknown) {
  return api(`/api/admin/staff/${userId}/time-off`, { method: "POST", cookie, json });
}

// This file's own members are the only people on shift: without the demo staff every file starts with.
beforeAll(() => withoutDemoStaff());

describe("who works when and where", () => {
  it("the owner sets a member's areas and weekly hours, and a second save replaces the first", async () => {
    const admin = await adminAccount();
    const crew = await invitedAccount("crew");
    const saved = await putHours(admin.cookie, crew.userId, {
      areas: [MIAMI, MIAMI],
      hours: {
        mon: [
          { start: "13:00", end: "20:00" },
          { start: "08:00", end: "12:00" },
        ],
        sat: [{ start: "09:00", end: "18:00" }],
      },
    });
    expect(saved.status).toBe(200);
    expect(await member(admin.cookie, crew.userId)).toMatchObject({
      areas: [MIAMI],
      hours: {
        mon: [
          { start: "08:00", end: "12:00" },
          { start: "13:00", end: "20:00" },
        ],
        tue: [],
        sat: [{ start: "09:00", end: "18:00" }],
        sun: [],
      },
      timeOff: [],
    });

    expect(
      (await putHours(admin.cookie, crew.userId, { areas: [FORT_LAUDERDALE], hours: { tue: [{ start: "10:00", end: "14:30" }] } })).status,
    ).toBe(200);
    const replaced = await member(admin.cookie, crew.userId);
    expect(replaced.areas).toEqual([FORT_LAUDERDALE]);
    expect(replaced.hours).toEqual({ mon: [], tue: [{ start: "10:00", end: "14:30" }], wed: [], thu: [], fri: [], sat: [], sun: [] });
  });

  it("refuses hours outside the opening hours, overlapping spans, a span that ends before it starts and unknown areas, at their fields", async () => {
    const admin = await adminAccount();
    const crew = await invitedAccount("crew");
    const refused = async (json: unknown) => {
      const response = await putHours(admin.cookie, crew.userId, json);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    };
    expect(await refused({ areas: [MIAMI], hours: { sun: [{ start: "09:00", end: "15:00" }] } })).toEqual({
      "hours.sun.0.start": "Please keep Sunday's hours between 10:00 and 16:00, the opening hours.",
    });
    expect(
      await refused({
        areas: [MIAMI],
        hours: {
          wed: [
            { start: "08:00", end: "12:00" },
            { start: "11:00", end: "15:00" },
          ],
        },
      }),
    ).toEqual({ "hours.wed.1.start": "Please do not overlap two spans of the same day." });
    expect(await refused({ areas: [MIAMI], hours: { fri: [{ start: "12:00", end: "12:00" }] } })).toEqual({
      "hours.fri.0.end": "Please end the span after it starts.",
    });
    expect(await refused({ areas: ["Orlando, FL"], hours: {} })).toHaveProperty(["areas.0"]);
    expect(await refused({ areas: [MIAMI], hours: { mon: [{ start: "8 AM", end: "16:00" }] } })).toEqual({
      "hours.mon.0.start": "Please enter a start time like 08:00.",
    });
    // Nothing was saved by the refusals.
    expect((await member(admin.cookie, crew.userId)).areas).toEqual([]);
  });

  it("adds time off once on a double click, for whole days or part of each day, lists it and removes it", async () => {
    const admin = await adminAccount();
    const crew = await invitedAccount("crew");
    const from = futureDate();
    const body = { from, to: addDays(from, 1), reason: "Family <b>wedding</b>" };
    const [first, second] = await Promise.all([postTimeOff(admin.cookie, crew.userId, body), postTimeOff(admin.cookie, crew.userId, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(await db.select().from(staffTimeOff).where(eq(staffTimeOff.userId, crew.userId))).toHaveLength(1);

    const partDay = await postTimeOff(admin.cookie, crew.userId, { from, to: from, start: "09:00", end: "11:30", reason: "Dentist" });
    expect(partDay.status).toBe(201);
    const listed = (await member(admin.cookie, crew.userId)).timeOff;
    expect(listed).toEqual([
      { id: expect.any(String), from, to: addDays(from, 1), start: null, end: null, reason: "Family <b>wedding</b>" },
      { id: expect.any(String), from, to: from, start: "09:00", end: "11:30", reason: "Dentist" },
    ]);

    const removal = () => api(`/api/admin/staff/${crew.userId}/time-off/${listed[0]!.id}`, { method: "DELETE", cookie: admin.cookie });
    expect((await removal()).status).toBe(200);
    // A second click finds nothing left to remove, and says so without an error.
    const again = await removal();
    expect(again.status).toBe(200);
    expect(((await again.json()) as StaffMember).timeOff.map((entry) => entry.reason)).toEqual(["Dentist"]);
  });

  it("refuses time off that ended, runs backwards, or has one time of a part day, and answers 404 for someone not on the staff", async () => {
    const admin = await adminAccount();
    const crew = await invitedAccount("crew");
    const today = businessToday(appNow());
    const fieldsOf = async (json: unknown) => {
      const response = await postTimeOff(admin.cookie, crew.userId, json);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    };
    expect(await fieldsOf({ from: addDays(today, -3), to: addDays(today, -1), reason: "Sick" })).toEqual({
      to: "Please choose a last day from today on.",
    });
    expect(await fieldsOf({ from: addDays(today, 5), to: addDays(today, 4), reason: "Trip" })).toHaveProperty("to");
    expect(await fieldsOf({ from: addDays(today, 5), to: addDays(today, 5), start: "09:00", reason: "Trip" })).toHaveProperty("end");
    expect(await fieldsOf({ from: addDays(today, 5), to: addDays(today, 5), reason: " " })).toHaveProperty("reason");
    expect(await db.select().from(staffTimeOff).where(eq(staffTimeOff.userId, crew.userId))).toHaveLength(0);

    const customer = await verifiedAccount();
    const unknown = await postTimeOff(admin.cookie, "no-such-user", { from: today, to: today, reason: "Trip" });
    expect(unknown.status).toBe(404);
    expect((await putHours(admin.cookie, "no-such-user", { areas: [], hours: {} })).status).toBe(404);
    // Only admins edit staff hours.
    expect((await putHours(customer.cookie, crew.userId, { areas: [MIAMI], hours: {} })).status).toBe(403);
  });
});
