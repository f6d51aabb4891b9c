import { sql } from "drizzle-orm";
import type { ServiceLocation } from "#core/services/areas";
import type { Database } from "#worker/db/client";
import { BOOKING_VISIT_TYPE } from "#worker/services/bookings/booking-status-rules";

/** A span of New York visit dates, both ends included. */
export interface VisitDays {
  from: string;
  to: string;
}

/** A crew name's visits in the span: their booked hours and the customers' ratings of them. */
export interface MemberVisitRow {
  crewName: string;
  providerId: string | null;
  visits: number;
  hours: number;
  ratings: number;
  stars: number | null;
}

export interface AreaVisitRow {
  area: ServiceLocation;
  hours: number;
}

export interface UtilisationRows {
  byMember: MemberVisitRow[];
  byArea: AreaVisitRow[];
}

/**
 * Per crew name and per area, from the figures the database keeps per visit date, area, crew
 * and account (utilisation_day_figures, docs/decisions/0106-utilisation-from-kept-figures.md):
 * a few rows a day whatever the number of visits. '' is the key of a visit with no crew or no
 * area; a key whose visits all moved out of the span keeps rows of zeros, which are left out.
 */
export async function utilisationRowsFromFigures(db: Database, span: VisitDays): Promise<UtilisationRows> {
  const [byMember, byArea] = await Promise.all([
    db.all<MemberVisitRow>(sql`
      SELECT crew_name AS crewName, MAX(NULLIF(provider_id, '')) AS providerId, SUM(visits) AS visits, SUM(hours) AS hours,
        SUM(ratings) AS ratings, CAST(SUM(stars) AS REAL) / SUM(ratings) AS stars
      FROM utilisation_day_figures
      WHERE day >= ${span.from} AND day <= ${span.to} AND crew_name != '' AND visits > 0
      GROUP BY crew_name ORDER BY crew_name`),
    db.all<AreaVisitRow>(sql`
      SELECT area, SUM(hours) AS hours FROM utilisation_day_figures
      WHERE day >= ${span.from} AND day <= ${span.to} AND area != '' AND visits > 0
      GROUP BY area ORDER BY area`),
  ]);
  return { byMember, byArea };
}

/**
 * The same rows read from every visit of the span, its crew and its rating: the reference the
 * kept figures are tested against (tests/worker/utilisation-figures.test.ts).
 */
export async function utilisationRowsDirect(db: Database, span: VisitDays): Promise<UtilisationRows> {
  const visited = sql`b.appointment_date >= ${span.from} AND b.appointment_date <= ${span.to}
    AND b.status NOT IN ('cancelled', 'held_for_checkout')`;
  const [byMember, byArea] = await Promise.all([
    db.all<MemberVisitRow>(sql`
      SELECT a.crew_name AS crewName, MAX(a.provider_id) AS providerId, COUNT(*) AS visits, SUM(b.length_hours) AS hours,
        COUNT(r.stars) AS ratings, AVG(r.stars) AS stars
      FROM bookings b JOIN crew_assignments a ON a.visit_type = ${BOOKING_VISIT_TYPE} AND a.visit_id = b.id
      LEFT JOIN job_ratings r ON r.booking_id = b.id
      WHERE ${visited}
      GROUP BY a.crew_name ORDER BY a.crew_name`),
    db.all<AreaVisitRow>(sql`
      SELECT b.area AS area, SUM(b.length_hours) AS hours FROM bookings b
      WHERE ${visited} AND b.area IS NOT NULL GROUP BY b.area ORDER BY b.area`),
  ]);
  return { byMember, byArea };
}
