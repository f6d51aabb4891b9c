import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { EmailProvider } from "../adapters/email-provider";
import type { Database } from "../db/client";
import { namedRowsWhere, rowsWhere, rowValues } from "../db/rows-where";
import { named, templateStatement } from "../db/statement-templates";
import { emails, type EmailRecord } from "../db/schema";

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  db: Database;
  from: string;
  /** null in local mode: the stored record is the delivery. */
  provider: EmailProvider | null;
}

const MINUTE = 60_000;
/**
 * Waits between attempts: the last retry comes about 30 hours after the first try, so a
 * provider outage of a day delays emails but loses none (the cron runs every 10 minutes).
 */
const RETRY_DELAYS_MINUTES = [1, 5, 15, 30, 60, 120, 240, 360, 480, 480];
export const MAX_EMAIL_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/**
 * An attempt owns its email for this long (its next_attempt_at is pushed out), so a second
 * cron cannot send it at the same time; an attempt cut off by a crash is retried after it.
 * Far longer than the provider's timeout.
 */
const ATTEMPT_LEASE_MS = 2 * MINUTE;
const RETRY_BATCH = 50;

/** A run of control characters or line/paragraph separators, with the spaces around it. */
const LINE_BREAKING = /\s*[\p{Cc}\p{Zl}\p{Zp}]+\s*/gu;

/**
 * The subject on one line. Subjects carry names typed by customers and vendors; a CR or LF
 * in a mail header could end it and start another (Bcc:, a second body), so every run of
 * control characters becomes one space, here where every email passes, whatever built it.
 */
function oneLineSubject(subject: string): string {
  return subject.replace(LINE_BREAKING, " ").trim();
}

/** Stores the email, then delivers it; the returned record says how that went. */
export async function sendEmail(mailer: Mailer, email: OutgoingEmail, now: Date): Promise<EmailRecord> {
  const record = emailToStore(mailer, email, now);
  await mailer.db.insert(emails).values(record);
  return deliverStored(mailer, record, now);
}

/**
 * The row sendEmail stores, for a writer that stores it with its own rows in one batch
 * (storeEmailsIf), then hands it to deliverStored.
 */
export function emailToStore(mailer: Mailer, email: OutgoingEmail, now: Date): EmailRecord {
  return {
    id: crypto.randomUUID(),
    ...email,
    subject: oneLineSubject(email.subject),
    // With a provider the row is stored already claimed for this first attempt.
    status: mailer.provider ? "pending" : "stored",
    providerId: null,
    error: null,
    attempts: mailer.provider ? 1 : 0,
    nextAttemptAt: mailer.provider ? new Date(now.getTime() + ATTEMPT_LEASE_MS) : null,
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

/** Delivers an email stored by emailToStore's caller (with no provider, the stored row is the delivery). */
export function deliverStored(mailer: Mailer, record: EmailRecord, now: Date): Promise<EmailRecord> {
  return mailer.provider ? attempt(mailer, mailer.provider, record, now) : Promise.resolve(record);
}

const undelivered = (now: Date) =>
  and(
    inArray(emails.status, ["pending", "failed"]),
    lt(emails.attempts, MAX_EMAIL_ATTEMPTS),
    or(isNull(emails.nextAttemptAt), lte(emails.nextAttemptAt, now)),
  );

/**
 * Sends again every email that failed or was left pending (a request cut off mid-send)
 * once its next attempt is due. Each email is claimed by a conditional update before it
 * goes, so two overlapping runs never send the same one.
 */
export async function retryFailedEmails(mailer: Mailer, now: Date): Promise<number> {
  const provider = mailer.provider;
  if (!provider) return 0;
  const due = await mailer.db
    .select({ id: emails.id })
    .from(emails)
    .where(undelivered(now))
    .orderBy(asc(emails.createdAt))
    .limit(RETRY_BATCH);
  let sent = 0;
  for (const { id } of due) {
    const claimed = await claim(mailer.db, id, now);
    if (!claimed) continue;
    await attempt(mailer, provider, claimed, now);
    sent += 1;
  }
  return sent;
}

/**
 * Sends a failed email again now, outside the retry schedule (the admin's Resend). The
 * conditional update claims it first, so a double click sends it once. With no provider
 * the stored record is the delivery, as for any other email.
 */
export async function resendFailedEmail(mailer: Mailer, id: string, now: Date): Promise<EmailRecord | "not-found" | "not-failed"> {
  const provider = mailer.provider;
  const claim = provider
    ? {
        status: "pending" as const,
        attempts: sql`${emails.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS),
        updatedAt: now,
      }
    : { status: "stored" as const, error: null, nextAttemptAt: null, updatedAt: now };
  const [claimed] = await mailer.db
    .update(emails)
    .set(claim)
    .where(and(eq(emails.id, id), eq(emails.status, "failed")))
    .returning();
  if (!claimed) return (await findEmail(mailer.db, id)) ? "not-failed" : "not-found";
  return provider ? attempt(mailer, provider, claimed, now) : claimed;
}

async function claim(db: Database, id: string, now: Date): Promise<EmailRecord | undefined> {
  const [claimed] = await db
    .update(emails)
    .set({ attempts: sql`${emails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS), updatedAt: now })
    .where(and(eq(emails.id, id), undelivered(now)))
    .returning();
  return claimed;
}

export async function listEmails(db: Database, limit = 100): Promise<EmailRecord[]> {
  return db.select().from(emails).orderBy(desc(emails.createdAt)).limit(limit);
}

export async function findEmail(db: Database, id: string): Promise<EmailRecord | undefined> {
  const [record] = await db.select().from(emails).where(eq(emails.id, id)).limit(1);
  return record;
}

/** One delivery attempt of a claimed email; the email's id is the provider's idempotency key. */
async function attempt(mailer: Mailer, provider: EmailProvider, record: EmailRecord, now: Date): Promise<EmailRecord> {
  let update: Partial<EmailRecord>;
  try {
    const { providerId } = await provider.deliver({
      from: mailer.from,
      to: record.to,
      // Again on the way out, for emails stored before subjects were kept on one line.
      subject: oneLineSubject(record.subject),
      html: record.html,
      text: record.text,
      idempotencyKey: record.id,
    });
    update = { status: "sent", providerId, error: null, nextAttemptAt: null, sentAt: now, updatedAt: now };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const delay = RETRY_DELAYS_MINUTES[record.attempts - 1];
    const nextAttemptAt = delay === undefined ? null : new Date(now.getTime() + delay * MINUTE);
    update = { status: "failed", error: message.slice(0, 500), nextAttemptAt, updatedAt: now };
  }
  const [saved] = await mailer.db.update(emails).set(update).where(eq(emails.id, record.id)).returning();
  return saved ?? { ...record, ...update };
}
