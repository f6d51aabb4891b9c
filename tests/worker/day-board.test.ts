import { beforeAll, describe, expect, it } from "vitest";
import type { DayBoardResponse } from "#core/day-board-api";
import { businessToday } from "#core/time-slots";
import { addDays, openDayFrom } from "./business-calendar";
import { memberWithHours } from "./crew-members";
import { withoutDemoStaff } from "./staff-seed";
import { adminAccount, api, appNow, postBooking } from "./support";

/** The owner's board: one day's members with their hours, time off and visits, and the visits nobody holds. */

const MIAMI = "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131";

async function sell(serviceId: string, date: string, time: string): Promise<string> {
  const response = await postBooking({ service_id: serviceId, appointment_date: date, appointment_time: time, service_address: MIAMI });
  expect(response.status).toBe(201);
  return ((await response.json()) as { booking: { reference: string } }).booking.reference;
}

// This file's members are the only ones who clean furniture or detail cars: which of them holds
// each visit is theirs to say (with the demo staff too, a sale goes to whichever free member
// sorts first, and Ana's random id lost that draw on some runs).
beforeAll(() => withoutDemoStaff(["furniture-cleaning", "car-detailing"]));

describe("the owner's board for one day", () => {
  it("shows each member's services, shift, time off and visits at their hours, and lists apart a visit nobody can take", async () => {
    const admin = await adminAccount();
    const date = openDayFrom(addDays(businessToday(appNow()), 3), { weekday: true });
    const busy = await memberWithHours(admin, ["furniture-cleaning"], { firstName: "Ana" });
    const twoPm = await sell("furniture-cleaning", date, "2:00 PM");
    const free = await memberWithHours(admin, ["furniture-cleaning"], { firstName: "Bea", span: { start: "09:00", end: "17:00" } });
    const away = await memberWithHours(admin, ["car-detailing"], { firstName: "Cruz" });
    const morning = await sell("car-detailing", date, "10:00 AM");
    const off = { from: date, to: date, start: "08:00", end: "13:00", reason: "Dentist" };
    expect((await api(`/api/admin/staff/${away}/time-off`, { method: "POST", cookie: admin.cookie, json: off })).status).toBe(201);

    const response = await api(`/api/admin/day-board?date=${date}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const board = (await response.json()) as DayBoardResponse;
    expect([board.date, board.opens, board.closes]).toEqual([date, 8 * 60, 20 * 60]);
    const row = (userId: string) => board.members.find((member) => member.userId === userId)!;
    expect(row(busy).visits).toEqual([
      expect.objectContaining({ reference: twoPm, time: "2:00 PM", start: 14 * 60, area: "Miami, FL", status: "pending" }),
    ]);
    expect(row(free)).toMatchObject({
      name: "Bea Paz",
      areas: ["Miami, FL"],
      // What the board's filter by service reads.
      serviceIds: ["furniture-cleaning"],
      shifts: [{ start: 9 * 60, end: 17 * 60 }],
      timeOff: [],
      visits: [],
    });
    expect(row(away).timeOff).toEqual([{ start: 8 * 60, end: 13 * 60 }]);
    // Cruz's 10 AM visit had nobody else who details cars: it is no one's, and listed apart.
    expect(row(away).visits).toEqual([]);
    expect(board.needsCrew).toContainEqual(expect.objectContaining({ reference: morning, time: "10:00 AM", area: "Miami, FL" }));
    expect(board.needsCrew.map((visit) => visit.reference)).not.toContain(twoPm);
  });

  it("refuses a day that is not a date, at its field", async () => {
    const admin = await adminAccount();
    const response = await api("/api/admin/day-board?date=tuesday", { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.date).toBeTruthy();
  });
});
