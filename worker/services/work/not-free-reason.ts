import type { NotFreeReason } from "#core/visit-members-api";
import type { Database } from "#worker/db/client";
import { rosterWithCleanings } from "../capacity/schedule-visit-holds";
import type { Roster } from "../capacity/staff-places";
import type { BookingToStaff } from "./member-free-for-booking";

/** Who is free on the booking's day, bookings and subscription cleanings given alike, read once for every member asked about. */
export function rosterOfBookingDay(db: Database, booking: BookingToStaff): Promise<Roster> {
  return rosterWithCleanings(db, booking.appointmentDate);
}

/**
 * Why a member cannot be given the visit (a booking, or a cleaning by its visit id), by the
 * rule that chooses members: the places' rule, and a subscription cleaning given then is
 * another visit. The visit itself is left out, so its own member is free for it; null when
 * they can.
 */
export function whyNotFreeFor(roster: Roster, booking: BookingToStaff, userId: string): NotFreeReason | null {
  return roster.whyNotFree(
    userId,
    { serviceId: booking.serviceId, area: booking.area },
    { date: booking.appointmentDate, time: booking.appointmentTime, lengthHours: booking.lengthHours },
    { bookingId: booking.id },
  );
}
