import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../db/client";
import { bookingPayments, duplicatePayments, subscriptions } from "../db/schema";
import type { BillingGateway } from "./gateway";
import { localEvent, localId, localPrice, localSubscription, type LocalEvent, type LocalSubscriptionFacts } from "./local-events";
import { declineCodeOf, last4Of, localPaymentIntent, localRefundedCharge, localSavedCard, TEST_CARDS } from "./local-payment-events";
import { snapshotOf } from "./stripe-gateway";

export type EventDeliverer = (event: LocalEvent) => Promise<void>;

export const LOCAL_CHECKOUT_PATH = "/dev/checkout";
export const LOCAL_PORTAL_PATH = "/dev/billing-portal";
/** The local test checkout of a booking's card and payments (setup and payment mode). */
export const LOCAL_PAY_PATH = "/dev/pay";

/**
 * Local mode's billing (no STRIPE_SECRET_KEY): prices come from the catalogue, checkout and
 * portal URLs lead to the worker's test pages, and changes reach D1 the way Stripe's do,
 * as signed events posted to the webhook.
 */
export function createLocalGateway(deps: { db: Database; siteUrl: string; deliver: EventDeliverer; now: () => Date }): BillingGateway {
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
      const now = deps.now();
      const updated = localSubscription({ ...facts, packageId, metadata: { ...facts.metadata, package_id: packageId } }, now);
      await deps.deliver(localEvent("customer.subscription.updated", updated, now));
      return snapshotOf(updated as unknown as Stripe.Subscription);
    },
    async resumeSubscription(subscriptionId) {
      const facts = await localFactsFor(deps.db, subscriptionId);
      if (!facts) throw new Error(`No local subscription ${subscriptionId}`);
      const now = deps.now();
      const updated = localSubscription({ ...facts, cancelAtPeriodEnd: false }, now);
      await deps.deliver(localEvent("customer.subscription.updated", updated, now));
      return snapshotOf(updated as unknown as Stripe.Subscription);
    },
    async createBookingCustomer() {
      return localId("cus");
    },
    async createSetupCheckout() {
      const id = localId("cs");
      return { id, url: `${deps.siteUrl}${LOCAL_PAY_PATH}/${id}` };
    },
    async savedCard(setupIntentId) {
      return localSavedCard(setupIntentId);
    },
    async paymentCard() {
      // Local events carry the card in their payment method id; the webhook reads it there.
      return null;
    },
    async chargeOffSession(input) {
      // The saved test card decides, as Stripe's test cards do: 0002 and 9995 are declined, 3184 needs its owner.
      const last4 = last4Of(input.paymentMethodId);
      const declineCode = declineCodeOf(last4);
      const outcome = declineCode ? "declined" : last4 === TEST_CARDS.authentication ? "authentication_required" : "succeeded";
      const intent = localPaymentIntent({
        id: localId("pi"),
        amountCents: input.amountCents,
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId,
        metadata: input.metadata,
        outcome,
        declineCode,
      });
      const now = deps.now();
      await deps.deliver(localEvent(outcome === "succeeded" ? "payment_intent.succeeded" : "payment_intent.payment_failed", intent, now));
      if (outcome === "succeeded") return { status: "succeeded", paymentIntentId: intent.id };
      const failure = intent.last_payment_error;
      return {
        status: outcome,
        paymentIntentId: intent.id,
        message: failure?.message ?? "Your card was declined.",
        declineCode: failure?.decline_code ?? failure?.code ?? null,
      };
    },
    async createPaymentCheckout() {
      const id = localId("cs");
      return { id, url: `${deps.siteUrl}${LOCAL_PAY_PATH}/${id}` };
    },
    async detachCard() {
      // A local card lives only in D1: removing its row there is all there is.
    },
    async refund({ paymentIntentId }) {
      // Stripe reports the charge's running refunded total; D1 holds what was asked of it so far, this refund included.
      // A duplicate payment is refunded whole, in one refund.
      const [[payment], [duplicate]] = await Promise.all([
        deps.db.select().from(bookingPayments).where(eq(bookingPayments.paymentIntentId, paymentIntentId)),
        deps.db.select().from(duplicatePayments).where(eq(duplicatePayments.paymentIntentId, paymentIntentId)),
      ]);
      const charge = payment
        ? localRefundedCharge({ paymentIntentId, amountCents: payment.paidCents, refundedCents: payment.refundRequestedCents })
        : duplicate
          ? localRefundedCharge({ paymentIntentId, amountCents: duplicate.amountCents, refundedCents: duplicate.amountCents })
          : undefined;
      if (!charge) throw new Error(`No local payment ${paymentIntentId}`);
      await deps.deliver(localEvent("charge.refunded", charge, deps.now()));
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
