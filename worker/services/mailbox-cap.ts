import type { Database } from "../db/client";
import { takeRequest } from "./rate-limit";

/**
 * How many emails of one purpose a mailbox receives in a window, whoever asks and from
 * however many networks: our forms cannot be used to flood an address that is not the
 * sender's. Per-client limits sit in the routes; these caps count what is actually sent.
 */
export const MAILBOX_CAPS = {
  /** Verification and password links. Each client also has its own allowance per address (worker/routes/auth.ts). */
  accountLink: { limit: 10, window: 60 * 60 * 1000 },
  /** The acknowledgement of a vendor application, which repeats the applicant's text to the address it names. */
  vendorAcknowledgement: { limit: 3, window: 24 * 60 * 60 * 1000 },
} as const;

/**
 * Counts one email of `purpose` about to be sent to `to` and says whether it may go. The
 * request is answered the same either way, so a cap tells nothing about the address.
 */
export async function mayMail(db: Database, purpose: keyof typeof MAILBOX_CAPS, to: string, now: Date): Promise<boolean> {
  const { limit, window } = MAILBOX_CAPS[purpose];
  const allowed = await takeRequest(db, `mailbox:${purpose}:${to.trim().toLowerCase()}`, limit, window, now.getTime());
  if (!allowed) console.warn(`A ${purpose} email to a mailbox over its cap (${limit}) was not sent`);
  return allowed;
}
