import { and, eq, lt } from "drizzle-orm";
import Stripe from "stripe";
import { snapshotOf } from "#worker/billing/stripe-gateway";
import type { Database } from "#worker/db/client";
import { isUniqueViolation } from "#worker/db/unique-violation";
import { stripeEvents } from "#worker/db/schema";
import type { ServiceContext } from "../context";
import { Conflict, Invalid } from "../errors";
import { type EventWrite, runWrites, UnusableEvent } from "../event-work";
import {
  chargeRefunded,
  paymentCheckoutCompleted,
  paymentIntentFailed,
  paymentIntentSucceeded,
  setupCheckoutCompleted,
} from "./payment-webhook";
import { parseStripeEvent } from "./stripe-event-shape";
import { applySnapshot } from "../subscriptions/subscription-events";
import { invoicePaid, invoicePaymentFailed } from "../subscriptions/invoice-events";
import { subscriptionCheckoutCompleted, subscriptionCheckoutExpired } from "../subscriptions/checkout-events";

/**
 * What a delivery came to; `ignored` says why a signed event could not be used.
 * `duplicatePayments` are the payments it stored as taken twice, for the caller to refund
 * (the route does at once; the cron refunds any left, payment-duplicates.ts).
 */
export interface StripeDelivery {
  duplicate: boolean;
  ignored?: string;
  duplicatePayments?: string[];
}

/** One event handled: processed now or before (`duplicate`), and the duplicate payments it stored. */
export interface HandledEvent {
  outcome: "processed" | "duplicate";
  duplicatePayments: string[];
}

/**
 * One delivery of Stripe's webhook, from the route or the local test checkout alike: the
 * signature is checked over the raw body before the event is handled. A signed event that
 * cannot be used is logged and acknowledged: refusing it would only make Stripe send it
 * again for days. Any other failure (D1 down) is thrown, so that Stripe retries.
 */
export async function receiveStripeEvent(ctx: ServiceContext, payload: string, signature: string | undefined): Promise<StripeDelivery> {
  await verifySignature(payload, signature, ctx.settings.stripeWebhookSecret);
  const parsed = parseStripeEvent(payload);
  if ("unusable" in parsed) return ignore(parsed.unusable, parsed);
  try {
    const handled = await handleStripeEvent(ctx, parsed.event);
    const delivery: StripeDelivery = { duplicate: handled.outcome === "duplicate" };
    return handled.duplicatePayments.length > 0 ? { ...delivery, duplicatePayments: handled.duplicatePayments } : delivery;
  } catch (error) {
    if (error instanceof UnusableEvent) return ignore(error.message, parsed.event);
    throw error;
  }
}

function ignore(reason: string, event: { id?: string; type?: string }): StripeDelivery {
  console.warn(`Stripe event ${event.id ?? "without an id"} (${event.type ?? "no type"}) ignored: ${reason}`);
  return { duplicate: false, ignored: reason };
}

/** Checks the signature over the raw body (and its age: 5 minutes at most) before anything is read. */
async function verifySignature(payload: string, signature: string | undefined, secret: string) {
  if (!signature) throw new Invalid("invalid_signature", "The Stripe-Signature header is missing.");
  try {
    const verifier = Stripe.webhooks.signature;
    if (!verifier) throw new Error("The Stripe SDK has no signature verifier.");
    await verifier.verifyHeaderAsync(payload, signature, secret, Stripe.webhooks.DEFAULT_TOLERANCE, Stripe.createSubtleCryptoProvider());
  } catch {
    throw new Invalid("invalid_signature", "The webhook signature could not be verified.");
  }
}

/**
 * A "processing" row is a claim left by this webhook's earlier way of working (claim, then
 * write): one older than this belonged to a handler that died, and gives way.
 */
const STALE_CLAIM_MS = 5 * 60 * 1000;

/**
 * Processes each event id once, in at most three round trips to D1: the event's reads beside
 * the look-up of its id; then one batch holding the event's mark and all its writes, applied
 * whole or not at all; then the delivery of the emails it stored. Two deliveries of one event
 * racing both read, but only one batch can insert the mark: the other fails on it, writes
 * nothing, and answers as a duplicate. A failure rolls everything back and is rethrown, so
 * Stripe sees the delivery fail and its retry processes the event again.
 */
export async function handleStripeEvent(ctx: ServiceContext, event: Stripe.Event): Promise<HandledEvent> {
  const now = ctx.now();
  const [seen, writes] = await Promise.all([markOf(ctx.db, event.id), workOf(ctx, event, now)]);
  if (seen?.status === "processed") return { outcome: "duplicate", duplicatePayments: [] };
  const stale = seen && seen.receivedAt.getTime() < now.getTime() - STALE_CLAIM_MS;
  if (seen && !stale) throw new Conflict("event_in_progress", "This event is being processed; it will be retried.");
  try {
    const duplicatePayments = await runWrites(ctx, writes, [
      ctx.db
        .delete(stripeEvents)
        .where(
          and(
            eq(stripeEvents.id, event.id),
            eq(stripeEvents.status, "processing"),
            lt(stripeEvents.receivedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
          ),
        ),
      ctx.db.insert(stripeEvents).values({ id: event.id, type: event.type, status: "processed", receivedAt: now, processedAt: now }),
    ]);
    return { outcome: "processed", duplicatePayments };
  } catch (error) {
    if (isUniqueViolation(error, "stripe_events.id")) return { outcome: "duplicate", duplicatePayments: [] };
    throw error;
  }
}

async function markOf(db: Database, id: string) {
  const [mark] = await db
    .select({ status: stripeEvents.status, receivedAt: stripeEvents.receivedAt })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, id));
  return mark;
}

/** Reads what the event is about (one step) and returns what it writes. */
async function workOf(ctx: ServiceContext, event: Stripe.Event, now: Date): Promise<EventWrite[]> {
  const eventAt = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode === "setup") return setupCheckoutCompleted(ctx, session, now);
      if (session.mode === "payment") return paymentCheckoutCompleted(ctx, session, now);
      if (session.mode === "subscription") return subscriptionCheckoutCompleted(ctx, session, now);
      return [];
    }
    case "checkout.session.expired":
      return subscriptionCheckoutExpired(ctx.db, event.data.object, now);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return applySnapshot(ctx, snapshotOf(event.data.object), eventAt, now);
    case "invoice.paid":
      return invoicePaid(ctx.db, event.data.object, eventAt, now);
    case "invoice.payment_failed":
      return invoicePaymentFailed(ctx, event.data.object, eventAt, now);
    // A booking's card and one-off payments (payment-webhook.ts).
    case "payment_intent.succeeded":
      return paymentIntentSucceeded(ctx, event.data.object, now);
    case "payment_intent.payment_failed":
      return paymentIntentFailed(ctx, event.data.object, now);
    case "charge.refunded":
      return chargeRefunded(ctx, event.data.object, now);
    default:
      // Other events the endpoint may be subscribed to change nothing here.
      return [];
  }
}
