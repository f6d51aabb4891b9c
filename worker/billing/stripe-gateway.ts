import Stripe from "stripe";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../db/schema";
import { BillingUnavailableError, type BillingGateway, type SubscriptionSnapshot } from "./gateway";
import { stripeLocale } from "./stripe-locale";
import { packageForLookupKey, priceLookupKey } from "./prices";

/**
 * The Stripe SDK on workerd: fetch for HTTP (no Node http module). Tests replace the global
 * fetch, the only network edge, before a request builds its client.
 */
export function createStripeClient(secretKey: string, fetchImpl?: typeof fetch): Stripe {
  return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(fetchImpl), maxNetworkRetries: 2, timeout: 15_000 });
}

const idOf = (value: string | { id: string } | null): string => (typeof value === "string" ? value : (value?.id ?? ""));

/** Reads the fields the app keeps from a Stripe subscription object (API version 2025+ shape). */
export function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status)
    ? (subscription.status as SubscriptionStatus)
    : "incomplete";
  // Newer API versions schedule a cancellation with cancel_at (the Billing Portal does),
  // older ones with cancel_at_period_end: both mean "ends on this date".
  const endsAt = subscription.cancel_at ?? item?.current_period_end ?? null;
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer),
    status,
    packageId: packageForLookupKey(item?.price.lookup_key)?.id,
    currentPeriodEnd: endsAt ? new Date(endsAt * 1000) : null,
    cancelAtPeriodEnd: status !== "canceled" && (subscription.cancel_at_period_end || subscription.cancel_at !== null),
    metadata: subscription.metadata ?? {},
  };
}

async function stripeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      throw new BillingUnavailableError(`Stripe ${what} failed: ${error.type} ${error.message}`);
    throw error;
  }
}

export function createStripeGateway(stripe: Stripe): BillingGateway {
  return {
    mode: "stripe",
    async priceFor(packageId) {
      const { data } = await stripeCall("price lookup", () =>
        stripe.prices.list({ lookup_keys: [priceLookupKey(packageId)], active: true, limit: 1 }),
      );
      const price = data[0];
      if (!price) return undefined;
      return {
        id: price.id,
        unitAmount: price.unit_amount,
        currency: price.currency,
        interval: price.recurring?.interval ?? null,
        intervalCount: price.recurring?.interval_count ?? null,
      };
    },
    async createCustomer({ userId, email, name }) {
      // Stripe's idempotency key makes two racing first checkouts share one customer.
      const customer = await stripeCall("customer creation", () =>
        stripe.customers.create({ email, name, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` }),
      );
      return customer.id;
    },
    async createCheckoutSession(input) {
      const session = await stripeCall("checkout creation", () =>
        stripe.checkout.sessions.create(
          {
            mode: "subscription",
            customer: input.customerId,
            line_items: [{ price: input.priceId, quantity: 1 }],
            client_reference_id: input.metadata.user_id,
            metadata: input.metadata,
            subscription_data: { metadata: input.metadata },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
            ...stripeLocale(input.locale),
          },
          { idempotencyKey: `checkout-${input.checkoutId}` },
        ),
      );
      if (!session.url) throw new BillingUnavailableError("Stripe returned a checkout session without a URL.");
      return { id: session.id, url: session.url };
    },
    async expireCheckoutSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return "expired";
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return stripeCall("checkout expiry", () => Promise.reject(error));
        // Only open sessions can be expired: find out whether it was paid meanwhile.
        const session = await stripeCall("checkout lookup", () => stripe.checkout.sessions.retrieve(sessionId));
        return session.status === "complete" ? "completed" : "expired";
      }
    },
    async createPortalSession({ customerId, returnUrl, locale }) {
      const session = await stripeCall("billing portal", () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, ...stripeLocale(locale) }),
      );
      return session.url;
    },
    async switchPlan({ subscriptionId, priceId, packageId }) {
      const current = await stripeCall("subscription lookup", () => stripe.subscriptions.retrieve(subscriptionId));
      const item = current.items.data[0];
      if (!item) throw new BillingUnavailableError(`Stripe subscription ${subscriptionId} has no item.`);
      const updated = await stripeCall("plan change", () =>
        stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: priceId }],
          proration_behavior: "create_prorations",
          metadata: { ...current.metadata, package_id: packageId },
        }),
      );
      return snapshotOf(updated);
    },
    async resumeSubscription(subscriptionId) {
      const current = await stripeCall("subscription lookup", () => stripe.subscriptions.retrieve(subscriptionId));
      // The Billing Portal schedules with cancel_at; older flows with cancel_at_period_end: clear whichever is set.
      const updated = await stripeCall("resume", () =>
        stripe.subscriptions.update(
          subscriptionId,
          current.cancel_at !== null && !current.cancel_at_period_end ? { cancel_at: "" } : { cancel_at_period_end: false },
        ),
      );
      return snapshotOf(updated);
    },
    ...bookingPayments(stripe),
  };
}

const CURRENCY = "usd";

/** The one-off payments of bookings: card on file, off-session charge, pay link, refund. */
function bookingPayments(
  stripe: Stripe,
): Pick<
  BillingGateway,
  | "createBookingCustomer"
  | "createSetupCheckout"
  | "savedCard"
  | "paymentCard"
  | "chargeOffSession"
  | "createPaymentCheckout"
  | "detachCard"
  | "refund"
> {
  return {
    async createBookingCustomer({ bookingId, email, name }) {
      const customer = await stripeCall("customer creation", () =>
        stripe.customers.create({ email, name, metadata: { booking_id: bookingId } }, { idempotencyKey: `booking-customer-${bookingId}` }),
      );
      return customer.id;
    },
    async createSetupCheckout(input) {
      const session = await stripeCall("setup checkout creation", () =>
        stripe.checkout.sessions.create(
          {
            mode: "setup",
            currency: CURRENCY,
            customer: input.customerId,
            metadata: input.metadata,
            setup_intent_data: { metadata: input.metadata },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url) throw new BillingUnavailableError("Stripe returned a setup checkout without a URL.");
      return { id: session.id, url: session.url };
    },
    async savedCard(setupIntentId) {
      const intent = await stripeCall("setup intent lookup", () =>
        stripe.setupIntents.retrieve(setupIntentId, { expand: ["payment_method"] }),
      );
      const method = intent.payment_method;
      if (!method || typeof method === "string") throw new BillingUnavailableError(`Setup intent ${setupIntentId} has no payment method.`);
      return {
        paymentMethodId: method.id,
        brand: method.card?.brand ?? "card",
        last4: method.card?.last4 ?? "",
        expMonth: method.card?.exp_month ?? null,
        expYear: method.card?.exp_year ?? null,
      };
    },
    async paymentCard(paymentIntentId) {
      const intent = await stripeCall("payment intent lookup", () =>
        stripe.paymentIntents.retrieve(paymentIntentId, { expand: ["payment_method"] }),
      );
      const method = intent.payment_method;
      if (!method || typeof method === "string" || !method.card) return null;
      return { brand: method.card.brand, last4: method.card.last4 };
    },
    async chargeOffSession(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: CURRENCY,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === "succeeded") return { status: "succeeded", paymentIntentId: intent.id };
        if (intent.status === "requires_action")
          return {
            status: "authentication_required",
            paymentIntentId: intent.id,
            message: "The card needs the customer's authentication.",
            declineCode: "authentication_required",
          };
        const failure = intent.last_payment_error;
        return {
          status: "declined",
          paymentIntentId: intent.id,
          message: `The payment is ${intent.status}.`,
          declineCode: failure?.decline_code ?? failure?.code ?? null,
        };
      } catch (error) {
        // A decline or a card that needs its owner is the customer's to settle through the pay link, not an outage.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intentId = (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null;
          const status = error.code === "authentication_required" ? "authentication_required" : "declined";
          return { status, paymentIntentId: intentId, message: error.message, declineCode: error.decline_code ?? error.code ?? null };
        }
        return stripeCall("off-session charge", () => Promise.reject(error));
      }
    },
    async createPaymentCheckout(input) {
      const session = await stripeCall("payment checkout creation", () =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                price_data: { currency: CURRENCY, unit_amount: input.amountCents, product_data: { name: input.description } },
                quantity: 1,
              },
            ],
            ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
            metadata: input.metadata,
            payment_intent_data: { metadata: input.metadata },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url) throw new BillingUnavailableError("Stripe returned a payment checkout without a URL.");
      return { id: session.id, url: session.url };
    },
    async detachCard(paymentMethodId) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        // Already detached (a removal asked twice): the card is off the customer, as wanted.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "payment_method_unexpected_state") return;
        return stripeCall("card removal", () => Promise.reject(error));
      }
    },
    async refund({ paymentIntentId, amountCents, idempotencyKey, metadata }) {
      await stripeCall("refund", () =>
        stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents, metadata }, { idempotencyKey }),
      );
    },
  };
}
