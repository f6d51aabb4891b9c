import { sql } from "drizzle-orm";
import { SCHEDULE_VISIT_SOURCE } from "#core/admin-api";
import { isCalendarDate } from "#core/calendar-date";
import { packageOrDefault } from "#core/packages";
import { FREQUENCY_LABELS, type ScheduleFrequency } from "#core/schedule-recurrence";
import { zipInAddress } from "#core/service-address";
import { areaOfZip } from "#core/service-areas";
import type { ServiceLocation } from "#core/services/areas";
import { planVisitHours } from "#core/services/visit-hours";
import { businessDays } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { scheduleVisitsBetween } from "./schedule-jobs";
import { SHARED_CREWS } from "../capacity/slot-capacity";
import type { Visit, VisitSource } from "../visit-source";

const NO_ADDRESS = "No address on file";

/** One visit of a schedule: the schedule and the New York date, e.g. "3f2a...@2031-06-04". */
function scheduleVisitId(scheduleId: string, date: string): string {
  return `${scheduleId}@${date}`;
}

export function parseScheduleVisitId(visitId: string): { scheduleId: string; date: string } | null {
  const match = /^(.+)@([^@]+)$/.exec(visitId);
  // The one calendar check: "2027-13-01" names no visit (404), rather than an invalid instant (500).
  return match && isCalendarDate(match[2]!) ? { scheduleId: match[1]!, date: match[2]! } : null;
}

/**
 * Where the crew goes, per schedule id, for a schedule saved without an address of its own:
 * the subscription's first booking (typed in the subscribe wizard), else the customer's latest booking.
 */
async function addressesOf(db: Database, scheduleIds: string[]): Promise<Map<string, string>> {
  const addresses = new Map<string, string>();
  // D1 binds at most 100 values per query.
  for (let start = 0; start < scheduleIds.length; start += 90) {
    const ids = sql.join(
      scheduleIds.slice(start, start + 90).map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = await db.all<{ id: string; address: string | null }>(sql`
      SELECT s.id AS id, COALESCE(
        (SELECT b.service_address FROM subscriptions sub JOIN bookings b ON b.id = sub.first_booking_id
          WHERE sub.user_id = s.user_id ORDER BY sub.created_at DESC LIMIT 1),
        (SELECT b.service_address FROM bookings b WHERE b.user_id = s.user_id ORDER BY b.created_at DESC LIMIT 1)) AS address
      FROM cleaning_schedules s WHERE s.id IN (${ids})`);
    for (const row of rows) if (row.address) addresses.set(row.id, row.address);
  }
  return addresses;
}

/** What a subscription cleaning is called on the day view, the board and the business's emails. */
export function cleaningTitle(tier: string | null, frequency: ScheduleFrequency): string {
  return `Subscription cleaning, ${packageOrDefault(tier).title}, ${FREQUENCY_LABELS[frequency].toLowerCase()}`;
}

/**
 * The area whose crews go to a subscription cleaning: the schedule's own, else the one its ZIP
 * gives by the lookup bookings use (the ZIP of its address parts, or ending the address the
 * day view found: its own line or its first cleaning's); null only when no ZIP gives one.
 */
export function cleaningArea(visit: Pick<Visit, "place" | "address">): ServiceLocation | null {
  if (visit.place?.area) return visit.place.area as ServiceLocation;
  const zip = visit.place?.parts.zip ?? zipInAddress(visit.address);
  return (zip && areaOfZip(zip)) || null;
}

/** Subscription cleanings as day-view visits: the shared crews (of the hotel-style cleaning service) go to them. */
export const scheduleVisits: VisitSource = async (db, from, to) => {
  const { start, end } = businessDays(from, to);
  const visits = await scheduleVisitsBetween(db, start, end);
  const addresses = await addressesOf(db, [...new Set(visits.map((visit) => visit.scheduleId))]);
  return visits.map(
    (visit): Visit => ({
      source: SCHEDULE_VISIT_SOURCE,
      id: scheduleVisitId(visit.scheduleId, visit.date),
      reference: null,
      serviceId: SHARED_CREWS.serviceId,
      title: cleaningTitle(visit.subscriptionTier, visit.frequency),
      date: visit.date,
      time: visit.timeLabel,
      customerName: visit.customerName,
      address: visit.place.serviceAddress ?? addresses.get(visit.scheduleId) ?? NO_ADDRESS,
      status: "scheduled",
      lengthHours: planVisitHours(visit.subscriptionTier),
      ...(visit.place.addressParts
        ? { place: { area: visit.place.area, parts: visit.place.addressParts, accessNotesSealed: visit.place.accessNotesSealed } }
        : {}),
    }),
  );
};
