import type { BoardVisitKind } from "#core/day-board-api";

interface Linked {
  kind: BoardVisitKind;
  reference: string;
  customerName: string;
}

/**
 * Where a visit on the board leads: a booking to its page; a subscription cleaning, which has
 * no page of its own, to its subscriber in the Subscribers tab.
 */
export function boardVisitPath(visit: Linked): string {
  return visit.kind === "cleaning"
    ? `/admin?${new URLSearchParams({ tab: "subscribers", subscriber: visit.customerName }).toString()}`
    : `/admin/bookings/${encodeURIComponent(visit.reference)}`;
}

/** The visit's tag in its words: a booking's reference, or that it is a subscription cleaning. */
export function boardVisitTag(visit: Linked): string {
  return visit.kind === "cleaning" ? "subscription" : visit.reference;
}
