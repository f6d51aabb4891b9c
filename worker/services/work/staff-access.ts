import { and, eq } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { staffMembers, type StaffMemberRecord } from "#worker/db/schema";

/**
 * The active staff row of a user, or null: a customer, someone invited who has not accepted,
 * or someone deactivated. The only thing a staff row decides: the account itself (sessions,
 * sign-in) is the same for all of them.
 */
export async function activeStaffMember(db: Database, userId: string): Promise<StaffMemberRecord | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.userId, userId), eq(staffMembers.active, true)))
    .limit(1);
  return row ?? null;
}
