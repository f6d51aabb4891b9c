import { and, desc, eq, lt, lte } from "drizzle-orm";
import type { EmailProvider } from "../adapters/email-provider";
import type { Database } from "../db/client";
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

export const MAX_EMAIL_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;

/** Stores the email, then delivers it; the returned record says how that went. */
export async function sendEmail(mailer: Mailer, email: OutgoingEmail, now = new Date()): Promise<EmailRecord> {
  const [record] = await mailer.db
    .insert(emails)
    .values({
      id: crypto.randomUUID(),
      ...email,
      status: mailer.provider ? "pending" : "stored",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!record) throw new Error("The email could not be stored.");
  return mailer.provider ? deliver(mailer, record, now) : record;
}

/** Sends failed emails again, waiting longer after each failure, up to MAX_EMAIL_ATTEMPTS. */
export async function retryFailedEmails(mailer: Mailer, now = new Date()): Promise<number> {
  if (!mailer.provider) return 0;
  const failed = await mailer.db
    .select()
    .from(emails)
    .where(and(eq(emails.status, "failed"), lt(emails.attempts, MAX_EMAIL_ATTEMPTS), lte(emails.createdAt, now)))
    .limit(50);
  const due = failed.filter((record) => now.getTime() >= nextAttemptAt(record));
  for (const record of due) await deliver(mailer, record, now);
  return due.length;
}

/**
 * Sends a failed email again now, outside the retry schedule. The conditional update
 * claims it first, so a double click sends it once. With no provider the stored record
 * is the delivery, as for any other email.
 */
export async function resendFailedEmail(mailer: Mailer, id: string, now = new Date()): Promise<EmailRecord | "not-found" | "not-failed"> {
  const [claimed] = await mailer.db
    .update(emails)
    .set({ status: mailer.provider ? "pending" : "stored", error: mailer.provider ? undefined : null, updatedAt: now })
    .where(and(eq(emails.id, id), eq(emails.status, "failed")))
    .returning();
  if (!claimed) return (await findEmail(mailer.db, id)) ? "not-failed" : "not-found";
  return mailer.provider ? deliver(mailer, claimed, now) : claimed;
}

export function nextAttemptAt(record: Pick<EmailRecord, "attempts" | "updatedAt">): number {
  return record.updatedAt.getTime() + RETRY_BASE_MS * 2 ** Math.max(0, record.attempts - 1);
}

export async function listEmails(db: Database, limit = 100): Promise<EmailRecord[]> {
  return db.select().from(emails).orderBy(desc(emails.createdAt)).limit(limit);
}

export async function findEmail(db: Database, id: string): Promise<EmailRecord | undefined> {
  const [record] = await db.select().from(emails).where(eq(emails.id, id)).limit(1);
  return record;
}

async function deliver(mailer: Mailer, record: EmailRecord, now: Date): Promise<EmailRecord> {
  const provider = mailer.provider;
  if (!provider) return record;
  const attempts = record.attempts + 1;
  let update: Partial<EmailRecord>;
  try {
    const { providerId } = await provider.deliver({
      from: mailer.from,
      to: record.to,
      subject: record.subject,
      html: record.html,
      text: record.text,
    });
    update = { status: "sent", providerId, error: null, attempts, sentAt: now, updatedAt: now };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    update = { status: "failed", error: message.slice(0, 500), attempts, updatedAt: now };
  }
  const [saved] = await mailer.db.update(emails).set(update).where(eq(emails.id, record.id)).returning();
  return saved ?? { ...record, ...update };
}
