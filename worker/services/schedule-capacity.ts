import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Schedule visits are hotel-style cleanings, done by the crews of the catalogue's
 * hotel-style cleaning service (the 2-for-1 "Cleaning Special" the subscription sells). A
 * schedule visit takes one of that service's SLOT_CAPACITY places in its slot, exactly like
 * a booking of it; other services keep their own crews.
 */
export const SCHEDULE_SERVICE_ID = "deep-cleaning";

/**
 * SQL condition: the schedule row `s` is active and has a visit on `date` at `time`. The
 * same rule as visitDate() in core/schedule-recurrence.ts: every 7 or 14 days from the
 * first visit, or monthly on its day of the month, on the last day in shorter months.
 */
function hasVisitOn(date: SQL | string, time: SQL | string): SQL {
  return sql`s.status = 'active' AND s.scheduled_time = ${time} AND s.scheduled_date <= ${date} AND (
    (s.frequency = 'weekly' AND CAST(julianday(${date}) - julianday(s.scheduled_date) AS INTEGER) % 7 = 0)
    OR (s.frequency = 'biweekly' AND CAST(julianday(${date}) - julianday(s.scheduled_date) AS INTEGER) % 14 = 0)
    OR (s.frequency = 'monthly' AND CAST(strftime('%d', ${date}) AS INTEGER) = MIN(
      CAST(strftime('%d', s.scheduled_date) AS INTEGER),
      CAST(strftime('%d', ${date}, 'start of month', '+1 month', '-1 day') AS INTEGER))))`;
}

/** How many schedule visits fall on this slot, as an SQL expression (0 for services with their own crews). */
export function scheduleVisitsTaking(serviceId: string, date: SQL | string, time: SQL | string, excludeScheduleId = ""): SQL {
  if (serviceId !== SCHEDULE_SERVICE_ID) return sql`0`;
  return sql`(SELECT COUNT(*) FROM cleaning_schedules s WHERE ${hasVisitOn(date, time)} AND s.id != ${excludeScheduleId})`;
}

/** Places taken in a slot of the shared crews: bookings of the service plus schedule visits. */
function placesTaken(date: SQL | string, time: SQL | string, excludeScheduleId: string): SQL {
  return sql`((SELECT COUNT(*) FROM bookings b WHERE b.service_id = ${SCHEDULE_SERVICE_ID} AND b.appointment_date = ${date}
    AND b.appointment_time = ${time} AND b.status != 'cancelled') + ${scheduleVisitsTaking(SCHEDULE_SERVICE_ID, date, time, excludeScheduleId)})`;
}

/**
 * SQL condition: none of these visit dates is full at `time`. Put in the WHERE of the very
 * statement that writes the schedule, so the check and the write are one atomic step.
 */
export function slotsFreeOn(dates: string[], time: string, capacity: number, excludeScheduleId = ""): SQL {
  const values = sql.join(
    dates.map((date) => sql`(${date})`),
    sql`, `,
  );
  return sql`NOT EXISTS (WITH visits(day) AS (VALUES ${values})
    SELECT 1 FROM visits WHERE ${placesTaken(sql.raw("visits.day"), time, excludeScheduleId)} >= ${capacity})`;
}

/** The first of these dates whose slot is full, to name it in the refusal. */
export async function firstFullDate(
  db: Database,
  dates: string[],
  time: string,
  capacity: number,
  excludeScheduleId = "",
): Promise<string | undefined> {
  for (const date of dates) {
    const row = await db.get<{ taken: number }>(sql`SELECT ${placesTaken(date, time, excludeScheduleId)} AS taken`);
    if (Number(row?.taken ?? 0) >= capacity) return date;
  }
  return undefined;
}

/** Schedule visits per slot on one date, for availability lists (empty for services with their own crews). */
export async function scheduleVisitCountsOn(
  db: Database,
  serviceId: string,
  date: string,
  excludeScheduleId = "",
): Promise<Map<string, number>> {
  if (serviceId !== SCHEDULE_SERVICE_ID) return new Map();
  const rows = await db.all<{
    time: string;
    count: number;
  }>(sql`SELECT s.scheduled_time AS time, COUNT(*) AS count FROM cleaning_schedules s
    WHERE ${hasVisitOn(date, sql.raw("s.scheduled_time"))} AND s.id != ${excludeScheduleId} GROUP BY s.scheduled_time`);
  return new Map(rows.map((row) => [row.time, Number(row.count)]));
}
