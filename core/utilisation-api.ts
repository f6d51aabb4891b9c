import type { ServiceLocation } from "./services/areas";

/**
 * How full the crews were in a span of New York days (GET /api/admin/metrics/utilisation):
 * hours of visits over hours on shift. The crews' weekly hours (Staff tab) are not used here yet, so a shift
 * is taken as the opening hours of each open day: one crew member works them, an area has its
 * places per slot (SLOT_CAPACITY, or the area's) working them.
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
}

export interface AreaUtilisation extends UtilisationRow {
  area: ServiceLocation;
  places: number;
}

export interface UtilisationResponse {
  from: string;
  to: string;
  /** The opening hours of the span's open days (holidays and closed days left out). */
  open_hours: number;
  members: MemberUtilisation[];
  areas: AreaUtilisation[];
}
