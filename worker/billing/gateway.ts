import type { Locale } from "#core/i18n/locale";
import type { PackageId } from "#core/packages";
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
  /** The customer's language: Stripe's page opens in it. */
  locale?: Locale;
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
  createPortalSession(input: { customerId: string; returnUrl: string; locale?: Locale }): Promise<string>;
  /** Moves the subscription to another price, prorated; answers the updated subscription. */
  switchPlan(input: { subscriptionId: string; priceId: string; packageId: PackageId }): Promise<SubscriptionSnapshot>;
  /** Clears a scheduled cancellation (at period end or on a date); answers the updated subscription. */
  resumeSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;

  /** A Stripe customer for one booking's card (guests have no account); the same booking gets the same customer. */
  createBookingCustomer(input: { bookingId: string; email: string; name: string }): Promise<string>;
  /** Checkout in setup mode: the customer saves a card for the visit; the webhook stores it. */
  createSetupCheckout(input: SetupCheckoutInput): Promise<{ id: string; url: string }>;
  /** The card a completed setup checkout saved (for a setup intent named by the webhook). */
  savedCard(setupIntentId: string): Promise<CardDetails>;
  /** The card that paid a PaymentIntent (brand and last 4 for the receipt); null if it was no card. */
  paymentCard(paymentIntentId: string): Promise<{ brand: string; last4: string } | null>;
  /** Charges a saved card with the customer away (off_session, confirm). A decline is an outcome, not an error. */
  chargeOffSession(input: OffSessionCharge): Promise<ChargeOutcome>;
  /** Checkout in payment mode for exactly this amount: the pay link and the tip. */
  createPaymentCheckout(input: PaymentCheckoutInput): Promise<{ id: string; url: string }>;
  /** Takes a saved card off its customer, so it can never be charged again. */
  detachCard(paymentMethodId: string): Promise<void>;
  /** Refunds part or all of a payment; Stripe's charge.refunded event records it. */
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; metadata: Record<string, string> }): Promise<void>;
}

export interface CardDetails {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth?: number | null;
  expYear?: number | null;
}

export interface SetupCheckoutInput {
  customerId: string;
  /** Names the booking (booking_id), or the account (user_id, kind "wallet"), for the webhook. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface OffSessionCharge {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  description: string;
  /** Names the booking and the payment (booking_id, payment_id, kind) for the webhook. */
  metadata: Record<string, string>;
  /** One per booking charge attempt, so a retry after a timeout never charges twice. */
  idempotencyKey: string;
}

/**
 * succeeded: paid now; declined or authentication_required: the customer must pay through the
 * pay link. `message` is Stripe's English, kept for the console; `declineCode` is what the
 * customer is told by (core/i18n/card-decline-text.ts), null when Stripe gave none.
 */
export type ChargeOutcome =
  | { status: "succeeded"; paymentIntentId: string }
  | { status: "declined" | "authentication_required"; paymentIntentId: string | null; message: string; declineCode: string | null };

export interface PaymentCheckoutInput {
  amountCents: number;
  /** The one line the customer sees on Stripe's page. */
  description: string;
  customerId: string | null;
  customerEmail: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** Stripe answered with an error or could not be reached. */
export class BillingUnavailableError extends Error {
  override name = "BillingUnavailableError";
}
