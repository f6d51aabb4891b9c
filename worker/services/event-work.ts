import type { SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { type BatchStatement, runBatch } from "../db/raw-batch";
import { emails, type EmailRecord } from "../db/schema";
import { rowsWhere } from "../db/rows-where";
import type { ServiceContext } from "./context";
import { enqueueIds } from "./email";

/**
 * A write a Stripe event makes. Every event is read first, then all its writes go to D1 in one
 * batch with the event's own mark, so it is applied once and whole, or not at all.
 */
export interface EventWrite {
  statement: BatchStatement;
  /** The emails this statement stores (it returns the id of each one it stored). */
  mail?: EmailRecord[];
  /** The statement stores duplicate payments to refund once the batch is in (it returns the id of each one it stored). */
  refunds?: true;
}

/**
 * Stores these emails if `condition` holds when the batch reaches them (always without one),
 * so an email goes out exactly when the write it tells of happened.
 */
export function mailIf(db: Database, records: EmailRecord[], condition?: SQL): EventWrite[] {
  if (records.length === 0) return [];
  const insert = condition ? db.insert(emails).select(rowsWhere(emails, records, condition)) : db.insert(emails).values(records);
  return [{ statement: insert.returning({ id: emails.id }), mail: records }];
}

/**
 * Runs the writes in one batch (one round trip, all or nothing), after `first` when given,
 * then queues the emails they stored. Answers the ids of the duplicate payments stored,
 * which the caller refunds.
 */
export async function runWrites(ctx: ServiceContext, writes: EventWrite[], first: BatchStatement[] = []): Promise<string[]> {
  const statements = [...first, ...writes.map((write) => write.statement)];
  if (statements.length === 0) return [];
  const results = (await runBatch(ctx.db, statements)).slice(first.length);
  await queueWritten(ctx, writes, results);
  return writes.flatMap((write, index) =>
    write.refunds ? ((results[index]?.results ?? []) as { id: string }[]).map((row) => row.id) : [],
  );
}

/**
 * After the batch: queues the emails its statements stored (with no provider, storing was
 * the delivery). `results` are the batch's answers to `writes`, in the same order.
 */
async function queueWritten(ctx: ServiceContext, writes: EventWrite[], results: D1Result[]) {
  const outgoing = writes.flatMap((write, index) => {
    if (!write.mail) return [];
    const rows = (results[index]?.results ?? []) as { id: string }[];
    const stored = new Set(rows.map((row) => row.id));
    return write.mail.filter((record) => stored.has(record.id));
  });
  await enqueueIds(ctx.mailer, outgoing);
}

/**
 * A signed event that names nothing of ours (no known user, customer or checkout). Thrown
 * while reading, before any write: the event is logged and acknowledged, and nothing is stored.
 */
export class UnusableEvent extends Error {}
