import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { rowsWhere, THE_WRITE_BEFORE_CHANGED_A_ROW } from "#worker/db/rows-where";
import {
  bookingCards,
  bookingPayments,
  bookings,
  type BookingPaymentRecord,
  type BookingRecord,
  type DuplicatePaymentRecord,
  type OutsidePaymentMethod,
  duplicatePayments,
} from "#worker/db/schema";
import { duplicatePaymentEmail, receiptEmail, refundEmail } from "#worker/emails/payments";
import { manageBookingUrl } from "../bookings/booking-links";
import type { ServiceContext } from "../context";
import { emailToStore } from "../email";
import { type EventWrite, mailIf, runWrites } from "../event-work";
import { finalQuote, type PaymentFacts } from "./payment-state";
import { keepPayment, movePayment } from "./payment-machine";

/**
 * The changes of a payment that Stripe's answers and events both report, each one of the
 * machine's conditional updates (payment-machine.ts) that only moves forward (unpaid -> paid;
 * refunded only grows, never past what was paid), so an event arriving twice, late or out
 * of order changes nothing twice, and the email that goes with it is sent by whichever
 * arrival moved the row.
 */

/** Which payment an answer or event names: by our id (its metadata), its intent or its checkout session. */
export interface PaymentRef {
  paymentId?: string | null;
  intentId?: string | null;
  sessionId?: string | null;
}

function refCondition(ref: PaymentRef): SQL | undefined {
  const conditions = [
    ref.paymentId ? eq(bookingPayments.id, ref.paymentId) : undefined,
    ref.intentId ? eq(bookingPayments.paymentIntentId, ref.intentId) : undefined,
    ref.sessionId ? eq(bookingPayments.checkoutSessionId, ref.sessionId) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? or(...conditions) : undefined;
}

const refMatches = (ref: PaymentRef, payment: BookingPaymentRecord) =>
  (Boolean(ref.paymentId) && payment.id === ref.paymentId) ||
  (Boolean(ref.intentId) && payment.paymentIntentId === ref.intentId) ||
  (Boolean(ref.sessionId) && payment.checkoutSessionId === ref.sessionId);

/** A payment, its booking and that booking's money (card, visit, tip), as read in one step. */
export interface PaymentInHand {
  payment: BookingPaymentRecord;
  booking: BookingRecord | undefined;
  facts: PaymentFacts;
}

/** Reads the payment a ref names with its booking and the booking's money: three reads side by side, one round trip. */
export async function readPayment(db: Database, ref: PaymentRef): Promise<PaymentInHand | undefined> {
  const condition = refCondition(ref);
  if (!condition) return undefined;
  const bookingOfIt = db.select({ id: bookingPayments.bookingId }).from(bookingPayments).where(condition).limit(1);
  const [payments, [booking], [card]] = await Promise.all([
    db.select().from(bookingPayments).where(inArray(bookingPayments.bookingId, bookingOfIt)),
    db.select().from(bookings).where(inArray(bookings.id, bookingOfIt)),
    db.select().from(bookingCards).where(inArray(bookingCards.bookingId, bookingOfIt)),
  ]);
  const payment = payments.find((row) => refMatches(ref, row));
  if (!payment) return undefined;
  const facts: PaymentFacts = { card, visit: undefined, tip: undefined };
  for (const row of payments) facts[row.kind] = row;
  return { payment, booking, facts };
}

export interface Paid {
  amountCents: number;
  paymentIntentId: string | null;
  card: { brand: string; last4: string } | null;
  /** Paid outside Stripe, as the owner recorded it (payment-collections.ts). */
  outside?: { method: OutsidePaymentMethod; recordedBy: string };
}

/**
 * Marking a payment paid (from the charge's answer, payment_intent.succeeded or
 * checkout.session.completed), with its receipt stored only if this write is the one that
 * moved it: a repeat or a racing event sends no second receipt.
 */
export async function paidWrites(
  ctx: ServiceContext,
  { payment, booking, facts }: PaymentInHand,
  paid: Paid,
  now: Date,
): Promise<EventWrite[]> {
  const update = movePayment(
    ctx.db,
    payment.id,
    "pay",
    {
      paidCents: paid.amountCents,
      paidAt: now,
      paymentIntentId: paid.paymentIntentId ? paid.paymentIntentId : sql`${bookingPayments.paymentIntentId}`,
      cardBrand: paid.card?.brand ?? null,
      cardLast4: paid.card?.last4 ?? null,
      paidOutside: paid.outside?.method ?? null,
      recordedBy: paid.outside?.recordedBy ?? null,
      lastError: null,
    },
    now,
  );
  const quote = payment.kind === "tip" ? payment.lines : finalQuote(facts);
  if (!booking || !quote) return [{ statement: update }];
  const manageUrl = await manageBookingUrl(ctx.settings, booking.reference, booking.locale);
  const receipt = receiptEmail(booking, quote, { amountCents: paid.amountCents, card: paid.card, tip: payment.kind === "tip" }, manageUrl);
  return [{ statement: update }, ...mailIf(ctx.db, [emailToStore(ctx.mailer, receipt, now)], THE_WRITE_BEFORE_CHANGED_A_ROW)];
}

/** A payment Stripe reports taken: its PaymentIntent, the Checkout session it came through (if any), and the amount. */
export interface Arrived {
  paymentIntentId: string;
  checkoutSessionId: string | null;
  amountCents: number;
}

/**
 * A payment arriving for something already paid by another PaymentIntent (a second open
 * checkout paid) is stored as a duplicate, for its refund (payment-duplicates.ts), and the
 * business is told. Whether it is one is decided when the statement runs, after the
 * event's own paid update in the same batch: of two payments racing for one unpaid visit,
 * the first batch makes its payment the visit's and the second stores its own as the
 * duplicate. One row per intent, so a redelivery or the intent's other event adds nothing.
 */
export function duplicateWrites(ctx: ServiceContext, { payment, booking }: PaymentInHand, arrived: Arrived, now: Date): EventWrite[] {
  if (payment.status === "paid" && payment.paymentIntentId === arrived.paymentIntentId) return [];
  const row: DuplicatePaymentRecord = {
    id: crypto.randomUUID(),
    paymentId: payment.id,
    paymentIntentId: arrived.paymentIntentId,
    checkoutSessionId: arrived.checkoutSessionId,
    amountCents: arrived.amountCents,
    refundStatus: "pending",
    refundedCents: 0,
    lastError: null,
    createdAt: now,
    updatedAt: now,
  };
  // Paid by another intent, or by a payment the owner recorded outside Stripe.
  const paidByAnother = sql`EXISTS (SELECT 1 FROM booking_payments WHERE id = ${payment.id} AND status = 'paid'
    AND (paid_outside IS NOT NULL OR (payment_intent_id IS NOT NULL AND payment_intent_id <> ${arrived.paymentIntentId})))`;
  const insert = ctx.db
    .insert(duplicatePayments)
    .select(rowsWhere(duplicatePayments, [row], paidByAnother))
    .onConflictDoNothing({ target: duplicatePayments.paymentIntentId })
    .returning({ id: duplicatePayments.id });
  if (!booking) return [{ statement: insert, refunds: true }];
  const told = duplicatePaymentEmail(booking, { kind: payment.kind, ...arrived }, ctx.settings.businessEmail);
  return [{ statement: insert, refunds: true }, ...mailIf(ctx.db, [emailToStore(ctx.mailer, told, now)], THE_WRITE_BEFORE_CHANGED_A_ROW)];
}

/** Marks a payment paid from the charge's answer: one read, one batch, then the receipt's delivery. */
export async function markPaid(ctx: ServiceContext, paymentId: string, paid: Paid): Promise<void> {
  const now = ctx.now();
  const found = await readPayment(ctx.db, { paymentId });
  if (!found || found.payment.status === "paid") return;
  await runWrites(ctx, await paidWrites(ctx, found, paid, now));
}

/** A failed attempt Stripe reported: kept for the admin, unless the payment was paid meanwhile. */
export function paymentErrorWrites(db: Database, ref: PaymentRef, message: string, now: Date): EventWrite[] {
  const condition = refCondition(ref);
  if (!condition) return [];
  const named = db.select({ id: bookingPayments.id }).from(bookingPayments).where(condition).limit(1);
  return [{ statement: keepPayment(db, inArray(bookingPayments.id, named), "unpaidDetails", { lastError: message }, now) }];
}

/** Stripe's refunded total of a duplicate payment's charge: recorded when it grows; refunded in full closes it. */
export function duplicateRefundWrites(db: Database, paymentIntentId: string, refundedByStripe: number, now: Date): EventWrite[] {
  const refunded = sql`MIN(${refundedByStripe}, ${duplicatePayments.amountCents})`;
  return [
    {
      statement: db
        .update(duplicatePayments)
        .set({
          refundedCents: refunded,
          refundStatus: sql`CASE WHEN ${refundedByStripe} >= ${duplicatePayments.amountCents} THEN 'refunded' ELSE ${duplicatePayments.refundStatus} END`,
          updatedAt: now,
        })
        .where(and(eq(duplicatePayments.paymentIntentId, paymentIntentId), sql`${duplicatePayments.refundedCents} < ${refunded}`)),
    },
  ];
}

/**
 * Stripe's running refunded total of a charge: stored when it grows, capped at what was
 * paid, and the customer is told the difference.
 */
export async function refundWrites(
  ctx: ServiceContext,
  paymentIntentId: string,
  refundedByStripe: number,
  now: Date,
): Promise<EventWrite[]> {
  const found = await readPayment(ctx.db, { intentId: paymentIntentId });
  if (!found) return [];
  const { payment: before, booking } = found;
  const refunded = Math.min(refundedByStripe, before.paidCents);
  if (refunded <= before.refundedCents) return [];
  const update = keepPayment(
    ctx.db,
    before.id,
    "refund",
    // A refund made in Stripe's dashboard also bounds the next one asked here.
    { refundedCents: refunded, refundRequestedCents: sql`MAX(${bookingPayments.refundRequestedCents}, ${refunded})` },
    now,
    sql`${bookingPayments.refundedCents} < ${refunded}`,
  );
  if (!booking) return [{ statement: update }];
  const email = emailToStore(
    ctx.mailer,
    refundEmail(booking, { kind: before.kind, refundedNowCents: refunded - before.refundedCents, refundedTotalCents: refunded }),
    now,
  );
  return [{ statement: update }, ...mailIf(ctx.db, [email], THE_WRITE_BEFORE_CHANGED_A_ROW)];
}
