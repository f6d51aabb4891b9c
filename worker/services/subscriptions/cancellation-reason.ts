import type { CancellationReasonRequest, CancellationReasonResponse } from "#core/cancellation-reasons";
import { subscriptionCancellationReasons } from "#worker/db/schema";
import type { SignedInContext } from "../context";
import { Forbidden } from "../errors";
import { currentSubscription, isServing } from "./subscription-state";

/**
 * Keeps why the signed-in subscriber is about to cancel, on their serving subscription. One
 * statement that inserts or rewrites the subscription's one row, so a double click or a second
 * try leaves one reason, the latest. Whether they cancel is Stripe's to report.
 */
export async function recordCancellationReason(
  ctx: SignedInContext,
  request: CancellationReasonRequest,
): Promise<CancellationReasonResponse> {
  const record = await currentSubscription(ctx.db, ctx.user.id);
  if (!record || !isServing(record)) throw new Forbidden("not_subscribed", "You have no active subscription to cancel.");
  const row = { reason: request.reason, note: request.reason === "other" ? (request.note ?? null) : null, createdAt: ctx.now() };
  await ctx.db
    .insert(subscriptionCancellationReasons)
    .values({ subscriptionId: record.id, ...row })
    .onConflictDoUpdate({ target: subscriptionCancellationReasons.subscriptionId, set: row });
  return { reason: request.reason };
}
