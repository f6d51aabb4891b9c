import { type SQL, sql } from "drizzle-orm";
import { slotHour } from "#core/time-slots";
import type { ServiceLocation } from "#core/services/areas";
import { PLACE_HOLDING_STATUSES } from "../capacity/slot-capacity";
import { holdsScheduleVisit } from "../capacity/schedule-visit-holds";
import { memberIsFree } from "../capacity/staff-places";

/** The booking as the free-member rule needs it. */
export interface BookingToStaff {
  id: string;
  serviceId: string;
  area: ServiceLocation | null;
  appointmentDate: string;
  appointmentTime: string;
  lengthHours: number;
}

/**
 * SQL condition on staff member `m` (its `active` is checked by the caller): free for the
 * booking by the rule that counts the booking page's places (capacity/staff-places.ts), the
 * booking itself left out so its own member stays free for it, and not given a subscription
 * cleaning then. A booking of unknown area is checked by no area's crews, as at sale.
 */
export function memberFreeForBooking(booking: BookingToStaff): SQL {
  if (!booking.area) return sql`1 = 1`;
  const visit = {
    date: booking.appointmentDate,
    start: sql.raw(String(slotHour(booking.appointmentTime))),
    length: sql.raw(String(Math.max(1, booking.lengthHours))),
  };
  const group = { serviceId: booking.serviceId, area: booking.area };
  const cleaning = holdsScheduleVisit(visit.date, visit.start, sql`(${visit.start} + ${visit.length})`);
  return sql`${memberIsFree(group, visit, { bookingId: booking.id }, PLACE_HOLDING_STATUSES)} AND NOT ${cleaning}`;
}
