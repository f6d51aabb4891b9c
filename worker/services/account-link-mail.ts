import { and, eq, like, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { runBatch } from "../db/raw-batch";
import { verifications } from "../db/schema";
import type { Mailer, OutgoingEmail } from "./email";
import { mailboxCapInBatch } from "./mailbox-cap";
import { messagesToStore, queueStored, storeMessagesIf } from "./outbox/messages-in-batch";

/**
 * Stores an email carrying an account link (a verification or a password link) in one batch
 * with what goes with it: its count against the mailbox's cap and, for a password link, the
 * voiding of the account's other password links. better-auth writes the account (sign-up) and
 * the password link's row (reset) itself, each in its own statement, before it asks for the
 * email: those writes cannot join this batch, so the email is stored only while `linkHolds`
 * (that row is there). Answers whether the email was stored: not over the mailbox's cap.
 */
export async function mailAccountLink(
  mailer: Mailer,
  email: OutgoingEmail,
  now: Date,
  linkHolds: SQL,
  voidOthers?: { userId: string; token: string },
): Promise<boolean> {
  const cap = mailboxCapInBatch("accountLink", email.to, now, linkHolds);
  const mail = messagesToStore(mailer, [email], now);
  const statements = [cap.count, ...(voidOthers ? [otherResetLinksWhere(mailer.db, voidOthers, cap.within)] : [])];
  const results = await runBatch(mailer.db, [...statements, storeMessagesIf(mailer, mail, cap.within)]);
  const stored = await queueStored(mailer, mail, results[statements.length]);
  if (stored.length === 0) console.warn("An accountLink email to a mailbox over its cap was not sent");
  return stored.length > 0;
}

/** The SQL condition that the account `userId` is there and not yet confirmed (a verification link's reason to be sent). */
export function unconfirmedAccount(userId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM users WHERE id = ${userId} AND email_verified = 0)`;
}

/** The SQL condition that the password link with `token` is stored (better-auth stores it as "reset-password:<token>"). */
export function resetLinkStored(token: string): SQL {
  return sql`EXISTS (SELECT 1 FROM verifications WHERE identifier = ${`reset-password:${token}`})`;
}

/**
 * Deletes the user's password links other than the one with `token`, only while `when` holds:
 * the newest link mailed is the only one that works, and a link that is not mailed voids nothing.
 */
function otherResetLinksWhere(db: Database, link: { userId: string; token: string }, when: SQL) {
  return db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, link.userId),
        like(verifications.identifier, "reset-password:%"),
        ne(verifications.identifier, `reset-password:${link.token}`),
        when,
      ),
    );
}
