import { and, eq, gte, sql } from "drizzle-orm";
import type { AdminBookingDetail } from "../../../core/admin-api";
import { formatCents } from "../../../core/pricing";
import { billingGateway, withBilling } from "../../billing/request-gateway";
import { bookingPayments, bookings } from "../../db/schema";
import { recordAction } from "../admin-audit";
import { bookingDetail } from "../reads/admin-bookings";
import type { SignedInContext } from "../context";
import { Conflict, Invalid, NotFound } from "../errors";
import { visitPaymentOf } from "./payment-state";

/**
 * Refunds part or all of a visit's payment. The amount is claimed first with one
 * conditional update (never more than was paid, counting refunds still on their way), so
 * two clicks cannot refund twice; the Stripe idempotency key is the claim's position, so a
 * retry after Stripe failed sends the same request. The refund shows once Stripe's
 * charge.refunded event arrives.
 */
export async function refundVisit(
  ctx: SignedInContext,
  reference: string,
  amountCents: number,
  requestKey: string,
): Promise<AdminBookingDetail> {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
  if (!booking) throw new NotFound("not_found", "There is no booking with this reference.");
  const visit = await visitPaymentOf(ctx.db, booking.id);
  if (visit?.status !== "paid" || !visit.paymentIntentId)
    throw new Conflict("not_paid", "This visit has not been paid, so there is nothing to refund.");
  // The same request again (its Idempotency-Key) answers as the first did, without a second refund.
  if (visit.lastRefundKey === requestKey) return bookingDetail(ctx, reference);
  const now = ctx.now();
  const [claimed] = await ctx.db
    .update(bookingPayments)
    .set({ refundRequestedCents: sql`${bookingPayments.refundRequestedCents} + ${amountCents}`, lastRefundKey: requestKey, updatedAt: now })
    .where(
      and(
        eq(bookingPayments.id, visit.id),
        eq(bookingPayments.status, "paid"),
        sql`${bookingPayments.lastRefundKey} IS NOT ${requestKey}`,
        sql`${bookingPayments.paidCents} - ${bookingPayments.refundRequestedCents} >= ${amountCents}`,
      ),
    )
    .returning();
  if (!claimed) {
    const [current] = await ctx.db
      .select({ key: bookingPayments.lastRefundKey })
      .from(bookingPayments)
      .where(eq(bookingPayments.id, visit.id));
    if (current?.key === requestKey) return bookingDetail(ctx, reference);
    const left = Math.max(0, visit.paidCents - visit.refundRequestedCents);
    throw new Invalid("refund_too_large", `At most ${formatCents(left)} can be refunded.`, {
      amount_cents: `At most ${formatCents(left)} can be refunded.`,
    });
  }
  const before = claimed.refundRequestedCents - amountCents;
  try {
    await withBilling(() =>
      billingGateway(ctx).refund({
        paymentIntentId: visit.paymentIntentId as string,
        amountCents,
        idempotencyKey: `refund-${visit.id}-${before}-${amountCents}`,
        metadata: { booking_id: booking.id, payment_id: visit.id },
      }),
    );
  } catch (error) {
    // Not sent: the amount is free to be asked again (with the same key, should Stripe have taken it after all).
    await ctx.db
      .update(bookingPayments)
      .set({
        refundRequestedCents: sql`${bookingPayments.refundRequestedCents} - ${amountCents}`,
        lastRefundKey: null,
        updatedAt: ctx.now(),
      })
      .where(and(eq(bookingPayments.id, visit.id), gte(bookingPayments.refundRequestedCents, amountCents)));
    throw error;
  }
  await recordAction(
    ctx.db,
    ctx.user,
    { action: "refund", targetType: "booking", targetId: booking.id, detail: `refund of ${formatCents(amountCents)} asked` },
    now,
  );
  return bookingDetail(ctx, reference);
}
