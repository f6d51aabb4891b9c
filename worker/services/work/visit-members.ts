import { type SQL, sql } from "drizzle-orm";
import type { ServiceLocation } from "#core/services/areas";
import type { VisitMember } from "#core/visit-members-api";
import type { Database } from "#worker/db/client";
import { rosterWithCleanings } from "../capacity/schedule-visit-holds";

/** A visit someone is to be chosen for: a booking (left out of its own member's visits) or a subscription cleaning. */
export interface VisitToChooseFor {
  serviceId: string;
  area: ServiceLocation | null;
  date: string;
  time: string;
  lengthHours: number;
  /** The visit itself, left out of its own member's visits: a booking's id, or a cleaning's visit id. */
  id?: string;
}

/**
 * Who can be given a visit from the day view: the active members who do its service and cover
 * its area, free ones first, each marked by `free` (the SQL condition on member `m` that the
 * assignment's own statement checks). Those who are not free are listed with why, from the
 * roster read beside it, which knows bookings and cleanings given alike; one the statement
 * finds busy though the roster gives no reason was given another visit between the two reads.
 * `id` is the visit's own (a booking's id, a cleaning's visit id), so its member is free for it.
 */
export async function visitMembers(db: Database, visit: VisitToChooseFor, free: SQL): Promise<VisitMember[]> {
  const area = visit.area ? sql`AND EXISTS (SELECT 1 FROM staff_areas a WHERE a.user_id = m.user_id AND a.area = ${visit.area})` : sql``;
  const [dayRoster, members] = await Promise.all([
    rosterWithCleanings(db, visit.date),
    db.all<{ userId: string; name: string; role: "crew" | "vendor"; free: number }>(sql`
    SELECT m.user_id AS userId, COALESCE(NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), u.email) AS name, m.role AS role,
      CASE WHEN ${free} THEN 1 ELSE 0 END AS free
    FROM staff_members m JOIN users u ON u.id = m.user_id
    WHERE m.active = 1 AND EXISTS (SELECT 1 FROM json_each(m.service_ids) WHERE value = ${visit.serviceId}) ${area}
    ORDER BY free DESC, name`),
  ]);
  const excluded = visit.id ? { bookingId: visit.id } : {};
  return members.map((member) => {
    const isFree = member.free === 1;
    const notFreeBecause = isFree
      ? null
      : (dayRoster.whyNotFree(member.userId, { serviceId: visit.serviceId, area: visit.area }, visit, excluded) ?? "other_visit");
    return { ...member, free: isFree, notFreeBecause };
  });
}
