import { billingGateway, withBilling } from "#worker/billing/request-gateway";
import { bookingPayments, type BookingRecord } from "#worker/db/schema";
import { manageBookingUrl } from "../bookings/booking-links";
import type { ServiceContext } from "../context";
import { CHECKOUT_REUSE_MS, closeReplacedCheckout, createVisitCheckout, sessionStill } from "./payment-charge";
import { paymentFactsFor } from "./payment-state";
import { keepPayment } from "./payment-machine";

/**
 * Where the emailed pay link leads: the visit's open Checkout session, or a new one once
 * Stripe's has lapsed (24 hours), so a link opened days later still pays. Concurrent opens
 * of a lapsed session share one new session: the Stripe key names the lapsed one. The
 * session replaced is closed, since Stripe's still takes payments for an hour after we stop
 * handing it out. A visit already paid, or not awaiting payment, leads to the booking's page.
 */
export async function openPayLink(ctx: ServiceContext, booking: BookingRecord): Promise<string> {
  const now = ctx.now();
  const { visit, card } = await paymentFactsFor(ctx.db, booking.id);
  const manageUrl = await manageBookingUrl(ctx.settings, booking.reference, booking.locale);
  if (visit?.status !== "awaiting_payment") return visit?.status === "paid" ? `${manageUrl}&paid=1` : manageUrl;
  if (visit.checkoutUrl && visit.checkoutExpiresAt && visit.checkoutExpiresAt.getTime() > now.getTime()) return visit.checkoutUrl;
  const lapsed = visit.checkoutExpiresAt?.getTime() ?? 0;
  const key = `pay-link-${visit.id}-${visit.attempt}-after-${lapsed}`;
  const gateway = billingGateway(ctx);
  const replaced = visit.checkoutSessionId;
  const session = await withBilling(() => createVisitCheckout(ctx, gateway, booking, visit, card?.stripeCustomerId ?? null, key));
  // Paid in the other tab meanwhile: its webhook records it, and the new session is never handed out.
  if ((await closeReplacedCheckout(gateway, replaced, session.id)) === "paid") return `${manageUrl}&paid=1`;
  const renewed = {
    checkoutSessionId: session.id,
    checkoutUrl: session.url,
    checkoutExpiresAt: new Date(now.getTime() + CHECKOUT_REUSE_MS),
  };
  const [stored] = await keepPayment(ctx.db, visit.id, "renewPayLink", renewed, now, sessionStill(replaced, session.id)).returning({
    id: bookingPayments.id,
  });
  // Paid, or being charged, since it was read: the new session is not the visit's, and the page says where it stands.
  return stored ? session.url : manageUrl;
}
