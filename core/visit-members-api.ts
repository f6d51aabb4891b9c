/**
 * Why a member cannot take a visit: on time off then, no hours that weekday, hours that do
 * not cover the whole visit, another visit then, not covering its area, not doing its service.
 */
export const NOT_FREE_REASONS = ["time_off", "day_off", "outside_hours", "other_visit", "no_area", "no_service"] as const;
export type NotFreeReason = (typeof NOT_FREE_REASONS)[number];

/** The admin's choice of who does one booking: its service's members in its area, and whether each is free then. */
export interface VisitMember {
  userId: string;
  name: string;
  role: "crew" | "vendor";
  /** On shift for the whole visit, not off, and given no other visit that overlaps it. */
  free: boolean;
  /** Why they are not free then; null when they are. */
  notFreeBecause: NotFreeReason | null;
}

export interface VisitMembersResponse {
  reference: string;
  /** The member the booking is given to now, if any. */
  providerId: string | null;
  /** Free members first, then the rest, each by name. */
  members: VisitMember[];
}

/** The admin's choice of who does one subscription cleaning ("<schedule id>@<date>"): the same list as a booking's. */
export interface ScheduleVisitMembersResponse {
  id: string;
  /** The member the cleaning is given to now, if any (an older cleaning may have only a crew's name). */
  providerId: string | null;
  /** Free members first, then the rest, each by name. */
  members: VisitMember[];
}
