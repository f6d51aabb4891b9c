import { and, eq, isNull, or } from "drizzle-orm";
import type Stripe from "stripe";
import { localSavedCard } from "../billing/local-payment-events";
import { createStripeClient, createStripeGateway } from "../billing/stripe-gateway";
import { bookingCards, bookingPayments } from "../db/schema";
import type { ServiceContext } from "./context";
import { markPaid, recordPaymentError, recordRefunded } from "./payment-records";

/**
 * Stripe's events about a booking's card and payments. An event that names no booking or
 * payment of ours changes nothing and is acknowledged (the caller stores its id as
 * processed). Order needs no timestamp here: every write only moves forward (see
 * payment-records.ts), so a late or repeated event is a no-op.
 */

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

async function paymentFor(
  ctx: ServiceContext,
  metadata: Record<string, string> | null | undefined,
  by: { intent?: string; session?: string },
) {
  const conditions = [
    metadata?.payment_id ? eq(bookingPayments.id, metadata.payment_id) : undefined,
    by.intent ? eq(bookingPayments.paymentIntentId, by.intent) : undefined,
    by.session ? eq(bookingPayments.checkoutSessionId, by.session) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return undefined;
  const [payment] = await ctx.db
    .select()
    .from(bookingPayments)
    .where(or(...conditions))
    .limit(1);
  return payment;
}

/** The saved card, when this intent charged it (off-session): its brand and last 4 go on the receipt. */
async function savedCardUsed(ctx: ServiceContext, bookingId: string, paymentMethodId: string | null) {
  if (!paymentMethodId) return null;
  const [card] = await ctx.db.select().from(bookingCards).where(eq(bookingCards.bookingId, bookingId));
  return card?.paymentMethodId === paymentMethodId ? { brand: card.brand ?? "card", last4: card.last4 ?? "" } : null;
}

export async function paymentIntentSucceeded(ctx: ServiceContext, intent: Stripe.PaymentIntent) {
  const payment = await paymentFor(ctx, intent.metadata, { intent: intent.id });
  if (!payment) return;
  const card = await savedCardUsed(ctx, payment.bookingId, idOf(intent.payment_method));
  await markPaid(ctx, payment.id, { amountCents: intent.amount_received, paymentIntentId: intent.id, card });
}

export async function paymentIntentFailed(ctx: ServiceContext, intent: Stripe.PaymentIntent) {
  const payment = await paymentFor(ctx, intent.metadata, { intent: intent.id });
  if (!payment) return;
  await recordPaymentError(ctx, payment.id, intent.last_payment_error?.message ?? "The payment failed.");
}

/**
 * The card behind a setup intent, asked of Stripe (the event names the intent only); Stripe
 * being down fails the delivery, so Stripe sends it again. Not through request-gateway.ts:
 * the local gateway delivers its events here, and the webhook must not depend on it.
 */
function savedCard(ctx: ServiceContext, setupIntentId: string) {
  const key = ctx.settings.stripeSecretKey;
  if (!key) return Promise.resolve(localSavedCard(setupIntentId));
  return createStripeGateway(createStripeClient(key)).savedCard(setupIntentId);
}

/** Setup mode: the card the customer saved for the visit. A newer setup session of the same booking wins. */
export async function setupCheckoutCompleted(ctx: ServiceContext, session: Stripe.Checkout.Session) {
  const [row] = await ctx.db.select().from(bookingCards).where(eq(bookingCards.setupSessionId, session.id));
  const setupIntent = session.setup_intent;
  if (!row || !setupIntent) return;
  const card =
    typeof setupIntent !== "string" && typeof setupIntent.payment_method === "object" && setupIntent.payment_method?.card
      ? {
          paymentMethodId: setupIntent.payment_method.id,
          brand: setupIntent.payment_method.card.brand,
          last4: setupIntent.payment_method.card.last4,
        }
      : await savedCard(ctx, typeof setupIntent === "string" ? setupIntent : setupIntent.id);
  await ctx.db
    .update(bookingCards)
    .set({ ...card, setupUrl: null, setupExpiresAt: null, updatedAt: ctx.now() })
    .where(
      and(eq(bookingCards.bookingId, row.bookingId), or(eq(bookingCards.setupSessionId, session.id), isNull(bookingCards.setupSessionId))),
    );
}

/** Payment mode: the pay link or the tip was paid. */
export async function paymentCheckoutCompleted(ctx: ServiceContext, session: Stripe.Checkout.Session) {
  if (session.payment_status !== "paid") return;
  const payment = await paymentFor(ctx, session.metadata, { session: session.id });
  if (!payment) return;
  await markPaid(ctx, payment.id, {
    amountCents: session.amount_total ?? payment.amountCents,
    paymentIntentId: idOf(session.payment_intent),
    card: null,
  });
}

export async function chargeRefunded(ctx: ServiceContext, charge: Stripe.Charge) {
  const intentId = idOf(charge.payment_intent);
  if (intentId) await recordRefunded(ctx, intentId, charge.amount_refunded);
}
