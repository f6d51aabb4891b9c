import type { EmailProvider } from "./email-provider";
import type { SmsProvider } from "./sms-provider";

/**
 * The providers of local development and the tests: the local mailbox (/dev/mailbox) and
 * text outbox (/dev/texts) are the outbox's own rows, so "delivering" answers what the queue's
 * consumer rendered, exactly what Resend or Twilio would have been handed, for the consumer to
 * keep in the message's row with the outcome. Every message thus goes row → queue → consumer →
 * provider locally as in production.
 */
/** A provider that answers late: `delayMs` stands for a stalled one (bench:api measures a booking beside it). */
function answerAfter(delayMs: number): Promise<void> {
  return delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs)) : Promise.resolve();
}

export function createLocalMailbox(delayMs = 0): EmailProvider {
  return {
    name: "local-mailbox",
    keepsBody: true,
    async deliver(email) {
      await answerAfter(delayMs);
      return {
        providerId: `local:${email.idempotencyKey}`,
        kept: { subject: email.subject, html: email.html, text: email.text },
      };
    },
  };
}

export function createLocalTextOutbox(delayMs = 0): SmsProvider {
  return {
    name: "local-texts",
    keepsBody: true,
    async deliver(text) {
      await answerAfter(delayMs);
      return { providerId: `local:${text.messageId}`, kept: { text: text.body } };
    },
  };
}
