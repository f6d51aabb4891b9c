import { sql } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { SERVING_STATUS_LIST } from "#worker/services/subscriptions/subscription-state";
import type { Period } from "./periods";

/**
 * Statuses that stop a plan's cleanings for good, as Stripe leaves them: canceled, or unpaid
 * once its retries ran out (past_due ends as one or the other).
 */
const ENDED_STATUS_LIST = sql.raw("'canceled', 'unpaid'");

/**
 * When a subscription ended: the Stripe event that reported it (stripe_event_at), or the row's
 * last change for rows written without one. The table keeps no ended_at of its own.
 */
const endedAt = sql.raw("COALESCE(NULLIF(stripe_event_at, 0), updated_at)");

/** Per plan: how many served at each period's start and end, and how many ended inside each. */
export interface PlanRow {
  packageId: string;
  servingAtPreviousStart: number;
  servingAtStart: number;
  servingAtEnd: number;
  endedInPrevious: number;
  endedInCurrent: number;
  startedInPrevious: number;
  startedInCurrent: number;
}

/**
 * Serving at an instant, from what a row keeps: made before it, and serving still or ended
 * after it. A subscription that is paused or never paid (incomplete) counts nowhere.
 */
function servingAt(at: Date) {
  return sql`SUM(CASE WHEN created_at < ${at.getTime()} AND (status IN (${SERVING_STATUS_LIST})
    OR (status IN (${ENDED_STATUS_LIST}) AND ${endedAt} >= ${at.getTime()})) THEN 1 ELSE 0 END)`;
}

function endedIn(span: Period) {
  return sql`SUM(CASE WHEN status IN (${ENDED_STATUS_LIST}) AND ${endedAt} >= ${span.start.getTime()}
    AND ${endedAt} < ${span.end.getTime()} THEN 1 ELSE 0 END)`;
}

/** Made inside the span and paid for at least once: a checkout never paid (incomplete) is no subscriber. */
function startedIn(span: Period) {
  return sql`SUM(CASE WHEN status NOT IN ('incomplete', 'incomplete_expired') AND created_at >= ${span.start.getTime()}
    AND created_at < ${span.end.getTime()} THEN 1 ELSE 0 END)`;
}

export function subscribersByPlan(db: Database, current: Period, previous: Period): Promise<PlanRow[]> {
  return db.all<PlanRow>(sql`
    SELECT package_id AS packageId,
      ${servingAt(previous.start)} AS servingAtPreviousStart,
      ${servingAt(current.start)} AS servingAtStart,
      ${servingAt(current.end)} AS servingAtEnd,
      ${endedIn(previous)} AS endedInPrevious,
      ${endedIn(current)} AS endedInCurrent,
      ${startedIn(previous)} AS startedInPrevious,
      ${startedIn(current)} AS startedInCurrent
    FROM subscriptions
    GROUP BY package_id`);
}
