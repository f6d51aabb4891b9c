import { quoteForReader } from "#core/i18n/offer-note-text";
import type { Locale } from "#core/i18n/locale";
import { and, eq, inArray } from "drizzle-orm";
import {
  type AdminBookingPayment,
  type BookingPayment,
  type PaymentPart,
  type PaymentState,
  type RefundEntry,
  type SavedCard,
  TIP_WINDOW_DAYS,
} from "#core/payments-api";
import type { Quote, QuoteLine } from "#core/pricing";
import { isServiceId } from "#core/services/ids";
import { tipOptions } from "#core/tip-options";
import { cardRequired } from "#core/services/card-policy";
import type { Database } from "#worker/db/client";
import { type BookingCardRecord, type BookingPaymentRecord, type BookingRecord, bookingCards, bookingPayments } from "#worker/db/schema";
import { CUSTOMER_SEES } from "./payment-machine";

/** A booking's money as D1 holds it: its card (if one was started) and its visit and tip payments. */
export interface PaymentFacts {
  card: BookingCardRecord | undefined;
  visit: BookingPaymentRecord | undefined;
  tip: BookingPaymentRecord | undefined;
}

export const TIP_LABEL = "Tip for the crew";

/** A tip's line in a quote, written in each reader's language. */
export const tipLine = (cents: number): QuoteLine => ({ code: "tip", values: {}, amount_cents: cents });
const TIP_WINDOW_MS = TIP_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The payment facts of several bookings in two queries, for lists. */
export async function paymentFactsOf(db: Database, bookingIds: readonly string[]): Promise<Map<string, PaymentFacts>> {
  const facts = new Map<string, PaymentFacts>(bookingIds.map((id) => [id, { card: undefined, visit: undefined, tip: undefined }]));
  if (bookingIds.length === 0) return facts;
  const ids = [...bookingIds];
  const [cards, payments] = await Promise.all([
    db.select().from(bookingCards).where(inArray(bookingCards.bookingId, ids)),
    db.select().from(bookingPayments).where(inArray(bookingPayments.bookingId, ids)),
  ]);
  for (const card of cards) {
    const entry = facts.get(card.bookingId);
    if (entry) entry.card = card;
  }
  for (const payment of payments) {
    const entry = facts.get(payment.bookingId);
    if (entry) entry[payment.kind] = payment;
  }
  return facts;
}

export async function paymentFactsFor(db: Database, bookingId: string): Promise<PaymentFacts> {
  return (await paymentFactsOf(db, [bookingId])).get(bookingId) ?? { card: undefined, visit: undefined, tip: undefined };
}

export async function visitPaymentOf(db: Database, bookingId: string): Promise<BookingPaymentRecord | undefined> {
  const [visit] = await db
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.kind, "visit")));
  return visit;
}

export function hasCard(card: BookingCardRecord | undefined): card is BookingCardRecord & { paymentMethodId: string } {
  return Boolean(card?.paymentMethodId);
}

function stateOf({ card, visit }: PaymentFacts): PaymentState {
  if (!visit) return hasCard(card) ? "card_on_file" : "none";
  if (CUSTOMER_SEES[visit.status] === "awaiting_payment") return "awaiting_payment";
  if (visit.refundedCents > 0 && visit.refundedCents >= visit.paidCents) return "refunded";
  return visit.refundedCents > 0 ? "partially_refunded" : "paid";
}

/** Until when a tip may be added: within 3 days of the visit's payment, and only once. */
export function tipDeadline({ visit, tip }: PaymentFacts, now: Date): Date | null {
  if (visit?.status !== "paid" || !visit.paidAt || tip?.status === "paid") return null;
  const until = new Date(visit.paidAt.getTime() + TIP_WINDOW_MS);
  return until.getTime() > now.getTime() ? until : null;
}

/** The completed visit's lines with a paid tip as its own line; the total includes the tip. */
export function finalQuote({ visit, tip }: PaymentFacts): Quote | null {
  if (!visit) return null;
  if (tip?.status !== "paid") return visit.lines;
  return {
    ...visit.lines,
    lines: [...visit.lines.lines, tipLine(tip.paidCents)],
    total_cents: visit.lines.total_cents + tip.paidCents,
  };
}

/** The card to name: the one that paid the visit (a pay link may be paid by another card), else the one on file. */
function cardShown({ card, visit }: PaymentFacts): SavedCard | null {
  if (visit?.status === "paid" && visit.cardLast4) return { brand: visit.cardBrand ?? "card", last4: visit.cardLast4 };
  return hasCard(card) ? { brand: card.brand ?? "card", last4: card.last4 ?? "" } : null;
}

/** The visit's and the tip's payments once paid, each fully refunded when Stripe refunded all that was paid. */
function partsOf({ visit, tip }: PaymentFacts): PaymentPart[] {
  return [visit, tip]
    .filter((payment): payment is BookingPaymentRecord => payment?.status === "paid")
    .map((payment) => ({
      kind: payment.kind,
      paid_cents: payment.paidCents,
      refunded_cents: payment.refundedCents,
      fully_refunded: payment.paidCents > 0 && payment.refundedCents >= payment.paidCents,
    }));
}

/** What the business may still refund of a payment: paid, less every refund asked (confirmed by Stripe or not). */
/** What Stripe can still give back: nothing of a payment taken outside it (cash, Zelle, check). */
function refundableOf(payment: BookingPaymentRecord | undefined): number {
  return payment?.status === "paid" && payment.paymentIntentId ? Math.max(0, payment.paidCents - payment.refundRequestedCents) : 0;
}

/** A booking's payment as its reader sees it; `locale` is the reader's, for the sentences derived from stored codes. */
export function describePayment(booking: BookingRecord, facts: PaymentFacts, now: Date, locale: Locale = "en"): BookingPayment {
  const { visit, tip } = facts;
  const estimate = booking.estimate?.total_cents ?? 0;
  const until = tipDeadline(facts, now);
  return {
    state: stateOf(facts),
    card_required: isServiceId(booking.serviceId) ? cardRequired(booking.serviceId, estimate) : false,
    card: cardShown(facts),
    final: quoteForReader(finalQuote(facts), locale),
    amount_cents: visit?.amountCents ?? 0,
    paid_cents: (visit?.paidCents ?? 0) + (tip?.paidCents ?? 0),
    refunded_cents: (visit?.refundedCents ?? 0) + (tip?.refundedCents ?? 0),
    tip_cents: tip?.status === "paid" ? tip.paidCents : 0,
    pay_url: visit && visit.status === "awaiting_payment" ? visit.payUrl : null,
    tip_until: until ? until.toISOString() : null,
    tip_options: until && visit ? tipOptions(visit.amountCents) : [],
    parts: partsOf(facts),
  };
}

export function describeAdminPayment(booking: BookingRecord, facts: PaymentFacts, refunds: RefundEntry[], now: Date): AdminBookingPayment {
  const { visit } = facts;
  return {
    ...describePayment(booking, facts, now),
    last_error: visit?.status === "paid" ? null : (visit?.lastError ?? null),
    refundable_cents: { visit: refundableOf(visit), tip: refundableOf(facts.tip) },
    refunds,
    paid_outside: visit?.paidOutside ? { method: visit.paidOutside, recorded_by: visit.recordedBy ?? "" } : null,
    pay_link_sent_at: visit?.payLinkSentAt ? visit.payLinkSentAt.toISOString() : null,
    pay_link_reminders: visit?.payLinkReminders ?? 0,
  };
}
