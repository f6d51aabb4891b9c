import { localId } from "./local-events";

/**
 * Stripe-shaped objects of a booking's one-off payments for the local test checkout: the
 * fields the webhook reads, in Stripe's shape. Test cards are told apart by their last 4,
 * which local ids carry (a local setup intent or payment method id reads `..._4242_...`).
 */
export const TEST_CARDS = { succeeds: "4242", declined: "0002", authentication: "3184", insufficientFunds: "9995" } as const;

/** The decline code Stripe gives its declining test cards: 0002 a general decline, 9995 insufficient funds. */
const DECLINE_CODES: Readonly<Record<string, string>> = {
  [TEST_CARDS.declined]: "generic_decline",
  [TEST_CARDS.insufficientFunds]: "insufficient_funds",
};

/** The decline code of a test card that is declined when charged, or null for one that pays (or authenticates). */
export function declineCodeOf(last4: string | undefined): string | null {
  return (last4 && DECLINE_CODES[last4]) || null;
}

/** A local card id carries its test card's last 4 and, when known, its expiry (MMYY): `pm_local_4242_1234_...`. */
export function localCardId(prefix: "seti" | "pm", last4: string, expiry?: { month: number; year: number }): string {
  const mmyy = expiry ? `${String(expiry.month).padStart(2, "0")}${String(expiry.year % 100).padStart(2, "0")}_` : "";
  return `${prefix}_local_${last4}_${mmyy}${localId("x").slice(-12)}`;
}

/** The expiry a local card id carries, if any. */
function expiryOf(id: string): { expMonth: number; expYear: number } | null {
  const match = /^(?:seti|pm)_local_\d{4}_(\d{2})(\d{2})_/.exec(id);
  return match ? { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) } : null;
}

/** The last 4 a local setup intent or payment method id carries; undefined for other ids. */
export function last4Of(id: string): string | undefined {
  return /^(?:seti|pm)_local_(\d{4})_/.exec(id)?.[1];
}

/** The card a local setup intent saved: its id carries the test card's last 4. */
export function localSavedCard(setupIntentId: string) {
  const last4 = last4Of(setupIntentId) ?? TEST_CARDS.succeeds;
  const expiry = expiryOf(setupIntentId);
  return {
    paymentMethodId: localCardId("pm", last4, expiry ? { month: expiry.expMonth, year: expiry.expYear } : undefined),
    brand: "visa",
    last4,
    expMonth: expiry?.expMonth ?? null,
    expYear: expiry?.expYear ?? null,
  };
}

/** The test card a local PaymentIntent was paid with, from its payment method id. */
export function localPaymentCard(paymentMethodId: string | null | undefined) {
  const last4 = paymentMethodId ? last4Of(paymentMethodId) : undefined;
  return last4 ? { brand: "visa", last4 } : null;
}

export function localPaymentIntent(input: {
  id: string;
  amountCents: number;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  outcome: "succeeded" | "declined" | "authentication_required";
  /** A decline's code, as Stripe's test card gives it. */
  declineCode?: string | null;
}) {
  const failed = input.outcome !== "succeeded";
  return {
    id: input.id,
    object: "payment_intent",
    amount: input.amountCents,
    amount_received: failed ? 0 : input.amountCents,
    currency: "usd",
    customer: input.customerId,
    payment_method: input.paymentMethodId,
    status: input.outcome === "succeeded" ? "succeeded" : input.outcome === "declined" ? "requires_payment_method" : "requires_action",
    metadata: input.metadata,
    last_payment_error: failed
      ? {
          type: "card_error",
          code: input.outcome === "declined" ? "card_declined" : "authentication_required",
          decline_code: input.outcome === "declined" ? (input.declineCode ?? "generic_decline") : undefined,
          message: input.outcome === "declined" ? "Your card was declined." : "This payment requires the customer's authentication.",
        }
      : null,
    livemode: false,
  };
}

export function localPaymentSession(input: {
  id: string;
  mode: "setup" | "payment";
  customerId: string | null;
  metadata: Record<string, string>;
  amountCents: number | null;
  paymentIntentId: string | null;
  setupIntentId: string | null;
}) {
  return {
    id: input.id,
    object: "checkout.session",
    mode: input.mode,
    status: "complete",
    payment_status: input.mode === "setup" ? "no_payment_required" : "paid",
    amount_total: input.amountCents,
    customer: input.customerId,
    payment_intent: input.paymentIntentId,
    setup_intent: input.setupIntentId,
    subscription: null,
    metadata: input.metadata,
    url: null,
    livemode: false,
  };
}

export function localRefundedCharge(input: { paymentIntentId: string; amountCents: number; refundedCents: number }) {
  return {
    id: localId("ch"),
    object: "charge",
    payment_intent: input.paymentIntentId,
    amount: input.amountCents,
    amount_captured: input.amountCents,
    amount_refunded: input.refundedCents,
    refunded: input.refundedCents >= input.amountCents,
    currency: "usd",
    livemode: false,
  };
}
