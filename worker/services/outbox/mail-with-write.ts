import type { BatchItem } from "drizzle-orm/batch";
import { emails, type EmailRecord } from "#worker/db/schema";
import { THE_WRITE_BEFORE_CHANGED_A_ROW } from "#worker/db/rows-where";
import type { OutgoingText } from "#worker/texts/template";
import { emailToStore, enqueueIds, storeEmailsIf, type Mailer, type OutgoingEmail } from "../email";
import { textToStore } from "./texts";

/**
 * Runs `write` (one conditional UPDATE) and stores these emails (and texts) in the same batch only if it
 * changed a row, then queues what was stored. Answers the stored messages: none when the
 * write changed nothing (a double click, a race another request won), so nothing is sent twice.
 */
export async function mailWithWrite(
  mailer: Mailer,
  write: BatchItem<"sqlite">,
  outgoing: OutgoingEmail[],
  now: Date,
  texts: OutgoingText[] = [],
): Promise<EmailRecord[]> {
  const records = [
    ...outgoing.map((email) => emailToStore(mailer, email, now)),
    ...(mailer.textsOn ? texts.map((text) => textToStore(mailer, text, now)) : []),
  ];
  const store = storeEmailsIf(mailer.db, records, THE_WRITE_BEFORE_CHANGED_A_ROW).returning({ id: emails.id });
  const [, stored] = await mailer.db.batch([write, store]);
  const ids = new Set(stored.map((row) => row.id));
  const written = records.filter((record) => ids.has(record.id));
  await enqueueIds(mailer, written);
  return written;
}
