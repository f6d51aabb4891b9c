import { sql, type SQL } from "drizzle-orm";
import { CLEANING_PACKAGES } from "#core/packages";
import { HOTEL_CLEANING_SERVICE_ID } from "#core/services/ids";
import { SERVICE_LOCATIONS, type ServiceLocation } from "#core/services/areas";
import { SLOT_SPELLINGS, slotHour, VISIT_LENGTH_HOURS } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import type { BookingRecord } from "#worker/db/schema";
import { freeMembers, NOBODY_GIVEN } from "./staff-places";

/**
 * The one owner of slot capacity (docs/decisions/0008): how many places a slot has (the
 * people on shift, staff-places.ts and docs/decisions/0036), which bookings
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
 *
 * A visit holds its crew for its length (core/services/visit-hours.ts: bookings store theirs, a
 * schedule's visits take their plan's): a place is free for a visit only if, in every hour
 * the visit covers, fewer visits than places cover that hour. Two 3-hour cleanings at 10 AM
 * fill 10, 11 and 12 o'clock for two crews; 1 PM is free again.
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

/** A visit to place: its slot and how many hours it holds its crew (1 when not given). */
export interface Visit extends Slot {
  lengthHours?: number;
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
 * Which bookings hold a place. Every status is listed, so a new one must be decided here.
 * A subscription's first cleaning holds its place while the customer pays; an abandoned or
 * replaced checkout's hold is cancelled (releaseHeldBooking), which frees it.
 */
const HOLDS_A_PLACE: Record<BookingRecord["status"], boolean> = {
  pending: true,
  confirmed: true,
  completed: true,
  held_for_checkout: true,
  cancelled: false,
};

/** Our own constants, written into the SQL rather than bound: D1 allows 100 bound values per statement. */
export const PLACE_HOLDING_STATUSES = sql.raw(
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
 * A schedule's area: its own address's (typed in the schedule form), else the one of its
 * subscription's first cleaning (typed in the subscribe wizard), as the day view finds its
 * address (schedule-day-visits.ts); null without either.
 */
export const SCHEDULE_AREA = sql`COALESCE(s.area, (SELECT fb.area FROM subscriptions sub JOIN bookings fb ON fb.id = sub.first_booking_id
  WHERE sub.user_id = s.user_id ORDER BY sub.created_at DESC LIMIT 1))`;

/** In the group's area, or of no known area (which counts everywhere); anywhere for a group without an area. */
export function inArea(group: CrewGroup, area: SQL): SQL {
  return group.area ? sql` AND (${area} = ${group.area} OR ${area} IS NULL)` : sql``;
}

/**
 * SQL condition on bookings `b`: of the group, and holding a place; with `nobodyGiven`, only
 * those no member has been given yet (members given one are counted busy instead, staff-places.ts).
 */
export function bookingsOf(group: CrewGroup, excluded: Excluded, nobodyGiven = false): SQL {
  const other = excluded.bookingId ? sql` AND b.id != ${excluded.bookingId}` : sql``;
  const given = nobodyGiven ? sql` AND ${NOBODY_GIVEN}` : sql``;
  return sql`b.service_id = ${group.serviceId} AND b.status IN (${PLACE_HOLDING_STATUSES})${inArea(group, sql`b.area`)}${other}${given}`;
}

/** SQL condition on schedules `s` whose visits take the group's places; undefined when schedule visits never do. */
export function schedulesOf(group: CrewGroup, excluded: Excluded): SQL | undefined {
  if (!sharesWithSchedules(group)) return undefined;
  const other = excluded.scheduleId ? sql` AND s.id != ${excluded.scheduleId}` : sql``;
  return sql`s.status = 'active'${inArea(group, SCHEDULE_AREA)}${other}`;
}

/** The group in each area when it has none (a visit of unknown area needs a place in every one), else itself. */
export function areasOf(group: CrewGroup): (CrewGroup & { area: ServiceLocation })[] {
  const { area } = group;
  return area ? [{ ...group, area }] : SERVICE_LOCATIONS.map((each) => ({ serviceId: group.serviceId, area: each }));
}

/** The CASE branches mapping each slot, as its clock or an older row's label, to its hour: our own constants. */
const HOUR_OF_LABEL = sql.raw(SLOT_SPELLINGS.map(({ spelling, hour }) => `WHEN '${spelling}' THEN ${hour}`).join(" "));

/** SQL expression: the hour (8-20) of a slot label, from the one list of labels (core/time-slots.ts). */
export function hourOf(label: SqlValue): SQL {
  return sql`(CASE ${label} ${HOUR_OF_LABEL} END)`;
}

/**
 * SQL expression: how many hours the visits of schedule `s` hold their crew: its plan's
 * (core/packages.ts); a schedule whose tier is unknown, the length its calendar file gives.
 */
export const SCHEDULE_VISIT_HOURS = sql.raw(
  `(CASE s.subscription_tier ${CLEANING_PACKAGES.map((plan) => `WHEN '${plan.id}' THEN ${plan.visitHours}`).join(" ")} ELSE ${VISIT_LENGTH_HOURS} END)`,
);

/**
 * SQL condition: the schedule `s` has a visit on `date`. The same rule as visitDate() in
 * core/schedule-recurrence.ts: every 7 or 14 days from the first visit, or monthly on its
 * day of the month, on the last day in shorter months.
 */
export function recursOn(date: SqlValue): SQL {
  return sql`s.scheduled_date <= ${date} AND (
    (s.frequency = 'weekly' AND CAST(julianday(${date}) - julianday(s.scheduled_date) AS INTEGER) % 7 = 0)
    OR (s.frequency = 'biweekly' AND CAST(julianday(${date}) - julianday(s.scheduled_date) AS INTEGER) % 14 = 0)
    OR (s.frequency = 'monthly' AND CAST(strftime('%d', ${date}) AS INTEGER) = MIN(
      CAST(strftime('%d', s.scheduled_date) AS INTEGER),
      CAST(strftime('%d', ${date}, 'start of month', '+1 month', '-1 day') AS INTEGER))))`;
}

/** SQL condition: a visit starting at `start` (an hour) and holding `length` hours covers `hour`. */
export function covers(start: SQL, length: SQL, hour: SqlValue): SQL {
  return sql`${start} <= ${hour} AND ${start} + ${length} > ${hour}`;
}

/**
 * SQL expression: the places taken at one hour of a date in the group's area (every area
 * together for a group without one): the bookings and (for the shared crews) the schedule
 * visits that started at or before that hour and have not ended by then.
 */
export function placesTakenAt(group: CrewGroup, date: SqlValue, hour: SqlValue, excluded: Excluded, nobodyGiven = false): SQL {
  const booked = sql`(SELECT COUNT(*) FROM bookings b WHERE ${bookingsOf(group, excluded, nobodyGiven)}
    AND b.appointment_date = ${date} AND ${covers(hourOf(sql.raw("b.appointment_time")), sql.raw("b.length_hours"), hour)})`;
  const schedules = schedulesOf(group, excluded);
  if (!schedules) return booked;
  return sql`(${booked} + (SELECT COUNT(*) FROM cleaning_schedules s WHERE ${schedules} AND ${recursOn(date)}
    AND ${covers(hourOf(sql.raw("s.scheduled_time")), SCHEDULE_VISIT_HOURS, hour)}))`;
}

/**
 * SQL expression: the places taken in one slot of the group's area (every area together for
 * a group without one): the visits covering the slot's hour, whenever they started.
 */
export function placesTaken(group: CrewGroup, slot: { date: SqlValue; time: SqlValue }, excluded: Excluded = {}): SQL {
  return placesTakenAt(group, slot.date, hourOf(slot.time), excluded);
}

/** The hours a visit starting at `time` covers, as SQL rows of `hours(hour)`. Our own integers, written in. */
function hoursCovered(time: string, lengthHours: number): SQL {
  const start = slotHour(time);
  const hours = Array.from({ length: Math.max(1, lengthHours) }, (_, index) => `(${start + index})`).join(", ");
  return sql.raw(`hours(hour) AS (VALUES ${hours})`);
}

/**
 * SQL condition for the statement that takes a place (a new booking's INSERT, a move's
 * UPDATE): every hour the visit covers still has a free place when the statement runs. The
 * date may be SQL (a statement template's placeholder); the time is written into the text.
 */
export function hasFreePlace(group: CrewGroup, visit: Omit<Visit, "date"> & { date: SqlValue }, excluded: Excluded = {}): SQL {
  return hasFreePlaceOnEach(group, [visit.date], visit.time, excluded, visit.lengthHours);
}

/** SQL condition for a schedule's write: on each of these dates, every hour of a visit at `time` has a free place. */
export function hasFreePlaceOnEach(group: CrewGroup, dates: SqlValue[], time: string, excluded: Excluded = {}, lengthHours = 1): SQL {
  if (dates.length === 0) return sql`1`;
  const days = sql.join(
    dates.map((date) => sql`(${date})`),
    sql`, `,
  );
  const day = sql.raw("checked.day");
  const hour = sql.raw("hours.hour");
  const visit = { date: day, start: sql.raw(String(slotHour(time))), length: sql.raw(String(Math.max(1, lengthHours))) };
  // The people on shift (staff-places.ts): the visits nobody was given yet need one free member each.
  const full = sql.join(
    areasOf(group).map(
      (crews) =>
        sql`(${placesTakenAt(crews, day, hour, excluded, true)} >= ${freeMembers(crews, visit, excluded, PLACE_HOLDING_STATUSES)})`,
    ),
    sql` OR `,
  );
  return sql`NOT EXISTS (WITH checked(day) AS (VALUES ${days}), ${hoursCovered(time, lengthHours)}
    SELECT 1 FROM checked, hours WHERE ${full})`;
}

/** The first of these dates on which a visit at `time` has no free place, to name it in a refusal. */
export async function firstFullDate(
  db: Database,
  group: CrewGroup,
  dates: string[],
  time: string,
  excluded: Excluded = {},
  lengthHours = 1,
): Promise<string | undefined> {
  for (const date of dates) {
    const row = await db.get<{ free: number }>(
      sql`SELECT CASE WHEN ${hasFreePlace(group, { date, time, lengthHours }, excluded)} THEN 1 ELSE 0 END AS free`,
    );
    if (Number(row?.free ?? 0) === 0) return date;
  }
  return undefined;
}
