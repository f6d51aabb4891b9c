import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { REFUND_KINDS, REFUND_REASONS } from "#core/refund-reasons";
import { bookingPayments } from "./payment-schema";

/**
 * Each refund the business asked for: which payment, what it is (the visit or the tip, the
 * same as that payment's kind), how much and why, as codes the console words. Written in the
 * batch of the claim on the payment's refund_requested_cents, so a refund Stripe is asked for
 * always has its row, and removed with the claim when Stripe could not be reached.
 * Refunds made before reasons were asked have reason NULL (docs/decisions/0029-refund-kind-and-reason.md).
 */
export const paymentRefunds = sqliteTable(
  "payment_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => bookingPayments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REFUND_KINDS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason", { enum: REFUND_REASONS }),
    /** What the admin typed with the reason "other"; NULL otherwise. */
    note: text("note"),
    /** The request's Idempotency-Key: the row of a claim undone after Stripe failed is found by it. */
    requestKey: text("request_key"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("payment_refunds_payment_idx").on(table.paymentId)],
);
export type PaymentRefundRecord = typeof paymentRefunds.$inferSelect;
