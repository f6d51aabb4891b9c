import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { bookings, type BookingRecord } from "#worker/db/schema";
import { copyBooking } from "./busy-table";
import { newBooking, staffAccount } from "./staff-support";
import { adminAccount, api, type Account, db } from "./support";

export const DAY_MS = 24 * 3600_000;

/**
 * A crew member given one booking and `more` copies of it, one a day after it, all theirs: a
 * member with months of visits ahead. The copies' references are the first's with "-1", "-2"...
 */
export async function memberWithDailyJobs(
  firstName: string,
  more: number,
): Promise<{ crew: Account & { userId: string }; reference: string; first: BookingRecord }> {
  const admin = await adminAccount();
  const crew = await staffAccount("crew", ["regular-cleaning"], firstName);
  const { reference } = await newBooking();
  const assigned = await api(`/api/admin/bookings/${reference}/provider`, {
    method: "PUT",
    cookie: admin.cookie,
    json: { providerId: crew.userId },
  });
  expect(assigned.status).toBe(200);
  await copyBooking(reference, more);
  await env.DB.prepare(
    `UPDATE bookings SET
       appointment_date = date(appointment_date, '+' || CAST(substr(reference, length(?1) + 2) AS INTEGER) || ' days'),
       starts_at = starts_at + CAST(substr(reference, length(?1) + 2) AS INTEGER) * ${DAY_MS}
     WHERE reference LIKE ?1 || '-%'`,
  )
    .bind(reference)
    .run();
  await env.DB.prepare(
    `INSERT INTO crew_assignments (visit_type, visit_id, crew_name, assigned_by, assigned_at, provider_id)
     SELECT 'booking', id, ?3, 'test', created_at, ?1 FROM bookings WHERE reference LIKE ?2 || '-%'`,
  )
    .bind(crew.userId, reference, firstName)
    .run();
  const [first] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  return { crew, reference, first: first! };
}
