import { sql, type SQL } from "drizzle-orm";
import { slotHour } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { hourOf, recursOn, SCHEDULE_VISIT_HOURS } from "./slot-capacity";

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

/** Whether the member was given a subscription cleaning overlapping the visit: a refusal's reason that the roster does not know. */
export async function holdsScheduleVisitThen(
  db: Database,
  userId: string,
  visit: { date: string; time: string; lengthHours: number },
  exceptVisitId?: string,
): Promise<boolean> {
  const start = slotHour(visit.time);
  const end = start + Math.max(1, visit.lengthHours);
  const condition = holdsScheduleVisit(visit.date, sql.raw(String(start)), sql.raw(String(end)), exceptVisitId);
  const row = await db.get<{ held: number }>(
    sql`SELECT COUNT(*) AS held FROM staff_members m WHERE m.user_id = ${userId} AND ${condition}`,
  );
  return Number(row?.held ?? 0) > 0;
}
