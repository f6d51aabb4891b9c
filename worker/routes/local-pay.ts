import { eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { localizedPath } from "#core/i18n/locale";
import { deliverThroughWebhook } from "../billing/local-delivery";
import { localEvent, localId } from "../billing/local-events";
import { EMPTY_CARD, messagePage } from "../billing/local-pages";
import { localPayPage } from "../billing/local-pay-pages";
import { localCardId, localPaymentIntent, localPaymentSession, TEST_CARDS } from "../billing/local-payment-events";
import type { AppEnv } from "../context";
import { accountCards, bookingCards, bookingPayments, bookings, users } from "../db/schema";
import { WALLET_PAGE } from "../services/payments/wallet";
import { manageBookingUrl } from "../services/bookings/booking-links";
import { serviceContext } from "../services/context";
import { NotFound } from "../services/errors";
import { isLocalRequest } from "./dev";
import { cardSchema, expiryParts, postedCard } from "../billing/local-cards";

/**
 * The local test checkout of a booking's card and payments (no Stripe keys only, like the
 * subscription's). Guests pay too, so nobody needs to be signed in: the session id is the
 * authority, as Stripe's checkout URL is, and it must be one of ours and still open.
 */
const localPayOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isLocalRequest(c) || c.var.app.settings.billingMode !== "local")
    throw new NotFound("not_found", "There is nothing at this address.");
  if (c.req.method === "POST" && c.req.header("Origin") !== new URL(c.req.url).origin)
    return c.html(messagePage("Request refused", "This form can only be sent from this site.", { href: "/", label: "Home" }), 403);
  await next();
};

type OpenSession =
  | { mode: "setup"; bookingId: string; customerId: string }
  | { mode: "wallet"; userId: string; customerId: string }
  | { mode: "payment"; bookingId: string; paymentId: string; amountCents: number; kind: "visit" | "tip"; customerId: string | null };

async function openSession(c: Context<AppEnv>, sessionId: string): Promise<OpenSession | "done" | undefined> {
  const { db } = c.var.app;
  const [card] = await db.select().from(bookingCards).where(eq(bookingCards.setupSessionId, sessionId));
  if (card) return card.setupUrl ? { mode: "setup", bookingId: card.bookingId, customerId: card.stripeCustomerId } : "done";
  const [kept] = await db.select().from(accountCards).where(eq(accountCards.setupSessionId, sessionId));
  if (kept) return kept.paymentMethodId ? "done" : { mode: "wallet", userId: kept.userId, customerId: kept.stripeCustomerId };
  const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.checkoutSessionId, sessionId));
  if (!payment) return undefined;
  // Open only while the payment awaits it: not once paid, nor while the saved card is being charged.
  if (payment.status !== "awaiting_payment") return "done";
  const [saved] = await db.select().from(bookingCards).where(eq(bookingCards.bookingId, payment.bookingId));
  return {
    mode: "payment",
    bookingId: payment.bookingId,
    paymentId: payment.id,
    amountCents: payment.amountCents,
    kind: payment.kind,
    customerId: saved?.stripeCustomerId ?? null,
  };
}

async function pageFacts(c: Context<AppEnv>, session: OpenSession) {
  if (session.mode === "wallet") {
    // Back to the Profile tab in the account's language, as Stripe's return address is.
    const [person] = await c.var.app.db.select({ locale: users.locale }).from(users).where(eq(users.id, session.userId));
    const manageUrl = localizedPath(WALLET_PAGE, person?.locale ?? "en");
    return { booking: null, manageUrl, label: "Save a card to your account", amountCents: null };
  }
  const [booking] = await c.var.app.db.select().from(bookings).where(eq(bookings.id, session.bookingId));
  if (!booking) throw new NotFound("not_found", "There is nothing at this address.");
  const manageUrl = (await manageBookingUrl(c.var.app.settings, booking.reference, booking.locale)).replace(c.var.app.settings.siteUrl, "");
  const label =
    session.mode === "setup"
      ? `Save a card for ${booking.serviceTitle}`
      : `${session.kind === "tip" ? "Tip for the crew" : "Your visit"}: ${booking.serviceTitle}`;
  return { booking, manageUrl, label, amountCents: session.mode === "setup" ? null : session.amountCents };
}

const NOT_OPEN = () =>
  messagePage("Checkout not available", "This checkout does not exist or is already complete.", { href: "/", label: "Home" });

export const localPayRoutes = new Hono<AppEnv>()
  .use(localPayOnly)
  .get("/:sessionId", async (c) => {
    const session = await openSession(c, c.req.param("sessionId"));
    if (!session || session === "done") return c.html(NOT_OPEN(), session ? 410 : 404);
    const facts = await pageFacts(c, session);
    return c.html(localPayPage({ sessionId: c.req.param("sessionId"), ...facts, cancelUrl: facts.manageUrl, card: EMPTY_CARD }));
  })
  .post("/:sessionId/pay", async (c) => {
    const sessionId = c.req.param("sessionId");
    const session = await openSession(c, sessionId);
    if (!session || session === "done") return c.html(NOT_OPEN(), 410);
    const facts = await pageFacts(c, session);
    const card = postedCard(await c.req.parseBody());
    const page = { sessionId, ...facts, cancelUrl: facts.manageUrl, card };
    const now = c.var.app.now();
    const parsed = cardSchema(now).safeParse(card);
    if (!parsed.success) return c.html(localPayPage({ ...page, error: parsed.error.issues[0]?.message }), 422);
    const last4 = parsed.data.number.slice(-4);
    const expiry = expiryParts(parsed.data.expiry);
    const deliver = deliverThroughWebhook(serviceContext(c.var.app, null));
    try {
      if (session.mode === "wallet") {
        const completed = localPaymentSession({
          id: sessionId,
          mode: "setup",
          customerId: session.customerId,
          metadata: { user_id: session.userId, kind: "wallet" },
          amountCents: null,
          paymentIntentId: null,
          setupIntentId: localCardId("seti", last4, expiry),
        });
        await deliver(localEvent("checkout.session.completed", completed, now));
        return c.redirect(`${facts.manageUrl}&card=saved`, 303);
      }
      if (session.mode === "setup") {
        // Saving a card is not a charge: every test card saves; 0002 and 3184 show their behaviour when charged after the visit.
        const metadata = { booking_id: session.bookingId, kind: "card" };
        const completed = localPaymentSession({
          id: sessionId,
          mode: "setup",
          customerId: session.customerId,
          metadata,
          amountCents: null,
          paymentIntentId: null,
          setupIntentId: localCardId("seti", last4, expiry),
        });
        await deliver(localEvent("checkout.session.completed", completed, now));
        return c.redirect(`${facts.manageUrl}&card=saved`, 303);
      }
      const metadata = { booking_id: session.bookingId, payment_id: session.paymentId, kind: session.kind };
      const intent = (outcome: "succeeded" | "declined") =>
        localPaymentIntent({
          id: localId("pi"),
          amountCents: session.amountCents,
          customerId: session.customerId,
          paymentMethodId: localCardId("pm", last4),
          metadata,
          outcome,
        });
      if (last4 === TEST_CARDS.declined) {
        await deliver(localEvent("payment_intent.payment_failed", intent("declined"), now));
        return c.html(localPayPage({ ...page, error: "Your card was declined." }), 402);
      }
      // On Stripe's page the customer authenticates a 3184 card there and then: it pays.
      const paid = intent("succeeded");
      await deliver(localEvent("payment_intent.succeeded", paid, now));
      const completed = localPaymentSession({
        id: sessionId,
        mode: "payment",
        customerId: session.customerId,
        metadata,
        amountCents: session.amountCents,
        paymentIntentId: paid.id,
        setupIntentId: null,
      });
      await deliver(localEvent("checkout.session.completed", completed, now));
    } catch (error) {
      return c.html(localPayPage({ ...page, error: error instanceof Error ? error.message : String(error) }), 502);
    }
    return c.redirect(`${facts.manageUrl}&${session.kind === "tip" ? "tip=paid" : "paid=1"}`, 303);
  });
