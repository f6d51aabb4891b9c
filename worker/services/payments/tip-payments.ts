import { cardDeclineText } from "#core/i18n/card-decline-text";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { MIN_TIP_CENTS } from "#core/payments-api";
import { tipOfVisit, type TipPercent } from "#core/tip-options";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import { BillingUnavailableError } from "#worker/billing/gateway";
import { billingGateway } from "#worker/billing/request-gateway";
import { accountCards, bookingPayments, type BookingRecord } from "#worker/db/schema";
import type { ServiceContext, SignedInContext } from "../context";
import { Conflict, Invalid, NotFound, ProviderFailed } from "../errors";
import { closeReplacedCheckout } from "./payment-charge";
import { keepPayment, movePayment } from "./payment-machine";
import { markPaid } from "./payment-records";
import { paymentFactsFor, TIP_LABEL, tipDeadline, tipLine } from "./payment-state";

/** A tip as asked: a share of the visit, or an amount of the customer's own. */
export interface TipAsked {
  percent?: TipPercent;
  tip_cents?: number;
}

/**
 * What a tip comes to, in cents: an amount as given, or a share of the visit's amount
 * computed here, never taken from the page. A share under $1 (a very small visit) is refused
 * at the field, as an amount under $1 is.
 */
export async function tipCentsOf(ctx: ServiceContext, booking: BookingRecord, asked: TipAsked): Promise<number> {
  if (asked.percent === undefined) return asked.tip_cents ?? 0;
  const { visit } = await paymentFactsFor(ctx.db, booking.id);
  const cents = tipOfVisit(visit?.amountCents ?? 0, asked.percent);
  if (cents < MIN_TIP_CENTS) throw new Invalid("invalid_input", "A tip is $1.00 at least.", { tip_cents: "A tip is $1.00 at least." });
  return cents;
}

const tipLines = (booking: BookingRecord, tipCents: number) => ({
  service_id: booking.serviceId,
  lines: [tipLine(tipCents)],
  discount_cents: 0,
  total_cents: tipCents,
});

/**
 * A tip charged to one of the account's saved cards, with the customer present: the same
 * window and once-only rule as a tip paid in Stripe's page. The tip's row is claimed for
 * one attempt with its amount (the machine's claim), so a double click or a second tab
 * charges once; a tip checkout left open is closed first, so it cannot be paid as well.
 * A decline leaves the tip to pay another way, and says so.
 */
export async function tipWithSavedCard(ctx: SignedInContext, booking: BookingRecord, tipCents: number, cardId: string): Promise<void> {
  const now = ctx.now();
  const [card] = await ctx.db
    .select()
    .from(accountCards)
    .where(
      and(
        eq(accountCards.id, cardId),
        eq(accountCards.userId, ctx.user.id),
        isNotNull(accountCards.paymentMethodId),
        isNull(accountCards.removedAt),
      ),
    );
  if (!card?.paymentMethodId) throw new NotFound("not_found", "This card is not among your saved cards.");
  const facts = await paymentFactsFor(ctx.db, booking.id);
  if (!tipDeadline(facts, now)) {
    if (facts.tip?.status === "paid") throw tipAlreadyPaid();
    throw new Conflict("tip_closed", "A tip can be added within 3 days of paying for the visit.");
  }
  await ctx.db
    .insert(bookingPayments)
    .values({
      id: crypto.randomUUID(),
      bookingId: booking.id,
      kind: "tip",
      amountCents: tipCents,
      lines: tipLines(booking, tipCents),
      status: "pending",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, booking.id), eq(bookingPayments.kind, "tip")));
  // The claim writes the amount with the status: an attempt already under way keeps its own.
  const [tip] = row
    ? await movePayment(ctx.db, row.id, "claim", { amountCents: tipCents, lines: tipLines(booking, tipCents) }, now).returning()
    : [];
  if (!tip) throw await whyNotClaimed(ctx, booking.id);
  const gateway = billingGateway(ctx);
  try {
    if ((await closeReplacedCheckout(gateway, tip.checkoutSessionId, "")) === "paid") throw tipAlreadyPaid();
    const outcome = await gateway.chargeOffSession({
      customerId: card.stripeCustomerId,
      paymentMethodId: card.paymentMethodId,
      amountCents: tip.amountCents,
      description: `${TIP_LABEL}: ${booking.serviceTitle} (${booking.reference})`,
      metadata: { booking_id: booking.id, reference: booking.reference, payment_id: tip.id, kind: "tip" },
      idempotencyKey: `tip-charge-${tip.id}-${tip.attempt}`,
    });
    if (outcome.status === "succeeded") {
      const paid = { brand: card.brand ?? "card", last4: card.last4 ?? "" };
      await markPaid(ctx, tip.id, { amountCents: tip.amountCents, paymentIntentId: outcome.paymentIntentId, card: paid });
      return;
    }
    await keepPayment(ctx.db, tip.id, "recordDecline", { attempt: sql`${bookingPayments.attempt} + 1`, lastError: outcome.message }, now);
    await movePayment(ctx.db, tip.id, "awaitCustomer", {}, ctx.now());
    throw new Conflict("card_declined", (locale) => valuedErrorWords[locale].tipCardDeclined(cardDeclineText(outcome.declineCode, locale)));
  } catch (error) {
    if (!(error instanceof BillingUnavailableError)) throw error;
    console.error(error.message);
    await movePayment(ctx.db, tip.id, "fail", { lastError: error.message }, ctx.now());
    throw new ProviderFailed("billing_unavailable", "We could not reach our payment provider. Please try again in a minute.");
  }
}

async function whyNotClaimed(ctx: ServiceContext, bookingId: string) {
  const { tip } = await paymentFactsFor(ctx.db, bookingId);
  if (tip?.status === "paid") return tipAlreadyPaid();
  return new Conflict("tip_in_progress", "Your tip is being paid right now. Please reload in a moment.");
}

function tipAlreadyPaid() {
  return new Conflict("tip_already_paid", "A tip was already added to this visit. Thank you!");
}
