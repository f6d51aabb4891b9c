import { type SQL, sql } from "drizzle-orm";
import type { AddressParts } from "#core/service-address";
import type { ScheduleFrequency } from "#core/schedule-recurrence";
import type { ServiceLocation } from "#core/services/areas";
import { planVisitHours } from "#core/services/visit-hours";
import { businessToday, slotStart } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { bookingsGivenOnDay } from "../capacity/member-day";
import { recursOn, SCHEDULE_AREA } from "../capacity/slot-capacity";
import { cleaningArea, cleaningTitle } from "../schedules/schedule-day-visits";
import { memberFreeForScheduleVisit, type ScheduleVisitToStaff } from "../schedules/schedule-visit-staffing";
import { type Absence, absenceCovers } from "./crew-cover";

/**
 * When a member cannot come (time off, deactivated), the subscription cleanings the owner gave
 * them are handed over as their bookings are (crew-cover.ts), in the same batch: each goes to
 * the least busy crew member free then by the rule that gives a cleaning its member (the
 * hotel-style cleaning, the schedule's area, on shift, no time off, no other visit or
 * cleaning), checked and written by one conditional statement. One nobody can take loses its
 * member: it is then a cleaning nobody was given, which the day view and the board list under
 * "needs a crew" when no one is free for it either (docs/decisions/0103).
 */

/** What crew_assignments records as who gave a cleaning handed over when its member could not come. */
export const GIVEN_IN_COVER = "cover";

/** A subscription cleaning given to the member, still to come: its id is the day view's, "<schedule id>@<date>". */
export interface HeldCleaning extends ScheduleVisitToStaff {
  title: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

interface CleaningRow {
  id: string;
  scheduleId: string;
  date: string;
  time: string;
  tier: string | null;
  frequency: ScheduleFrequency;
  area: ServiceLocation | null;
  serviceAddress: string | null;
  addressParts: string | null;
  firstAddress: string | null;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

const VISIT_DATE = sql.raw("substr(held.visit_id, -10)");

/**
 * The cleanings given to the member from today on, of active schedules with a visit that day
 * (not a closed day): found through crew_assignments' index on the member, then each schedule
 * by its key (the visit id less its "@<date>"); CROSS JOIN keeps that order.
 */
function cleaningsQuery(userId: string, today: string): SQL {
  return sql`SELECT held.visit_id AS id, s.id AS scheduleId, ${VISIT_DATE} AS date, s.scheduled_time AS time,
      s.subscription_tier AS tier, s.frequency AS frequency, ${SCHEDULE_AREA} AS area, s.service_address AS serviceAddress,
      s.address_parts AS addressParts,
      (SELECT b.service_address FROM bookings b WHERE b.user_id = s.user_id ORDER BY b.created_at DESC LIMIT 1) AS firstAddress,
      COALESCE(NULLIF(TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')), ''), s.email) AS customerName,
      COALESCE((SELECT b.customer_phone FROM bookings b WHERE b.user_id = s.user_id ORDER BY b.created_at DESC LIMIT 1), '') AS customerPhone,
      s.email AS customerEmail
    FROM crew_assignments held CROSS JOIN cleaning_schedules s CROSS JOIN users u
    WHERE held.provider_id = ${userId} AND held.visit_type = 'schedule' AND ${VISIT_DATE} >= ${today}
      AND s.id = substr(held.visit_id, 1, length(held.visit_id) - 11) AND s.status = 'active' AND ${recursOn(VISIT_DATE)}
      AND u.id = s.user_id
      AND NOT EXISTS (SELECT 1 FROM closed_days c WHERE c.date = ${VISIT_DATE})
    ORDER BY ${VISIT_DATE}, held.visit_id`;
}

function heldCleaning(row: CleaningRow): HeldCleaning {
  const parts = row.addressParts ? (JSON.parse(row.addressParts) as AddressParts) : null;
  const address = row.serviceAddress ?? row.firstAddress ?? "";
  return {
    id: row.id,
    scheduleId: row.scheduleId,
    date: row.date,
    time: row.time,
    lengthHours: planVisitHours(row.tier),
    // The schedule's own area or its first cleaning's, else the one its ZIP gives.
    area: row.area ?? cleaningArea({ address, ...(parts ? { place: { area: null, parts, accessNotesSealed: null } } : {}) }),
    title: cleaningTitle(row.tier, row.frequency),
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
  };
}

/** The member's cleanings still to come, only those the absence covers when one is given. */
export async function cleaningsHeldBy(db: Database, userId: string, now: Date, absence?: Absence): Promise<HeldCleaning[]> {
  const rows = await db.all<CleaningRow>(cleaningsQuery(userId, businessToday(now)));
  return rows
    .map(heldCleaning)
    .filter((cleaning) => slotStart(cleaning.date, cleaning.time) > now)
    .filter((cleaning) => !absence || absenceCovers(absence, cleaning.date, cleaning.time, cleaning.lengthHours));
}

/**
 * The batch's statements, under `guard` (the write that took the member away happened): the
 * member lets each cleaning go, and a free crew member is given it, the least busy that day
 * (bookings and cleanings given) first. Of unknown area, or while the owner has given it to
 * someone else meanwhile, nobody is given it here.
 */
export function cleaningCoverStatements(leaving: string, cleanings: HeldCleaning[], now: Date, guard: SQL): SQL[] {
  return cleanings.flatMap((cleaning) => {
    const release = sql`DELETE FROM crew_assignments WHERE visit_type = 'schedule' AND visit_id = ${cleaning.id}
      AND provider_id = ${leaving} AND ${guard}`;
    if (!cleaning.area) return [release];
    const free = memberFreeForScheduleVisit({ ...cleaning, area: cleaning.area });
    const dayLoad = sql`${bookingsGivenOnDay(cleaning.date)}
      + (SELECT COUNT(*) FROM crew_assignments day_cleaning WHERE day_cleaning.visit_type = 'schedule'
        AND day_cleaning.provider_id = m.user_id AND substr(day_cleaning.visit_id, -10) = ${cleaning.date})`;
    // Selected in the column order of crew_assignments' first columns, then provider_id.
    const give = sql`INSERT INTO crew_assignments (visit_type, visit_id, crew_name, assigned_by, assigned_at, provider_id)
      SELECT 'schedule', ${cleaning.id}, COALESCE(NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), u.email), ${GIVEN_IN_COVER},
        ${now.getTime()}, m.user_id
      FROM staff_members m JOIN users u ON u.id = m.user_id
      WHERE m.active = 1 AND m.role = 'crew' AND ${guard}
        AND NOT EXISTS (SELECT 1 FROM crew_assignments WHERE visit_type = 'schedule' AND visit_id = ${cleaning.id})
        AND EXISTS (SELECT 1 FROM cleaning_schedules s WHERE s.id = ${cleaning.scheduleId} AND s.status = 'active'
          AND s.scheduled_time = ${cleaning.time})
        AND ${free}
      ORDER BY ${dayLoad}, m.user_id
      LIMIT 1`;
    return [release, give];
  });
}
