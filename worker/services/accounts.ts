import { hashPassword } from "better-auth/crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { accounts, bookings, users } from "../db/schema";

/**
 * A second sign-up for an address whose first one is still unconfirmed: nobody can tell
 * which of the two owns the mailbox, so neither typed password may ever work. The
 * account's password becomes one nobody knows; its owner chooses one from the emailed
 * link (proving the mailbox), and a verification link only signs in whoever opened it.
 * Nothing is deleted, so a pending sign-up is never silently replaced by a later one.
 */
export async function lockContestedPassword(db: Database, userId: string, now: Date): Promise<void> {
  const unknowable = await hashPassword(`${crypto.randomUUID()}${crypto.randomUUID()}`);
  await db
    .update(accounts)
    .set({ password: unknowable, updatedAt: now })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
}

/** A password set from an emailed link proves the mailbox: the email counts as confirmed. */
export async function confirmEmail(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Gives the account the bookings made as a guest with its address, once the address is
 * proven (a verification link, or a password chosen from an emailed link): they then show
 * under My Bookings. Only bookings without an account, so nobody else's are taken over.
 */
export async function attachGuestBookings(db: Database, user: { id: string; email: string }, now: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ userId: user.id, updatedAt: now })
    .where(and(isNull(bookings.userId), sql`lower(${bookings.customerEmail}) = ${user.email.trim().toLowerCase()}`));
}
