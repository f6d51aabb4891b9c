import { sql, type SQL } from "drizzle-orm";
import { HOTEL_CLEANING_SERVICE_ID, SERVICE_LOCATIONS, type ServiceLocation } from "../../core/service-index";
import type { Database } from "../db/client";
import type { BookingRecord } from "../db/schema";
import type { SlotCapacity } from "../env";

export type { SlotCapacity };

/**
 * The one owner of slot capacity (DECISIONS 7): how many places a slot has, which bookings
 * and schedule visits take them, and the SQL that takes a place atomically. D1 has no
 * interactive transactions, so every write that takes a place puts one of the conditions
 * below in its own WHERE: the check and the write are one statement.
 *
 * Places are counted per area (core/service-areas.ts): the crews of Miami do not go to West
 * Palm Beach, an hour away, so a full Miami slot leaves the other areas' places free. A
 * visit whose area is unknown (a booking made before addresses had parts and whose line has
 * no ZIP, a schedule of a subscriber without one) takes a place in every area: its crew
 * could be any of them, and counting it everywhere can never overbook. Such visits are
 * old ones, mostly in the past, so what they cost in places is small.
 */

/**
 * Whose places a visit takes. Each service has its own crews in each area; the hotel-style
 * cleaning's crews also go to the subscription's schedule visits (SHARED_CREWS).
 */
export interface CrewGroup {
  serviceId: string;
  /**
   * Where the visit is. Without one (a visit whose area is unknown), a condition asks for a
   * free place in every area, and a count adds up every area.
   */
  area?: ServiceLocation;
}

export interface Slot {
  /** yyyy-MM-dd in New York. */
  date: string;
  /** Slot label, e.g. "10:00 AM". */
  time: string;
}

/** Left out of a count: the booking being moved, or the schedule being edited, does not take a place from itself. */
export interface Excluded {
  bookingId?: string;
  scheduleId?: string;
}

/** The crews of one service (bookings of the hotel-style cleaning give SHARED_CREWS). */
export function crewsOf(serviceId: string, area?: ServiceLocation): CrewGroup {
  return area ? { serviceId, area } : { serviceId };
}

/** The hotel-style cleaning crews: bookings of that service and every schedule visit share their places. */
export const SHARED_CREWS: CrewGroup = crewsOf(HOTEL_CLEANING_SERVICE_ID);

/**
 * Places per slot: the crews available in the group's area, the shared crews' included.
 * Without an area, the smallest area's (a count over every area is compared per area).
 */
export function placesPerSlot(group: CrewGroup, slotCapacity: SlotCapacity): number {
  if (typeof slotCapacity === "number") return slotCapacity;
  return group.area ? slotCapacity[group.area] : Math.min(...SERVICE_LOCATIONS.map((area) => slotCapacity[area]));
}

/**
 * Which bookings hold a place. Every status is listed, so a new one must be decided here.
 * A subscription's first cleaning holds its place while the customer pays; an abandoned or
 * replaced checkout's hold is cancelled (releaseHeldBooking), which frees it.
 */
const HOLDS_A_PLACE: Record<BookingRecord["status"], boolean> = {
  pending: true,
  confirmed: true,
  completed: true,
  awaiting_payment: true,
  cancelled: false,
};

/** Our own constants, written into the SQL rather than bound: D1 allows 100 bound values per statement. */
const PLACE_HOLDING_STATUSES = sql.raw(
  Object.entries(HOLDS_A_PLACE)
    .filter(([, holds]) => holds)
    .map(([status]) => `'${status}'`)
    .join(", "),
);

/** A date or time: a value, or a column of the statement the condition is used in. */
type SqlValue = SQL | string;

function sharesWithSchedules(group: CrewGroup): boolean {
  return group.serviceId === SHARED_CREWS.serviceId;
}

/**
 * A schedule's area: the one of its subscription's first cleaning (typed in the subscribe
 * wizard), as the day view finds its address (schedule-day-visits.ts); null without one.
 */
const SCHEDULE_AREA = sql`(SELECT fb.area FROM subscriptions sub JOIN bookings fb ON fb.id = sub.first_booking_id
  WHERE sub.user_id = s.user_id ORDER BY sub.created_at DESC LIMIT 1)`;

/** In the group's area, or of no known area (which counts everywhere); anywhere for a group without an area. */
function inArea(group: CrewGroup, area: SQL): SQL {
  return group.area ? sql` AND (${area} = ${group.area} OR ${area} IS NULL)` : sql``;
}

/** SQL condition on bookings `b`: of the group, and holding a place. */
function bookingsOf(group: CrewGroup, excluded: Excluded): SQL {
  const other = excluded.bookingId ? sql` AND b.id != ${excluded.bookingId}` : sql``;
  return sql`b.service_id = ${group.serviceId} AND b.status IN (${PLACE_HOLDING_STATUSES})${inArea(group, sql`b.area`)}${other}`;
}

/** SQL condition on schedules `s` whose visits take the group's places; undefined when schedule visits never do. */
function schedulesOf(group: CrewGroup, excluded: Excluded): SQL | undefined {
  if (!sharesWithSchedules(group)) return undefined;
  const other = excluded.scheduleId ? sql` AND s.id != ${excluded.scheduleId}` : sql``;
  return sql`s.status = 'active'${inArea(group, SCHEDULE_AREA)}${other}`;
}

/** The group in each area when it has none (a visit of unknown area needs a place in every one), else itself. */
function areasOf(group: CrewGroup): CrewGroup[] {
  return group.area ? [group] : SERVICE_LOCATIONS.map((area) => crewsOf(group.serviceId, area));
}

/**
 * SQL condition: the schedule `s` has a visit on `date` at `time`. The same rule as
 * visitDate() in core/schedule-recurrence.ts: every 7 or 14 days from the first visit, or
 * monthly on its day of the month, on the last day in shorter months.
 */
function hasVisitOn(date: SqlValue, time: SqlValue): SQL {
  return sql`s.scheduled_time = ${time} AND s.scheduled_date <= ${date} AND (
    (s.frequency = 'weekly' AND CAST(julianday(${date}) - julianday(s.scheduled_date) AS INTEGER) % 7 = 0)
    OR (s.frequency = 'biweekly' AND CAST(julianday(${date}) - julianday(s.scheduled_date) AS INTEGER) % 14 = 0)
    OR (s.frequency = 'monthly' AND CAST(strftime('%d', ${date}) AS INTEGER) = MIN(
      CAST(strftime('%d', s.scheduled_date) AS INTEGER),
      CAST(strftime('%d', ${date}, 'start of month', '+1 month', '-1 day') AS INTEGER))))`;
}

/**
 * SQL expression: the places taken in one slot of the group's area (every area together for
 * a group without one), by bookings and (for the shared crews) schedule visits.
 */
export function placesTaken(group: CrewGroup, slot: { date: SqlValue; time: SqlValue }, excluded: Excluded = {}): SQL {
  const booked = sql`(SELECT COUNT(*) FROM bookings b WHERE ${bookingsOf(group, excluded)}
    AND b.appointment_date = ${slot.date} AND b.appointment_time = ${slot.time})`;
  const schedules = schedulesOf(group, excluded);
  if (!schedules) return booked;
  return sql`(${booked} + (SELECT COUNT(*) FROM cleaning_schedules s WHERE ${schedules} AND ${hasVisitOn(slot.date, slot.time)}))`;
}

/**
 * SQL condition for the statement that takes a place (a new booking's INSERT, a move's
 * UPDATE): the slot still has a free place when the statement runs.
 */
export function hasFreePlace(group: CrewGroup, slot: Slot, slotCapacity: SlotCapacity, excluded: Excluded = {}): SQL {
  return sql.join(
    areasOf(group).map((crews) => sql`${placesTaken(crews, slot, excluded)} < ${placesPerSlot(crews, slotCapacity)}`),
    sql` AND `,
  );
}

/** SQL condition for a schedule's write: each of these dates has a free place at `time`. */
export function hasFreePlaceOnEach(
  group: CrewGroup,
  dates: string[],
  time: string,
  slotCapacity: SlotCapacity,
  excluded: Excluded = {},
): SQL {
  if (dates.length === 0) return sql`1`;
  const days = sql.join(
    dates.map((date) => sql`(${date})`),
    sql`, `,
  );
  const full = sql.join(
    areasOf(group).map(
      (crews) => sql`${placesTaken(crews, { date: sql.raw("checked.day"), time }, excluded)} >= ${placesPerSlot(crews, slotCapacity)}`,
    ),
    sql` OR `,
  );
  return sql`NOT EXISTS (WITH checked(day) AS (VALUES ${days}) SELECT 1 FROM checked WHERE ${full})`;
}

/** The first of these dates whose slot has no free place, to name it in a refusal. */
export async function firstFullDate(
  db: Database,
  group: CrewGroup,
  dates: string[],
  time: string,
  slotCapacity: SlotCapacity,
  excluded: Excluded = {},
): Promise<string | undefined> {
  for (const date of dates) {
    const row = await db.get<{ free: number }>(
      sql`SELECT CASE WHEN ${hasFreePlace(group, { date, time }, slotCapacity, excluded)} THEN 1 ELSE 0 END AS free`,
    );
    if (Number(row?.free ?? 0) === 0) return date;
  }
  return undefined;
}

/** Taken and free places of every slot between two dates, read once for a list. */
export interface SlotPlaces {
  /** In the group's area (visits of unknown area included); every area together for a group without one. */
  taken(group: CrewGroup, slot: Slot): number;
  /** In the group's area; for a group without one, in its fullest area (what a visit of unknown area could take). */
  free(group: CrewGroup, slot: Slot): number;
}

/**
 * Per-slot counts from `from` to `to` (yyyy-MM-dd, inclusive), for availability lists and
 * the day view: of one group, or of every group when none is given (then no exclusions).
 * Counts the same places as placesTaken, per area, in one query.
 */
export async function placesBetween(
  db: Database,
  slotCapacity: SlotCapacity,
  query: { from: string; to: string; group?: CrewGroup; excluded?: Excluded },
): Promise<SlotPlaces> {
  const { from, to, group } = query;
  const excluded = group ? (query.excluded ?? {}) : {};
  const booked = group ? bookingsOf(group, excluded) : sql`b.status IN (${PLACE_HOLDING_STATUSES})`;
  const schedules = schedulesOf(group ?? SHARED_CREWS, excluded);
  const visits = schedules
    ? sql`UNION ALL
      SELECT ${SHARED_CREWS.serviceId}, area, day, time, COUNT(*) FROM (
        SELECT ${SCHEDULE_AREA} AS area, days.day AS day, s.scheduled_time AS time FROM days
        JOIN cleaning_schedules s ON ${schedules} AND ${hasVisitOn(sql.raw("days.day"), sql.raw("s.scheduled_time"))})
      GROUP BY area, day, time`
    : sql``;
  const rows = await db.all<{ serviceId: string; area: ServiceLocation | null; date: string; time: string; taken: number }>(sql`
    WITH RECURSIVE days(day) AS (SELECT ${from} UNION ALL SELECT date(day, '+1 day') FROM days WHERE day < ${to})
    SELECT service_id AS serviceId, area, day AS date, time, SUM(n) AS taken FROM (
      SELECT b.service_id AS service_id, b.area AS area, b.appointment_date AS day, b.appointment_time AS time, COUNT(*) AS n
      FROM bookings b
      WHERE ${booked} AND b.appointment_date BETWEEN ${from} AND ${to}
      GROUP BY b.service_id, b.area, b.appointment_date, b.appointment_time
      ${visits})
    GROUP BY service_id, area, day, time`);
  const key = (serviceId: string, area: ServiceLocation | null, slot: Slot) => `${serviceId} ${area ?? "-"} ${slot.date} ${slot.time}`;
  const counts = new Map(rows.map((row) => [key(row.serviceId, row.area, row), Number(row.taken)]));
  const count = (serviceId: string, area: ServiceLocation | null, slot: Slot) => counts.get(key(serviceId, area, slot)) ?? 0;
  const taken = (crews: CrewGroup, slot: Slot) =>
    crews.area
      ? count(crews.serviceId, crews.area, slot) + count(crews.serviceId, null, slot)
      : [null, ...SERVICE_LOCATIONS].reduce((sum, area) => sum + count(crews.serviceId, area, slot), 0);
  return {
    taken,
    free: (crews, slot) =>
      Math.min(...areasOf(crews).map((inArea) => Math.max(0, placesPerSlot(inArea, slotCapacity) - taken(inArea, slot)))),
  };
}
