import { asc, count, desc, eq } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type AdminBookingMessages, type AdminEmail, type AdminEmailList } from "#core/admin-api";
import type { Database } from "#worker/db/client";
import { emails, type EmailRecord, type EmailStatus } from "#worker/db/schema";
import { recordAction } from "../admin-audit";
import type { SignedInContext } from "../context";
import { resendFailedEmail } from "../email";
import { Conflict, NotFound } from "../errors";

/** A stored message as the console lists it (no body). */
export function toAdmin(record: EmailRecord): AdminEmail {
  return {
    id: record.id,
    channel: record.channel,
    kind: record.kind,
    to: record.to,
    subject: record.subject,
    status: record.status,
    error: record.error,
    attempts: record.attempts,
    createdAt: record.createdAt.toISOString(),
    sentAt: record.sentAt?.toISOString() ?? null,
  };
}

/** Every stored email, newest first; the body stays out of the list. */
export async function listEmailLog(db: Database, query: { status?: EmailStatus; page: number }): Promise<AdminEmailList> {
  const where = query.status ? eq(emails.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emails)
      .where(where)
      .orderBy(desc(emails.createdAt))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(emails).where(where),
  ]);
  return { emails: rows.map(toAdmin), page: query.page, pageSize: ADMIN_PAGE_SIZE, total: total?.value ?? 0 };
}

/** Every message about the booking `reference`, emails and texts, oldest first: the console's log of that booking. */
export async function bookingMessages(db: Database, reference: string): Promise<AdminBookingMessages> {
  const rows = await db.select().from(emails).where(eq(emails.bookingReference, reference)).orderBy(asc(emails.createdAt)).limit(100);
  return { messages: rows.map(toAdmin) };
}

/** The signed-in admin's resend of a failed email, recorded with the outcome. */
export async function resendEmail(ctx: SignedInContext, id: string): Promise<AdminEmail> {
  const now = ctx.now();
  const outcome = await resendFailedEmail(ctx.mailer, id, now);
  if (outcome === "not-found") throw new NotFound("not_found", "There is no email with this id.");
  if (outcome === "not-failed") throw new Conflict("not_failed", "Only a failed email can be sent again.");
  await recordAction(ctx.db, ctx.user, { action: "resend", targetType: "email", targetId: id, detail: outcome.status }, now);
  return toAdmin(outcome);
}
