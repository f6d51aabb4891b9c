import type { BoardMember } from "./day-board-api";
import type { ServiceLocation } from "./services/areas";

/** What the owner narrows a long team to: an area, a service ("" for every one). */
export interface StaffFilter {
  area: ServiceLocation | "";
  serviceId: string;
}

export const EVERY_MEMBER: StaffFilter = { area: "", serviceId: "" };

/** Whether a member covers the area and does the service the owner picked. */
export function matchesStaffFilter(member: { areas: readonly string[]; serviceIds: readonly string[] }, filter: StaffFilter): boolean {
  return (!filter.area || member.areas.includes(filter.area)) && (!filter.serviceId || member.serviceIds.includes(filter.serviceId));
}

/**
 * Whether a member of the board is free for the whole hour from `minute`: on shift for all
 * of it, with no time off and no visit of theirs overlapping it. The board's answer to "who
 * is free at 2 PM?"; an hour because every visit is at least one.
 */
export function freeForTheHourAt(member: Pick<BoardMember, "shifts" | "timeOff" | "visits">, minute: number): boolean {
  const end = minute + 60;
  const overlaps = (span: { start: number; end: number }) => span.start < end && minute < span.end;
  const covered = member.shifts.some((shift) => shift.start <= minute && end <= shift.end);
  return covered && !member.timeOff.some(overlaps) && !member.visits.some(overlaps);
}
