import { and, eq, isNull, or } from "drizzle-orm";
import type Stripe from "stripe";
import { localPaymentCard, localSavedCard } from "#worker/billing/local-payment-events";
import { createStripeClient, createStripeGateway } from "#worker/billing/stripe-gateway";
import type { CardDetails } from "#worker/billing/gateway";
import { accountCards, bookingCards, type BookingCardRecord } from "#worker/db/schema";
import type { ServiceContext } from "../context";
import type { EventWrite } from "../event-work";
import { accountCopyWrites, walletCardWrites } from "./wallet-events";
import { duplicateRefundWrites, duplicateWrites, paidWrites, paymentErrorWrites, readPayment, refundWrites } from "./payment-records";

/**
 * Stripe's events about a booking's card and payments. An event that names no booking or
 * payment of ours changes nothing and is acknowledged (the caller stores its id as
 * processed). Order needs no timestamp here: every write only moves forward (see
 * payment-records.ts), so a late or repeated event is a no-op.
 */

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** The saved card, when this intent charged it (off-session): its brand and last 4 go on the receipt. */
function savedCardUsed(card: BookingCardRecord | undefined, paymentMethodId: string | null) {
  if (!paymentMethodId || card?.paymentMethodId !== paymentMethodId) return null;
  return { brand: card.brand ?? "card", last4: card.last4 ?? "" };
}

/**
 * The card that paid through Checkout (not a saved one), for the receipt. Best effort: the
 * payment is recorded and the receipt sent without it rather than the event failing.
 */
async function cardThatPaid(ctx: ServiceContext, paymentIntentId: string | null, paymentMethodId: string | null) {
  const key = ctx.settings.stripeSecretKey;
  if (!key) return localPaymentCard(paymentMethodId);
  if (!paymentIntentId) return null;
  try {
    return await createStripeGateway(createStripeClient(key)).paymentCard(paymentIntentId);
  } catch (error) {
    console.error(`The card of ${paymentIntentId} could not be read: ${String(error)}`);
    return null;
  }
}

/**
 * A payment taken: the visit's or tip's, or, when that is already paid by another intent
 * (or becomes so first, racing), a duplicate to refund (duplicateWrites).
 */
export async function paymentIntentSucceeded(ctx: ServiceContext, intent: Stripe.PaymentIntent, now: Date): Promise<EventWrite[]> {
  const found = await readPayment(ctx.db, { paymentId: intent.metadata?.payment_id, intentId: intent.id });
  if (!found) return [];
  const arrived = { paymentIntentId: intent.id, checkoutSessionId: null, amountCents: intent.amount_received };
  if (found.payment.status === "paid") return duplicateWrites(ctx, found, arrived, now);
  const methodId = idOf(intent.payment_method);
  const card = savedCardUsed(found.facts.card, methodId) ?? (await cardThatPaid(ctx, intent.id, methodId));
  const paid = await paidWrites(ctx, found, { amountCents: intent.amount_received, paymentIntentId: intent.id, card }, now);
  return [...paid, ...duplicateWrites(ctx, found, arrived, now)];
}

export function paymentIntentFailed(ctx: ServiceContext, intent: Stripe.PaymentIntent, now: Date): EventWrite[] {
  const message = intent.last_payment_error?.message ?? "The payment failed.";
  return paymentErrorWrites(ctx.db, { paymentId: intent.metadata?.payment_id, intentId: intent.id }, message, now);
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

/** The card a setup intent saved: from the event when Stripe expanded it, else asked of Stripe. */
async function cardOfSetup(ctx: ServiceContext, setupIntent: string | Stripe.SetupIntent): Promise<CardDetails> {
  if (typeof setupIntent !== "string" && typeof setupIntent.payment_method === "object" && setupIntent.payment_method?.card) {
    const { id, card } = setupIntent.payment_method;
    return { paymentMethodId: id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
  }
  return savedCard(ctx, typeof setupIntent === "string" ? setupIntent : setupIntent.id);
}

/**
 * Setup mode: the card the customer saved for the visit (a newer setup session of the same
 * booking wins; one saved signed in is kept on the account too), or a card saved to the
 * account from the Profile tab.
 */
export async function setupCheckoutCompleted(ctx: ServiceContext, session: Stripe.Checkout.Session, now: Date): Promise<EventWrite[]> {
  const setupIntent = session.setup_intent;
  if (!setupIntent) return [];
  const [[row], [walletRow]] = await Promise.all([
    ctx.db.select().from(bookingCards).where(eq(bookingCards.setupSessionId, session.id)),
    ctx.db.select().from(accountCards).where(eq(accountCards.setupSessionId, session.id)),
  ]);
  // The account's session names its account: a session of anyone else's changes nothing.
  if (walletRow)
    return session.metadata?.user_id === walletRow.userId
      ? walletCardWrites(ctx.db, walletRow, await cardOfSetup(ctx, setupIntent), now)
      : [];
  if (!row) return [];
  const card = await cardOfSetup(ctx, setupIntent);
  const { paymentMethodId, brand, last4 } = card;
  return [
    {
      statement: ctx.db
        .update(bookingCards)
        .set({ paymentMethodId, brand, last4, setupUrl: null, setupExpiresAt: null, updatedAt: now })
        .where(
          and(
            eq(bookingCards.bookingId, row.bookingId),
            or(eq(bookingCards.setupSessionId, session.id), isNull(bookingCards.setupSessionId)),
          ),
        ),
    },
    ...(await accountCopyWrites(ctx.db, row, card, now)),
  ];
}

/** Payment mode: the pay link or the tip was paid (or paid twice: see paymentIntentSucceeded). */
export async function paymentCheckoutCompleted(ctx: ServiceContext, session: Stripe.Checkout.Session, now: Date): Promise<EventWrite[]> {
  if (session.payment_status !== "paid") return [];
  const found = await readPayment(ctx.db, { paymentId: session.metadata?.payment_id, sessionId: session.id });
  if (!found) return [];
  const intentId = idOf(session.payment_intent);
  const amountCents = session.amount_total ?? found.payment.amountCents;
  // A paid session in payment mode always has its intent; without one there is nothing to refund by.
  const arrived = intentId
    ? duplicateWrites(ctx, found, { paymentIntentId: intentId, checkoutSessionId: session.id, amountCents }, now)
    : [];
  if (found.payment.status === "paid") return arrived;
  return [...(await paidWrites(ctx, found, { amountCents, paymentIntentId: intentId, card: null }, now)), ...arrived];
}

export async function chargeRefunded(ctx: ServiceContext, charge: Stripe.Charge, now: Date): Promise<EventWrite[]> {
  const intentId = idOf(charge.payment_intent);
  if (!intentId) return [];
  // The charge is a visit's or tip's payment, or a duplicate of one being refunded: whichever it is, the other write changes nothing.
  return [
    ...(await refundWrites(ctx, intentId, charge.amount_refunded, now)),
    ...duplicateRefundWrites(ctx.db, intentId, charge.amount_refunded, now),
  ];
}
