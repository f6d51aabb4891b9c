import { sql } from "drizzle-orm";
import type { CancellationReason, CancellationReasonCount } from "#core/cancellation-reasons";
import type { Database } from "#worker/db/client";
import type { Period } from "./periods";

/**
 * The reasons given in each period by subscribers who did cancel: their plan is set to end, or
 * ended. A reason given by someone who then kept the plan (closed the portal) is not counted.
 */
export async function cancellationReasonsIn(
  db: Database,
  current: Period,
  previous: Period,
): Promise<{ current: CancellationReasonCount[]; previous: CancellationReasonCount[] }> {
  const rows = await db.all<{ reason: CancellationReason; inCurrent: number; inPrevious: number }>(sql`
    SELECT r.reason AS reason,
      SUM(CASE WHEN r.created_at >= ${current.start.getTime()} THEN 1 ELSE 0 END) AS inCurrent,
      SUM(CASE WHEN r.created_at < ${previous.end.getTime()} THEN 1 ELSE 0 END) AS inPrevious
    FROM subscription_cancellation_reasons r JOIN subscriptions s ON s.id = r.subscription_id
    WHERE r.created_at >= ${previous.start.getTime()} AND r.created_at < ${current.end.getTime()}
      AND (s.cancel_at_period_end = 1 OR s.status IN ('canceled', 'unpaid'))
    GROUP BY r.reason`);
  const counted = (count: (row: (typeof rows)[number]) => number) =>
    rows
      .map((row) => ({ reason: row.reason, count: count(row) }))
      .filter((row) => row.count > 0)
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  return { current: counted((row) => row.inCurrent), previous: counted((row) => row.inPrevious) };
}
