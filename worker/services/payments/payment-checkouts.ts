import type { CheckoutUrlResponse } from "#core/payments-api";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import { billingGateway, withBilling } from "#worker/billing/request-gateway";
import { bookingCards, bookingPayments, type BookingRecord } from "#worker/db/schema";
import { manageBookingUrl } from "../bookings/booking-links";
import { bookingCustomer } from "./account-customer";
import type { ServiceContext } from "../context";
import { Conflict } from "../errors";
import { closeReplacedCheckout, sessionStill } from "./payment-charge";
import { paymentFactsFor, TIP_LABEL, tipDeadline, tipLine } from "./payment-state";
import { keepCondition, keepPayment } from "./payment-machine";

/** A Checkout session lives 24 hours at Stripe; an open one is handed out again until shortly before that. */
const SETUP_REUSE_MS = 23 * 60 * 60 * 1000;

/** Visits a card can still be saved for: not yet done or cancelled. */
const CARD_STATUSES: readonly string[] = ["pending", "confirmed"];

/**
 * Checkout in setup mode for a booking's card (hosted by Stripe; locally the worker's test
 * checkout). An open session is reused, and the request's idempotency key makes a double
 * click one session at Stripe; the card itself is stored by the checkout's webhook.
 */
export async function startCardCheckout(ctx: ServiceContext, booking: BookingRecord, requestKey: string): Promise<CheckoutUrlResponse> {
  if (!CARD_STATUSES.includes(booking.status))
    throw new Conflict("card_not_needed", (locale) => valuedErrorWords[locale].noCardForBooking(booking.status));
  const now = ctx.now();
  const { card } = await paymentFactsFor(ctx.db, booking.id);
  if (card?.setupUrl && card.setupExpiresAt && card.setupExpiresAt.getTime() > now.getTime() && !card.paymentMethodId)
    return { url: card.setupUrl };
  const gateway = billingGateway(ctx);
  const manageUrl = await manageBookingUrl(ctx.settings, booking.reference, booking.locale);
  const session = await withBilling(async () => {
    const customerId = card?.stripeCustomerId ?? (await bookingCustomer(ctx, gateway, booking));
    const created = await gateway.createSetupCheckout({
      customerId,
      metadata: { booking_id: booking.id, reference: booking.reference, kind: "card" },
      successUrl: `${manageUrl}&card=saved`,
      cancelUrl: manageUrl,
      idempotencyKey: `setup-${booking.id}-${requestKey}`,
    });
    return { ...created, customerId };
  });
  const setup = {
    setupSessionId: session.id,
    setupUrl: session.url,
    setupExpiresAt: new Date(now.getTime() + SETUP_REUSE_MS),
    updatedAt: now,
  };
  await ctx.db
    .insert(bookingCards)
    .values({ bookingId: booking.id, stripeCustomerId: session.customerId, createdAt: now, ...setup })
    .onConflictDoUpdate({ target: bookingCards.bookingId, set: setup });
  return { url: session.url };
}

/**
 * Checkout in payment mode for a tip, within 3 days of the visit's payment and once: the
 * tip is its own payment (100% to the crew), written before Stripe is called so the
 * webhook finds it. An unpaid tip is replaced by a new amount: its earlier checkout is
 * closed first, and the new amount written only once it is, so the row never names an
 * amount that was not asked of the open checkout.
 */
export async function startTipCheckout(
  ctx: ServiceContext,
  booking: BookingRecord,
  tipCents: number,
  requestKey: string,
): Promise<CheckoutUrlResponse> {
  const now = ctx.now();
  const facts = await paymentFactsFor(ctx.db, booking.id);
  if (!tipDeadline(facts, now)) {
    if (facts.tip?.status === "paid") throw tipAlreadyPaid();
    throw new Conflict("tip_closed", "A tip can be added within 3 days of paying for the visit.");
  }
  const lines = {
    service_id: booking.serviceId,
    lines: [tipLine(tipCents)],
    discount_cents: 0,
    total_cents: tipCents,
  };
  // The tip's row: a new one, or the unpaid one as it is (its amount changes below).
  const [tip] = await ctx.db
    .insert(bookingPayments)
    .values({
      id: crypto.randomUUID(),
      bookingId: booking.id,
      kind: "tip",
      amountCents: tipCents,
      lines,
      status: "awaiting_payment",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [bookingPayments.bookingId, bookingPayments.kind],
      set: { updatedAt: now },
      setWhere: keepCondition("unpaidDetails"),
    })
    .returning();
  if (!tip) throw tipAlreadyPaid();
  const manageUrl = await manageBookingUrl(ctx.settings, booking.reference, booking.locale);
  const gateway = billingGateway(ctx);
  const session = await withBilling(() =>
    gateway.createPaymentCheckout({
      amountCents: tipCents,
      description: `${TIP_LABEL}: ${booking.serviceTitle} (${booking.reference})`,
      customerId: facts.card?.stripeCustomerId ?? null,
      customerEmail: booking.customerEmail,
      metadata: { booking_id: booking.id, reference: booking.reference, payment_id: tip.id, kind: "tip" },
      successUrl: `${manageUrl}&tip=paid`,
      cancelUrl: manageUrl,
      idempotencyKey: `tip-${tip.id}-${tipCents}-${requestKey}`,
    }),
  );
  const replaced = tip.checkoutSessionId;
  // Paid in the other tab meanwhile: its webhook records that tip, and this checkout is never handed out.
  if ((await closeReplacedCheckout(gateway, replaced, session.id)) === "paid") throw tipAlreadyPaid();
  const newTip = { amountCents: tipCents, lines, checkoutSessionId: session.id, checkoutUrl: session.url };
  const [stored] = await keepPayment(ctx.db, tip.id, "unpaidDetails", newTip, ctx.now(), sessionStill(replaced, session.id)).returning({
    id: bookingPayments.id,
  });
  if (!stored) {
    const { tip: current } = await paymentFactsFor(ctx.db, booking.id);
    if (current?.status === "paid") throw tipAlreadyPaid();
    throw new Conflict("tip_changed", "Your tip was changed in another window. Please reload the page and try again.");
  }
  return { url: session.url };
}

function tipAlreadyPaid() {
  return new Conflict("tip_already_paid", "A tip was already added to this visit. Thank you!");
}
