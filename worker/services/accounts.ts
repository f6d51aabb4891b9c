import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";

/**
 * Removes the account of `email` if its email was never confirmed, so that a new sign-up
 * with that email starts over with its own password and names. Nothing of the old one
 * survives: its sessions and password go with it (cascade), and its verification links
 * name the old user id, which better-auth then refuses.
 */
export async function replaceUnconfirmedAccount(db: Database, email: string): Promise<void> {
  await db.delete(users).where(and(eq(users.email, email.trim().toLowerCase()), eq(users.emailVerified, false)));
}

/** A password set from an emailed link proves the mailbox: the email counts as confirmed. */
export async function confirmEmail(db: Database, userId: string, now = new Date()): Promise<void> {
  await db.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
}
