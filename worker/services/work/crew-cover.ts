import { and, asc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { CrewCover, MovedVisit, VisitNeedingCrew } from "#core/crew-cover-api";
import type { ServiceLocation } from "#core/services/areas";
import { slotHour, slotLabel } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { runBatch } from "#worker/db/raw-batch";
import { bookings, crewAssignments, type EmailRecord } from "#worker/db/schema";
import { giveCrewMemberAgain, visitToGive } from "../capacity/member-at-sale";
import { PLACE_HOLDING_STATUSES } from "../capacity/slot-capacity";
import { memberIsFree } from "../capacity/staff-places";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";
import { emailToStore, enqueueStored, type Mailer, type OutgoingEmail, sendEmail, storeEmailsIf } from "../email";

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

function minutesOfVisit(visit: Pick<HeldVisit, "appointmentTime" | "lengthHours">) {
  const start = slotHour(visit.appointmentTime) * HOUR;
  return { start, end: start + Math.max(1, visit.lengthHours) * HOUR };
}

function overlap(a: Pick<HeldVisit, "appointmentDate" | "appointmentTime" | "lengthHours">, b: typeof a): boolean {
  const first = minutesOfVisit(a);
  const second = minutesOfVisit(b);
  return a.appointmentDate === b.appointmentDate && first.start < second.end && second.start < first.end;
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
  return rows.filter((visit) => {
    const { start, end } = minutesOfVisit(visit);
    const inDays = visit.appointmentDate >= absence.from && visit.appointmentDate <= absence.to;
    return inDays && start < absence.endMinute && end > absence.startMinute;
  });
}

/**
 * Which visits another crew member is expected to take, read before the batch (one round
 * trip): each visit's free members other than the leaving one, handed out in order so two
 * overlapping visits are not both counted on one person. The batch decides; this only
 * words the email stored with it, which is kept only if the batch came out the same.
 */
export async function expectedCover(db: Database, leaving: string, visits: HeldVisit[]): Promise<Set<string>> {
  if (visits.length === 0) return new Set();
  const results = await runBatch(
    db,
    visits.map((visit) => {
      const group = { serviceId: visit.serviceId, area: (visit.area ?? "") as ServiceLocation };
      const { start } = minutesOfVisit(visit);
      const at = { date: visit.appointmentDate, start: sql`${start / HOUR}`, length: sql`${Math.max(1, visit.lengthHours)}` };
      return sql`SELECT m.user_id AS userId FROM staff_members m
        WHERE m.active = 1 AND m.role = 'crew' AND m.user_id != ${leaving}
        AND ${memberIsFree(group, at, { bookingId: visit.id }, PLACE_HOLDING_STATUSES)}`;
    }),
  );
  const taken: { userId: string; visit: HeldVisit }[] = [];
  const covered = new Set<string>();
  visits.forEach((visit, index) => {
    const free = (results[index]?.results ?? []) as { userId: string }[];
    const pick = free.find((row) => !taken.some((held) => held.userId === row.userId && overlap(held.visit, visit)));
    if (!visit.area || !pick) return;
    taken.push({ userId: pick.userId, visit });
    covered.add(visit.id);
  });
  return covered;
}

const hasMember = (bookingId: string) =>
  sql`EXISTS (SELECT 1 FROM crew_assignments WHERE visit_type = 'booking' AND visit_id = ${bookingId} AND provider_id IS NOT NULL)`;

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

/** SQL condition: the batch gave someone exactly the visits expected to be covered. */
export function cameOutAsExpected(visits: HeldVisit[], covered: Set<string>): SQL {
  const each = visits.map((visit) => (covered.has(visit.id) ? hasMember(visit.id) : sql`NOT ${hasMember(visit.id)}`));
  return each.length ? sql.join(each, sql` AND `) : sql`1`;
}

/** What became of the visits after the batch: who has each one now, or that it needs a crew. */
export async function coverOutcome(db: Database, visits: HeldVisit[]): Promise<CrewCover> {
  if (visits.length === 0) return { moved: [], needs_crew: [] };
  const given = await db
    .select({ visitId: crewAssignments.visitId, crewName: crewAssignments.crewName })
    .from(crewAssignments)
    .where(
      and(
        eq(crewAssignments.visitType, BOOKING_VISIT_TYPE),
        inArray(
          crewAssignments.visitId,
          visits.map((visit) => visit.id),
        ),
        sql`${crewAssignments.providerId} IS NOT NULL`,
      ),
    );
  const memberOf = new Map(given.map((row) => [row.visitId, row.crewName]));
  const moved: MovedVisit[] = [];
  const needs: VisitNeedingCrew[] = [];
  for (const visit of visits) {
    const { reference, serviceTitle, appointmentDate, appointmentTime } = visit;
    const memberName = memberOf.get(visit.id);
    if (memberName) moved.push({ reference, serviceTitle, appointmentDate, appointmentTime: slotLabel(appointmentTime), memberName });
    else needs.push(needingCrew(visit));
  }
  return { moved, needs_crew: needs };
}

export function needingCrew(visit: HeldVisit): VisitNeedingCrew {
  const { reference, serviceTitle, appointmentDate, appointmentTime, customerName, customerPhone, customerEmail } = visit;
  return {
    reference,
    serviceTitle,
    appointmentDate,
    appointmentTime: slotLabel(appointmentTime),
    customerName,
    customerPhone,
    customerEmail,
  };
}

/**
 * The email about the visits expected to need a crew, stored by the batch only if it came
 * out as expected (`stored`); otherwise, once the batch is done, `settle` sends the one that
 * lists what really happened. Either way one email, and none when every visit was covered.
 */
export function crewNeededMail(
  mailer: Mailer,
  expected: OutgoingEmail | null,
  condition: SQL,
  now: Date,
): { statements: SQL[]; settle(actual: OutgoingEmail | null, stored: boolean): Promise<void> } {
  const record: EmailRecord | null = expected ? emailToStore(mailer, expected, now) : null;
  return {
    statements: record ? [sql`${storeEmailsIf(mailer.db, [record], condition).getSQL()}`] : [],
    async settle(actual, stored) {
      if (record && stored) await enqueueStored(mailer, record);
      else if (actual) await sendEmail(mailer, actual, now);
    },
  };
}
