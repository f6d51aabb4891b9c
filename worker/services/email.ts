import { and, asc, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { EmailProvider } from "../adapters/email-provider";
import type { SmsProvider } from "../adapters/sms-provider";
import { bookingReferenceIn, storedValues, type OutgoingEmail } from "../emails/template";
import type { Database } from "../db/client";
import { namedRowsWhere, rowsWhere, rowValues } from "../db/rows-where";
import { named, templateStatement } from "../db/statement-templates";
import { emails, type EmailRecord } from "../db/schema";

export type { OutgoingEmail } from "../emails/template";

/** Where stored messages are handed for delivery: the outbox queue's producer (only their ids travel). */
export interface OutboxQueue {
  sendBatch(messages: Iterable<MessageSendRequest<string>>): Promise<unknown>;
}

export interface Mailer {
  db: Database;
  from: string;
  /** Resend, or locally the local mailbox (adapters/local-delivery.ts); null only for a mailer that only stores (some tests). */
  provider: EmailProvider | null;
  /** The outbox queue; null where nothing is delivered through it (a mailer that only stores). */
  queue?: OutboxQueue | null;
  /** Sends texts: Twilio, or locally the local text outbox; null where texts are not written (production without Twilio). */
  sms?: SmsProvider | null;
  /** Whether texts are written at all: with a provider, or locally. */
  textsOn?: boolean;
}

const MINUTE = 60_000;
/**
 * How long a queued message may wait for the consumer before the cron hands it to the queue
 * again (a lost enqueue, a consumer cut off mid-send). Far longer than the provider's timeout.
 */
export const STUCK_AFTER_MS = 10 * MINUTE;
const REQUEUE_BATCH = 100;

/** A run of control characters or line/paragraph separators, with the spaces around it. */
const LINE_BREAKING = /\s*[\p{Cc}\p{Zl}\p{Zp}]+\s*/gu;

/**
 * The subject on one line. Subjects carry names typed by customers and vendors; a CR or LF
 * in a mail header could end it and start another (Bcc:, a second body), so every run of
 * control characters becomes one space, here where every email passes, whatever built it.
 */
export function oneLineSubject(subject: string): string {
  return subject.replace(LINE_BREAKING, " ").trim();
}

/** Stores the email, then hands it to the queue; the returned record is the stored one. */
export async function sendEmail(mailer: Mailer, email: OutgoingEmail, now: Date): Promise<EmailRecord> {
  const record = emailToStore(mailer, email, now);
  await mailer.db.insert(emails).values(record);
  return enqueueStored(mailer, record);
}

/**
 * The row sendEmail stores, for a writer that stores it with its own rows in one batch
 * (storeEmailsIf), then hands it to enqueueStored. It keeps the template and its values;
 * the body is rendered when the message goes out, so a rendered copy is kept only for the
 * local mailbox, which reads the row itself.
 */
export function emailToStore(mailer: Mailer, email: OutgoingEmail, now: Date): EmailRecord {
  const keepsBody = mailer.provider === null || mailer.provider.keepsBody === true;
  const queued = mailer.provider !== null;
  return {
    id: crypto.randomUUID(),
    kind: email.kind,
    to: email.to,
    subject: oneLineSubject(email.subject),
    html: keepsBody ? email.html : "",
    text: keepsBody ? email.text : "",
    channel: "email",
    language: email.language ?? "en",
    template: email.template,
    templateValues: storedValues(email.values),
    bookingReference: bookingReferenceIn(email.values),
    status: queued ? "queued" : "stored",
    providerId: null,
    error: null,
    attempts: 0,
    nextAttemptAt: queued ? new Date(now.getTime() + STUCK_AFTER_MS) : null,
    createdAt: now,
    updatedAt: now,
    sentAt: null,
  };
}

/**
 * One statement storing these emails only if `condition` holds when it runs: put in the
 * batch that writes what the emails are about, it stores them exactly when that write
 * happened, with no round trip of its own.
 */
export function storeEmailsIf(db: Database, records: EmailRecord[], condition: SQL) {
  return db.insert(emails).select(rowsWhere(emails, records, condition));
}

/**
 * storeEmailsIf for a new booking's batch, as a statement template (db/statement-templates.ts):
 * these emails, stored only if the booking `bookingId` was inserted before them in the batch.
 */
export function storeEmailsIfBooked(db: Database, records: EmailRecord[], bookingId: string): D1PreparedStatement {
  const prefix = (index: number) => `email${index}`;
  const build = (count: number) =>
    db.insert(emails).select(
      namedRowsWhere(
        emails,
        Array.from({ length: count }, (_, index) => prefix(index)),
        sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${named("bookingId")})`,
      ),
    );
  const values = Object.assign({ bookingId }, ...records.map((record, index) => rowValues(emails, prefix(index), record)));
  return templateStatement(db, "emails if booked", build, records.length, values);
}

/**
 * Hands stored messages to the outbox queue, once the batch that stored them has committed.
 * A lost hand-over is not lost mail: the cron queues again what waited past its deadline.
 */
export async function enqueueStored<R extends EmailRecord>(mailer: Mailer, record: R): Promise<R> {
  await enqueueIds(mailer, [record]);
  return record;
}

export async function enqueueIds(mailer: Mailer, records: Pick<EmailRecord, "id" | "status">[]): Promise<void> {
  const queued = records.filter((record) => record.status === "queued");
  if (!mailer.queue || queued.length === 0) return;
  try {
    await mailer.queue.sendBatch(queued.map((record) => ({ body: record.id, contentType: "text" as const })));
  } catch (error) {
    console.error("Outbox: the queue refused messages; the cron will queue them again", error);
  }
}

/**
 * Queues again every message left queued or sending past its deadline (an enqueue lost, a
 * consumer cut off) or failed past its retry's due time (a retry the queue lost). Each row's
 * deadline is pushed out by the same conditional update that picks it, so overlapping runs
 * queue it once; a message queued twice is still sent once (the consumer's claim).
 */
export async function requeueStuckEmails(mailer: Mailer, now: Date): Promise<number> {
  if (!mailer.queue) return 0;
  const picked = await mailer.db
    .update(emails)
    .set({ status: "queued", nextAttemptAt: new Date(now.getTime() + STUCK_AFTER_MS), updatedAt: now })
    .where(
      inArray(
        emails.id,
        mailer.db
          .select({ id: emails.id })
          .from(emails)
          .where(and(inArray(emails.status, ["queued", "sending", "failed", "pending"]), lte(emails.nextAttemptAt, now)))
          .orderBy(asc(emails.nextAttemptAt))
          .limit(REQUEUE_BATCH),
      ),
    )
    .returning({ id: emails.id, status: emails.status });
  await enqueueIds(mailer, picked);
  return picked.length;
}

/**
 * Sends a failed or dead email again now, outside the retry schedule (the admin's Resend):
 * its attempts start again. The conditional update claims it first, so a double click queues
 * it once. A mailer that only stores (no provider) marks it stored again.
 */
export async function resendFailedEmail(mailer: Mailer, id: string, now: Date): Promise<EmailRecord | "not-found" | "not-failed"> {
  const found = await findEmail(mailer.db, id);
  if (!found) return "not-found";
  // A text goes through the text provider, an email through the email provider.
  const sent = found.channel === "sms" ? Boolean(mailer.sms) : Boolean(mailer.provider);
  const claim = sent
    ? { status: "queued" as const, attempts: 0, error: null, nextAttemptAt: new Date(now.getTime() + STUCK_AFTER_MS), updatedAt: now }
    : { status: "stored" as const, error: null, nextAttemptAt: null, updatedAt: now };
  const [claimed] = await mailer.db
    .update(emails)
    .set(claim)
    .where(and(eq(emails.id, id), inArray(emails.status, ["failed", "dead"])))
    .returning();
  if (!claimed) return "not-failed";
  return enqueueStored(mailer, claimed);
}

export async function listEmails(db: Database, limit = 100): Promise<EmailRecord[]> {
  return db.select().from(emails).where(eq(emails.channel, "email")).orderBy(desc(emails.createdAt)).limit(limit);
}

export async function findEmail(db: Database, id: string): Promise<EmailRecord | undefined> {
  const [record] = await db.select().from(emails).where(eq(emails.id, id)).limit(1);
  return record;
}
