import { and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
import type { VisitNeedingCrew } from "#core/crew-cover-api";
import type { ServiceLocation } from "#core/services/areas";
import { slotHour, slotLabel } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { bookings, crewAssignments } from "#worker/db/schema";
import { giveCrewMemberAgain, visitToGive } from "../capacity/member-at-sale";
import { PLACE_HOLDING_STATUSES } from "../capacity/slot-capacity";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";

/**
 * When a member cannot come (time off, deactivated): each of their visits still to come goes
 * to another free crew member who does the service in that area, under the rule of a sale
 * (the least busy that day, checked and written by one conditional statement, in the batch
 * of the write that took the member away); the visits nobody is free for are recorded in
 * crew_needed, and the business gets one email listing them.
 */

/** A visit of the member's that may need someone else. */
export interface HeldVisit {
  id: string;
  reference: string;
  serviceId: string;
  serviceTitle: string;
  area: ServiceLocation | null;
  appointmentDate: string;
  appointmentTime: string;
  lengthHours: number;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

/** Days (New York, inclusive) and minutes of each day the member cannot come. */
export interface Absence {
  from: string;
  to: string;
  startMinute: number;
  endMinute: number;
}

const HOUR = 60;

/** Whether the absence covers a visit on `date` from its slot `time` for `lengthHours` (at least an hour): a booking or a cleaning. */
export function absenceCovers(absence: Absence, date: string, time: string, lengthHours: number): boolean {
  const start = slotHour(time) * HOUR;
  const end = start + Math.max(1, lengthHours) * HOUR;
  return date >= absence.from && date <= absence.to && start < absence.endMinute && end > absence.startMinute;
}

/** The member's visits still to come that hold a place, only those the absence covers when one is given. */
export async function visitsHeldBy(db: Database, userId: string, now: Date, absence?: Absence): Promise<HeldVisit[]> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      serviceId: bookings.serviceId,
      serviceTitle: bookings.serviceTitle,
      area: bookings.area,
      appointmentDate: bookings.appointmentDate,
      appointmentTime: bookings.appointmentTime,
      lengthHours: bookings.lengthHours,
      customerName: bookings.customerName,
      customerPhone: bookings.customerPhone,
      customerEmail: bookings.customerEmail,
    })
    .from(crewAssignments)
    .innerJoin(bookings, eq(bookings.id, crewAssignments.visitId))
    .where(
      and(
        eq(crewAssignments.visitType, BOOKING_VISIT_TYPE),
        eq(crewAssignments.providerId, userId),
        gt(bookings.startsAt, now),
        sql`${bookings.status} IN (${PLACE_HOLDING_STATUSES})`,
      ),
    )
    .orderBy(asc(bookings.startsAt));
  if (!absence) return rows;
  return rows.filter((visit) => absenceCovers(absence, visit.appointmentDate, visit.appointmentTime, visit.lengthHours));
}

/**
 * The batch's statements after the write that took the member away, all under `guard` (that
 * write happened in this batch): the member lets each visit go, a free crew member is given
 * it, and what is left without anyone is recorded as needing a crew.
 */
export function coverStatements(leaving: string, visits: HeldVisit[], now: Date, guard: SQL): SQL[] {
  if (visits.length === 0) return [];
  const ids = visits.map((visit) => visit.id);
  const perVisit = visits.flatMap((visit) => {
    const give = giveCrewMemberAgain(visitToGive(visit), now);
    return [
      sql`DELETE FROM crew_assignments WHERE visit_type = 'booking' AND visit_id = ${visit.id} AND provider_id = ${leaving} AND ${guard}`,
      ...(give ? [sql`${give}`] : []),
    ];
  });
  return [
    ...perVisit,
    sql`INSERT INTO crew_needed (booking_id, left_by, created_at)
      SELECT b.id, ${leaving}, ${now.getTime()} FROM bookings b
      WHERE b.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND ${guard}
      AND NOT EXISTS (SELECT 1 FROM crew_assignments WHERE visit_type = 'booking' AND visit_id = b.id AND provider_id IS NOT NULL)
      ON CONFLICT (booking_id) DO NOTHING`,
  ];
}

/** A booking nobody was free for, as the owner's answer and the business's email list it. */
export function needingCrew(visit: HeldVisit): VisitNeedingCrew {
  const { reference, serviceTitle, appointmentDate, appointmentTime, customerName, customerPhone, customerEmail } = visit;
  return {
    kind: "booking",
    reference,
    serviceTitle,
    appointmentDate,
    appointmentTime: slotLabel(appointmentTime),
    customerName,
    customerPhone,
    customerEmail,
  };
}
