import { and, eq, gte, sql } from "drizzle-orm";
import type { RefundRequest } from "#core/payments-api";
import { formatCents } from "#core/pricing";
import { billingGateway, withBilling } from "#worker/billing/request-gateway";
import { bookingPayments, bookings, paymentRefunds } from "#worker/db/schema";
import { recordAction } from "../admin-audit";
import type { SignedInContext } from "../context";
import { NotFound } from "../errors";
import { keepPayment } from "./payment-machine";
import { paymentFactsFor } from "./payment-state";
import { insertRefundIfClaimed, nothingPaid, paidOutside, refundRecord, tooLarge } from "./refund-records";

/**
 * Refunds part or all of one payment of a booking: the visit's or the tip's (each its own
 * Stripe payment, so a tip refund never takes from the visit's). The amount is claimed first
 * with one conditional update (never more than that payment's paid amount, counting refunds
 * still on their way), so two clicks cannot refund twice, and the refund's row (its kind and
 * reason, as codes) is written in the same batch; the Stripe idempotency key is the claim's
 * position, so a retry after Stripe failed sends the same request. The refund shows once
 * Stripe's charge.refunded event arrives. The console's route reads the booking's detail after.
 */
export async function refundPayment(ctx: SignedInContext, reference: string, request: RefundRequest, requestKey: string): Promise<void> {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
  if (!booking) throw new NotFound("not_found", "There is no booking with this reference.");
  const amountCents = request.amount_cents;
  const payment = (await paymentFactsFor(ctx.db, booking.id))[request.kind];
  if (payment?.status === "paid" && payment.paidOutside) throw paidOutside();
  if (payment?.status !== "paid" || !payment.paymentIntentId) throw nothingPaid(request.kind);
  // The same request again (its Idempotency-Key) answers as the first did, without a second refund.
  if (payment.lastRefundKey === requestKey) return;
  const now = ctx.now();
  const record = refundRecord(payment.id, request, requestKey, now);
  const [[claimed]] = await ctx.db.batch([
    keepPayment(
      ctx.db,
      payment.id,
      "refund",
      { refundRequestedCents: sql`${bookingPayments.refundRequestedCents} + ${amountCents}`, lastRefundKey: requestKey },
      now,
      and(
        sql`${bookingPayments.lastRefundKey} IS NOT ${requestKey}`,
        sql`${bookingPayments.paidCents} - ${bookingPayments.refundRequestedCents} >= ${amountCents}`,
      ),
    ).returning(),
    insertRefundIfClaimed(ctx.db, record),
  ]);
  if (!claimed) {
    const [current] = await ctx.db
      .select({ key: bookingPayments.lastRefundKey, paid: bookingPayments.paidCents, asked: bookingPayments.refundRequestedCents })
      .from(bookingPayments)
      .where(eq(bookingPayments.id, payment.id));
    if (current?.key === requestKey) return;
    throw tooLarge(request.kind, Math.max(0, (current?.paid ?? 0) - (current?.asked ?? 0)));
  }
  const before = claimed.refundRequestedCents - amountCents;
  try {
    await withBilling(() =>
      billingGateway(ctx).refund({
        paymentIntentId: payment.paymentIntentId as string,
        amountCents,
        idempotencyKey: `refund-${payment.id}-${before}-${amountCents}`,
        metadata: { booking_id: booking.id, payment_id: payment.id },
      }),
    );
  } catch (error) {
    // Not sent: the amount is free to be asked again (with the same key, should Stripe have taken it after all).
    await ctx.db.batch([
      keepPayment(
        ctx.db,
        payment.id,
        "refund",
        { refundRequestedCents: sql`${bookingPayments.refundRequestedCents} - ${amountCents}`, lastRefundKey: null },
        ctx.now(),
        gte(bookingPayments.refundRequestedCents, amountCents),
      ),
      ctx.db.delete(paymentRefunds).where(eq(paymentRefunds.id, record.id)),
    ]);
    throw error;
  }
  const what = request.kind === "tip" ? "tip refund" : "refund";
  await recordAction(
    ctx.db,
    ctx.user,
    { action: "refund", targetType: "booking", targetId: booking.id, detail: `${what} of ${formatCents(amountCents)} asked` },
    now,
  );
}
