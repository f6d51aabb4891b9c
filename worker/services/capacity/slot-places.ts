import { sql, type SQL } from "drizzle-orm";
import { SERVICE_LOCATIONS, type ServiceLocation } from "#core/services/areas";
import { slotHour } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { runBatch } from "#worker/db/raw-batch";
import {
  type CrewGroup,
  type Excluded,
  PLACE_HOLDING_STATUSES,
  SCHEDULE_AREA,
  SCHEDULE_VISIT_HOURS,
  SHARED_CREWS,
  type Slot,
  type Visit,
  bookingsOf,
  covers,
  hourOf,
  recursOn,
  schedulesOf,
  areasOf,
} from "./slot-capacity";
import { NOBODY_GIVEN, type Roster, type RosterRow, rosterFrom, rosterQuery } from "./staff-places";

// The places left in every slot of a span of days, read in one query for the calendars.

/** Taken and free places of every slot between two dates, read once for a list. */
export interface SlotPlaces {
  /** Visits covering the slot's hour in the group's area (visits of unknown area included); every area together for a group without one. */
  taken(group: CrewGroup, slot: Slot): number;
  /**
   * Places free for a visit at this slot: the fewest free in any hour it covers, in the
   * group's area; for a group without one, in its fullest area (what a visit of unknown area could take).
   */
  free(group: CrewGroup, visit: Visit): number;
}

/** Every hour a visit can cover: from the first slot to the end of a 4-hour visit at the last schedule slot. */
const DAY_HOURS = sql.raw(`(VALUES ${Array.from({ length: 24 }, (_, hour) => `(${hour})`).join(", ")})`);

/**
 * Per-hour counts from `from` to `to` (yyyy-MM-dd, inclusive), for availability lists and
 * the day view: of one group, or of every group when none is given (then no exclusions).
 * Counts the same places as placesTakenAt, per area and hour, in one query.
 */
export async function placesBetween(db: Database, query: PlacesQuery): Promise<SlotPlaces> {
  const [places, roster] = await runBatch(db, [placesQuery(query), placesRosterQuery(query)]);
  return placesFrom(places?.results as PlaceRow[], rosterOf(roster), query.excluded);
}

/** Who is free over the query's days (of the group's service, for a group): sent in the same batch as placesQuery. */
export function placesRosterQuery(query: PlacesQuery): SQL {
  return rosterQuery(query.from, query.to, PLACE_HOLDING_STATUSES, query.group?.serviceId);
}

/** The roster from the result of placesRosterQuery. */
export function rosterOf(result: D1Result | undefined): Roster {
  return rosterFrom((result?.results as RosterRow[] | undefined)?.[0]);
}

export interface PlacesQuery {
  from: string;
  to: string;
  group?: CrewGroup;
  excluded?: Excluded;
}

/** One row of placesQuery: the visits of one service and area covering one hour of one day. */
export interface PlaceRow {
  serviceId: string;
  area: ServiceLocation | null;
  date: string;
  hour: number;
  taken: number;
  /** Of `taken`, the visits no member has been given yet. */
  unassigned: number;
}

/**
 * placesBetween's statement, for a caller that sends it in a batch with others; placesFrom reads its rows.
 * The bookings are first counted by service, area, day, start and length (a busy day's 500 visits
 * are a few dozen kinds), and only those kinds are spread over the hours they cover: joined to the
 * 24 hours one by one, each visit's start was worked out and its crew looked up once per hour
 * (about 6 ms of a one-day view on a busy year, against 3). CROSS JOIN keeps the kinds outside:
 * inside, the grouped read would run again for each of the 24 hours.
 */
export function placesQuery(query: PlacesQuery): SQL {
  const { from, to, group } = query;
  const excluded = group ? (query.excluded ?? {}) : {};
  const booked = group ? bookingsOf(group, excluded) : sql`b.status IN (${PLACE_HOLDING_STATUSES})`;
  const schedules = schedulesOf(group ?? SHARED_CREWS, excluded);
  const visits = schedules
    ? sql`UNION ALL
      SELECT ${SHARED_CREWS.serviceId}, area, day, hour, COUNT(*), COUNT(*) FROM (
        SELECT ${SCHEDULE_AREA} AS area, days.day AS day, hours.hour AS hour FROM days
        JOIN cleaning_schedules s ON ${schedules} AND ${recursOn(sql.raw("days.day"))}
        JOIN hours ON ${covers(hourOf(sql.raw("s.scheduled_time")), SCHEDULE_VISIT_HOURS, sql.raw("hours.hour"))})
      GROUP BY area, day, hour`
    : sql``;
  return sql`
    WITH RECURSIVE days(day) AS (SELECT ${from} UNION ALL SELECT date(day, '+1 day') FROM days WHERE day < ${to}),
      hours(hour) AS ${DAY_HOURS}
    SELECT service_id AS serviceId, area, day AS date, hour, SUM(n) AS taken, SUM(unassigned) AS unassigned FROM (
      SELECT kind.service_id, kind.area, kind.day, hours.hour AS hour, SUM(kind.n) AS n, SUM(kind.unassigned) AS unassigned FROM (
        SELECT b.service_id AS service_id, b.area AS area, b.appointment_date AS day, ${hourOf(sql.raw("b.appointment_time"))} AS start,
          b.length_hours AS length, COUNT(*) AS n, SUM(CASE WHEN ${NOBODY_GIVEN} THEN 1 ELSE 0 END) AS unassigned
        FROM bookings b WHERE ${booked} AND b.appointment_date BETWEEN ${from} AND ${to}
        GROUP BY b.service_id, b.area, b.appointment_date, start, length) kind
      CROSS JOIN hours ON ${covers(sql.raw("kind.start"), sql.raw("kind.length"), sql.raw("hours.hour"))}
      GROUP BY kind.service_id, kind.area, kind.day, hours.hour
      ${visits})
    GROUP BY service_id, area, day, hour`;
}

/**
 * The places of the rows' slots (staff-places.ts): the members free for the whole visit, less
 * the visits no member has been given yet.
 */
export function placesFrom(rows: PlaceRow[], roster: Roster, excluded: Excluded = {}): SlotPlaces {
  const key = (serviceId: string, area: ServiceLocation | null, date: string, hour: number) =>
    `${serviceId} ${area ?? "-"} ${date} ${hour}`;
  const counts = new Map(rows.map((row) => [key(row.serviceId, row.area, row.date, Number(row.hour)), Number(row.taken)]));
  const unassignedCounts = new Map(rows.map((row) => [key(row.serviceId, row.area, row.date, Number(row.hour)), Number(row.unassigned)]));
  const count = (serviceId: string, area: ServiceLocation | null, date: string, hour: number) =>
    counts.get(key(serviceId, area, date, hour)) ?? 0;
  const unassignedAt = (crews: CrewGroup & { area: ServiceLocation }, date: string, hour: number) =>
    (unassignedCounts.get(key(crews.serviceId, crews.area, date, hour)) ?? 0) +
    (unassignedCounts.get(key(crews.serviceId, null, date, hour)) ?? 0);
  // Free members for the whole visit, less the most visits nobody was given in any hour it covers.
  const freeByStaff = (crews: CrewGroup & { area: ServiceLocation }, visit: Visit) => {
    const start = slotHour(visit.time);
    let waiting = 0;
    for (let hour = start; hour < start + Math.max(1, visit.lengthHours ?? 1); hour += 1) {
      waiting = Math.max(waiting, unassignedAt(crews, visit.date, hour));
    }
    return Math.max(0, roster.freeMembers(crews, visit, excluded) - waiting);
  };
  const takenAt = (crews: CrewGroup, date: string, hour: number) =>
    crews.area
      ? count(crews.serviceId, crews.area, date, hour) + count(crews.serviceId, null, date, hour)
      : [null, ...SERVICE_LOCATIONS].reduce((sum, area) => sum + count(crews.serviceId, area, date, hour), 0);
  return {
    taken: (crews, slot) => takenAt(crews, slot.date, slotHour(slot.time)),
    free: (crews, visit) => Math.min(...areasOf(crews).map((inArea) => freeByStaff(inArea, visit))),
  };
}
