import { eq } from "drizzle-orm";
import type { SubscriptionState } from "#core/api-types";
import { localizedPath } from "#core/i18n/locale";
import { packageOrDefault, type PackageId } from "#core/packages";
import type { EmergencyResponse } from "#core/subscription-api";
import type { BillingGateway, SubscriptionSnapshot } from "#worker/billing/gateway";
import type { Database } from "#worker/db/client";
import { bookings, emergencyRequests } from "#worker/db/schema";
import { emergencyBusinessEmail, emergencyCustomerEmail } from "#worker/emails/subscription";
import type { SignedInContext } from "../context";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { Conflict, Forbidden, NotFound, RateLimited } from "../errors";
import { takeRequest } from "../rate-limit";
import { verifiedPriceId, storedCustomer } from "./subscription-checkout";
import { isServing, currentSubscription } from "./subscription-state";

const NOT_SUBSCRIBED = "You do not have an active subscription.";

async function servingSubscription(db: Database, userId: string) {
  const record = await currentSubscription(db, userId);
  if (!record || !isServing(record)) throw new Forbidden("not_subscribed", NOT_SUBSCRIBED);
  return record;
}

function stateFromSnapshot(snapshot: SubscriptionSnapshot): SubscriptionState {
  return {
    subscribed: isServing(snapshot),
    subscription_tier: snapshot.packageId ?? null,
    subscription_end: snapshot.currentPeriodEnd?.toISOString() ?? null,
    status: snapshot.status,
    cancel_at_period_end: snapshot.cancelAtPeriodEnd,
  };
}

/**
 * Switches plan with Stripe's proration and answers the updated subscription as Stripe
 * returned it; D1 follows when the matching webhook event lands.
 */
export async function changePlan(ctx: SignedInContext, gateway: BillingGateway, packageId: PackageId): Promise<SubscriptionState> {
  const record = await servingSubscription(ctx.db, ctx.user.id);
  if (record.packageId === packageId) throw new Conflict("same_plan", "You are already on this plan.");
  if (record.status === "past_due") throw new Conflict("payment_due", "Please update your payment method before changing plans.");
  const priceId = await verifiedPriceId(gateway, packageOrDefault(packageId));
  const snapshot = await gateway.switchPlan({ subscriptionId: record.stripeSubscriptionId, priceId, packageId });
  return stateFromSnapshot(snapshot);
}

/**
 * Takes back a scheduled cancellation while the subscription still runs; as with a plan
 * switch, D1 follows when Stripe's customer.subscription.updated lands (and emails go out).
 */
export async function resumeSubscription(ctx: SignedInContext, gateway: BillingGateway): Promise<SubscriptionState> {
  const record = await servingSubscription(ctx.db, ctx.user.id);
  if (!record.cancelAtPeriodEnd) throw new Conflict("not_ending", "Your subscription is not set to end.");
  return stateFromSnapshot(await gateway.resumeSubscription(record.stripeSubscriptionId));
}

/** The Billing Portal (card, invoices, cancellation) for the signed-in user's own Stripe customer. */
export async function billingPortalUrl(ctx: SignedInContext, gateway: BillingGateway): Promise<string> {
  const customerId = await storedCustomer(ctx.db, ctx.user.id);
  if (!customerId) throw new NotFound("no_billing_account", "You have no billing account yet. Subscribe to a plan first.");
  return gateway.createPortalSession({
    customerId,
    returnUrl: `${ctx.settings.siteUrl}${localizedPath("/subscription", ctx.user.locale)}`,
    locale: ctx.user.locale,
  });
}

const EMERGENCIES_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Records the signed-in subscriber's emergency request and tells the business and the customer. */
export async function requestEmergencyCleaning(ctx: SignedInContext, notes: string | null): Promise<EmergencyResponse> {
  const { db, user } = ctx;
  const now = ctx.now();
  const record = await servingSubscription(db, user.id);
  if (!(await takeRequest(db, `emergency:${user.id}`, EMERGENCIES_PER_DAY, DAY_MS, now.getTime()))) {
    throw new RateLimited("rate_limited", "You have sent several emergency requests today. Please call us for anything urgent.");
  }
  const [firstBooking] = record.firstBookingId ? await db.select().from(bookings).where(eq(bookings.id, record.firstBookingId)) : [];
  // Answered in the subscription's language, as every email about it.
  const subscriber = { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() || user.email, locale: record.locale };
  const mail = messagesToStore(
    ctx.mailer,
    [
      emergencyBusinessEmail(ctx.settings.businessEmail, subscriber, packageOrDefault(record.packageId), notes, firstBooking),
      emergencyCustomerEmail(subscriber, notes),
    ],
    now,
  );
  // The request and both emails are one batch: stored together, or none of them.
  const [[request], stored] = await db.batch([
    db
      .insert(emergencyRequests)
      .values({ id: crypto.randomUUID(), userId: user.id, packageId: record.packageId, notes, createdAt: now })
      .returning(),
    storeMessagesIf(ctx.mailer, mail),
  ]);
  if (!request) throw new Error("The emergency request could not be stored.");
  await queueStored(ctx.mailer, mail, stored);
  return { request: { id: request.id, created_at: request.createdAt.toISOString() }, message: "We'll contact you within 24 hours." };
}
