import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { PLACE_HOLDING_STATUSES } from "../capacity/slot-capacity";
import { memberIsFree, slotHourOf } from "../capacity/staff-places";

/**
 * Which vendors can take an offered visit (bookings row `b`): those who cover its area and
 * are free for the whole visit, as a crew member is at sale.
 */

/** SQL condition on staff member `m` and booking `b`: `m` may take `b`. */
const memberCanTakeBooking: SQL = sql`(${memberIsFree(
  { serviceId: sql`b.service_id`, area: sql`b.area` },
  { date: sql`b.appointment_date`, start: slotHourOf(sql`b.appointment_time`), length: sql`MAX(1, b.length_hours)` },
  { bookingId: sql`b.id` },
  PLACE_HOLDING_STATUSES,
)})`;

/** SQL condition on booking `b`: vendor `userId` can take it. Part of the accept's own conditional insert. */
export function vendorCanTake(userId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM staff_members m WHERE m.user_id = ${userId} AND ${memberCanTakeBooking})`;
}

/** The active vendors who do the booking's service and can take it: whom a new offer is emailed to. */
export async function vendorsWhoCanTake(db: Database, bookingId: string): Promise<{ userId: string; email: string; firstName: string }[]> {
  const rows = await db.all<{ userId: string; email: string; firstName: string | null }>(
    sql`SELECT u.id AS userId, u.email AS email, u.first_name AS firstName FROM bookings b, staff_members m JOIN users u ON u.id = m.user_id
      WHERE b.id = ${bookingId} AND m.active = 1 AND m.role = 'vendor'
      AND EXISTS (SELECT 1 FROM json_each(m.service_ids) WHERE value = b.service_id) AND ${memberCanTakeBooking}`,
  );
  return rows.map((row) => ({ userId: row.userId, email: row.email, firstName: row.firstName ?? "" }));
}
