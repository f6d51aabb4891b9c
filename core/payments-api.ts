import { CompletionNoteField } from "./completion-note";
import { z } from "zod";
import { lineText } from "./text-fields";
import { calendarDateField } from "./date-fields";
import { decodePaymentsCursor } from "./payments-cursor";
import { PriceInputsSchema } from "./price-inputs-schema";
import type { FinalOffer, Quote } from "./pricing";
import { MAX_REFUND_NOTE_LENGTH, REFUND_KINDS, REFUND_REASONS, type RefundKind, type RefundReason } from "./refund-reasons";

/**
 * The money side of a booking: the customer's card and tip, the admin's
 * completion, charge retry, refund and payments view. Schemas are used by the routes,
 * answer types are read by the pages. Every amount in an answer comes from the server.
 */

/** The most a tip may be, in cents ($500): a typo of an extra zero is refused, not charged. */
export const MAX_TIP_CENTS = 50_000;
/** A tip is $1 at least; not tipping is simply not asking for a tip checkout. */
export const MIN_TIP_CENTS = 100;
/** How long after the visit's payment a tip may still be added. */
export const TIP_WINDOW_DAYS = 3;
/** A final total above the estimate by more than this share is never charged without the customer's approval. */
export const AUTO_CHARGE_TOLERANCE_PERCENT = 25;
/**
 * Whether a final total needs the customer's approval: over the estimate by more than the
 * tolerance, or no estimate at all. When the completion took the first-time offer out
 * (offer.reason), the estimate is held without its offer: the tolerance is about what the
 * visit took, and the offer was never the person's to keep.
 */
export function needsApproval(finalCents: number, estimate: Quote | null, offer: FinalOffer): boolean {
  if (!estimate) return true;
  const base = offer.reason ? estimate.total_cents + estimate.discount_cents : estimate.total_cents;
  return finalCents * 100 > base * (100 + AUTO_CHARGE_TOLERANCE_PERCENT);
}

/** The most one business-added line may be ($5,000) and how many the business may add. */
export const MAX_EXTRA_CENTS = 500_000;
export const MAX_EXTRAS = 10;

const cents = (message: string) => z.number(message).int(message);

/** A line the business adds when it completes a visit (materials, parking, a flat service's real work). */
export const ExtraLineSchema = z.object({
  label: lineText("Please describe the line.").min(1, "Please describe the line.").max(80, "Please keep the line under 80 characters."),
  amount_cents: cents("Please enter the amount in whole cents.")
    .min(1, "The amount must be above $0.")
    .max(MAX_EXTRA_CENTS, "One line is $5,000.00 at most."),
});
export type ExtraLine = z.infer<typeof ExtraLineSchema>;

/**
 * POST /api/admin/bookings/:reference/complete: the real quantities of the visit (the same
 * names as the booking request; the service's model checks which it takes and their ranges)
 * and optional business-added lines. Never an amount for the visit itself.
 */
export const CompleteBookingSchema = PriceInputsSchema.extend({
  extras: z.array(ExtraLineSchema).max(MAX_EXTRAS, `At most ${MAX_EXTRAS} extra lines.`).optional(),
  note: CompletionNoteField,
});
export type CompleteBookingRequest = z.infer<typeof CompleteBookingSchema>;

/** Ways a customer pays the business outside Stripe, which the owner records by hand. */
export const OUTSIDE_PAYMENT_METHODS = ["cash", "zelle", "check"] as const;
export type OutsidePaymentMethod = (typeof OUTSIDE_PAYMENT_METHODS)[number];

/** POST /api/admin/bookings/:reference/outside-payment: the visit's whole amount, taken another way. */
export const OutsidePaymentSchema = z.object({
  method: z.enum(OUTSIDE_PAYMENT_METHODS, { error: "Please choose how the customer paid." }),
});

/**
 * POST /api/admin/bookings/:reference/refund: how much of which payment (the visit's or the
 * tip's) and why, as a code; a short note only with the reason "other".
 */
export const RefundRequestSchema = z
  .object({
    kind: z.enum(REFUND_KINDS, "Please choose what to refund: the visit or the tip."),
    amount_cents: cents("Please enter the refund in whole cents.").min(1, "The refund must be above $0."),
    reason: z.enum(REFUND_REASONS, "Please choose why the refund is made."),
    note: lineText("Please write the note as text.")
      .max(MAX_REFUND_NOTE_LENGTH, `Please keep the note under ${MAX_REFUND_NOTE_LENGTH} characters.`)
      .transform((note) => note || undefined)
      .optional(),
  })
  .refine((request) => request.note === undefined || request.reason === "other", {
    message: "A note goes only with the reason Other; the other reasons say it already.",
    path: ["note"],
  });
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

const isoDate = calendarDateField("Use a date like 2026-12-01.");
const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Rows of the payments view per page; the CSV reads every row of the span, a page of this size at a time. */
export const PAYMENTS_PAGE_SIZE = 200;

/**
 * GET /api/admin/payments and /api/admin/payments.csv; both dates of the visit, New York days;
 * default: the last 30 days. `cursor` (the list only) is the previous page's `next_cursor`.
 */
export const PaymentsQuerySchema = z.object({
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
  cursor: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(300)
      .refine((text) => decodePaymentsCursor(text) !== undefined, "This page of payments no longer exists: start from the first page.")
      .optional(),
  ),
});
export type PaymentsQuery = z.infer<typeof PaymentsQuerySchema>;

export type PaymentState = "none" | "card_on_file" | "awaiting_payment" | "paid" | "refunded" | "partially_refunded";

export interface SavedCard {
  brand: string;
  last4: string;
}

/** One tip offered: its share of the visit (15, 18 or 20%) and what that comes to, as the server computed it. */
export interface TipOption {
  percent: number;
  amount_cents: number;
}

/** A booking's money, as its customer and the admin see it. */
export interface BookingPayment {
  /**
   * none: nothing saved or owed yet; card_on_file: a card saved, the visit not yet charged;
   * awaiting_payment: completed and unpaid (a pay link was sent, or the charge is to be retried);
   * paid; refunded (all of it); partially_refunded.
   */
  state: PaymentState;
  /** The business asks for a card before this visit (the service's setting, or an estimate over $300). */
  card_required: boolean;
  card: SavedCard | null;
  /** The completed visit's priced lines, with the tip as its own line once paid; null before completion. */
  final: Quote | null;
  /** What the visit costs (final total, without tip); 0 before completion. */
  amount_cents: number;
  /** Paid for the visit and tip together. */
  paid_cents: number;
  refunded_cents: number;
  tip_cents: number;
  /** Where the customer pays when awaiting payment (the emailed pay link); null otherwise. */
  pay_url: string | null;
  /** Until when a tip may be added (ISO 8601); null when no tip can be added. */
  tip_until: string | null;
  /** The tips offered as shares of the visit while a tip may be added (empty otherwise). */
  tip_options: TipOption[];
  /** The visit's and the tip's payments once paid, each with its refunds. */
  parts: PaymentPart[];
}

/** The admin's view adds what went wrong with the last charge (Stripe down, a decline), for the retry button. */
export interface AdminBookingPayment extends BookingPayment {
  last_error: string | null;
  /** A payment the owner recorded as taken outside Stripe: how, and by whom. */
  paid_outside: { method: OutsidePaymentMethod; recorded_by: string } | null;
  /** When the pay link was last emailed (ISO 8601), and how many automatic reminders followed. */
  pay_link_sent_at: string | null;
  pay_link_reminders: number;
  /** What may still be refunded of each payment: paid minus the refunds asked (Stripe may not have confirmed them yet). */
  refundable_cents: Record<RefundKind, number>;
  /** Each refund asked, oldest first. */
  refunds: RefundEntry[];
}

/** One paid payment of a booking (the visit's, the tip's) and what of it Stripe has refunded. */
export interface PaymentPart {
  kind: RefundKind;
  paid_cents: number;
  refunded_cents: number;
  /** All of what was paid is refunded. */
  fully_refunded: boolean;
}

/** One refund the business asked for. */
export interface RefundEntry {
  id: string;
  kind: RefundKind;
  amount_cents: number;
  /** null for refunds made before a reason was asked. */
  reason: RefundReason | null;
  note: string | null;
  /** When it was asked, ISO 8601. */
  at: string;
}

/** POST /api/my-bookings/:reference/card and /tip: where to send the browser (Stripe Checkout, or the local test checkout). */
export interface CheckoutUrlResponse {
  url: string;
}

/** One payment in the admin's payments view. */
export interface PaymentRow {
  reference: string;
  service_title: string;
  customer_name: string;
  /** The visit date, yyyy-mm-dd. */
  date: string;
  kind: "visit" | "tip";
  status: "pending" | "awaiting_payment" | "paid" | "failed";
  amount_cents: number;
  paid_cents: number;
  refunded_cents: number;
  /** When it was paid, ISO 8601; null while unpaid. */
  paid_at: string | null;
}

export interface PaymentsDay {
  /** yyyy-mm-dd, New York. */
  date: string;
  paid_cents: number;
  /** Completed visits not yet paid. */
  outstanding_cents: number;
  refunded_cents: number;
  rows: PaymentRow[];
}

/**
 * GET /api/admin/payments: one page of rows, under the days they fall on; each day's sums and
 * the totals cover the whole span, every page.
 */
export interface PaymentsResponse {
  from: string;
  to: string;
  /** The days this page's rows fall on, with all of each day's money. */
  days: PaymentsDay[];
  totals: {
    paid_cents: number;
    outstanding_cents: number;
    refunded_cents: number;
    /** Visit money collected less its refunds; tips apart. */
    net_cents: number;
    /** Tips collected less their refunds: the crews'. */
    tips_cents: number;
    /** Rows of the whole span, on every page. */
    rows: number;
  };
  /** The next page's cursor; null on the last page. */
  next_cursor: string | null;
}

const BRAND_NAMES: Record<string, string> = {
  amex: "American Express",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};

/** A card as people name it: "Visa ending in 4242" (Stripe gives brands in lower case: "visa", "amex"). */
export function cardName(card: SavedCard): string {
  return `${cardBrandName(card.brand)} ending in ${card.last4}`;
}

/** A card's brand as people write it: "visa" -> "Visa"; the same in every language. */
export function cardBrandName(brand: string): string {
  return BRAND_NAMES[brand] ?? brand;
}
