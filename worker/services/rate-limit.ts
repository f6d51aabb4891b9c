import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Counts one request against `key` in a fixed window and says whether it is allowed.
 * One upsert statement, so concurrent requests cannot both slip under the limit.
 */
export async function takeRequest(db: Database, key: string, limit: number, windowMs: number, now = Date.now()): Promise<boolean> {
  const windowStart = now - (now % windowMs);
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO request_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN request_limits.window_start = ${windowStart} THEN request_limits.count + 1 ELSE 1 END,
      window_start = ${windowStart}
    RETURNING count`);
  return (row?.count ?? 1) <= limit;
}
