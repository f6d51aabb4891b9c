import { eq, sql } from "drizzle-orm";
import { getService } from "#core/catalogue";
import { type CompleteBookingRequest, needsApproval } from "#core/payments-api";
import { isServiceId } from "#core/services/ids";
import { formatCents, priceInputsOf } from "#core/pricing";
import { finalQuote } from "#core/services/quote";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import { rowsWhere } from "#worker/db/rows-where";
import { bookingPayments, bookings, type BookingPaymentRecord } from "#worker/db/schema";
import { recordActionIf } from "../admin-audit";
import type { SignedInContext } from "../context";
import { Conflict, Invalid, NotFound } from "../errors";
import { offerAtCompletion } from "../bookings/first-time-offer";
import { claimCharge, type SettleOutcome, settleVisitPayment } from "./payment-charge";
import { ratingRequestFor } from "../bookings/ratings";
import { finishedTextFor } from "../bookings/finished-text";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { visitPaymentOf } from "./payment-state";

/** Statuses a visit can be completed from: confirmed, or completed through the status action before payments existed. */
const COMPLETABLE = ["confirmed", "completed"] as const;

/**
 * Completes a visit with its real quantities (the admin console and the work portal): the
 * server prices them like the estimate (core/services/quote.ts finalQuote), with
 * the first-time offer unless an earlier booking of the same person is found to use it up
 * (first-time-offer.ts): the offer line is then taken out before anything is charged, its
 * reason carried with the lines to the receipt. The
 * booking becomes completed and its visit payment is written, both in one batch whose
 * insert is the claim: of ten concurrent completions one writes it and the others get 409.
 * Then the payment is settled once (payment-charge.ts) and the customer asked for a rating.
 * Answers how the payment was settled; the console's route reads the booking's detail after.
 */
export async function completeBooking(ctx: SignedInContext, reference: string, input: CompleteBookingRequest): Promise<SettleOutcome> {
  const now = ctx.now();
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
  if (!booking) throw new NotFound("not_found", "There is no booking with this reference.");
  if (booking.status === "cancelled") throw new Conflict("already_cancelled", "This booking is cancelled, so it cannot be completed.");
  // Whether its first-time offer stands is read beside its payment: one round trip.
  const [existing, offer] = await Promise.all([visitPaymentOf(ctx.db, booking.id), offerAtCompletion(ctx.db, booking)]);
  if (existing) throw refusalFor(existing.status);
  if (!(COMPLETABLE as readonly string[]).includes(booking.status))
    throw new Conflict("invalid_transition", (locale) => valuedErrorWords[locale].bookingNotCompletable(booking.status));
  if (booking.startsAt.getTime() > now.getTime())
    throw new Conflict("visit_not_started", "This visit has not started yet, so it cannot be marked completed.");

  const service = isServiceId(booking.serviceId) ? getService(booking.serviceId) : undefined;
  if (!service) throw new Conflict("not_priceable", "This booking's service has no price to complete it with.");
  const priced = finalQuote(service, priceInputsOf(input), offer, input.extras);
  if ("problems" in priced) throw new Invalid("invalid_input", "Please check the highlighted fields.", priced.problems);
  const { quote } = priced;
  const offerTakenOut = offer.reason !== null;

  const paymentId = crypto.randomUUID();
  const completable = sql`id = ${booking.id} AND status IN ('confirmed', 'completed') AND starts_at <= ${now.getTime()}`;
  const payment: BookingPaymentRecord = {
    id: paymentId,
    bookingId: booking.id,
    kind: "visit",
    amountCents: quote.total_cents,
    lines: quote,
    status: "pending",
    approvalRequired: needsApproval(quote.total_cents, booking.estimate, offer),
    attempt: 0,
    declinedPaymentMethodId: null,
    paymentIntentId: null,
    checkoutSessionId: null,
    checkoutUrl: null,
    checkoutExpiresAt: null,
    payUrl: null,
    payLinkSentAt: null,
    payLinkReminders: 0,
    ownerToldUnpaidAt: null,
    paidOutside: null,
    recordedBy: null,
    paidCents: 0,
    refundRequestedCents: 0,
    lastRefundKey: null,
    refundedCents: 0,
    cardBrand: null,
    cardLast4: null,
    lastError: null,
    paidAt: null,
    createdAt: now,
    updatedAt: now,
  };
  // The customer's rating request and "finished" text are stored in the completion's batch, only with its payment row.
  const [ratingRequest, finishedText] = await Promise.all([ratingRequestFor(ctx, booking), finishedTextFor(ctx, booking)]);
  const mail = messagesToStore(ctx.mailer, [ratingRequest], now, finishedText ? [finishedText] : []);
  const [inserted, , , stored] = await ctx.db.batch([
    // No row when the booking cannot be completed; the unique (booking, kind) index refuses a second.
    ctx.db
      .insert(bookingPayments)
      .select(rowsWhere(bookingPayments, [payment], sql`EXISTS (SELECT 1 FROM bookings WHERE ${completable})`))
      .onConflictDoNothing()
      .returning({ id: bookingPayments.id }),
    recordActionIf(
      ctx.db,
      ctx.user,
      {
        action: "complete",
        targetType: "booking",
        targetId: booking.id,
        detail: `completed, final total ${formatCents(quote.total_cents)}`,
      },
      now,
      sql`booking_payments`,
      sql`id = ${paymentId}`,
    ),
    ctx.db
      .update(bookings)
      // A booking whose offer was taken out no longer has it: it does not count as the person's offer.
      .set({
        status: "completed",
        completionNote: input.note ?? null,
        ...(offerTakenOut ? { firstCleaningOffer: false } : {}),
        updatedAt: now,
      })
      .where(sql`${completable} AND EXISTS (SELECT 1 FROM booking_payments WHERE id = ${paymentId})`),
    storeMessagesIf(ctx.mailer, mail, sql`EXISTS (SELECT 1 FROM booking_payments WHERE id = ${paymentId})`),
  ]);
  if (inserted.length !== 1) {
    const current = await visitPaymentOf(ctx.db, booking.id);
    throw current ? refusalFor(current.status) : new Conflict("conflict", "This booking changed meanwhile. Please reload the page.");
  }
  await queueStored(ctx.mailer, mail, stored);
  return settleVisitPayment(ctx, booking, await claimCharge(ctx, paymentId));
}

function refusalFor(status: string): Conflict {
  if (status === "paid") return new Conflict("already_paid", "This visit is already completed and paid.");
  return new Conflict("already_completed", "This visit is already completed. Retry its payment instead.");
}
