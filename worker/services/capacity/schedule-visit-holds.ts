import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { runBatch } from "#worker/db/raw-batch";
import { hourOf, PLACE_HOLDING_STATUSES, recursOn, SCHEDULE_VISIT_HOURS } from "./slot-capacity";
import { type Roster, type RosterRow, rosterFrom, rosterQuery } from "./staff-places";

/**
 * SQL condition on staff member `m`: the owner gave them a subscription cleaning of an active
 * schedule on `date` that overlaps `start` to `end` (hours). Such a visit is a crew_assignments
 * row of type 'schedule' whose id is "<schedule id>@<date>" (schedule visits are computed, not
 * stored); its time and length are the schedule's own, so a series moved to another time moves
 * the hold with it.
 *
 * This is checked where a member is chosen for a visit (a booking's or a cleaning's), not where
 * places are counted: a schedule visit already takes one place whoever goes, so counting its
 * member busy as well would take two.
 */
export function holdsScheduleVisit(date: SQL | string, start: SQL, end: SQL, exceptVisitId?: string): SQL {
  const other = exceptVisitId ? sql` AND held.visit_id != ${exceptVisitId}` : sql``;
  const from = hourOf(sql.raw("s.scheduled_time"));
  return sql`EXISTS (SELECT 1 FROM crew_assignments held JOIN cleaning_schedules s ON held.visit_id = s.id || '@' || ${date}
    WHERE held.visit_type = 'schedule' AND held.provider_id = m.user_id AND s.status = 'active' AND ${recursOn(date)}
    AND ${from} < ${end} AND ${from} + ${SCHEDULE_VISIT_HOURS} > ${start}${other})`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The New York dates from `from` to `to`, inclusive. */
function datesBetween(from: string, to: string): string[] {
  const first = Date.parse(`${from}T12:00:00Z`);
  const days = Math.max(0, Math.round((Date.parse(`${to}T12:00:00Z`) - first) / DAY_MS) + 1);
  return Array.from({ length: days }, (_, index) => new Date(first + index * DAY_MS).toISOString().slice(0, 10));
}

/**
 * SQL expression, a JSON array: the subscription cleanings the owner gave members from `from`
 * to `to`, each with its member, visit id, date, start hour and length, by the rule of
 * holdsScheduleVisit (an active schedule with a visit that day, at its own time). Read from
 * the days asked, the active schedules and crew_assignments' key, never a walk of the table
 * (CROSS JOIN keeps that order: on a small table the planner would rather walk crew_assignments).
 */
export function heldCleaningsJson(from: string, to: string): SQL {
  const day = sql.raw("d.value");
  return sql`(SELECT json_group_array(json_object('userId', held.provider_id, 'visitId', held.visit_id, 'date', d.value,
      'hour', ${hourOf(sql.raw("s.scheduled_time"))}, 'lengthHours', ${SCHEDULE_VISIT_HOURS}))
    FROM json_each(${JSON.stringify(datesBetween(from, to))}) d CROSS JOIN cleaning_schedules s CROSS JOIN crew_assignments held
    WHERE s.status = 'active' AND ${recursOn(day)}
      AND held.visit_type = 'schedule' AND held.visit_id = s.id || '@' || d.value AND held.provider_id IS NOT NULL)`;
}

/**
 * The roster statement that also knows the cleanings given: for every choice of a member (who
 * is free, why not, who is handed a visit), not for the places (see the top of this file).
 */
export function rosterWithCleaningsQuery(from: string, to: string): SQL {
  return rosterQuery(from, to, PLACE_HOLDING_STATUSES, undefined, heldCleaningsJson(from, to));
}

/** Who is free from `from` to `to` (one day by default), bookings and cleanings given alike: one read. */
export async function rosterWithCleanings(db: Database, from: string, to = from): Promise<Roster> {
  const [roster] = await runBatch(db, [rosterWithCleaningsQuery(from, to)]);
  return rosterFrom((roster?.results as RosterRow[] | undefined)?.[0]);
}
