import { sql } from "drizzle-orm";
import { SCHEDULE_VISIT_SOURCE, type ScheduleVisitCrewResponse } from "#core/admin-api";
import { notFreeReasonWords } from "#core/i18n/messages/not-free-reasons";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import { crewAssignments } from "#worker/db/schema";
import { recordActionIf } from "../admin-audit";
import { SHARED_CREWS } from "../capacity/slot-capacity";
import type { SignedInContext } from "../context";
import { Conflict, Invalid } from "../errors";
import { rosterOfBookingDay, whyNotFreeFor } from "../work/not-free-reason";
import { memberFreeForScheduleVisit, type ScheduleVisitToStaff, scheduleVisitToStaff } from "./schedule-visit-staffing";

const NAME = sql.raw("COALESCE(NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), u.email)");

/**
 * Gives one visit of a cleaning schedule to a member's account (replacing any earlier member
 * or crew name), recorded with who did it. Other visits of the series keep their own. One
 * statement checks and writes: the member is active and free then (the booking rule), given no
 * other cleaning then, and the schedule is still active at that time, so two admins cannot give
 * one member two overlapping visits; the audit row is in the same batch under the same
 * condition. Giving the same member again (a second click) answers the same.
 */
export async function assignScheduleVisitCrew(
  ctx: SignedInContext,
  visitId: string,
  providerId: string,
): Promise<ScheduleVisitCrewResponse> {
  const { db, user: actor } = ctx;
  const now = ctx.now();
  const visit = await scheduleVisitToStaff(db, visitId);
  const free = sql`m.user_id = ${providerId} AND m.active = 1 AND ${memberFreeForScheduleVisit(visit)}
    AND EXISTS (SELECT 1 FROM cleaning_schedules s WHERE s.id = ${visit.scheduleId} AND s.status = 'active' AND s.scheduled_time = ${visit.time})`;
  const previous = sql`(SELECT crew_name || ' -> ' FROM crew_assignments WHERE visit_type = ${SCHEDULE_VISIT_SOURCE} AND visit_id = ${visitId})`;
  const [, assigned] = await db.batch([
    recordActionIf(
      db,
      actor,
      {
        action: "assign crew",
        targetType: "schedule_visit",
        targetId: visitId,
        detail: sql`COALESCE(${previous}, '') || (SELECT ${NAME} FROM users u WHERE u.id = ${providerId})`,
      },
      now,
      sql`staff_members m`,
      free,
    ),
    // Selected in the column order of crew_assignments, which the insert lists; visit_starts_at is its trigger's (migrations/0044).
    db
      .insert(crewAssignments)
      .select(
        sql`SELECT ${SCHEDULE_VISIT_SOURCE}, ${visitId}, ${NAME}, ${actor.email}, ${now.getTime()}, m.user_id, NULL, NULL, NULL
          FROM staff_members m JOIN users u ON u.id = m.user_id WHERE ${free}`,
      )
      .onConflictDoUpdate({
        target: [crewAssignments.visitType, crewAssignments.visitId],
        set: { crewName: sql`excluded.crew_name`, providerId, assignedBy: actor.email, assignedAt: now, onTheWayAt: null, startedAt: null },
      })
      .returning({ crewName: crewAssignments.crewName }),
  ]);
  const [row] = assigned;
  if (row) return { id: visitId, crewName: row.crewName, providerId };
  throw await notFreeRefusal(ctx, visit, providerId);
}

/** The refusal: 400 for someone who is not an active member, else 409 naming why they cannot go, as a booking's refusal does. */
async function notFreeRefusal(ctx: SignedInContext, visit: ScheduleVisitToStaff, providerId: string) {
  const asBooking = {
    id: visit.id,
    serviceId: SHARED_CREWS.serviceId,
    area: visit.area,
    appointmentDate: visit.date,
    appointmentTime: visit.time,
    lengthHours: visit.lengthHours,
  };
  const [roster, [person]] = await Promise.all([
    rosterOfBookingDay(ctx.db, asBooking),
    ctx.db.all<{ name: string }>(sql`SELECT ${NAME} AS name FROM staff_members m JOIN users u ON u.id = m.user_id
      WHERE m.user_id = ${providerId} AND m.active = 1`),
  ]);
  if (!person) {
    return new Invalid("invalid_input", "Please choose an active crew member or vendor.", {
      providerId: "Please choose an active crew member or vendor.",
    });
  }
  // The roster knows the cleanings given, this one left out (its id), as it knows bookings.
  const reason = whyNotFreeFor(roster, asBooking, providerId);
  return new Conflict("member_not_free", (locale) =>
    reason
      ? `${notFreeReasonWords[locale].reasons[reason](person.name)} ${notFreeReasonWords[locale].chooseSomeoneFree}`
      : valuedErrorWords[locale].memberNotFree(person.name),
  );
}
