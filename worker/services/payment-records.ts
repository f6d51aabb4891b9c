import { and, eq, ne, sql } from "drizzle-orm";
import { bookingPayments, bookings, type BookingPaymentRecord, type BookingRecord } from "../db/schema";
import { receiptEmail, refundEmail } from "../emails/payments";
import { manageBookingUrl } from "./booking-links";
import type { ServiceContext } from "./context";
import { sendEmail } from "./email";
import { finalQuote, paymentFactsFor } from "./payment-state";

/**
 * The transitions of a payment that Stripe's answers and events both report. Each is one
 * conditional update that only moves forward (unpaid -> paid; refunded only grows, never
 * past what was paid), so an event arriving twice, late or out of order changes nothing
 * twice, and the email that goes with it is sent by whichever arrival moved the row.
 */

async function bookingOf(ctx: ServiceContext, bookingId: string): Promise<BookingRecord | undefined> {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return booking;
}

/** Marks a payment paid (from the charge's answer, payment_intent.succeeded or checkout.session.completed) and sends the receipt once. */
export async function markPaid(
  ctx: ServiceContext,
  paymentId: string,
  paid: { amountCents: number; paymentIntentId: string | null; card: { brand: string; last4: string } | null },
): Promise<BookingPaymentRecord | undefined> {
  const now = ctx.now();
  const [payment] = await ctx.db
    .update(bookingPayments)
    .set({
      status: "paid",
      paidCents: paid.amountCents,
      paidAt: now,
      paymentIntentId: paid.paymentIntentId ? paid.paymentIntentId : sql`${bookingPayments.paymentIntentId}`,
      cardBrand: paid.card?.brand ?? null,
      cardLast4: paid.card?.last4 ?? null,
      lastError: null,
      updatedAt: now,
    })
    .where(and(eq(bookingPayments.id, paymentId), ne(bookingPayments.status, "paid")))
    .returning();
  if (!payment) return undefined;
  const booking = await bookingOf(ctx, payment.bookingId);
  if (!booking) return payment;
  const facts = await paymentFactsFor(ctx.db, booking.id);
  const quote = payment.kind === "tip" ? payment.lines : finalQuote(facts);
  if (quote) {
    const manageUrl = await manageBookingUrl(ctx.settings, booking.reference);
    await sendEmail(
      ctx.mailer,
      receiptEmail(booking, quote, { amountCents: paid.amountCents, card: paid.card, tip: payment.kind === "tip" }, manageUrl),
      now,
    );
  }
  return payment;
}

/** A failed attempt Stripe reported: kept for the admin, unless the payment was paid meanwhile. */
export async function recordPaymentError(ctx: ServiceContext, paymentId: string, message: string): Promise<void> {
  await ctx.db
    .update(bookingPayments)
    .set({ lastError: message, updatedAt: ctx.now() })
    .where(and(eq(bookingPayments.id, paymentId), ne(bookingPayments.status, "paid")));
}

/**
 * Stripe's running refunded total of a charge: stored when it grows, capped at what was
 * paid, and the customer is told the difference.
 */
export async function recordRefunded(ctx: ServiceContext, paymentIntentId: string, refundedByStripe: number): Promise<void> {
  const [before] = await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.paymentIntentId, paymentIntentId));
  if (!before) return;
  const refunded = Math.min(refundedByStripe, before.paidCents);
  const now = ctx.now();
  const [after] = await ctx.db
    .update(bookingPayments)
    .set({
      refundedCents: refunded,
      // A refund made in Stripe's dashboard also bounds the next one asked here.
      refundRequestedCents: sql`MAX(${bookingPayments.refundRequestedCents}, ${refunded})`,
      updatedAt: now,
    })
    .where(and(eq(bookingPayments.id, before.id), sql`${bookingPayments.refundedCents} < ${refunded}`))
    .returning();
  if (!after) return;
  const booking = await bookingOf(ctx, after.bookingId);
  if (booking) await sendEmail(ctx.mailer, refundEmail(booking, refunded - before.refundedCents, refunded), now);
}
