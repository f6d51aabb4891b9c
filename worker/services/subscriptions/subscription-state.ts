import { eq, sql } from "drizzle-orm";
import type { SubscriptionState } from "#core/api-types";
import type { Database } from "#worker/db/client";
import { subscriptions, type SubscriptionRecord, type SubscriptionStatus } from "#worker/db/schema";

/**
 * Statuses that still give the customer their cleanings. past_due is the grace period
 * while Stripe retries the card; it ends as canceled or unpaid.
 */
export const SERVING_STATUSES: readonly SubscriptionStatus[] = ["active", "trialing", "past_due"];

export function isServing(record: Pick<SubscriptionRecord, "status">): boolean {
  return SERVING_STATUSES.includes(record.status);
}

/** SQL list of SERVING_STATUSES, our own constants. */
export const SERVING_STATUS_LIST = sql.raw(SERVING_STATUSES.map((status) => `'${status}'`).join(", "));

/**
 * The subscription that decides what the user has: the latest serving one if any, else the
 * latest row. A customer can hold an older unpaid or ended subscription beside the one she
 * pays for, and events about the old one arrive in any order: they never outrank it.
 */
export async function currentSubscription(db: Database, userId: string): Promise<SubscriptionRecord | undefined> {
  return currentAmong(await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)));
}

/** currentSubscription's choice among a user's rows in hand (a user has a few at most). */
export function currentAmong(records: readonly SubscriptionRecord[]): SubscriptionRecord | undefined {
  const rank = (record: SubscriptionRecord) => (isServing(record) ? 0 : 1);
  return [...records].sort((a, b) => rank(a) - rank(b) || b.updatedAt.getTime() - a.updatedAt.getTime())[0];
}

/** check-subscription's answer, read from D1 only (webhooks keep it true). */
export async function subscriptionStateFor(db: Database, userId: string): Promise<SubscriptionState> {
  const record = await currentSubscription(db, userId);
  if (!record) return { subscribed: false, subscription_tier: null, subscription_end: null, status: null, cancel_at_period_end: false };
  return {
    subscribed: isServing(record),
    subscription_tier: record.packageId,
    subscription_end: record.currentPeriodEnd ? record.currentPeriodEnd.toISOString() : null,
    status: record.status,
    cancel_at_period_end: record.cancelAtPeriodEnd,
  };
}
