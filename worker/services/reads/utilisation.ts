import type { OwnerMetricsQuery } from "#core/owner-metrics-api";
import { slotsOn } from "#core/opening-hours";
import { SERVICE_LOCATIONS } from "#core/services/areas";
import type { AreaUtilisation, MemberUtilisation, UtilisationResponse } from "#core/utilisation-api";
import type { Database } from "#worker/db/client";
import { loadClosedDays } from "#worker/services/capacity/closed-days";
import { datesOf, periodsOf } from "./owner-metrics/periods";
import { shiftHoursIn } from "./shift-hours";
import { type MemberVisitRow, utilisationRowsFromFigures } from "./utilisation-rows";

const ratio = (visitHours: number, shiftHours: number) => (shiftHours === 0 ? null : visitHours / shiftHours);

/** A crew's visits in the period, and the customers' ratings of them (one at most per visit). */
function visitsOf(row: MemberVisitRow) {
  return { crew_name: row.crewName, visits: row.visits, visit_hours: row.hours, ratings: row.ratings, average_stars: row.stars };
}

/**
 * Hours of visits over hours on shift, per crew member and per area, for the period's visit
 * dates. Visits are the bookings not cancelled (nor held for a checkout) by their booked
 * length. Hours on shift are the crews' own weekly hours less time off once any active member
 * has them (an area: its members' hours); before that, a named crew's are the opening hours
 * of each open day (one-hour slots offered that day), and an area has no member and no hours
 * on shift. Plan cleanings are computed, not stored, and are not in it.
 */
export async function utilisation(db: Database, query: OwnerMetricsQuery, now: Date): Promise<UtilisationResponse> {
  const { current } = periodsOf(query, now);
  const [closed, { byMember, byArea }] = await Promise.all([loadClosedDays(db), utilisationRowsFromFigures(db, current)]);
  const crewHours = await shiftHoursIn(db, current.from, current.to, closed);
  const openHours = datesOf(current.from, current.to).reduce((hours, date) => hours + slotsOn(date, 1, closed).length, 0);
  if (crewHours) {
    // A member's visits are listed under the name they were given with; their hours by their account.
    const listed = new Set(byMember.flatMap((row) => (row.providerId ? [row.providerId] : [])));
    const members: MemberUtilisation[] = byMember.map((row) => {
      const shiftHours = (row.providerId && crewHours.members.get(row.providerId)?.hours) || 0;
      return { ...visitsOf(row), shift_hours: shiftHours, utilisation: ratio(row.hours, shiftHours) };
    });
    for (const [userId, member] of crewHours.members)
      if (!listed.has(userId))
        members.push({
          crew_name: member.name,
          visits: 0,
          visit_hours: 0,
          ratings: 0,
          average_stars: null,
          shift_hours: member.hours,
          utilisation: ratio(0, member.hours),
        });
    members.sort((a, b) => a.crew_name.localeCompare(b.crew_name));
    const hoursIn = new Map(byArea.map((row) => [row.area, row.hours]));
    const areas: AreaUtilisation[] = SERVICE_LOCATIONS.map((area) => {
      const onShift = crewHours.areas.get(area) ?? { hours: 0, members: 0 };
      const visitHours = hoursIn.get(area) ?? 0;
      return {
        area,
        places: onShift.members,
        visit_hours: visitHours,
        shift_hours: onShift.hours,
        utilisation: ratio(visitHours, onShift.hours),
      };
    });
    return { from: current.from, to: current.to, shift_source: "crew_hours", open_hours: openHours, members, areas };
  }
  const members: MemberUtilisation[] = byMember.map((row) => ({
    ...visitsOf(row),
    shift_hours: openHours,
    utilisation: ratio(row.hours, openHours),
  }));
  const hoursIn = new Map(byArea.map((row) => [row.area, row.hours]));
  // Nobody has hours: no one is on shift in any area, whatever was sold there.
  const areas: AreaUtilisation[] = SERVICE_LOCATIONS.map((area) => ({
    area,
    places: 0,
    visit_hours: hoursIn.get(area) ?? 0,
    shift_hours: 0,
    utilisation: null,
  }));
  return { from: current.from, to: current.to, shift_source: "opening_hours", open_hours: openHours, members, areas };
}
