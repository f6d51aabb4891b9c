import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { bookings, emails, textPreferences } from "#worker/db/schema";

/** Twilio's final statuses of a message, and what the outbox records for each. */
const DELIVERED = new Set(["delivered"]);
const NOT_DELIVERED = new Set(["failed", "undelivered"]);

/**
 * A delivery receipt: the text Twilio named by its sid is marked delivered, or failed with
 * Twilio's error code (left for the owner's resend: a number that cannot take texts would
 * fail again). Only a sent text changes, so a late or repeated receipt changes nothing.
 */
export async function recordTextReceipt(db: Database, receipt: { sid: string; status: string; errorCode?: string }, now: Date) {
  if (DELIVERED.has(receipt.status)) {
    await db
      .update(emails)
      .set({ status: "delivered", updatedAt: now })
      .where(and(eq(emails.providerId, receipt.sid), eq(emails.channel, "sms"), eq(emails.status, "sent")));
  } else if (NOT_DELIVERED.has(receipt.status)) {
    await db
      .update(emails)
      .set({
        status: "failed",
        error: `Twilio: ${receipt.status}${receipt.errorCode ? ` (error ${receipt.errorCode})` : ""}`,
        nextAttemptAt: null,
        updatedAt: now,
      })
      .where(and(eq(emails.providerId, receipt.sid), eq(emails.channel, "sms"), inArray(emails.status, ["sent", "delivered"])));
  }
}

/** The words that end texts, as carriers and Twilio read them. */
const STOP_WORDS = new Set(["stop", "stopall", "unsubscribe", "cancel", "end", "quit"]);

/** A reply of STOP (or its synonyms) turns visit texts off for every account and every booking with that number. */
export async function applyTextReply(db: Database, reply: { from: string; body: string }, now: Date): Promise<boolean> {
  if (!STOP_WORDS.has(reply.body.trim().toLowerCase())) return false;
  await db.batch([
    db.update(textPreferences).set({ reminderTexts: false, updatedAt: now }).where(eq(textPreferences.mobilePhone, reply.from)),
    db.update(bookings).set({ textPhone: null }).where(eq(bookings.textPhone, reply.from)),
  ]);
  return true;
}
