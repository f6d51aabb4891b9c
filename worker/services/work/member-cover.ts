import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { SCHEDULE_VISIT_SOURCE } from "#core/admin-api";
import type { CrewCover, MovedVisit, VisitNeedingCrew } from "#core/crew-cover-api";
import { slotHour, slotLabel } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { crewAssignments } from "#worker/db/schema";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";
import { cleaningCoverStatements, cleaningsHeldBy, type HeldCleaning } from "./cleaning-cover";
import { type Absence, coverStatements, type HeldVisit, needingCrew, visitsHeldBy } from "./crew-cover";
import type { CrewNeededLine } from "./crew-needed-mail";

/**
 * Everything a member who cannot come holds, bookings (crew-cover.ts) and subscription
 * cleanings (cleaning-cover.ts), handed over together in the batch that takes the member
 * away, and answered and emailed in one list, in the order of the visits.
 */
export interface HeldWork {
  visits: HeldVisit[];
  cleanings: HeldCleaning[];
}

/** The member's bookings and cleanings still to come (those the absence covers): two reads at once, one round trip's wait. */
export async function workHeldBy(db: Database, userId: string, now: Date, absence?: Absence): Promise<HeldWork> {
  const [visits, cleanings] = await Promise.all([visitsHeldBy(db, userId, now, absence), cleaningsHeldBy(db, userId, now, absence)]);
  return { visits, cleanings };
}

export function heldCount(work: HeldWork): number {
  return work.visits.length + work.cleanings.length;
}

/** The batch's statements that hand everything over, under `guard`: the bookings first, then the cleanings, each free member taken once. */
export function handOverStatements(leaving: string, work: HeldWork, now: Date, guard: SQL): SQL[] {
  return [...coverStatements(leaving, work.visits, now, guard), ...cleaningCoverStatements(leaving, work.cleanings, now, guard)];
}

function cleaningNeedingCrew(cleaning: HeldCleaning): VisitNeedingCrew {
  return {
    kind: "cleaning",
    reference: cleaning.id,
    serviceTitle: cleaning.title,
    appointmentDate: cleaning.date,
    appointmentTime: slotLabel(cleaning.time),
    customerName: cleaning.customerName,
    customerPhone: cleaning.customerPhone,
    customerEmail: cleaning.customerEmail,
  };
}

/** Each visit held, with its crew_assignments key and how a list names it, in the order of the visits. */
export function neededLines(work: HeldWork): CrewNeededLine[] {
  const lines: CrewNeededLine[] = [
    ...work.visits.map((visit) => ({ type: "booking" as const, id: visit.id, needing: needingCrew(visit) })),
    ...work.cleanings.map((cleaning) => ({
      type: SCHEDULE_VISIT_SOURCE as "schedule",
      id: cleaning.id,
      needing: cleaningNeedingCrew(cleaning),
    })),
  ];
  const at = (line: CrewNeededLine) => `${line.needing.appointmentDate} ${String(slotHour(line.needing.appointmentTime)).padStart(2, "0")}`;
  return lines.sort((a, b) => at(a).localeCompare(at(b)));
}

/** What became of everything after the batch, read in one statement: who has each visit now, or that it needs a crew. */
export async function handOverOutcome(db: Database, work: HeldWork): Promise<CrewCover> {
  const lines = neededLines(work);
  if (lines.length === 0) return { moved: [], needs_crew: [] };
  const ofType = (type: string, ids: string[]) =>
    ids.length ? and(eq(crewAssignments.visitType, type), inArray(crewAssignments.visitId, ids)) : undefined;
  const given = await db
    .select({ visitType: crewAssignments.visitType, visitId: crewAssignments.visitId, crewName: crewAssignments.crewName })
    .from(crewAssignments)
    .where(
      and(
        or(
          ofType(
            BOOKING_VISIT_TYPE,
            work.visits.map((visit) => visit.id),
          ),
          ofType(
            SCHEDULE_VISIT_SOURCE,
            work.cleanings.map((cleaning) => cleaning.id),
          ),
        ),
        sql`${crewAssignments.providerId} IS NOT NULL`,
      ),
    );
  const memberOf = new Map(given.map((row) => [`${row.visitType} ${row.visitId}`, row.crewName]));
  const moved: MovedVisit[] = [];
  const needs: VisitNeedingCrew[] = [];
  for (const { type, id, needing } of lines) {
    const memberName = memberOf.get(`${type} ${id}`);
    const { reference, serviceTitle, appointmentDate, appointmentTime } = needing;
    const kind = needing.kind ?? "booking";
    if (memberName) moved.push({ kind, reference, serviceTitle, appointmentDate, appointmentTime, memberName });
    else needs.push(needing);
  }
  return { moved, needs_crew: needs };
}
