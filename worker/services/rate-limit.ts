import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { named, templateStatement } from "../db/statement-templates";
import { requestLimits } from "../db/schema";

/** One request to count against a fixed-window limit: what is counted, how many per window, and what the refusal says. */
export interface RequestLimit {
  /** "route:who", so each route keeps its own counters. */
  key: string;
  limit: number;
  windowMs: number;
  /** The customer-facing message of the 429. */
  message: string;
}

/**
 * The upsert counting one request against `key` in the fixed window `now` falls in, as a
 * statement template (db/statement-templates.ts), so that a write the limit guards can put it
 * first in its own batch (see withinLimit). It returns the count so far.
 */
export function countRequestStatement(db: Database, key: string, windowMs: number, now: number): D1PreparedStatement {
  return templateStatement(db, "count request", () => countInWindow(db, named("limitKey"), named("windowStart")), null, {
    limitKey: key,
    windowStart: windowStartOf(windowMs, now),
  });
}

/** The start of the fixed window `now` falls in. */
export function windowStartOf(windowMs: number, now: number): number {
  return now - (now % windowMs);
}

/**
 * The counting upsert, its key and window given as values or as SQL (a template's
 * placeholders). One statement, so concurrent requests cannot both slip under the limit.
 */
function countInWindow(db: Database, key: string | SQL, windowStart: number | SQL) {
  return db
    .insert(requestLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      // Both use the row as it was: a new window starts counting again.
      set: { count: sql`CASE WHEN window_start = ${windowStart} THEN count + 1 ELSE 1 END`, windowStart },
    })
    .returning({ count: requestLimits.count });
}

/**
 * SQL condition for a write batched right after countRequestStatement: the count it left is within
 * the limit. The write and its count are one transaction, so a refused request writes nothing.
 */
export function withinLimit(request: { key: string | SQL; limit: number | SQL }): SQL {
  return sql`(SELECT count FROM request_limits WHERE key = ${request.key}) <= ${request.limit}`;
}

/** Counts one request against `key` in a fixed window and says whether it is allowed. */
export async function takeRequest(db: Database, key: string, limit: number, windowMs: number, now: number): Promise<boolean> {
  const [row] = await countInWindow(db, key, windowStartOf(windowMs, now));
  return (row?.count ?? 1) <= limit;
}
