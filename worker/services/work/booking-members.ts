import { eq, sql } from "drizzle-orm";
import type { VisitMembersResponse } from "#core/visit-members-api";
import type { Database } from "#worker/db/client";
import { bookings, crewAssignments } from "#worker/db/schema";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";
import { NotFound } from "../errors";
import { memberFreeForBooking } from "./member-free-for-booking";
import { rosterOfBookingDay, whyNotFreeFor } from "./not-free-reason";

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
  const area = booking.area
    ? sql`AND EXISTS (SELECT 1 FROM staff_areas a WHERE a.user_id = m.user_id AND a.area = ${booking.area})`
    : sql``;
  const [roster, members] = await Promise.all([
    rosterOfBookingDay(db, booking),
    db.all<{ userId: string; name: string; role: "crew" | "vendor"; free: number }>(sql`
    SELECT m.user_id AS userId, COALESCE(NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), u.email) AS name, m.role AS role,
      CASE WHEN ${memberFreeForBooking(booking)} THEN 1 ELSE 0 END AS free
    FROM staff_members m JOIN users u ON u.id = m.user_id
    WHERE m.active = 1 AND EXISTS (SELECT 1 FROM json_each(m.service_ids) WHERE value = ${booking.serviceId}) ${area}
    ORDER BY free DESC, name`),
  ]);
  return {
    reference,
    providerId: row.providerId ?? null,
    members: members.map((member) => {
      const free = member.free === 1;
      // Not free by the statement, though the roster read beside it finds no reason: a visit was given meanwhile.
      const notFreeBecause = free ? null : (whyNotFreeFor(roster, booking, member.userId) ?? "other_visit");
      return { ...member, free, notFreeBecause };
    }),
  };
}
