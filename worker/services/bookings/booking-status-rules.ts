import type { BookingAction } from "#core/admin-api";
import type { BookingRecord } from "#worker/db/schema";

type BookingStatus = BookingRecord["status"];

/**
 * The only status changes the business makes: pending -> confirmed -> completed, and pending
 * or confirmed -> cancelled. Completing also needs the visit to have started.
 */
export const STATUS_CHANGES: Record<BookingAction, { from: readonly BookingStatus[]; to: BookingStatus }> = {
  confirm: { from: ["pending"], to: "confirmed" },
  complete: { from: ["confirmed"], to: "completed" },
  cancel: { from: ["pending", "confirmed"], to: "cancelled" },
};

/** Crews visit bookings in these statuses only; they can also be moved. */
export const CREW_STATUSES: readonly BookingStatus[] = ["pending", "confirmed"];

/** A one-off booking's visit type in crew_assignments (a schedule's visits have their own). */
export const BOOKING_VISIT_TYPE = "booking";

/** The status changes the console offers for a booking now. */
export function allowedActions(booking: Pick<BookingRecord, "status" | "startsAt">, now: Date): BookingAction[] {
  return (Object.keys(STATUS_CHANGES) as BookingAction[]).filter((action) => {
    const rule = STATUS_CHANGES[action];
    return rule.from.includes(booking.status) && (action !== "complete" || booking.startsAt.getTime() <= now.getTime());
  });
}
