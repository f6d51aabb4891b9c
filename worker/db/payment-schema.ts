import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { OUTSIDE_PAYMENT_METHODS, type OutsidePaymentMethod } from "#core/payments-api";
import type { Quote } from "#core/pricing";

export type { OutsidePaymentMethod };
import { bookings } from "./booking-schema";

/**
 * The card a customer saved for one visit (Checkout in setup mode). The row is written when
 * the setup checkout starts, so a second click reuses the open session; the card fields
 * are filled by the checkout's webhook, and a card is on file once `paymentMethodId` is set.
 */
export const bookingCards = sqliteTable("booking_cards", {
  bookingId: text("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull(),
  setupSessionId: text("setup_session_id"),
  setupUrl: text("setup_url"),
  setupExpiresAt: integer("setup_expires_at", { mode: "timestamp_ms" }),
  paymentMethodId: text("payment_method_id"),
  brand: text("brand"),
  last4: text("last4"),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
export type BookingCardRecord = typeof bookingCards.$inferSelect;

export const PAYMENT_KINDS = ["visit", "tip"] as const;
/**
 * pending: written by the completion, nothing tried yet; charging: an attempt holds it (see
 * claimCharge); awaiting_payment: a pay link is out; failed: Stripe could not be reached,
 * the admin retries; paid.
 */
export const PAYMENT_STATUSES = ["pending", "charging", "awaiting_payment", "failed", "paid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a booking is owed and paid: one visit payment, written once by the completion (the
 * unique index is the claim that makes ten concurrent completions charge once), and at
 * most one tip.
 */
export const bookingPayments = sqliteTable(
  "booking_payments",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PAYMENT_KINDS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The priced lines of the completed visit (for a tip, its one line). */
    lines: text("lines", { mode: "json" }).$type<Quote>().notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    /** Over the estimate by more than the tolerance: only the customer's approval through the pay link pays it. */
    approvalRequired: integer("approval_required", { mode: "boolean" }).notNull().default(false),
    /** Counts the off-session charges tried; part of the Stripe idempotency key, moved on only after a definite decline. */
    attempt: integer("attempt").notNull().default(0),
    /** The saved card that was declined or needed its owner: not charged off-session again. */
    declinedPaymentMethodId: text("declined_payment_method_id"),
    paymentIntentId: text("payment_intent_id"),
    checkoutSessionId: text("checkout_session_id"),
    /** Stripe's page for the open pay-link or tip session; it lapses after 24 hours (checkoutExpiresAt). */
    checkoutUrl: text("checkout_url"),
    checkoutExpiresAt: integer("checkout_expires_at", { mode: "timestamp_ms" }),
    /** The emailed pay link: our address, which opens the open session or a new one, so it works after Stripe's lapses. */
    payUrl: text("pay_url"),
    /** When the pay link was last emailed (by the attempt, a reminder or the owner's resend): reminders count from it. */
    payLinkSentAt: integer("pay_link_sent_at", { mode: "timestamp_ms" }),
    /** Automatic reminders of the pay link sent so far (payment-collections.ts: 3 and 7 days after it was first sent). */
    payLinkReminders: integer("pay_link_reminders").notNull().default(0),
    /** When the owner was told that the reminders went unanswered. */
    ownerToldUnpaidAt: integer("owner_told_unpaid_at", { mode: "timestamp_ms" }),
    /** Paid outside Stripe, as the owner recorded it: how, and by whom (their email). */
    paidOutside: text("paid_outside", { enum: OUTSIDE_PAYMENT_METHODS }),
    recordedBy: text("recorded_by"),
    paidCents: integer("paid_cents").notNull().default(0),
    /** Asked of Stripe so far: bounds the next refund before Stripe's webhook confirms. */
    refundRequestedCents: integer("refund_requested_cents").notNull().default(0),
    /** The Idempotency-Key of the last refund request: the same request sent twice (a double click) refunds once. */
    lastRefundKey: text("last_refund_key"),
    /** Refunded according to Stripe's charge.refunded events. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    lastError: text("last_error"),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    uniqueIndex("booking_payments_booking_kind_idx").on(table.bookingId, table.kind),
    uniqueIndex("booking_payments_payment_intent_idx").on(table.paymentIntentId).where(sql`payment_intent_id IS NOT NULL`),
    uniqueIndex("booking_payments_checkout_session_idx").on(table.checkoutSessionId).where(sql`checkout_session_id IS NOT NULL`),
    index("booking_payments_paid_at_idx").on(table.paidAt),
    // What is owed (the owner's figures): the few payments not paid, without a walk over every payment.
    index("booking_payments_unpaid_idx").on(table.bookingId).where(sql`status != 'paid'`),
    // Money at risk now: the visits' payments owed, oldest first, with all the Overview counts and
    // sums of them, read from the index alone; the list's first 100 without sorting every one.
    index("booking_payments_owed_idx")
      .on(table.createdAt, table.id, table.bookingId, table.amountCents, table.status, table.declinedPaymentMethodId, table.payUrl)
      .where(sql`kind = 'visit' AND status != 'paid'`),
  ],
);
export type BookingPaymentRecord = typeof bookingPayments.$inferSelect;

/**
 * pending: to be refunded (again, after Stripe failed: lastError says why); refunding: a
 * refund call holds it (payment-duplicates.ts); requested: Stripe took the refund;
 * refunded: Stripe's charge.refunded event confirmed it.
 */
export const DUPLICATE_REFUND_STATUSES = ["pending", "refunding", "requested", "refunded"] as const;

/**
 * A payment Stripe took for something already paid: the customer paid a second open
 * checkout of the same visit or tip, or two payments raced. Kept rather than lost, refunded
 * in full automatically and reported to the business. One row per PaymentIntent, so however
 * often and in whatever form Stripe reports it, it is stored, refunded and reported once.
 */
export const duplicatePayments = sqliteTable(
  "duplicate_payments",
  {
    id: text("id").primaryKey(),
    /** The visit's or tip's payment, already paid by another PaymentIntent. */
    paymentId: text("payment_id")
      .notNull()
      .references(() => bookingPayments.id, { onDelete: "cascade" }),
    paymentIntentId: text("payment_intent_id").notNull(),
    checkoutSessionId: text("checkout_session_id"),
    amountCents: integer("amount_cents").notNull(),
    refundStatus: text("refund_status", { enum: DUPLICATE_REFUND_STATUSES }).notNull(),
    /** Refunded according to Stripe's charge.refunded events. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    lastError: text("last_error"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    uniqueIndex("duplicate_payments_payment_intent_idx").on(table.paymentIntentId),
    index("duplicate_payments_payment_idx").on(table.paymentId),
    index("duplicate_payments_refund_status_idx").on(table.refundStatus),
  ],
);
export type DuplicatePaymentRecord = typeof duplicatePayments.$inferSelect;
