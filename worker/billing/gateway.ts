import type { PackageId } from "../../core/packages";
import type { SubscriptionStatus } from "../db/schema";
import type { BillingPrice } from "./prices";

/** What the app knows of a Stripe subscription, read from a webhook event or an API answer. */
export interface SubscriptionSnapshot {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  status: SubscriptionStatus;
  /** From the price's lookup key; undefined if the price is not one of ours. */
  packageId: PackageId | undefined;
  /** Next billing date, or the end date when the subscription is set to cancel. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

export interface CheckoutSessionInput {
  checkoutId: string;
  customerId: string;
  priceId: string;
  packageId: PackageId;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

/**
 * The billing system behind the subscription: Stripe's API, or in local mode the worker's
 * own test checkout that answers the same way and sends Stripe-shaped signed events.
 */
export interface BillingGateway {
  readonly mode: "stripe" | "local";
  priceFor(packageId: PackageId): Promise<BillingPrice | undefined>;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** Ends an open checkout; says "completed" if the customer already paid it. */
  expireCheckoutSession(sessionId: string): Promise<"expired" | "completed">;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Moves the subscription to another price, prorated; answers the updated subscription. */
  switchPlan(input: { subscriptionId: string; priceId: string; packageId: PackageId }): Promise<SubscriptionSnapshot>;
  /** Clears a scheduled cancellation (at period end or on a date); answers the updated subscription. */
  resumeSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
}

/** Stripe answered with an error or could not be reached. */
export class BillingUnavailableError extends Error {
  override name = "BillingUnavailableError";
}
