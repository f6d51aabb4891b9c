import { type SQL, sql } from "drizzle-orm";
import type { ServiceLocation } from "#core/services/areas";
import type { VisitMember } from "#core/visit-members-api";
import type { Database } from "#worker/db/client";
import { runBatch } from "#worker/db/raw-batch";
import { PLACE_HOLDING_STATUSES } from "../capacity/slot-capacity";
import { rosterFrom, rosterQuery, type RosterRow } from "../capacity/staff-places";

/** A visit someone is to be chosen for: a booking (left out of its own member's visits) or a subscription cleaning. */
export interface VisitToChooseFor {
  serviceId: string;
  area: ServiceLocation | null;
  date: string;
  time: string;
  lengthHours: number;
  bookingId?: string;
}

/**
 * Who can be given a visit from the day view: the active members who do its service and cover
 * its area, free ones first, each marked by `free` (the SQL condition on member `m` that the
 * assignment's own statement checks). Those who are not free are listed with why, from the
 * roster read beside it; one the statement finds busy though the roster gives no reason holds
 * another visit (given meanwhile, or a subscription cleaning, which the roster does not list).
 */
export async function visitMembers(db: Database, visit: VisitToChooseFor, free: SQL): Promise<VisitMember[]> {
  const area = visit.area ? sql`AND EXISTS (SELECT 1 FROM staff_areas a WHERE a.user_id = m.user_id AND a.area = ${visit.area})` : sql``;
  const [[roster], members] = await Promise.all([
    runBatch(db, [rosterQuery(visit.date, visit.date, PLACE_HOLDING_STATUSES)]),
    db.all<{ userId: string; name: string; role: "crew" | "vendor"; free: number }>(sql`
    SELECT m.user_id AS userId, COALESCE(NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), u.email) AS name, m.role AS role,
      CASE WHEN ${free} THEN 1 ELSE 0 END AS free
    FROM staff_members m JOIN users u ON u.id = m.user_id
    WHERE m.active = 1 AND EXISTS (SELECT 1 FROM json_each(m.service_ids) WHERE value = ${visit.serviceId}) ${area}
    ORDER BY free DESC, name`),
  ]);
  const dayRoster = rosterFrom((roster?.results as RosterRow[] | undefined)?.[0]);
  const excluded = visit.bookingId ? { bookingId: visit.bookingId } : {};
  return members.map((member) => {
    const isFree = member.free === 1;
    const notFreeBecause = isFree
      ? null
      : (dayRoster.whyNotFree(member.userId, { serviceId: visit.serviceId, area: visit.area }, visit, excluded) ?? "other_visit");
    return { ...member, free: isFree, notFreeBecause };
  });
}
