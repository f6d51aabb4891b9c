import { sql } from "drizzle-orm";
import { type ClosedDays, closedReason } from "#core/holidays";
import type { ServiceLocation } from "#core/services/areas";
import type { Database } from "#worker/db/client";
import { datesOf } from "./owner-metrics/periods";

/** A member's hours on shift in a span, and the name their visits are listed under when they have none. */
export interface MemberShiftHours {
  name: string;
  hours: number;
}

/** Hours on shift per active member (by user id) and per area (the hours of the members who cover it). */
export interface ShiftHours {
  members: Map<string, MemberShiftHours>;
  areas: Map<ServiceLocation, { hours: number; members: number }>;
}

type Span = [start: number, end: number];

/** Minutes of `shift` not covered by any of `off` (spans that may overlap each other). */
export function minutesOnShift(shift: Span, off: Span[]): number {
  let minutes = 0;
  let from = shift[0];
  for (const [start, end] of [...off].sort((a, b) => a[0] - b[0])) {
    if (end <= from) continue;
    if (start >= shift[1]) break;
    minutes += Math.max(0, start - from);
    from = Math.max(from, end);
  }
  return minutes + Math.max(0, shift[1] - from);
}

/** Items by key, each group in the items' order. */
function groupedBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * The crews' own hours from `from` to `to` (New York dates): each active member's weekly hours
 * on every open day (closed days and holidays have none), less their time off. Null when no
 * active member has weekly hours yet: the owner has not entered them, so they say nothing.
 */
export async function shiftHoursIn(db: Database, from: string, to: string, closed: ClosedDays): Promise<ShiftHours | null> {
  const [shifts, areas, timeOff] = await Promise.all([
    db.all<{ userId: string; name: string; weekday: number; start: number; end: number }>(sql`
      SELECT sh.user_id AS userId, u.name AS name, sh.weekday AS weekday, sh.start_minute AS start, sh.end_minute AS end
      FROM staff_shifts sh JOIN staff_members sm ON sm.user_id = sh.user_id AND sm.active = 1 JOIN users u ON u.id = sh.user_id`),
    db.all<{ userId: string; area: ServiceLocation }>(sql`SELECT user_id AS userId, area FROM staff_areas`),
    db.all<{ userId: string; fromDate: string; toDate: string; start: number; end: number }>(sql`
      SELECT user_id AS userId, from_date AS fromDate, to_date AS toDate, start_minute AS start, end_minute AS end
      FROM staff_time_off WHERE to_date >= ${from} AND from_date <= ${to}`),
  ]);
  if (shifts.length === 0) return null;
  const members = new Map<string, MemberShiftHours>();
  for (const shift of shifts) members.set(shift.userId, { name: shift.name, hours: 0 });
  // A year is 365 days of some 170 members' shifts: each day goes through its weekday's shifts
  // and each shift through its member's time off only, not through every shift and time off.
  const byWeekday = groupedBy(shifts, (shift) => shift.weekday);
  const offByMember = groupedBy(timeOff, (span) => span.userId);
  for (const date of datesOf(from, to)) {
    if (closedReason(date, closed)) continue;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const shift of byWeekday.get(weekday) ?? []) {
      const off = (offByMember.get(shift.userId) ?? [])
        .filter((span) => span.fromDate <= date && span.toDate >= date)
        .map((span): Span => [span.start, span.end]);
      const member = members.get(shift.userId)!;
      member.hours += minutesOnShift([shift.start, shift.end], off) / 60;
    }
  }
  const byArea = new Map<ServiceLocation, { hours: number; members: number }>();
  for (const { userId, area } of areas) {
    const member = members.get(userId);
    if (!member) continue;
    const total = byArea.get(area) ?? { hours: 0, members: 0 };
    byArea.set(area, { hours: total.hours + member.hours, members: total.members + 1 });
  }
  return { members, areas: byArea };
}
