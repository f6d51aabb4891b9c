import { sql, type SQL } from "drizzle-orm";
import { HOTEL_CLEANING_SERVICE_ID, type ServiceLocation } from "../../core/service-index";
import type { Database } from "../db/client";
import type { BookingRecord } from "../db/schema";

/**
 * The one owner of slot capacity (DECISIONS 7): how many places a slot has, which bookings
 * and schedule visits take them, and the SQL that takes a place atomically. D1 has no
 * interactive transactions, so every write that takes a place puts one of the conditions
 * below in its own WHERE: the check and the write are one statement.
 */

/**
 * Whose places a visit takes. Each service has its own crews; the hotel-style cleaning's
 * crews also go to the subscription's schedule visits (SHARED_CREWS).
 */
export interface CrewGroup {
  serviceId: string;
  /**
   * Where the visit is. Not read yet: one set of crews per service serves every area today,
   * and neither bookings nor schedules record an area. Once they do, `bookingsOf` and
   * `schedulesOf` narrow the count by it and the callers pass the visit's area.
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

/** Places per slot: SLOT_CAPACITY (the crews available) for every group, the shared crews' included. */
export function placesPerSlot(_group: CrewGroup, slotCapacity: number): number {
  return slotCapacity;
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

/** SQL condition on bookings `b`: of the group, and holding a place. */
function bookingsOf(group: CrewGroup, excluded: Excluded): SQL {
  const other = excluded.bookingId ? sql` AND b.id != ${excluded.bookingId}` : sql``;
  return sql`b.service_id = ${group.serviceId} AND b.status IN (${PLACE_HOLDING_STATUSES})${other}`;
}

/** SQL condition on schedules `s` whose visits take the group's places; undefined when schedule visits never do. */
function schedulesOf(group: CrewGroup, excluded: Excluded): SQL | undefined {
  if (!sharesWithSchedules(group)) return undefined;
  const other = excluded.scheduleId ? sql` AND s.id != ${excluded.scheduleId}` : sql``;
  return sql`s.status = 'active'${other}`;
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

/** SQL expression: the places taken in one slot, by bookings and (for the shared crews) schedule visits. */
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
export function hasFreePlace(group: CrewGroup, slot: Slot, slotCapacity: number, excluded: Excluded = {}): SQL {
  return sql`${placesTaken(group, slot, excluded)} < ${placesPerSlot(group, slotCapacity)}`;
}

/** SQL condition for a schedule's write: each of these dates has a free place at `time`. */
export function hasFreePlaceOnEach(group: CrewGroup, dates: string[], time: string, slotCapacity: number, excluded: Excluded = {}): SQL {
  if (dates.length === 0) return sql`1`;
  const days = sql.join(
    dates.map((date) => sql`(${date})`),
    sql`, `,
  );
  return sql`NOT EXISTS (WITH checked(day) AS (VALUES ${days})
    SELECT 1 FROM checked WHERE ${placesTaken(group, { date: sql.raw("checked.day"), time }, excluded)} >= ${placesPerSlot(group, slotCapacity)})`;
}

/** The first of these dates whose slot has no free place, to name it in a refusal. */
export async function firstFullDate(
  db: Database,
  group: CrewGroup,
  dates: string[],
  time: string,
  slotCapacity: number,
  excluded: Excluded = {},
): Promise<string | undefined> {
  for (const date of dates) {
    const row = await db.get<{ taken: number }>(sql`SELECT ${placesTaken(group, { date, time }, excluded)} AS taken`);
    if (Number(row?.taken ?? 0) >= placesPerSlot(group, slotCapacity)) return date;
  }
  return undefined;
}

/** Taken and free places of every slot between two dates, read once for a list. */
export interface SlotPlaces {
  taken(group: CrewGroup, slot: Slot): number;
  free(group: CrewGroup, slot: Slot): number;
}

/**
 * Per-slot counts from `from` to `to` (yyyy-MM-dd, inclusive), for availability lists and
 * the day view: of one group, or of every group when none is given (then no exclusions).
 * Counts the same places as placesTaken, in one query.
 */
export async function placesBetween(
  db: Database,
  slotCapacity: number,
  query: { from: string; to: string; group?: CrewGroup; excluded?: Excluded },
): Promise<SlotPlaces> {
  const { from, to, group } = query;
  const excluded = group ? (query.excluded ?? {}) : {};
  const booked = group ? bookingsOf(group, excluded) : sql`b.status IN (${PLACE_HOLDING_STATUSES})`;
  const schedules = schedulesOf(group ?? SHARED_CREWS, excluded);
  const visits = schedules
    ? sql`UNION ALL
      SELECT ${SHARED_CREWS.serviceId}, days.day, s.scheduled_time, COUNT(*) FROM days
      JOIN cleaning_schedules s ON ${schedules} AND ${hasVisitOn(sql.raw("days.day"), sql.raw("s.scheduled_time"))}
      GROUP BY days.day, s.scheduled_time`
    : sql``;
  const rows = await db.all<{ serviceId: string; date: string; time: string; taken: number }>(sql`
    WITH RECURSIVE days(day) AS (SELECT ${from} UNION ALL SELECT date(day, '+1 day') FROM days WHERE day < ${to})
    SELECT service_id AS serviceId, day AS date, time, SUM(n) AS taken FROM (
      SELECT b.service_id AS service_id, b.appointment_date AS day, b.appointment_time AS time, COUNT(*) AS n FROM bookings b
      WHERE ${booked} AND b.appointment_date BETWEEN ${from} AND ${to}
      GROUP BY b.service_id, b.appointment_date, b.appointment_time
      ${visits})
    GROUP BY service_id, day, time`);
  const key = (serviceId: string, slot: Slot) => `${serviceId} ${slot.date} ${slot.time}`;
  const counts = new Map(rows.map((row) => [key(row.serviceId, row), Number(row.taken)]));
  const taken = (crews: CrewGroup, slot: Slot) => counts.get(key(crews.serviceId, slot)) ?? 0;
  return {
    taken,
    free: (crews, slot) => Math.max(0, placesPerSlot(crews, slotCapacity) - taken(crews, slot)),
  };
}
