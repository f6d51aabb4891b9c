import { eq } from "drizzle-orm";
import { bookings } from "#worker/db/schema";
import { recordAction } from "../admin-audit";
import type { SignedInContext } from "../context";
import { Conflict, NotFound, ProviderFailed } from "../errors";
import { claimCharge, type SettleOutcome, settleVisitPayment } from "./payment-charge";
import { visitPaymentOf } from "./payment-state";

/**
 * The admin's retry of a completed, unpaid visit: after Stripe was down it charges (with the
 * same idempotency key, so a charge Stripe took silently is not taken twice) or sends the pay
 * link; after a decline it sends the pay link again, or charges a card the customer saved since.
 */
export async function retryVisitCharge(ctx: SignedInContext, reference: string): Promise<SettleOutcome> {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
  if (!booking) throw new NotFound("not_found", "There is no booking with this reference.");
  const visit = await visitPaymentOf(ctx.db, booking.id);
  if (!visit) throw new Conflict("not_completed", "This visit is not completed yet: complete it first.");
  const outcome = await settleVisitPayment(ctx, booking, await claimCharge(ctx, visit.id));
  await recordAction(ctx.db, ctx.user, { action: "charge", targetType: "booking", targetId: booking.id, detail: outcome }, ctx.now());
  if (outcome === "failed")
    throw new ProviderFailed("billing_unavailable", "We could not reach our payment provider. Please try again in a minute.");
  return outcome;
}
