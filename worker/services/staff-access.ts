import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffMembers, type StaffMemberRecord, users } from "../db/schema";

/** The active staff row of a user, or null: a customer, or someone deactivated. */
export async function activeStaffMember(db: Database, userId: string): Promise<StaffMemberRecord | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.userId, userId), eq(staffMembers.active, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a deactivated staff member owns this account (by user id or email): better-auth
 * then creates no session for it, whichever way they try to sign in.
 */
export async function isDeactivated(db: Database, who: { userId: string } | { email: string }): Promise<boolean> {
  const match =
    "userId" in who
      ? eq(staffMembers.userId, who.userId)
      : sql`${staffMembers.userId} = (SELECT ${users.id} FROM ${users} WHERE lower(${users.email}) = ${who.email.trim().toLowerCase()})`;
  const [row] = await db
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(and(match, eq(staffMembers.active, false)))
    .limit(1);
  return Boolean(row);
}
