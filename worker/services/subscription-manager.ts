import { eq } from "drizzle-orm";
import type { SubscriptionState } from "../../core/api-types";
import { packageOrDefault, type PackageId } from "../../core/packages";
import type { EmergencyResponse } from "../../core/subscription-api";
import type { BillingGateway, SubscriptionSnapshot } from "../billing/gateway";
import type { Database } from "../db/client";
import { bookings, emergencyRequests } from "../db/schema";
import { emergencyBusinessEmail, emergencyCustomerEmail } from "../emails/subscription";
import { ApiError } from "../errors";
import type { SessionUser } from "../middleware/session";
import { sendEmail, type Mailer } from "./email";
import { takeRequest } from "./rate-limit";
import { verifiedPriceId, storedCustomer } from "./subscription-checkout";
import { isServing, latestSubscription } from "./subscription-state";

const NOT_SUBSCRIBED = "You do not have an active subscription.";

async function servingSubscription(db: Database, userId: string) {
  const record = await latestSubscription(db, userId);
  if (!record || !isServing(record)) throw new ApiError(403, "not_subscribed", NOT_SUBSCRIBED);
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
export async function changePlan(
  deps: { db: Database; gateway: BillingGateway },
  userId: string,
  packageId: PackageId,
): Promise<SubscriptionState> {
  const record = await servingSubscription(deps.db, userId);
  if (record.packageId === packageId) throw new ApiError(409, "same_plan", "You are already on this plan.");
  if (record.status === "past_due") throw new ApiError(409, "payment_due", "Please update your payment method before changing plans.");
  const priceId = await verifiedPriceId(deps.gateway, packageOrDefault(packageId));
  const snapshot = await deps.gateway.switchPlan({ subscriptionId: record.stripeSubscriptionId, priceId, packageId });
  return stateFromSnapshot(snapshot);
}

/** The Billing Portal (card, invoices, cancellation) for the user's own Stripe customer. */
export async function billingPortalUrl(deps: { db: Database; gateway: BillingGateway; siteUrl: string }, userId: string): Promise<string> {
  const customerId = await storedCustomer(deps.db, userId);
  if (!customerId) throw new ApiError(404, "no_billing_account", "You have no billing account yet. Subscribe to a plan first.");
  return deps.gateway.createPortalSession({ customerId, returnUrl: `${deps.siteUrl}/subscription` });
}

const EMERGENCIES_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Records a subscriber's emergency request and tells the business and the customer. */
export async function requestEmergencyCleaning(
  deps: { db: Database; mailer: Mailer; businessEmail: string },
  user: SessionUser,
  notes: string | null,
  now = new Date(),
): Promise<EmergencyResponse> {
  const record = await servingSubscription(deps.db, user.id);
  if (!(await takeRequest(deps.db, `emergency:${user.id}`, EMERGENCIES_PER_DAY, DAY_MS, now.getTime()))) {
    throw new ApiError(429, "rate_limited", "You have sent several emergency requests today. Please call us for anything urgent.");
  }
  const [request] = await deps.db
    .insert(emergencyRequests)
    .values({ id: crypto.randomUUID(), userId: user.id, packageId: record.packageId, notes, createdAt: now })
    .returning();
  if (!request) throw new Error("The emergency request could not be stored.");
  const [firstBooking] = record.firstBookingId ? await deps.db.select().from(bookings).where(eq(bookings.id, record.firstBookingId)) : [];
  const subscriber = { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
  await Promise.all([
    sendEmail(
      deps.mailer,
      emergencyBusinessEmail(deps.businessEmail, subscriber, packageOrDefault(record.packageId), notes, firstBooking),
      now,
    ),
    sendEmail(deps.mailer, emergencyCustomerEmail(subscriber, notes), now),
  ]);
  return { request: { id: request.id, created_at: request.createdAt.toISOString() }, message: "We'll contact you within 24 hours." };
}
