import { eq, isNull, or, sql } from "drizzle-orm";
import { BillingUnavailableError, type BillingGateway } from "#worker/billing/gateway";
import { billingGateway } from "#worker/billing/request-gateway";
import { bookingPayments, type BookingPaymentRecord, type BookingRecord } from "#worker/db/schema";
import { payLinkEmail } from "#worker/emails/payments";
import { manageBookingUrl } from "../bookings/booking-links";
import type { ServiceContext } from "../context";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { Conflict } from "../errors";
import { keepPayment, movePayment } from "./payment-machine";
import { markPaid } from "./payment-records";
import { hasCard, paymentFactsFor } from "./payment-state";

/**
 * Takes the visit's payment for one attempt with one conditional update: of concurrent
 * completions and retries, one attempt runs and the others are refused before Stripe is called.
 */
export async function claimCharge(ctx: ServiceContext, paymentId: string): Promise<BookingPaymentRecord> {
  const now = ctx.now();
  const [claimed] = await movePayment(ctx.db, paymentId, "claim", {}, now).returning();
  if (claimed) return claimed;
  const [current] = await ctx.db.select({ status: bookingPayments.status }).from(bookingPayments).where(eq(bookingPayments.id, paymentId));
  if (current?.status === "paid") throw new Conflict("already_paid", "This visit is already paid.");
  throw new Conflict("charge_in_progress", "This visit's payment is being taken right now. Please reload in a moment.");
}

export type SettleOutcome = "paid" | "awaiting_payment" | "failed";

/**
 * Settles a claimed visit payment: the saved card is charged off-session once (unless the
 * total needs the customer's approval or that card already failed); otherwise, or when the
 * card is declined or needs its owner, a pay link for exactly the amount is emailed. Stripe
 * being unreachable leaves the payment `failed` with the error, for the admin's retry.
 */
export async function settleVisitPayment(
  ctx: ServiceContext,
  booking: BookingRecord,
  payment: BookingPaymentRecord,
): Promise<SettleOutcome> {
  const gateway = billingGateway(ctx);
  const { card } = await paymentFactsFor(ctx.db, booking.id);
  const metadata = { booking_id: booking.id, reference: booking.reference, payment_id: payment.id, kind: "visit" };
  const description = `${booking.serviceTitle} (${booking.reference})`;
  let reason: "no_card" | "declined" | "approval" = payment.approvalRequired ? "approval" : hasCard(card) ? "declined" : "no_card";
  let closed: string | null = null;
  try {
    if (hasCard(card) && !payment.approvalRequired && card.paymentMethodId !== payment.declinedPaymentMethodId) {
      // A pay link may be open (a card saved after it was sent): it is closed first, so the
      // customer cannot pay it as well; one already paid means the card is not charged.
      if (payment.checkoutSessionId && (await gateway.expireCheckoutSession(payment.checkoutSessionId)) === "completed") {
        await backToAwaiting(ctx, payment.id);
        return "awaiting_payment";
      }
      closed = payment.checkoutSessionId;
      const outcome = await gateway.chargeOffSession({
        customerId: card.stripeCustomerId,
        paymentMethodId: card.paymentMethodId,
        amountCents: payment.amountCents,
        description,
        metadata,
        // The attempt moves on only after a definite decline, so a retry after a timeout replays the same request.
        idempotencyKey: `visit-charge-${payment.id}-${payment.attempt}`,
      });
      if (outcome.status === "succeeded") {
        await markPaid(ctx, payment.id, {
          amountCents: payment.amountCents,
          paymentIntentId: outcome.paymentIntentId,
          card: { brand: card.brand ?? "card", last4: card.last4 ?? "" },
        });
        return "paid";
      }
      reason = "declined";
      await keepPayment(
        ctx.db,
        payment.id,
        "recordDecline",
        { attempt: sql`${bookingPayments.attempt} + 1`, declinedPaymentMethodId: card.paymentMethodId, lastError: outcome.message },
        ctx.now(),
      );
    }
    return await sendPayLink(ctx, gateway, booking, payment, { customerId: card?.stripeCustomerId ?? null, reason, closed });
  } catch (error) {
    if (!(error instanceof BillingUnavailableError)) throw error;
    console.error(error.message);
    await movePayment(ctx.db, payment.id, "fail", { lastError: error.message }, ctx.now());
    return "failed";
  }
}

/** The claimed payment goes back to awaiting its pay link, which the customer paid: that payment's own webhook records it. */
async function backToAwaiting(ctx: ServiceContext, paymentId: string) {
  await movePayment(ctx.db, paymentId, "awaitCustomer", {}, ctx.now());
}

/**
 * A payment keeps one Checkout session open. Once a new one is made in place of another (a
 * pay link renewed in the last hour of Stripe's 24, a tip of another amount, a pay link
 * sent again), the one replaced is expired at Stripe, so a customer with both tabs open
 * cannot pay twice. "paid" when it was paid meanwhile: its own webhook records that payment,
 * and the caller hands out nothing new. Stripe being unreachable here does not hold up the
 * new checkout: the old one lapses within the hour, and a payment through it meanwhile
 * is refunded as a duplicate (payment-duplicates.ts).
 */
export async function closeReplacedCheckout(gateway: BillingGateway, replaced: string | null, current: string): Promise<"closed" | "paid"> {
  if (!replaced || replaced === current) return "closed";
  try {
    return (await gateway.expireCheckoutSession(replaced)) === "completed" ? "paid" : "closed";
  } catch (error) {
    if (!(error instanceof BillingUnavailableError)) throw error;
    console.error(`The replaced checkout ${replaced} could not be closed: ${error.message}`);
    return "closed";
  }
}

/** The payment's stored session is still the one replaced, or already the new one (a concurrent open made the same). */
export function sessionStill(replaced: string | null, current: string) {
  const stored = bookingPayments.checkoutSessionId;
  return or(replaced ? eq(stored, replaced) : isNull(stored), eq(stored, current));
}

/** Stripe's Checkout sessions lapse after 24 hours: a stored one is handed out until shortly before. */
export const CHECKOUT_REUSE_MS = 23 * 60 * 60 * 1000;

/** Our address for paying a visit: it opens the open Checkout session or a new one (see openPayLink). */
export async function payLinkFor(ctx: ServiceContext, reference: string): Promise<string> {
  const token = new URL(await manageBookingUrl(ctx.settings, reference)).searchParams.get("token") ?? "";
  return `${ctx.settings.siteUrl}/api/my-bookings/${encodeURIComponent(reference)}/pay?${new URLSearchParams({ token })}`;
}

/** Checkout in payment mode for exactly the visit's amount. */
export async function createVisitCheckout(
  ctx: ServiceContext,
  gateway: BillingGateway,
  booking: BookingRecord,
  payment: BookingPaymentRecord,
  customerId: string | null,
  idempotencyKey: string,
) {
  const manageUrl = await manageBookingUrl(ctx.settings, booking.reference, booking.locale);
  return gateway.createPaymentCheckout({
    amountCents: payment.amountCents,
    description: `${booking.serviceTitle} (${booking.reference})`,
    customerId,
    customerEmail: booking.customerEmail,
    metadata: { booking_id: booking.id, reference: booking.reference, payment_id: payment.id, kind: "visit" },
    successUrl: `${manageUrl}&paid=1`,
    cancelUrl: manageUrl,
    idempotencyKey,
  });
}

/**
 * A pay link for the visit, emailed (our address, which outlives Stripe's session); the
 * payment awaits it. An earlier pay link's session still open is closed (unless the card
 * attempt already closed it: `closed`); if the customer paid it meanwhile, no new link goes out.
 */
async function sendPayLink(
  ctx: ServiceContext,
  gateway: BillingGateway,
  booking: BookingRecord,
  payment: BookingPaymentRecord,
  link: { customerId: string | null; reason: "no_card" | "declined" | "approval"; closed: string | null },
): Promise<SettleOutcome> {
  const [current] = await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.id, payment.id));
  if (current?.status !== "charging") return current?.status === "paid" ? "paid" : "awaiting_payment";
  const session = await createVisitCheckout(ctx, gateway, booking, current, link.customerId, `pay-link-${payment.id}-${current.attempt}`);
  const replaced = current.checkoutSessionId === link.closed ? null : current.checkoutSessionId;
  if ((await closeReplacedCheckout(gateway, replaced, session.id)) === "paid") {
    await backToAwaiting(ctx, payment.id);
    return "awaiting_payment";
  }
  const payUrl = await payLinkFor(ctx, booking.reference);
  const now = ctx.now();
  // The email is stored in the batch of the move it tells of, only if the move was made.
  const mail = messagesToStore(ctx.mailer, [payLinkEmail(booking, payment.lines, payUrl, link.reason)], now);
  const [waiting, stored] = await ctx.db.batch([
    movePayment(
      ctx.db,
      payment.id,
      "awaitCustomer",
      {
        checkoutSessionId: session.id,
        checkoutUrl: session.url,
        checkoutExpiresAt: new Date(now.getTime() + CHECKOUT_REUSE_MS),
        payUrl,
        // Its reminders count from this email (payment-collections.ts).
        payLinkSentAt: now,
        payLinkReminders: 0,
        ownerToldUnpaidAt: null,
      },
      now,
    ).returning({ id: bookingPayments.id }),
    storeMessagesIf(ctx.mailer, mail),
  ]);
  if (waiting.length === 0) return "paid";
  await queueStored(ctx.mailer, mail, stored);
  return "awaiting_payment";
}
