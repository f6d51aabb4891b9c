import { sql } from "drizzle-orm";
import type { Database } from "#worker/db/client";

/** The bookings still to be done on a span of visit days, the sum of their estimates and how many have none. */
export interface BookedAhead {
  bookings: number;
  valueCents: number;
  unpriced: number;
}

/**
 * From the figures the database keeps per visit day (open_booking_figures): a row a day,
 * however many bookings the week holds. Equal to bookedAheadDirect
 * (tests/worker/open-booking-figures.test.ts).
 */
export async function bookedAheadFromFigures(db: Database, from: string, to: string): Promise<BookedAhead> {
  const row = await db.get<{ bookings: number | null; valueCents: number | null; unpriced: number | null }>(sql`
    SELECT SUM(bookings) AS bookings, SUM(value_cents) AS valueCents, SUM(unpriced) AS unpriced
    FROM open_booking_figures WHERE day >= ${from} AND day <= ${to}`);
  return { bookings: row?.bookings ?? 0, valueCents: row?.valueCents ?? 0, unpriced: row?.unpriced ?? 0 };
}

/** The same, read from every booking of the span and its estimate: what the kept figures are tested against. */
export async function bookedAheadDirect(db: Database, from: string, to: string): Promise<BookedAhead> {
  const row = await db.get<{ bookings: number; valueCents: number | null; unpriced: number | null }>(sql`
    SELECT COUNT(*) AS bookings, SUM(json_extract(estimate, '$.total_cents')) AS valueCents,
      SUM(CASE WHEN estimate IS NULL THEN 1 ELSE 0 END) AS unpriced
    FROM bookings
    WHERE appointment_date >= ${from} AND appointment_date <= ${to} AND status IN ('pending', 'confirmed')`);
  return { bookings: row?.bookings ?? 0, valueCents: row?.valueCents ?? 0, unpriced: row?.unpriced ?? 0 };
}
