import { sql, type SQL } from "drizzle-orm";
import { windowStartOf } from "./rate-limit";

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

function capKey(purpose: keyof typeof MAILBOX_CAPS, to: string): string {
  return `mailbox:${purpose}:${to.trim().toLowerCase()}`;
}

/**
 * A mailbox's cap as two pieces of the batch of the write that causes the email: `count`
 * counts one email of `purpose` to `to` only if `happened` holds (the write was made: a
 * repeated request counts nothing), and `within` is the condition to store the email under,
 * batched after it. The request is answered the same either way, so a cap tells nothing
 * about the address; the email and its count are written together, or neither.
 */
export function mailboxCapInBatch(purpose: keyof typeof MAILBOX_CAPS, to: string, now: Date, happened: SQL): { count: SQL; within: SQL } {
  const { limit, window } = MAILBOX_CAPS[purpose];
  const key = capKey(purpose, to);
  const windowStart = windowStartOf(window, now.getTime());
  // An INSERT ... SELECT with an upsert needs its WHERE, which is also what keeps it conditional.
  const count = sql`INSERT INTO request_limits (key, window_start, count) SELECT ${key}, ${windowStart}, 1 WHERE ${happened}
    ON CONFLICT (key) DO UPDATE SET count = CASE WHEN window_start = ${windowStart} THEN count + 1 ELSE 1 END, window_start = ${windowStart}`;
  return { count, within: sql`${happened} AND (SELECT count FROM request_limits WHERE key = ${key}) <= ${limit}` };
}
