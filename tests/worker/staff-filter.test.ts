import { describe, expect, it } from "vitest";
import type { BoardMember } from "#core/day-board-api";
import { EVERY_MEMBER, freeForTheHourAt, matchesStaffFilter } from "#core/staff-filter";

/** The rules the Staff tab and the board narrow a long team by. */

const MEMBER = { areas: ["Miami, FL"], serviceIds: ["tv-mounting"] };

function boardRow(parts: Partial<Pick<BoardMember, "shifts" | "timeOff" | "visits">>) {
  return { shifts: [{ start: 8 * 60, end: 16 * 60 }], timeOff: [], visits: [], ...parts };
}

const visitAt = (start: number, hours: number) => ({
  kind: "booking" as const,
  reference: "SFL-1",
  customerName: "Lena Ortiz",
  title: "TV Mounting",
  time: "",
  area: "Miami, FL" as const,
  status: "confirmed",
  start,
  end: start + hours * 60,
});

describe("narrowing the team", () => {
  it("keeps a member who covers the area and does the service, and everyone when nothing is chosen", () => {
    expect(matchesStaffFilter(MEMBER, EVERY_MEMBER)).toBe(true);
    expect(matchesStaffFilter(MEMBER, { area: "Miami, FL", serviceId: "tv-mounting" })).toBe(true);
    expect(matchesStaffFilter(MEMBER, { area: "West Palm Beach, FL", serviceId: "" })).toBe(false);
    expect(matchesStaffFilter(MEMBER, { area: "", serviceId: "locksmith" })).toBe(false);
  });

  it("counts a member free at 2 PM only when on shift for the whole hour, with no time off or visit overlapping it", () => {
    const twoPm = 14 * 60;
    expect(freeForTheHourAt(boardRow({}), twoPm)).toBe(true);
    expect(freeForTheHourAt(boardRow({ shifts: [{ start: 8 * 60, end: 14 * 60 + 30 }] }), twoPm)).toBe(false);
    expect(freeForTheHourAt(boardRow({ timeOff: [{ start: 14 * 60 + 45, end: 16 * 60 }] }), twoPm)).toBe(false);
    // A 3-hour visit from noon still holds them at 2 PM; one that ends at 2 PM does not.
    expect(freeForTheHourAt(boardRow({ visits: [visitAt(12 * 60, 3)] }), twoPm)).toBe(false);
    expect(freeForTheHourAt(boardRow({ visits: [visitAt(12 * 60, 2)] }), twoPm)).toBe(true);
    expect(freeForTheHourAt(boardRow({ shifts: [] }), twoPm)).toBe(false);
  });
});
