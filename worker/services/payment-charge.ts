import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { BillingUnavailableError, type BillingGateway } from "../billing/gateway";
import { billingGateway } from "../billing/request-gateway";
import { bookingPayments, type BookingPaymentRecord, type BookingRecord } from "../db/schema";
import { payLinkEmail } from "../emails/payments";
import { manageBookingUrl } from "./booking-links";
import type { ServiceContext } from "./context";
import { sendEmail } from "./email";
import { Conflict } from "./errors";
import { markPaid } from "./payment-records";
import { hasCard, paymentFactsFor } from "./payment-state";

/** A claim older than this belongs to an attempt that died (the worker was stopped): it may be tried again. */
const STALE_CHARGE_MS = 5 * 60 * 1000;

/**
 * Takes the visit's payment for one attempt with one conditional update: of concurrent
 * completions and retries, one attempt runs and the others are refused before Stripe is called.
 */
export async function claimCharge(ctx: ServiceContext, paymentId: string): Promise<BookingPaymentRecord> {
  const now = ctx.now();
  const [claimed] = await ctx.db
    .update(bookingPayments)
    .set({ status: "charging", updatedAt: now })
    .where(
      and(
        eq(bookingPayments.id, paymentId),
        or(
          inArray(bookingPayments.status, ["pending", "failed", "awaiting_payment"]),
          and(eq(bookingPayments.status, "charging"), lt(bookingPayments.updatedAt, new Date(now.getTime() - STALE_CHARGE_MS))),
        ),
      ),
    )
    .returning();
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
  try {
    if (hasCard(card) && !payment.approvalRequired && card.paymentMethodId !== payment.declinedPaymentMethodId) {
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
      await ctx.db
        .update(bookingPayments)
        .set({
          attempt: sql`${bookingPayments.attempt} + 1`,
          declinedPaymentMethodId: card.paymentMethodId,
          lastError: outcome.message,
          updatedAt: ctx.now(),
        })
        .where(and(eq(bookingPayments.id, payment.id), eq(bookingPayments.status, "charging")));
    }
    return await sendPayLink(ctx, gateway, booking, payment, card?.stripeCustomerId ?? null, reason);
  } catch (error) {
    if (!(error instanceof BillingUnavailableError)) throw error;
    console.error(error.message);
    await ctx.db
      .update(bookingPayments)
      .set({ status: "failed", lastError: error.message, updatedAt: ctx.now() })
      .where(and(eq(bookingPayments.id, payment.id), eq(bookingPayments.status, "charging")));
    return "failed";
  }
}

/** Checkout in payment mode for exactly the visit's amount, emailed; the payment awaits it. */
async function sendPayLink(
  ctx: ServiceContext,
  gateway: BillingGateway,
  booking: BookingRecord,
  payment: BookingPaymentRecord,
  customerId: string | null,
  reason: "no_card" | "declined" | "approval",
): Promise<SettleOutcome> {
  const [current] = await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.id, payment.id));
  if (current?.status !== "charging") return current?.status === "paid" ? "paid" : "awaiting_payment";
  const manageUrl = await manageBookingUrl(ctx.settings, booking.reference);
  const session = await gateway.createPaymentCheckout({
    amountCents: payment.amountCents,
    description: `${booking.serviceTitle} (${booking.reference})`,
    customerId,
    customerEmail: booking.customerEmail,
    metadata: { booking_id: booking.id, reference: booking.reference, payment_id: payment.id, kind: "visit" },
    successUrl: `${manageUrl}&paid=1`,
    cancelUrl: manageUrl,
    idempotencyKey: `pay-link-${payment.id}-${current.attempt}`,
  });
  const [waiting] = await ctx.db
    .update(bookingPayments)
    .set({ status: "awaiting_payment", checkoutSessionId: session.id, checkoutUrl: session.url, updatedAt: ctx.now() })
    .where(and(eq(bookingPayments.id, payment.id), eq(bookingPayments.status, "charging")))
    .returning();
  if (!waiting) return "paid";
  await sendEmail(ctx.mailer, payLinkEmail(booking, payment.lines, session.url, reason), ctx.now());
  return "awaiting_payment";
}
