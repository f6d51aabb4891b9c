import { and, eq, isNull } from "drizzle-orm";
import type { StaffAccess } from "#core/api-types";
import type { Database } from "#worker/db/client";
import { staffMembers } from "#worker/db/schema";

/**
 * Whether a user works for the business, for the pages' navigation only (the work portal's
 * API checks the role itself on every request): "active" opens the portal, "invited" waits for
 * the emailed invitation, null is a customer or someone deactivated.
 */
export async function staffAccessOf(db: Database, userId: string): Promise<StaffAccess> {
  const [row] = await db
    .select({ active: staffMembers.active })
    .from(staffMembers)
    .where(and(eq(staffMembers.userId, userId), isNull(staffMembers.deactivatedAt)))
    .limit(1);
  if (!row) return null;
  return row.active ? "active" : "invited";
}
