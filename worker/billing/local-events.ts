import Stripe from "stripe";
import { packageOrDefault, type PackageId } from "#core/packages";
import type { SubscriptionStatus } from "../db/schema";
import { priceLookupKey } from "./prices";

/**
 * Stripe-shaped objects and events for the local test checkout. They carry the fields the
 * webhook reads, in the shape of Stripe's API (2025+ versions: periods on subscription
 * items, the invoice's subscription under parent.subscription_details).
 */
export function localId(prefix: string): string {
  return `${prefix}_local_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface LocalSubscriptionFacts {
  id: string;
  customerId: string;
  packageId: PackageId;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

export function localPrice(packageId: PackageId) {
  const plan = packageOrDefault(packageId);
  return {
    id: `price_local_${packageId}`,
    object: "price",
    active: true,
    currency: "usd",
    lookup_key: priceLookupKey(packageId),
    product: `prod_local_${packageId}`,
    recurring: { interval: "month", interval_count: 1 },
    type: "recurring",
    unit_amount: plan.priceValue,
  };
}

export function localSubscription(facts: LocalSubscriptionFacts, now: Date) {
  return {
    id: facts.id,
    object: "subscription",
    customer: facts.customerId,
    status: facts.status,
    cancel_at_period_end: facts.cancelAtPeriodEnd,
    cancel_at: facts.cancelAtPeriodEnd ? seconds(facts.periodEnd) : null,
    canceled_at: facts.status === "canceled" ? seconds(now) : null,
    ended_at: facts.status === "canceled" ? seconds(now) : null,
    created: seconds(facts.periodStart),
    livemode: false,
    metadata: facts.metadata,
    items: {
      object: "list",
      data: [
        {
          id: `si_local_${facts.id.slice(-12)}`,
          object: "subscription_item",
          quantity: 1,
          price: localPrice(facts.packageId),
          current_period_start: seconds(facts.periodStart),
          current_period_end: seconds(facts.periodEnd),
        },
      ],
    },
  };
}

export function localCheckoutSession(input: {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  metadata: Record<string, string>;
  status: "complete" | "expired";
}) {
  return {
    id: input.id,
    object: "checkout.session",
    mode: "subscription",
    status: input.status,
    payment_status: input.status === "complete" ? "paid" : "unpaid",
    customer: input.customerId,
    subscription: input.subscriptionId,
    client_reference_id: input.metadata.user_id ?? null,
    metadata: input.metadata,
    url: null,
    livemode: false,
  };
}

export function localInvoice(facts: LocalSubscriptionFacts, paid: boolean) {
  const plan = packageOrDefault(facts.packageId);
  return {
    id: localId("in"),
    object: "invoice",
    customer: facts.customerId,
    status: paid ? "paid" : "open",
    amount_due: plan.priceValue,
    amount_paid: paid ? plan.priceValue : 0,
    currency: "usd",
    attempt_count: 1,
    livemode: false,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: facts.id, metadata: facts.metadata },
    },
  };
}

export function localEvent(type: string, object: object, now: Date) {
  return {
    id: localId("evt"),
    object: "event",
    api_version: null,
    created: seconds(now),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}
export type LocalEvent = ReturnType<typeof localEvent>;

/** The Stripe-Signature header Stripe would send for this payload. */
export function signatureFor(payload: string, secret: string, timestamp?: number): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp, cryptoProvider: Stripe.createSubtleCryptoProvider() });
}
