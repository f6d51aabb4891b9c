import type { NotFreeReason } from "#core/visit-members-api";
import type { Database } from "#worker/db/client";
import { runBatch } from "#worker/db/raw-batch";
import { PLACE_HOLDING_STATUSES } from "../capacity/slot-capacity";
import { type Roster, type RosterRow, rosterFrom, rosterQuery } from "../capacity/staff-places";
import type { BookingToStaff } from "./member-free-for-booking";

/** Who is free on the booking's day, read once for every member asked about. */
export async function rosterOfBookingDay(db: Database, booking: BookingToStaff): Promise<Roster> {
  const [roster] = await runBatch(db, [rosterQuery(booking.appointmentDate, booking.appointmentDate, PLACE_HOLDING_STATUSES)]);
  return rosterFrom((roster?.results as RosterRow[] | undefined)?.[0]);
}

/**
 * Why a member cannot be given the booking, by the rule that counts the places (the booking
 * itself left out, so its own member is free for it); null when they can.
 */
export function whyNotFreeFor(roster: Roster, booking: BookingToStaff, userId: string): NotFreeReason | null {
  return roster.whyNotFree(
    userId,
    { serviceId: booking.serviceId, area: booking.area },
    { date: booking.appointmentDate, time: booking.appointmentTime, lengthHours: booking.lengthHours },
    { bookingId: booking.id },
  );
}
