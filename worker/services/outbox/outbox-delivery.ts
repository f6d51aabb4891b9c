import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Delivered } from "#worker/adapters/email-provider";
import { emails, type EmailRecord } from "#worker/db/schema";
import { renderStoredEmail } from "#worker/emails/templates";
import { oneLineSubject, type Mailer } from "../email";
import { deliverStoredText } from "./texts";

const MINUTE = 60_000;
/**
 * Waits between attempts: the last retry comes about 30 hours after the first try, so a
 * provider outage of a day delays messages but loses none. Each is under the queue's
 * 24-hour limit on a retry's delay.
 */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 30, 60, 120, 240, 360, 480, 480];
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/**
 * An attempt owns its message for this long: a redelivery meanwhile finds it "sending" and
 * leaves it; an attempt cut off by a crash is taken over after it. A queue batch's messages
 * are claimed together and sent one after another, so the last of a full batch (10, see
 * wrangler.toml) goes out at most 10 provider timeouts of 10 s after its claim: 100 s, inside
 * the lease.
 */
const ATTEMPT_LEASE_MS = 2 * MINUTE;
/** Past a retry's due time, how long the cron waits for the queue before queuing it again itself. */
const RETRY_GRACE_MS = 10 * MINUTE;

/** What the consumer does with the queue's message after one attempt. */
export type DeliveryOutcome = { kind: "done" } | { kind: "retry"; delaySeconds: number };

const DONE: DeliveryOutcome = { kind: "done" };

/**
 * One delivery attempt of the stored message `id`: claimed by one conditional update (so a
 * message delivered twice by the queue, or queued again by the cron, is sent once), rendered
 * from its template and values, and handed to the provider with its id as the idempotency key.
 */
export async function deliverStoredMessage(mailer: Mailer, id: string, now: Date): Promise<DeliveryOutcome> {
  const claimed = (await claimMessages(mailer, [id], now)).get(id);
  return claimed ? attemptDelivery(mailer, claimed, now) : DONE;
}

/**
 * One delivery attempt of each message of a queue's batch, one at a time (the provider limits
 * requests per second), all claimed first by one conditional update: a batch costs the
 * database one call for its claims and one per message for its outcome. A message handed over
 * twice in the batch is attempted once. `settle` gets each message's outcome as soon as it is known.
 */
export async function deliverStoredMessages(
  mailer: Mailer,
  ids: string[],
  clock: () => Date,
  settle: (index: number, outcome: DeliveryOutcome) => void,
): Promise<void> {
  const claimed = await claimMessages(mailer, ids, clock());
  for (const [index, id] of ids.entries()) {
    const message = claimed.get(id);
    claimed.delete(id);
    settle(index, message ? await attemptDelivery(mailer, message, clock()) : DONE);
  }
}

/** Sends a claimed message and records the outcome (with what a local provider keeps of it) if the claim still holds. */
async function attemptDelivery(mailer: Mailer, claimed: ClaimedMessage, now: Date): Promise<DeliveryOutcome> {
  let update: Partial<EmailRecord>;
  let outcome: DeliveryOutcome = DONE;
  try {
    const { providerId, kept } = await send(mailer, claimed);
    update = { ...kept, status: "sent", providerId, error: null, nextAttemptAt: null, sentAt: now, updatedAt: now };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const delay = RETRY_DELAYS_MINUTES[claimed.attempts - 1];
    if (delay === undefined) {
      update = { status: "dead", error: message, nextAttemptAt: null, updatedAt: now };
    } else {
      update = {
        status: "failed",
        error: message,
        nextAttemptAt: new Date(now.getTime() + delay * MINUTE + RETRY_GRACE_MS),
        updatedAt: now,
      };
      outcome = { kind: "retry", delaySeconds: delay * 60 };
    }
  }
  await mailer.db
    .update(emails)
    .set(update)
    .where(and(eq(emails.id, claimed.id), eq(emails.status, "sending")));
  return outcome;
}

/**
 * A message the queue gave up on (it reached the dead-letter queue: the consumer failed on
 * it every time) is marked dead, unless it was sent meanwhile.
 */
export async function markDead(mailer: Mailer, id: string, now: Date): Promise<void> {
  await mailer.db
    .update(emails)
    .set({ status: "dead", error: "The queue gave up on this message", nextAttemptAt: null, updatedAt: now })
    .where(and(eq(emails.id, id), inArray(emails.status, ["queued", "sending", "failed", "pending"])));
}

/**
 * What an attempt sends from: the template and its values, or, for a row stored before the
 * outbox, its stored body (a templated row's body is not read back: it is the larger part of
 * the row, and the attempt renders it anew).
 */
const CLAIMED_COLUMNS = {
  id: emails.id,
  channel: emails.channel,
  to: emails.to,
  template: emails.template,
  templateValues: emails.templateValues,
  attempts: emails.attempts,
  subject: emails.subject,
  html: sql<string>`CASE WHEN ${emails.template} IS NULL THEN ${emails.html} ELSE '' END`,
  text: sql<string>`CASE WHEN ${emails.template} IS NULL THEN ${emails.text} ELSE '' END`,
};
type ClaimedMessage = { [Column in keyof typeof CLAIMED_COLUMNS]: EmailRecord[Column] };

/**
 * Claims, in one statement, the messages that are waiting (queued, or failed with a retry due)
 * or whose attempt's lease ran out. A queue batch names at most 10 (wrangler.toml), well
 * inside D1's 100 values bound to a statement.
 */
async function claimMessages(mailer: Mailer, ids: string[], now: Date): Promise<Map<string, ClaimedMessage>> {
  const claimed = await mailer.db
    .update(emails)
    .set({
      status: "sending",
      attempts: sql`${emails.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS),
      updatedAt: now,
    })
    .where(
      and(
        inArray(emails.id, [...new Set(ids)]),
        or(inArray(emails.status, ["queued", "failed", "pending"]), and(eq(emails.status, "sending"), lte(emails.nextAttemptAt, now))),
      ),
    )
    .returning(CLAIMED_COLUMNS);
  return new Map(claimed.map((message) => [message.id, message]));
}

async function send(mailer: Mailer, record: ClaimedMessage): Promise<{ providerId: string | null; kept?: Delivered["kept"] }> {
  if (record.channel === "sms") return deliverStoredText(mailer, record);
  if (!mailer.provider) return { providerId: null };
  // Rows stored before the outbox kept their body and no template.
  const rendered = record.template && record.templateValues ? renderStoredEmail(record.template, record.templateValues) : record;
  return mailer.provider.deliver({
    from: mailer.from,
    to: record.to,
    subject: oneLineSubject(rendered.subject),
    html: rendered.html,
    text: rendered.text,
    idempotencyKey: record.id,
  });
}
