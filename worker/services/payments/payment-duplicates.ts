import { and, eq, lt, or } from "drizzle-orm";
import { BillingUnavailableError, type BillingGateway } from "#worker/billing/gateway";
import { duplicatePayments } from "#worker/db/schema";
import type { ServiceContext } from "../context";

/**
 * Refunds of payments taken twice (payment-records.ts stores them as duplicates). Each is
 * refunded in full, once: a conditional update claims the row before Stripe is called, so
 * two deliveries, or a delivery and the cron, cannot both ask; the Stripe idempotency key is
 * the duplicate's intent, so a claim taken again after a call that died sends the same
 * request and Stripe refunds once. Stripe's charge.refunded event marks it refunded.
 */

/** A refund call still holding its claim after this died with its worker: the claim gives way. */
const STALE_CLAIM_MS = 5 * 60 * 1000;
/** Duplicates are rare; a cron run refunds at most this many and leaves the rest to the next. */
const DUE_PER_RUN = 20;

const stillToRefund = (now: Date) =>
  or(
    eq(duplicatePayments.refundStatus, "pending"),
    and(eq(duplicatePayments.refundStatus, "refunding"), lt(duplicatePayments.updatedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
  );

/** Refunds these duplicates, one after the other: the webhook's, right after the batch that stored them. */
export async function refundDuplicatePayments(ctx: ServiceContext, gateway: BillingGateway, ids: readonly string[]): Promise<void> {
  for (const id of ids) await refundDuplicate(ctx, gateway, id);
}

/** The cron's pass: duplicates Stripe could not refund before, or whose refund call died. */
export async function refundDueDuplicatePayments(ctx: ServiceContext, gateway: BillingGateway): Promise<void> {
  const due = await ctx.db.select({ id: duplicatePayments.id }).from(duplicatePayments).where(stillToRefund(ctx.now())).limit(DUE_PER_RUN);
  await refundDuplicatePayments(
    ctx,
    gateway,
    due.map((row) => row.id),
  );
}

async function refundDuplicate(ctx: ServiceContext, gateway: BillingGateway, id: string): Promise<void> {
  const now = ctx.now();
  const [claimed] = await ctx.db
    .update(duplicatePayments)
    .set({ refundStatus: "refunding", updatedAt: now })
    .where(and(eq(duplicatePayments.id, id), stillToRefund(now)))
    .returning();
  if (!claimed) return;
  const held = and(eq(duplicatePayments.id, id), eq(duplicatePayments.refundStatus, "refunding"));
  try {
    await gateway.refund({
      paymentIntentId: claimed.paymentIntentId,
      amountCents: claimed.amountCents,
      idempotencyKey: `duplicate-refund-${claimed.paymentIntentId}`,
      metadata: { payment_id: claimed.paymentId, duplicate_payment_id: claimed.id },
    });
  } catch (error) {
    if (!(error instanceof BillingUnavailableError)) throw error;
    console.error(`The duplicate payment ${claimed.paymentIntentId} could not be refunded: ${error.message}`);
    await ctx.db.update(duplicatePayments).set({ refundStatus: "pending", lastError: error.message, updatedAt: ctx.now() }).where(held);
    return;
  }
  // Stripe's charge.refunded may have arrived first (the local checkout delivers it inside the call): it is not undone.
  await ctx.db.update(duplicatePayments).set({ refundStatus: "requested", lastError: null, updatedAt: ctx.now() }).where(held);
}
