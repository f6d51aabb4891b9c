import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../db/client";
import { subscriptions } from "../db/schema";
import type { BillingGateway } from "./gateway";
import { localEvent, localId, localPrice, localSubscription, type LocalEvent, type LocalSubscriptionFacts } from "./local-events";
import { snapshotOf } from "./stripe-gateway";

export type EventDeliverer = (event: LocalEvent) => Promise<void>;

export const LOCAL_CHECKOUT_PATH = "/dev/checkout";
export const LOCAL_PORTAL_PATH = "/dev/billing-portal";

/**
 * Local mode's billing (no STRIPE_SECRET_KEY): prices come from the catalogue, checkout and
 * portal URLs lead to the worker's test pages, and changes reach D1 the way Stripe's do,
 * as signed events posted to the webhook.
 */
export function createLocalGateway(deps: { db: Database; siteUrl: string; deliver: EventDeliverer }): BillingGateway {
  return {
    mode: "local",
    async priceFor(packageId) {
      const price = localPrice(packageId);
      return {
        id: price.id,
        unitAmount: price.unit_amount,
        currency: price.currency,
        interval: price.recurring.interval,
        intervalCount: price.recurring.interval_count,
      };
    },
    async createCustomer() {
      return localId("cus");
    },
    async createCheckoutSession() {
      const id = localId("cs");
      return { id, url: `${deps.siteUrl}${LOCAL_CHECKOUT_PATH}/${id}` };
    },
    async expireCheckoutSession() {
      // The local checkout pays only checkouts that are still open in D1.
      return "expired";
    },
    async createPortalSession() {
      return `${deps.siteUrl}${LOCAL_PORTAL_PATH}`;
    },
    async switchPlan({ subscriptionId, packageId }) {
      const facts = await localFactsFor(deps.db, subscriptionId);
      if (!facts) throw new Error(`No local subscription ${subscriptionId}`);
      const now = new Date();
      const updated = localSubscription({ ...facts, packageId, metadata: { ...facts.metadata, package_id: packageId } }, now);
      await deps.deliver(localEvent("customer.subscription.updated", updated, now));
      return snapshotOf(updated as unknown as Stripe.Subscription);
    },
    async resumeSubscription(subscriptionId) {
      const facts = await localFactsFor(deps.db, subscriptionId);
      if (!facts) throw new Error(`No local subscription ${subscriptionId}`);
      const now = new Date();
      const updated = localSubscription({ ...facts, cancelAtPeriodEnd: false }, now);
      await deps.deliver(localEvent("customer.subscription.updated", updated, now));
      return snapshotOf(updated as unknown as Stripe.Subscription);
    },
  };
}

/** The local subscription as D1 holds it, to build its next event from. */
export async function localFactsFor(db: Database, stripeSubscriptionId: string): Promise<LocalSubscriptionFacts | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)).limit(1);
  if (!row) return undefined;
  const periodEnd = row.currentPeriodEnd ?? new Date();
  const periodStart = new Date(periodEnd);
  periodStart.setUTCMonth(periodStart.getUTCMonth() - 1);
  return {
    id: row.stripeSubscriptionId,
    customerId: row.stripeCustomerId,
    packageId: row.packageId as LocalSubscriptionFacts["packageId"],
    status: row.status,
    periodStart,
    periodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    metadata: { user_id: row.userId, package_id: row.packageId },
  };
}
