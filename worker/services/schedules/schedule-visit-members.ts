import { inArray, sql } from "drizzle-orm";
import { fullName } from "#core/display-name";
import type { ServiceLocation } from "#core/services/areas";
import { slotHour } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { runBatch } from "#worker/db/raw-batch";
import { scheduleCrews } from "#worker/db/schema";
import { rosterWithCleaningsQuery } from "../capacity/schedule-visit-holds";
import { type RosterRow, rosterFrom } from "../capacity/staff-places";
import type { Visit } from "../visit-source";
import { cleaningArea, parseScheduleVisitId } from "./schedule-day-visits";

/**
 * Who goes to each visit of a subscriber's schedule that the owner has not named a crew for:
 * the member who had the visit before (the schedule's regular member, kept in schedule_crews)
 * when they are free then, else the least busy free crew member who does the cleaning in that
 * area, who is then the one the next visit looks for. A member the owner gave a cleaning then
 * is not free for it. Schedule visits are computed, not stored
 * (docs/decisions/0023), so this is decided when they are read, from the same roster the
 * places are counted from: each schedule visit already takes one of those places.
 */
export async function scheduleVisitMembers(
  db: Database,
  visits: Visit[],
  from: string,
  to: string,
): Promise<Map<string, { userId: string; name: string }>> {
  const members = new Map<string, { userId: string; name: string }>();
  const scheduleIds = [...new Set(visits.map((visit) => parseScheduleVisitId(visit.id)?.scheduleId).filter((id) => id !== undefined))];
  if (scheduleIds.length === 0) return members;
  // The roster knows the cleanings the owner gave: a member given one then is not free for another.
  const [roster, regulars, names] = await runBatch(db, [
    rosterWithCleaningsQuery(from, to),
    db
      .select()
      .from(scheduleCrews)
      .where(inArray(scheduleCrews.scheduleId, scheduleIds.slice(0, 90))),
    sql`SELECT u.id AS id, u.first_name AS firstName, u.last_name AS lastName, u.email AS email
      FROM staff_members m JOIN users u ON u.id = m.user_id WHERE m.active = 1 AND m.role = 'crew'`,
  ]);
  const free = rosterFrom((roster?.results as RosterRow[] | undefined)?.[0]);
  type Regular = { schedule_id: string; user_id: string; area: ServiceLocation | null };
  const previous = new Map(((regulars?.results ?? []) as Regular[]).map((row) => [row.schedule_id, row]));
  type Named = { id: string; firstName: string | null; lastName: string | null; email: string };
  const nameOf = new Map(((names?.results ?? []) as Named[]).map((row) => [row.id, fullName(row) || row.email]));
  // The members handed a visit by this read, busy for the visits after it.
  const taken: { userId: string; date: string; start: number; end: number }[] = [];
  const ordered = [...visits].sort((a, b) => a.date.localeCompare(b.date) || slotHour(a.time) - slotHour(b.time));
  for (const visit of ordered) {
    const scheduleId = parseScheduleVisitId(visit.id)?.scheduleId ?? "";
    const regular = previous.get(scheduleId);
    const area = cleaningArea(visit) ?? regular?.area ?? null;
    if (!area) continue;
    const lengthHours = Math.max(1, visit.lengthHours ?? 1);
    const start = slotHour(visit.time);
    const span = { date: visit.date, start, end: start + lengthHours };
    const candidates = free
      .crewFreeFor({ serviceId: visit.serviceId, area }, { date: visit.date, time: visit.time, lengthHours })
      .filter(
        (userId) =>
          !taken.some((held) => held.userId === userId && held.date === span.date && held.start < span.end && span.start < held.end),
      );
    const pick = regular && candidates.includes(regular.user_id) ? regular.user_id : candidates[0];
    const name = pick ? nameOf.get(pick) : undefined;
    if (!pick || !name) continue;
    taken.push({ userId: pick, ...span });
    previous.set(scheduleId, { schedule_id: scheduleId, user_id: pick, area });
    members.set(visit.id, { userId: pick, name });
  }
  return members;
}
