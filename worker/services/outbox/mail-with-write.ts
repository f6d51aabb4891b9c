import { type BatchStatement, runBatch } from "#worker/db/raw-batch";
import { emails, type EmailRecord } from "#worker/db/schema";
import { THE_WRITE_BEFORE_CHANGED_A_ROW } from "#worker/db/rows-where";
import type { OutgoingText } from "#worker/texts/template";
import { emailToStore, enqueueIds, storeEmailsIf, type Mailer, type OutgoingEmail } from "../email";
import { textToStore } from "./texts";

/**
 * Runs `write` (one conditional UPDATE) and stores these emails (and texts) in the same batch only if it
 * changed a row, then queues what was stored. Answers the stored messages: none when the
 * write changed nothing (a double click, a race another request won), so nothing is sent twice.
 * `after` runs last in the same batch (each statement guarding itself): what follows the write,
 * such as the crew member following a moved visit.
 */
export async function mailWithWrite(
  mailer: Mailer,
  write: BatchStatement,
  outgoing: OutgoingEmail[],
  now: Date,
  texts: OutgoingText[] = [],
  after: BatchStatement[] = [],
): Promise<EmailRecord[]> {
  const records = [
    ...outgoing.map((email) => emailToStore(mailer, email, now)),
    ...(mailer.textsOn ? texts.map((text) => textToStore(mailer, text, now)) : []),
  ];
  const store = storeEmailsIf(mailer.db, records, THE_WRITE_BEFORE_CHANGED_A_ROW).returning({ id: emails.id });
  const [, stored] = await runBatch(mailer.db, [write, store, ...after]);
  const ids = new Set(((stored?.results ?? []) as { id: string }[]).map((row) => row.id));
  const written = records.filter((record) => ids.has(record.id));
  await enqueueIds(mailer, written);
  return written;
}
