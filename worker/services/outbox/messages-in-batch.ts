import { sql, type SQL } from "drizzle-orm";
import { emails, type EmailRecord } from "#worker/db/schema";
import { THE_WRITE_BEFORE_CHANGED_A_ROW } from "#worker/db/rows-where";
import type { OutgoingText } from "#worker/texts/template";
import { emailToStore, enqueueIds, storeEmailsIf, type Mailer, type OutgoingEmail } from "../email";
import { textToStore } from "./texts";

/** The outbox rows of these emails and texts (texts only where they are written at all). */
export function messagesToStore(mailer: Mailer, outgoing: OutgoingEmail[], now: Date, texts: OutgoingText[] = []): EmailRecord[] {
  return [
    ...outgoing.map((email) => emailToStore(mailer, email, now)),
    ...(mailer.textsOn ? texts.map((text) => textToStore(mailer, text, now)) : []),
  ];
}

/**
 * The statement that stores a change's messages in the change's own D1 batch: the batch is one
 * transaction, so the change and its messages are written together or not at all. It stores
 * them only if `condition` holds when the batch reaches it (by default: the write just before
 * it changed a row, so a double click or a lost race stores none) and answers each stored id.
 * With no message it reads nothing, keeping the batch's positions.
 */
export function storeMessagesIf(mailer: Mailer, records: EmailRecord[], condition: SQL = THE_WRITE_BEFORE_CHANGED_A_ROW) {
  if (records.length === 0) return mailer.db.select({ id: emails.id }).from(emails).where(sql`0`);
  return storeEmailsIf(mailer.db, records, condition).returning({ id: emails.id });
}

/**
 * After the batch: queues the records that its storing statement stored, given that
 * statement's answer (drizzle's rows, or D1's raw result), and answers them.
 */
export async function queueStored(
  mailer: Mailer,
  records: EmailRecord[],
  answer: { id: string }[] | D1Result | undefined,
): Promise<EmailRecord[]> {
  const rows = Array.isArray(answer) ? answer : ((answer?.results ?? []) as { id: string }[]);
  const ids = new Set(rows.map((row) => row.id));
  const stored = records.filter((record) => ids.has(record.id));
  await enqueueIds(mailer, stored);
  return stored;
}

/**
 * SQL condition, later in the batch that stores `record` with storeMessagesIf: it was stored,
 * so the change it is about happened in this batch (a statement's own, not another request's).
 */
export function messageStored(record: Pick<EmailRecord, "id">): SQL {
  return sql`EXISTS (SELECT 1 FROM emails WHERE id = ${record.id})`;
}
