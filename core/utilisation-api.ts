import type { ServiceLocation } from "./services/areas";

/**
 * How full the crews were in a span of New York days (GET /api/admin/metrics/utilisation):
 * hours of visits over hours on shift. Once any active member has weekly hours (Staff tab), a
 * member's shift is their own hours less time off, and an area's is the hours of the members
 * who cover it ("crew_hours"). Before that ("opening_hours"), a named crew's shift is taken
 * as the opening hours of each open day, and an area has nobody on shift.
 */
export interface UtilisationRow {
  visit_hours: number;
  shift_hours: number;
  /** visit_hours / shift_hours, 0 and up (over 1 when visits overlapped); null without shift hours. */
  utilisation: number | null;
}

export interface MemberUtilisation extends UtilisationRow {
  crew_name: string;
  visits: number;
  /** How many of those visits the customer rated, and their average stars (1-5); null with none. */
  ratings: number;
  average_stars: number | null;
}

export interface AreaUtilisation extends UtilisationRow {
  area: ServiceLocation;
  /** With crew_hours, the active members who cover the area; else 0. */
  places: number;
}

export type ShiftSource = "crew_hours" | "opening_hours";

export interface UtilisationResponse {
  from: string;
  to: string;
  /** Where the hours on shift came from. */
  shift_source: ShiftSource;
  /** The opening hours of the span's open days (holidays and closed days left out). */
  open_hours: number;
  members: MemberUtilisation[];
  areas: AreaUtilisation[];
}
