import { sql, type SQL } from "drizzle-orm";
import type { ServiceLocation } from "#core/services/areas";
import { SLOT_SPELLINGS, slotHour } from "#core/time-slots";
import type { NotFreeReason } from "#core/visit-members-api";
import { startsAround } from "./member-day";

type TimeReason = Exclude<NotFreeReason, "no_service" | "no_area">;

/** The shapes of slot-capacity.ts, restated: that file builds on this one. */
interface AreaCrews {
  serviceId: string;
  area: ServiceLocation;
}
/** The visit a member is being chosen for, so its own member stays free for it: a booking's id, or a cleaning's visit id. */
interface Excluded {
  bookingId?: string;
}
/** Left out in SQL: the booking being moved, by value or by a statement template's placeholder. */
interface SqlExcluded {
  bookingId?: string | SQL;
}
interface Visit {
  date: string;
  time: string;
  lengthHours?: number;
}

/**
 * Places computed from the people on shift (docs/decisions/0036): a visit of a service in an
 * area has as many places as there are active members who do that service, cover that area,
 * are on shift for the whole visit, have no time off over it and are not already given a
 * visit that overlaps it (of any service: one person is in one place at a time). Visits sold
 * without a person (schedule visits, bookings no one was given yet) still take one of those
 * places each, per hour, as they did under the fixed number.
 *
 * Nobody on shift means nothing is sold: a deploy starts by the owner entering each member's
 * areas and hours in the Staff tab (locally, scripts/demo-staff.mjs seeds some).
 */

/** SQL expression: the weekday (0 Sunday) of a yyyy-MM-dd date, as staff_shifts stores it. */
function weekdayOf(date: SQL | string): SQL {
  return sql`CAST(strftime('%w', ${date}) AS INTEGER)`;
}

/**
 * SQL condition on a booking `held` given to member `m`: it holds a place and overlaps
 * `start` to `end` (hours) on `date`. The booking being moved is left out.
 */
function holdsOverlappingVisit(date: SQL | string, start: SQL, end: SQL, excluded: SqlExcluded, holding: SQL): SQL {
  const other = excluded.bookingId ? sql` AND held.id != ${excluded.bookingId}` : sql``;
  return sql`EXISTS (SELECT 1 FROM crew_assignments given JOIN bookings held ON given.visit_type = 'booking' AND given.visit_id = held.id
    WHERE given.provider_id = m.user_id AND held.status IN (${holding}) AND ${startsAround(sql`given`, date)}
    AND held.appointment_date = ${date}${other}
    AND (CASE held.appointment_time ${HOUR_CASES} END) < ${end}
    AND (CASE held.appointment_time ${HOUR_CASES} END) + held.length_hours > ${start})`;
}

const HOUR_CASES = sql.raw(SLOT_SPELLINGS.map(({ spelling, hour }) => `WHEN '${spelling}' THEN ${hour}`).join(" "));

/** SQL expression: the start hour of a slot label (a value or a column such as b.appointment_time). */
export function slotHourOf(time: SQL): SQL {
  return sql`(CASE ${time} ${HOUR_CASES} END)`;
}

/** A service and area in SQL: values, or columns of the statement the condition is used in. */
interface SqlAreaCrews {
  serviceId: string | SQL;
  area: ServiceLocation | SQL;
}

/** A visit in SQL: its date, and its start and length in hours. */
export interface SqlVisit {
  date: SQL | string;
  start: SQL;
  length: SQL;
}

/**
 * SQL condition on staff member `m`: free for a visit of the group's service in its area
 * (see the top of the file); `m.active` is checked by the caller.
 */
export function memberIsFree(group: SqlAreaCrews, visit: SqlVisit, excluded: SqlExcluded, holding: SQL): SQL {
  const { date, start, length } = visit;
  const end = sql`(${start} + ${length})`;
  return sql`EXISTS (SELECT 1 FROM json_each(m.service_ids) WHERE value = ${group.serviceId})
    AND EXISTS (SELECT 1 FROM staff_areas a WHERE a.user_id = m.user_id AND a.area = ${group.area})
    AND EXISTS (SELECT 1 FROM staff_shifts sh WHERE sh.user_id = m.user_id AND sh.weekday = ${weekdayOf(date)}
      AND sh.start_minute <= ${start} * 60 AND sh.end_minute >= ${end} * 60)
    AND NOT EXISTS (SELECT 1 FROM staff_time_off o WHERE o.user_id = m.user_id AND ${date} BETWEEN o.from_date AND o.to_date
      AND o.start_minute < ${end} * 60 AND o.end_minute > ${start} * 60)
    AND NOT ${holdsOverlappingVisit(date, start, end, excluded, holding)}`;
}

/** SQL expression: how many members are free for the visit (see the top of the file). */
export function freeMembers(group: AreaCrews, visit: SqlVisit, excluded: Excluded, holding: SQL): SQL {
  return sql`(SELECT COUNT(*) FROM staff_members m WHERE m.active = 1 AND ${memberIsFree(group, visit, excluded, holding)})`;
}

/** SQL condition on bookings `b`: nobody has been given it yet, so it takes a place from whoever is free. */
export const NOBODY_GIVEN = sql.raw(
  "NOT EXISTS (SELECT 1 FROM crew_assignments given WHERE given.visit_type = 'booking' AND given.visit_id = b.id AND given.provider_id IS NOT NULL)",
);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The weekdays (0 Sunday) of the days from `from` to `to`, or undefined when the span holds every weekday. */
function weekdaysBetween(from: string, to: string): number[] | undefined {
  const first = Date.parse(`${from}T12:00:00Z`);
  const days = Math.round((Date.parse(`${to}T12:00:00Z`) - first) / DAY_MS) + 1;
  if (!(days >= 1 && days < 7)) return undefined;
  return Array.from({ length: days }, (_, index) => new Date(first + index * DAY_MS).getUTCDay());
}

/**
 * One statement (one row of JSON arrays) with what the read side needs to count free members
 * over a span of days: sent in the same batch as the visits' counts. Only the shifts of the
 * span's weekdays are read; with `serviceId`, only the members who do that service (the places
 * of one service count no one else), their areas and the visits they were given. Every byte of
 * the answer is JSON that D1 writes and the worker parses: with every member's week read, a
 * day's availability read about 1,200 shifts to use a handful. The visits given are read from
 * the days' bookings (bookings_day_status_idx), then each one's crew_assignments row by its key:
 * CROSS JOIN keeps that order: crew_assignments grows with every visit ever given, and on a busy
 * year the planner walked all of it, reading each row's booking, to keep one day's (11 ms of 16).
 */
export function rosterQuery(from: string, to: string, holding: SQL, serviceId?: string, cleanings?: SQL): SQL {
  const doesService = serviceId ? sql` AND EXISTS (SELECT 1 FROM json_each(m.service_ids) WHERE value = ${serviceId})` : sql``;
  const weekdays = weekdaysBetween(from, to);
  const onWeekdays = weekdays ? sql` AND sh.weekday IN (${sql.raw(weekdays.join(", "))})` : sql``;
  const areasOf = serviceId
    ? sql`staff_areas a JOIN staff_members m ON m.user_id = a.user_id WHERE m.active = 1${doesService}`
    : sql`staff_areas a`;
  const givenTo = serviceId
    ? sql` AND given.provider_id IN (SELECT m.user_id FROM staff_members m WHERE m.active = 1${doesService})`
    : sql``;
  return sql`SELECT
    (SELECT json_group_array(json_object('userId', m.user_id, 'role', m.role, 'serviceIds', json(m.service_ids))) FROM staff_members m WHERE m.active = 1${doesService}) AS members,
    (SELECT json_group_array(json_object('userId', sh.user_id, 'weekday', sh.weekday, 'startMinute', sh.start_minute, 'endMinute', sh.end_minute))
      FROM staff_shifts sh JOIN staff_members m ON m.user_id = sh.user_id WHERE m.active = 1${doesService}${onWeekdays}) AS shifts,
    (SELECT json_group_array(json_object('userId', a.user_id, 'area', a.area)) FROM ${areasOf}) AS areas,
    (SELECT json_group_array(json_object('userId', o.user_id, 'fromDate', o.from_date, 'toDate', o.to_date,
      'startMinute', o.start_minute, 'endMinute', o.end_minute))
      FROM staff_time_off o WHERE o.to_date >= ${from} AND o.from_date <= ${to}) AS timeOff,
    (SELECT json_group_array(json_object('userId', given.provider_id, 'bookingId', held.id, 'date', held.appointment_date,
      'hour', (CASE held.appointment_time ${HOUR_CASES} END), 'lengthHours', held.length_hours))
      FROM bookings held CROSS JOIN crew_assignments given
      WHERE held.appointment_date BETWEEN ${from} AND ${to} AND held.status IN (${holding})
      AND given.visit_type = 'booking' AND given.visit_id = held.id AND given.provider_id IS NOT NULL${givenTo}) AS given,
    ${cleanings ?? sql`'[]'`} AS cleanings`;
}

/** rosterQuery's one row, each column a JSON array. */
export type RosterRow = Record<"members" | "shifts" | "areas" | "timeOff" | "given" | "cleanings", string>;

interface MemberRow {
  userId: string;
  role: string;
  serviceIds: string[];
}
interface ShiftRow {
  userId: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
}
interface AreaRow {
  userId: string;
  area: string;
}
interface TimeOffRow {
  userId: string;
  fromDate: string;
  toDate: string;
  startMinute: number;
  endMinute: number;
}
interface GivenRow {
  userId: string;
  bookingId: string;
  date: string;
  hour: number;
  lengthHours: number;
}
/** A subscription cleaning the owner gave a member (its visit id "<schedule id>@<date>"). */
interface CleaningRow {
  userId: string;
  visitId: string;
  date: string;
  hour: number;
  lengthHours: number;
}

/** Who is free when, over the days rosterQueries read. */
export interface Roster {
  /** Members free for the whole visit of the group's service in its area. */
  freeMembers(group: AreaCrews, visit: Visit, excluded?: Excluded): number;
  /** The active members free for the whole visit, whatever the service or area. */
  freeAt(visit: Visit): string[];
  /** Why an active member cannot take the visit (null when they can); a visit of unknown area asks no area. */
  whyNotFree(
    userId: string,
    group: { serviceId: string; area: ServiceLocation | null },
    visit: Visit,
    excluded?: Excluded,
  ): NotFreeReason | null;
  /** The active crew members free for the whole visit of the group's service in its area, the least busy that day first. */
  crewFreeFor(group: AreaCrews, visit: Visit): string[];
}

/** The roster from rosterQuery's row. */
export function rosterFrom(row: RosterRow | undefined): Roster {
  const list = <T>(column: keyof RosterRow) => (row ? (JSON.parse(row[column]) as T[]) : []);
  const members = list<MemberRow>("members");
  const shifts = list<ShiftRow>("shifts");
  const areas = list<AreaRow>("areas");
  const timeOff = list<TimeOffRow>("timeOff");
  const given = list<GivenRow>("given");
  // Read only when the caller asked (rosterQuery's `cleanings`): the places never count them.
  const cleanings = row?.cleanings ? (JSON.parse(row.cleanings) as CleaningRow[]) : [];
  const servicesOf = new Map(members.map((member) => [member.userId, new Set(member.serviceIds)]));
  const areasOf = new Map<string, Set<string>>();
  for (const row of areas) areasOf.set(row.userId, (areasOf.get(row.userId) ?? new Set()).add(row.area));
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
  // Why a member is not free for the whole visit (null when free): off over any part of it,
  // no hours that weekday, hours that do not cover all of it, or given a visit that overlaps it
  // (a booking; with `withCleanings`, a subscription cleaning too, as every choice of a member
  // counts it: only the places leave it out, docs/decisions/0099).
  const reasonOf = (userId: string, visit: Visit, excluded: Excluded, withCleanings = true): TimeReason | null => {
    const start = slotHour(visit.time);
    const end = start + Math.max(1, visit.lengthHours ?? 1);
    const day = weekday(visit.date);
    const onShift = shifts.some(
      (shift) => shift.userId === userId && Number(shift.weekday) === day && shift.startMinute <= start * 60 && shift.endMinute >= end * 60,
    );
    const off = timeOff.some(
      (entry) =>
        entry.userId === userId &&
        entry.fromDate <= visit.date &&
        entry.toDate >= visit.date &&
        entry.startMinute < end * 60 &&
        entry.endMinute > start * 60,
    );
    const busy = given.some(
      (held) =>
        held.userId === userId &&
        held.bookingId !== excluded.bookingId &&
        held.date === visit.date &&
        Number(held.hour) < end &&
        Number(held.hour) + Number(held.lengthHours) > start,
    );
    const cleaning =
      withCleanings &&
      cleanings.some(
        (held) =>
          held.userId === userId &&
          held.visitId !== excluded.bookingId &&
          held.date === visit.date &&
          Number(held.hour) < end &&
          Number(held.hour) + Number(held.lengthHours) > start,
      );
    if (off) return "time_off";
    if (!onShift) return shifts.some((shift) => shift.userId === userId && Number(shift.weekday) === day) ? "outside_hours" : "day_off";
    return busy || cleaning ? "other_visit" : null;
  };
  const isFree = (userId: string, visit: Visit, excluded: Excluded) => reasonOf(userId, visit, excluded) === null;
  const freeForAPlace = (userId: string, visit: Visit, excluded: Excluded) => reasonOf(userId, visit, excluded, false) === null;
  return {
    freeMembers(group, visit, excluded = {}) {
      let free = 0;
      for (const [userId, services] of servicesOf) {
        if (services.has(group.serviceId) && areasOf.get(userId)?.has(group.area) && freeForAPlace(userId, visit, excluded)) free += 1;
      }
      return free;
    },
    freeAt: (visit) => [...servicesOf.keys()].filter((userId) => isFree(userId, visit, {})),
    whyNotFree(userId, group, visit, excluded = {}) {
      if (!servicesOf.get(userId)?.has(group.serviceId)) return "no_service";
      if (group.area && !areasOf.get(userId)?.has(group.area)) return "no_area";
      return reasonOf(userId, visit, excluded);
    },
    crewFreeFor(group, visit) {
      const busy = (userId: string) => given.filter((held) => held.userId === userId && held.date === visit.date).length;
      return members
        .filter((member) => member.role === "crew" && member.serviceIds.includes(group.serviceId))
        .map((member) => member.userId)
        .filter((userId) => areasOf.get(userId)?.has(group.area) && isFree(userId, visit, {}))
        .sort((a, b) => busy(a) - busy(b) || (a < b ? -1 : 1));
    },
  };
}
