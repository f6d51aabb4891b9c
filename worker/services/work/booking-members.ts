import { eq, sql } from "drizzle-orm";
import type { VisitMembersResponse } from "#core/visit-members-api";
import type { Database } from "#worker/db/client";
import { bookings, crewAssignments } from "#worker/db/schema";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";
import { NotFound } from "../errors";
import { memberFreeForBooking } from "./member-free-for-booking";
import { visitMembers } from "./visit-members";

/**
 * Who can be given a booking from the day view: the active members who do its service and
 * cover its area, each marked free or not for its time by the one free-member rule. Those
 * who are not free are listed too, with why, so the console can say why a name cannot be chosen.
 */
export async function bookingMembers(db: Database, reference: string): Promise<VisitMembersResponse> {
  const [row] = await db
    .select({ booking: bookings, providerId: crewAssignments.providerId })
    .from(bookings)
    .leftJoin(crewAssignments, sql`${crewAssignments.visitType} = ${BOOKING_VISIT_TYPE} AND ${crewAssignments.visitId} = ${bookings.id}`)
    .where(eq(bookings.reference, reference))
    .limit(1);
  if (!row) throw new NotFound("not_found", "There is no booking with this reference.");
  const { booking } = row;
  const visit = {
    serviceId: booking.serviceId,
    area: booking.area,
    date: booking.appointmentDate,
    time: booking.appointmentTime,
    lengthHours: booking.lengthHours,
    id: booking.id,
  };
  return { reference, providerId: row.providerId ?? null, members: await visitMembers(db, visit, memberFreeForBooking(booking)) };
}
