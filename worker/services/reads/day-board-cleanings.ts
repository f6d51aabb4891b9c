import { and, eq, inArray } from "drizzle-orm";
import { SCHEDULE_VISIT_SOURCE } from "#core/admin-api";
import type { BoardVisit } from "#core/day-board-api";
import { slotHour, slotLabel } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { crewAssignments } from "#worker/db/schema";
import { cleaningArea, scheduleVisits } from "../schedules/schedule-day-visits";
import { scheduleVisitMembers } from "../schedules/schedule-visit-members";

/** A subscription cleaning on the board, with the member who goes (null: nobody yet). */
export interface BoardCleaning {
  userId: string | null;
  visit: BoardVisit;
}

/**
 * The day's subscription cleanings for the owner's board, each with its member: the one the
 * owner gave it, else the one the day view hands it when read (its regular member when free).
 * A cleaning named only by a crew name typed before members had accounts has no member row.
 */
export async function boardCleanings(db: Database, date: string): Promise<BoardCleaning[]> {
  const visits = await scheduleVisits(db, date, date);
  if (visits.length === 0) return [];
  const given = new Map<string, string | null>();
  // D1 binds at most 100 values per query.
  for (let start = 0; start < visits.length; start += 90) {
    const rows = await db
      .select({ visitId: crewAssignments.visitId, providerId: crewAssignments.providerId })
      .from(crewAssignments)
      .where(
        and(
          eq(crewAssignments.visitType, SCHEDULE_VISIT_SOURCE),
          inArray(
            crewAssignments.visitId,
            visits.slice(start, start + 90).map((visit) => visit.id),
          ),
        ),
      );
    for (const row of rows) given.set(row.visitId, row.providerId);
  }
  const handedOut = await scheduleVisitMembers(
    db,
    visits.filter((visit) => !given.has(visit.id)),
    date,
    date,
  );
  return visits.map((visit) => {
    const begins = slotHour(visit.time) * 60;
    return {
      userId: given.has(visit.id) ? (given.get(visit.id) ?? null) : (handedOut.get(visit.id)?.userId ?? null),
      visit: {
        kind: "cleaning",
        reference: visit.id,
        customerName: visit.customerName,
        title: visit.title,
        time: slotLabel(visit.time),
        area: cleaningArea(visit),
        status: visit.status,
        start: begins,
        end: begins + Math.max(1, visit.lengthHours ?? 1) * 60,
      },
    };
  });
}
