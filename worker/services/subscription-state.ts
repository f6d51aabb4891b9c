import { desc, eq } from "drizzle-orm";
import type { SubscriptionState } from "../../core/api-types";
import type { Database } from "../db/client";
import { subscriptions, type SubscriptionRecord, type SubscriptionStatus } from "../db/schema";

/**
 * Statuses that still give the customer their cleanings. past_due is the grace period
 * while Stripe retries the card; it ends as canceled or unpaid.
 */
export const SERVING_STATUSES: readonly SubscriptionStatus[] = ["active", "trialing", "past_due"];

export function isServing(record: Pick<SubscriptionRecord, "status">): boolean {
  return SERVING_STATUSES.includes(record.status);
}

/** The user's most recent subscription row, serving or not, or undefined. */
export async function latestSubscription(db: Database, userId: string): Promise<SubscriptionRecord | undefined> {
  const [record] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return record;
}

/** check-subscription's answer, read from D1 only (webhooks keep it true). */
export async function subscriptionStateFor(db: Database, userId: string): Promise<SubscriptionState> {
  const record = await latestSubscription(db, userId);
  if (!record) return { subscribed: false, subscription_tier: null, subscription_end: null, status: null, cancel_at_period_end: false };
  return {
    subscribed: isServing(record),
    subscription_tier: record.packageId,
    subscription_end: record.currentPeriodEnd ? record.currentPeriodEnd.toISOString() : null,
    status: record.status,
    cancel_at_period_end: record.cancelAtPeriodEnd,
  };
}
