import { and, inArray } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { emails } from "#worker/db/schema";

/** The day-before reminders, by email and by text: the messages a customer most relies on arriving. */
const REMINDER_KINDS = ["booking-reminder", "visit-reminder-text"];
/** A failed one is still being retried; a dead one gave up. Either is worth the owner's call. */
const NOT_ARRIVED = ["failed", "dead"] as const;
/** D1 binds at most 100 values a statement. */
const CHUNK = 90;

/** The references among these whose reminder (email or text) failed or gave up, for the owner's day view to flag. */
export async function referencesWithFailedReminder(db: Database, references: string[]): Promise<Set<string>> {
  const unique = [...new Set(references)];
  const chunks = Array.from({ length: Math.ceil(unique.length / CHUNK) }, (_, index) => unique.slice(index * CHUNK, index * CHUNK + CHUNK));
  const rows = await Promise.all(
    chunks.map((chunk) =>
      db
        .selectDistinct({ reference: emails.bookingReference })
        .from(emails)
        .where(and(inArray(emails.bookingReference, chunk), inArray(emails.kind, REMINDER_KINDS), inArray(emails.status, NOT_ARRIVED))),
    ),
  );
  return new Set(rows.flat().flatMap((row) => (row.reference ? [row.reference] : [])));
}
