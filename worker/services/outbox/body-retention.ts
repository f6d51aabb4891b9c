import { and, inArray, isNotNull, lt, ne, or } from "drizzle-orm";
import { emails } from "#worker/db/schema";
import type { ServiceContext } from "../context";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a message keeps its rendered body: long enough for a customer's "I never got it" to be looked at as sent. */
export const BODY_KEPT_DAYS = 90;
/** Rows emptied per statement: one cron run stays well inside D1's statement time and the cron's CPU. */
const ROWS_PER_BATCH = 200;
/** Statements per cron run; a backlog (the first run in production) drains over the following days. */
const BATCHES_PER_RUN = 10;

/**
 * Empties the rendered body (html and text) of messages older than 90 days that can be
 * rendered again from their template code and values (the console's message view does so on
 * demand), so D1 keeps only their metadata and a few hundred bytes of values. Rows written
 * before the outbox have no template: their body is the only copy, and it stays.
 * Returns how many rows lost their body.
 */
export async function dropOldMessageBodies(ctx: ServiceContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - BODY_KEPT_DAYS * DAY_MS);
  let emptied = 0;
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    // The choice and the write are one statement, so a row is emptied only if it still qualifies.
    const oldWithBody = ctx.db
      .select({ id: emails.id })
      .from(emails)
      .where(
        and(
          lt(emails.createdAt, cutoff),
          isNotNull(emails.template),
          isNotNull(emails.templateValues),
          or(ne(emails.html, ""), ne(emails.text, "")),
        ),
      )
      .limit(ROWS_PER_BATCH);
    const result = await ctx.db.update(emails).set({ html: "", text: "" }).where(inArray(emails.id, oldWithBody));
    const changed = result.meta.changes;
    emptied += changed;
    if (changed < ROWS_PER_BATCH) break;
  }
  return emptied;
}
