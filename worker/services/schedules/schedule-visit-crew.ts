import { eq, sql } from "drizzle-orm";
import { SCHEDULE_VISIT_SOURCE, type ScheduleVisitCrewResponse } from "#core/admin-api";
import { visitsBetween } from "#core/schedule-recurrence";
import { closedDaysOn } from "../capacity/closed-days";
import { cleaningSchedules, crewAssignments } from "#worker/db/schema";
import { recordActionIf } from "../admin-audit";
import type { SignedInContext } from "../context";
import { NotFound } from "../errors";
import { businessDays } from "#core/time-slots";
import { parseScheduleVisitId } from "./schedule-day-visits";

const noSuchVisit = () => new NotFound("not_found", "There is no visit of an active schedule with this id.");

/**
 * Names the crew going to one visit of a cleaning schedule (replacing any earlier one),
 * recorded with who did it. Other visits of the series keep their own crews. The audit
 * row and the assignment are one batch under the same condition (the schedule is still
 * active), so a schedule cancelled meanwhile gets neither. The signed-in admin is the actor.
 */
export async function assignScheduleVisitCrew(ctx: SignedInContext, visitId: string, crewName: string): Promise<ScheduleVisitCrewResponse> {
  const { db, user: actor } = ctx;
  const now = ctx.now();
  const parsed = parseScheduleVisitId(visitId);
  if (!parsed) throw noSuchVisit();
  const [[schedule], closed] = await Promise.all([
    db.select().from(cleaningSchedules).where(eq(cleaningSchedules.id, parsed.scheduleId)).limit(1),
    closedDaysOn(db, [parsed.date]),
  ]);
  if (schedule?.status !== "active") throw noSuchVisit();
  const { start, end } = businessDays(parsed.date, parsed.date);
  if (visitsBetween(schedule, start, end, closed).length === 0) throw noSuchVisit();

  const active = sql`id = ${schedule.id} AND status = 'active'`;
  const previous = sql`(SELECT crew_name || ' -> ' FROM crew_assignments WHERE visit_type = ${SCHEDULE_VISIT_SOURCE} AND visit_id = ${visitId})`;
  const [, assigned] = await db.batch([
    recordActionIf(
      db,
      actor,
      { action: "assign crew", targetType: "schedule_visit", targetId: visitId, detail: sql`COALESCE(${previous}, '') || ${crewName}` },
      now,
      sql`cleaning_schedules`,
      active,
    ),
    // Selected in the column order of crew_assignments, which the insert lists.
    db
      .insert(crewAssignments)
      .select(
        sql`SELECT ${SCHEDULE_VISIT_SOURCE}, ${visitId}, ${crewName}, ${actor.email}, ${now.getTime()}, NULL, NULL, NULL FROM cleaning_schedules WHERE ${active}`,
      )
      .onConflictDoUpdate({
        target: [crewAssignments.visitType, crewAssignments.visitId],
        set: { crewName, assignedBy: actor.email, assignedAt: now },
      })
      .returning({ crewName: crewAssignments.crewName }),
  ]);
  const [row] = assigned;
  if (!row) throw noSuchVisit();
  return { id: visitId, crewName: row.crewName };
}
