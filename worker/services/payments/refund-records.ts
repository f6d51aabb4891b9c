import { asc, eq, inArray } from "drizzle-orm";
import type { RefundEntry, RefundRequest } from "#core/payments-api";
import { formatCents } from "#core/pricing";
import { REFUND_KIND_NAMES, type RefundKind } from "#core/refund-reasons";
import type { Database } from "#worker/db/client";
import { rowsWhere, THE_WRITE_BEFORE_CHANGED_A_ROW } from "#worker/db/rows-where";
import { bookingPayments, type PaymentRefundRecord, paymentRefunds } from "#worker/db/schema";
import { Conflict, Invalid } from "../errors";

/** The row of one refund asked, with its codes; the note only goes with "other" (RefundRequestSchema). */
export function refundRecord(paymentId: string, request: RefundRequest, requestKey: string, now: Date): PaymentRefundRecord {
  return {
    id: crypto.randomUUID(),
    paymentId,
    kind: request.kind,
    amountCents: request.amount_cents,
    reason: request.reason,
    note: request.note ?? null,
    requestKey,
    createdAt: now,
  };
}

/** Its insert, to run right after the claim in one batch: written only if the claim moved the payment. */
export function insertRefundIfClaimed(db: Database, record: PaymentRefundRecord) {
  return db.insert(paymentRefunds).select(rowsWhere(paymentRefunds, [record], THE_WRITE_BEFORE_CHANGED_A_ROW));
}

/** A booking's refunds, oldest first, as the console lists them. */
export async function refundsOf(db: Database, bookingId: string): Promise<RefundEntry[]> {
  const paymentsOfBooking = db.select({ id: bookingPayments.id }).from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
  const rows = await db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentId, paymentsOfBooking))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount_cents: row.amountCents,
    reason: row.reason,
    note: row.note,
    at: row.createdAt.toISOString(),
  }));
}

/** Nothing of this kind was paid: there is no tip, or the visit is unpaid. */
export function nothingPaid(kind: RefundKind): Conflict {
  const message =
    kind === "tip"
      ? "No tip was paid for this visit, so there is no tip to refund."
      : "This visit has not been paid, so there is nothing to refund.";
  return new Conflict("not_paid", message, { kind: message });
}

export const OUTSIDE_REFUND_MESSAGE =
  "This visit was paid outside Stripe (cash, Zelle or check): give the money back the same way, there is nothing to refund here.";

/** A payment the owner recorded as taken outside Stripe: Stripe has nothing to give back. */
export function paidOutside(): Conflict {
  return new Conflict("paid_outside", OUTSIDE_REFUND_MESSAGE, { kind: OUTSIDE_REFUND_MESSAGE });
}

/** More than is left of this payment: its paid amount minus the refunds already asked of it. */
export function tooLarge(kind: RefundKind, leftCents: number): Invalid {
  const message =
    leftCents > 0
      ? `At most ${formatCents(leftCents)} of ${REFUND_KIND_NAMES[kind]} can be refunded.`
      : `All of ${REFUND_KIND_NAMES[kind]} has been refunded already.`;
  return new Invalid("refund_too_large", message, { amount_cents: message });
}
