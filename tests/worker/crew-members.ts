import { expect } from "vitest";
import type { StaffRole } from "#core/staff";
import { staffMembers, users } from "#worker/db/schema";
import { type Account, api, db, uniqueEmail } from "./support";

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
