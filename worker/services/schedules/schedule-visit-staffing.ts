import { eq, type SQL, sql } from "drizzle-orm";
import { SCHEDULE_VISIT_SOURCE } from "#core/admin-api";
import { visitsBetween } from "#core/schedule-recurrence";
import type { ServiceLocation } from "#core/services/areas";
import { planVisitHours } from "#core/services/visit-hours";
import { businessDays, slotHour } from "#core/time-slots";
import type { ScheduleVisitMembersResponse } from "#core/visit-members-api";
import type { Database } from "#worker/db/client";
import { cleaningSchedules, crewAssignments } from "#worker/db/schema";
import { closedDaysOn } from "../capacity/closed-days";
import { holdsScheduleVisit } from "../capacity/schedule-visit-holds";
import { PLACE_HOLDING_STATUSES, SCHEDULE_AREA, SHARED_CREWS } from "../capacity/slot-capacity";
import { memberIsFree } from "../capacity/staff-places";
import { NotFound } from "../errors";
import { visitMembers } from "../work/visit-members";
import { parseScheduleVisitId } from "./schedule-day-visits";

/** One subscription cleaning as the choice of its member needs it. */
export interface ScheduleVisitToStaff {
  id: string;
  scheduleId: string;
  date: string;
  time: string;
  lengthHours: number;
  /** The schedule's area (its own address's, else its first cleaning's); null when neither is known. */
  area: ServiceLocation | null;
}

const noSuchVisit = () => new NotFound("not_found", "There is no visit of an active schedule with this id.");

/** The cleaning named by a day view's visit id, if its schedule is active and has a visit that day (closed days have none). */
export async function scheduleVisitToStaff(db: Database, visitId: string): Promise<ScheduleVisitToStaff> {
  const parsed = parseScheduleVisitId(visitId);
  if (!parsed) throw noSuchVisit();
  const [[schedule], closed, [placed]] = await Promise.all([
    db.select().from(cleaningSchedules).where(eq(cleaningSchedules.id, parsed.scheduleId)).limit(1),
    closedDaysOn(db, [parsed.date]),
    db.all<{ area: ServiceLocation | null }>(
      sql`SELECT ${SCHEDULE_AREA} AS area FROM cleaning_schedules s WHERE s.id = ${parsed.scheduleId}`,
    ),
  ]);
  if (schedule?.status !== "active") throw noSuchVisit();
  const { start, end } = businessDays(parsed.date, parsed.date);
  if (visitsBetween(schedule, start, end, closed).length === 0) throw noSuchVisit();
  return {
    id: visitId,
    scheduleId: schedule.id,
    date: parsed.date,
    time: schedule.scheduledTime,
    lengthHours: planVisitHours(schedule.subscriptionTier),
    area: placed?.area ?? null,
  };
}

/**
 * SQL condition on staff member `m` (its `active` is checked by the caller): free for the
 * cleaning by the rule that gives bookings their member (the hotel-style cleaning's crews go
 * to subscription cleanings), and not given another cleaning then. Of unknown area, any area
 * the member covers will do, as the board cannot say which.
 */
export function memberFreeForScheduleVisit(visit: ScheduleVisitToStaff): SQL {
  const at = { date: visit.date, start: sql.raw(String(slotHour(visit.time))), length: sql.raw(String(Math.max(1, visit.lengthHours))) };
  const group = { serviceId: SHARED_CREWS.serviceId, area: visit.area ?? sql.raw("a.area") };
  const otherCleaning = holdsScheduleVisit(visit.date, at.start, sql`(${at.start} + ${at.length})`, visit.id);
  return sql`${memberIsFree(group, at, {}, PLACE_HOLDING_STATUSES)} AND NOT ${otherCleaning}`;
}

/** The day view's list for one cleaning: its members, free ones first, and who has it now. */
export async function scheduleVisitChoice(db: Database, visitId: string): Promise<ScheduleVisitMembersResponse> {
  const visit = await scheduleVisitToStaff(db, visitId);
  const [[given], members] = await Promise.all([
    db
      .select({ providerId: crewAssignments.providerId })
      .from(crewAssignments)
      .where(sql`${crewAssignments.visitType} = ${SCHEDULE_VISIT_SOURCE} AND ${crewAssignments.visitId} = ${visitId}`)
      .limit(1),
    visitMembers(db, { ...visit, serviceId: SHARED_CREWS.serviceId }, memberFreeForScheduleVisit(visit)),
  ]);
  return { id: visitId, providerId: given?.providerId ?? null, members };
}
