import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";

/** The name the emails greet: the profile's first and last name, else the email. */
export async function customerName(db: Database, userId: string): Promise<string> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return greetingName(user);
}

/** customerName for a user already read (null fields: no such user). */
export function greetingName(user: { firstName: string | null; lastName: string | null; email: string | null } | undefined): string {
  return `${user?.firstName ?? ""} ${user?.lastName ?? ""}`.trim() || user?.email || "Customer";
}
