import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { StaffRole } from "#core/staff";
import { bookings, crewAssignments, staffMembers, users } from "#worker/db/schema";
import { type Account, api, db, postBooking, uniqueEmail } from "./support";

/** A weekday span of a member's hours. */
export interface Span {
  start: string;
  end: string;
}

/**
 * An active staff member who does `serviceIds` in `areas`, on shift Monday to Friday during
 * `span`, saved through the owner's hours form; their user id. `firstName` names them in lists.
 */
export async function memberWithHours(
  admin: Account,
  serviceIds: string[],
  options: { role?: StaffRole; span?: Span; areas?: string[]; firstName?: string } = {},
): Promise<string> {
  const { role = "crew", span = { start: "08:00", end: "20:00" }, areas = ["Miami, FL"], firstName = "Ivo" } = options;
  const id = crypto.randomUUID();
  const now = new Date();
  await db.insert(users).values({
    id,
    email: uniqueEmail(role),
    emailVerified: true,
    name: `${firstName} Paz`,
    firstName,
    lastName: "Paz",
    createdAt: now,
    updatedAt: now,
  });
  await db
    .insert(staffMembers)
    .values({ userId: id, role, serviceIds, active: true, addedBy: "owner@example.com", createdAt: now, updatedAt: now });
  const hours = Object.fromEntries(["mon", "tue", "wed", "thu", "fri"].map((day) => [day, [span]]));
  const saved = await api(`/api/admin/staff/${id}/hours`, { method: "PUT", cookie: admin.cookie, json: { areas, hours } });
  expect(saved.status).toBe(200);
  return id;
}

/** A booking sold through the API (a valid guest booking changed by `overrides`): its row id, to look up its member, and its reference. */
export async function soldVisit(overrides: Record<string, unknown>): Promise<{ id: string; reference: string }> {
  const response = await postBooking(overrides);
  expect(response.status).toBe(201);
  const { booking } = (await response.json()) as { booking: { reference: string } };
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, booking.reference));
  return { id: row!.id, reference: booking.reference };
}

/** The member a booking is given to (its crew assignment's provider), or null. */
export async function memberOf(bookingId: string): Promise<string | null> {
  const [row] = await db
    .select({ providerId: crewAssignments.providerId })
    .from(crewAssignments)
    .where(and(eq(crewAssignments.visitType, "booking"), eq(crewAssignments.visitId, bookingId)));
  return row?.providerId ?? null;
}
