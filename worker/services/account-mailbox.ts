import type { Database } from "../db/client";
import { takeRequest } from "./rate-limit";

/**
 * Account emails (verification and password links) one mailbox receives per hour, whoever
 * asks and from however many networks. Each client also has its own allowance per address
 * (worker/routes/auth.ts), so strangers spend theirs, not the owner's; this cap only keeps
 * a mailbox from being flooded through many networks at once.
 */
const ACCOUNT_EMAILS_PER_MAILBOX = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one account email about to be sent to `email` and says whether it may go. The
 * request is answered the same either way, so the cap tells nothing about the address.
 */
export async function mayMailAccountLink(db: Database, email: string): Promise<boolean> {
  const allowed = await takeRequest(db, `account-mailbox:${email.trim().toLowerCase()}`, ACCOUNT_EMAILS_PER_MAILBOX, HOUR_MS);
  if (!allowed) console.warn(`Account email to a mailbox over its hourly cap (${ACCOUNT_EMAILS_PER_MAILBOX}) not sent`);
  return allowed;
}
