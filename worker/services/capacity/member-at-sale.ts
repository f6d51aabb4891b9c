import { type SQL, sql } from "drizzle-orm";
import type { ServiceLocation } from "#core/services/areas";
import { slotHour } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { named, templateStatement } from "#worker/db/statement-templates";
import { PLACE_HOLDING_STATUSES } from "./slot-capacity";
import { holdsScheduleVisit } from "./schedule-visit-holds";
import { bookingsGivenOnDay } from "./member-day";
import { memberIsFree, type SqlVisit } from "./staff-places";

/** What crew_assignments records as who gave a visit given when it was sold. */
export const GIVEN_AT_SALE = "sold";

/** A booking being sold or moved: the visit a member is given. */
export interface VisitToGive {
  bookingId: string;
  serviceId: string;
  area: ServiceLocation | null;
  date: string;
  time: string;
  lengthHours: number;
}

type Shape = Pick<VisitToGive, "serviceId" | "area" | "time" | "lengthHours">;

/**
 * The statement that gives a sold booking one crew member free for it, run in the same batch
 * (one transaction) right after the insert that took the place: the insert's own condition
 * left at least one member free, so the member is taken before any other booking's batch
 * runs, and two bookings never get the same member for overlapping hours. The booking's row
 * must exist (a refused insert gives no one). It gives nobody when the area is unknown, or
 * when only vendors are free: a vendor's job stays on offer.
 * The least busy member that day is chosen, so the day's visits spread over the crew.
 */
export function giveFreeCrewMember(db: Database, visit: VisitToGive, now: Date): D1PreparedStatement | null {
  const { area } = visit;
  if (!area) return null;
  const shape: Shape = { serviceId: visit.serviceId, area, time: visit.time, lengthHours: visit.lengthHours };
  return templateStatement(db, "give a crew member", (of: Shape) => build(of), shape, {
    bookingId: visit.bookingId,
    date: visit.date,
    now: now.getTime(),
  });
}

/** The statement's values: placeholders of a statement template, or the values themselves. */
interface Values {
  bookingId: SQL | string;
  date: SQL | string;
  now: SQL | number;
}

const PLACEHOLDERS: Values = { bookingId: named("bookingId"), date: named("date"), now: named("now") };

/** SQL condition: the booking is at the visit's date and time (inserted, or moved there by the statement before). */
function isAtItsNewTime(shape: Shape, values: Values): SQL {
  return sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${values.bookingId} AND appointment_date = ${values.date}
    AND appointment_time = ${sql.raw(`'${shape.time.replace(/'/g, "''")}'`)})`;
}

function build(shape: Shape, values: Values = PLACEHOLDERS) {
  const { bookingId, date } = values;
  const visit = { date, start: sql.raw(String(slotHour(shape.time))), length: sql.raw(String(Math.max(1, shape.lengthHours))) };
  const group = { serviceId: shape.serviceId, area: shape.area as ServiceLocation };
  // Selected in the column order of crew_assignments' first columns, then provider_id.
  return sql`INSERT INTO crew_assignments (visit_type, visit_id, crew_name, assigned_by, assigned_at, provider_id)
    SELECT 'booking', ${bookingId}, COALESCE(NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), u.email), ${GIVEN_AT_SALE},
      ${values.now}, m.user_id
    FROM staff_members m JOIN users u ON u.id = m.user_id
    WHERE m.active = 1 AND m.role = 'crew'
      AND ${isAtItsNewTime(shape, values)}
      AND NOT EXISTS (SELECT 1 FROM crew_assignments WHERE visit_type = 'booking' AND visit_id = ${bookingId})
      AND ${freeToBeGiven(group, visit, {})}
    ORDER BY ${bookingsGivenOnDay(date)}, m.user_id
    LIMIT 1`;
}

/**
 * The statements that follow a move in its batch: the member given the booking lets it go
 * when they are not free at its new time (off shift, off, or given another visit then), and
 * a free crew member is given it. Both do nothing unless the move happened (the booking is
 * at its new time), so a refused move keeps its member.
 */
export function regiveMovedVisit(visit: VisitToGive, now: Date): SQL[] {
  const { area } = visit;
  if (!area) return [];
  const shape: Shape = { serviceId: visit.serviceId, area, time: visit.time, lengthHours: visit.lengthHours };
  const values = { bookingId: visit.bookingId, date: visit.date, now: now.getTime() };
  return [buildRelease(shape, values), build(shape, values)];
}

/**
 * The statement that gives a booking already sold a free crew member, when nobody has it:
 * after its member could not come (time off, deactivated), under the same rule as at sale.
 */
export function giveCrewMemberAgain(visit: VisitToGive, now: Date): SQL | null {
  const { area } = visit;
  if (!area) return null;
  const shape: Shape = { serviceId: visit.serviceId, area, time: visit.time, lengthHours: visit.lengthHours };
  return build(shape, { bookingId: visit.bookingId, date: visit.date, now: now.getTime() });
}

function buildRelease(shape: Shape, values: Values) {
  return sql`DELETE FROM crew_assignments WHERE visit_type = 'booking' AND visit_id = ${values.bookingId}
    AND ${isAtItsNewTime(shape, values)}
    AND NOT EXISTS (SELECT 1 FROM staff_members m WHERE m.user_id = crew_assignments.provider_id AND m.active = 1
      AND ${freeAtItsNewTime(shape, values)})`;
}

/** SQL condition on staff member `m`: free for the visit at its (new) time, its own hours aside. */
function freeAtItsNewTime(shape: Shape, values: Values): SQL {
  const visit = {
    date: values.date,
    start: sql.raw(String(slotHour(shape.time))),
    length: sql.raw(String(Math.max(1, shape.lengthHours))),
  };
  const group = { serviceId: shape.serviceId, area: shape.area as ServiceLocation };
  return freeToBeGiven(group, visit, { bookingId: values.bookingId });
}

/** SQL condition on staff member `m`: free for the visit, and not given a subscription cleaning then (which counts no place of its own). */
function freeToBeGiven(group: { serviceId: string; area: ServiceLocation }, visit: SqlVisit, excluded: { bookingId?: SQL | string }): SQL {
  const cleaning = holdsScheduleVisit(visit.date, visit.start, sql`(${visit.start} + ${visit.length})`);
  return sql`${memberIsFree(group, visit, excluded, PLACE_HOLDING_STATUSES)} AND NOT ${cleaning}`;
}

/**
 * SQL condition on staff member `m`, active: keeps a moved visit, as regiveMovedVisit decides
 * (free at its new time). Null when the area is unknown: then nobody lets it go.
 */
export function keepsMovedVisit(visit: VisitToGive): SQL | null {
  const { area } = visit;
  if (!area) return null;
  const shape: Shape = { serviceId: visit.serviceId, area, time: visit.time, lengthHours: visit.lengthHours };
  return freeAtItsNewTime(shape, { bookingId: visit.bookingId, date: visit.date, now: 0 });
}

/** The visit of a booking's row. */
export function visitToGive(row: {
  id: string;
  serviceId: string;
  area: ServiceLocation | null;
  appointmentDate: string;
  appointmentTime: string;
  lengthHours: number;
}): VisitToGive {
  return {
    bookingId: row.id,
    serviceId: row.serviceId,
    area: row.area,
    date: row.appointmentDate,
    time: row.appointmentTime,
    lengthHours: row.lengthHours,
  };
}
