import { sql } from "drizzle-orm";
import type { CrewPayRow } from "#core/crew-pay-api";
import type { Database } from "#worker/db/client";
import { BOOKING_VISIT_TYPE } from "#worker/services/bookings/booking-status-rules";

/** A span of New York visit dates, both ends included. */
export interface VisitDays {
  from: string;
  to: string;
}

interface Sums {
  crewName: string | null;
  visits: number;
  hours: number;
  tipsCents: number | null;
}

const rowsOf = (sums: Sums[]): CrewPayRow[] =>
  sums.map((row) => ({ crew_name: row.crewName, visits: row.visits, hours: row.hours, tips_cents: row.tipsCents ?? 0 }));

/**
 * Per crew, from the figures the database keeps per visit date and crew (crew_day_figures): a
 * few rows a day whatever the number of visits. '' is the key of visits nobody is recorded on.
 * A crew whose visits all moved out of the span keeps rows of zeros, which are left out.
 */
export async function crewPayRowsFromFigures(db: Database, span: VisitDays): Promise<CrewPayRow[]> {
  return rowsOf(
    await db.all<Sums>(sql`
      SELECT NULLIF(crew_name, '') AS crewName, SUM(visits) AS visits, SUM(hours) AS hours, SUM(tips_cents) AS tipsCents
      FROM crew_day_figures
      WHERE day >= ${span.from} AND day <= ${span.to}
      GROUP BY crew_name
      HAVING SUM(visits) != 0 OR SUM(hours) != 0 OR SUM(tips_cents) != 0
      ORDER BY crew_name = '', crew_name`),
  );
}

/**
 * The same rows read from every completed booking of the span: the reference the kept figures
 * are tested against (tests/worker/crew-figures.test.ts).
 */
export async function crewPayRowsDirect(db: Database, span: VisitDays): Promise<CrewPayRow[]> {
  return rowsOf(
    await db.all<Sums>(sql`
      SELECT a.crew_name AS crewName, COUNT(*) AS visits, SUM(b.length_hours) AS hours,
        SUM((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t
          WHERE t.booking_id = b.id AND t.kind = 'tip' AND t.status = 'paid')) AS tipsCents
      FROM bookings b
      LEFT JOIN crew_assignments a ON a.visit_type = ${BOOKING_VISIT_TYPE} AND a.visit_id = b.id
      WHERE b.appointment_date >= ${span.from} AND b.appointment_date <= ${span.to} AND b.status = 'completed'
      GROUP BY a.crew_name
      ORDER BY a.crew_name IS NULL, a.crew_name`),
  );
}
