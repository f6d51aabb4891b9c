import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { emails } from "../db/schema";
import type { EmailProvider } from "./email-provider";
import type { SmsProvider } from "./sms-provider";

/**
 * The providers of local development and the tests: the local mailbox (/dev/mailbox) and
 * text outbox (/dev/texts) are the outbox's own rows, so "delivering" writes what the queue's
 * consumer rendered into the message's row, exactly what Resend or Twilio would have been
 * handed. Every message thus goes row → queue → consumer → provider locally as in production.
 */
/** A provider that answers late: `delayMs` stands for a stalled one (bench:api measures a booking beside it). */
function answerAfter(delayMs: number): Promise<void> {
  return delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs)) : Promise.resolve();
}

export function createLocalMailbox(db: Database, delayMs = 0): EmailProvider {
  return {
    name: "local-mailbox",
    keepsBody: true,
    async deliver(email) {
      await answerAfter(delayMs);
      await db
        .update(emails)
        .set({ subject: email.subject, html: email.html, text: email.text })
        .where(eq(emails.id, email.idempotencyKey));
      return { providerId: `local:${email.idempotencyKey}` };
    },
  };
}

export function createLocalTextOutbox(db: Database, delayMs = 0): SmsProvider {
  return {
    name: "local-texts",
    keepsBody: true,
    async deliver(text) {
      await answerAfter(delayMs);
      await db.update(emails).set({ text: text.body }).where(eq(emails.id, text.messageId));
      return { providerId: `local:${text.messageId}` };
    },
  };
}
