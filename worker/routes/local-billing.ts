import { addMonths } from "date-fns";
import { and, eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import type { Locale } from "#core/i18n/locale";
import { PACKAGE_IDS, packageOrDefault, type PackageId } from "#core/packages";
import { cardSchema, DECLINED_CARD, postedCard } from "../billing/local-cards";
import { deliverThroughWebhook } from "../billing/local-delivery";
import {
  localCheckoutSession,
  localEvent,
  localId,
  localInvoice,
  localSubscription,
  type LocalSubscriptionFacts,
} from "../billing/local-events";
import { localFactsFor } from "../billing/local-gateway";
import { checkoutPage, EMPTY_CARD, messagePage, portalPage } from "../billing/local-pages";
import { bookings, checkouts } from "../db/schema";
import { currentUser, type SignedInEnv } from "../middleware/session";
import { serviceContext } from "../services/context";
import { NotFound } from "../services/errors";
import { checkoutReturnUrls, storedCustomer } from "../services/subscriptions/subscription-checkout";
import { currentSubscription } from "../services/subscriptions/subscription-state";
import { isLocalRequest } from "./dev";
import { PORTAL_ACTIONS, portalAction, portalEvents } from "../billing/local-portal";

/**
 * Local mode without Stripe keys only: the setting, the host and the missing key must all
 * agree, so a deployed worker (which refuses to start without the key) answers 404 here.
 */
const localBillingOnly: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  if (!isLocalRequest(c) || c.var.app.settings.billingMode !== "local")
    throw new NotFound("not_found", "There is nothing at this address.");
  if (c.req.method === "POST" && c.req.header("Origin") !== new URL(c.req.url).origin) {
    return c.html(messagePage("Request refused", "This form can only be sent from this site.", { href: "/", label: "Home" }), 403);
  }
  const user = await currentUser(c.var.app, c.req.raw.headers);
  if (!user)
    return c.html(
      messagePage("Please sign in", "Sign in on the site first, then open the checkout again.", {
        href: "/subscription",
        label: "Sign in",
      }),
      401,
    );
  c.set("user", user);
  await next();
};

async function ownCheckout(c: Context<SignedInEnv>) {
  const [checkout] = await c.var.app.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.stripeSessionId, c.req.param("sessionId") ?? ""), eq(checkouts.userId, c.var.user.id)));
  return checkout;
}

async function bookingOf(c: Context<SignedInEnv>, id: string | null) {
  if (!id) return undefined;
  const [booking] = await c.var.app.db.select().from(bookings).where(eq(bookings.id, id));
  return booking;
}

/** The language the checkout was started in: its first cleaning's, as Stripe keeps the one it was given. */
function checkoutLocale(c: Context<SignedInEnv>, booking: { locale: Locale } | undefined): Locale {
  return booking?.locale ?? c.var.user.locale;
}

export const localCheckoutRoutes = new Hono<SignedInEnv>()
  .use(localBillingOnly)
  .get("/:sessionId", async (c) => {
    const checkout = await ownCheckout(c);
    if (!checkout)
      return c.html(
        messagePage("Checkout not found", "This checkout does not exist or belongs to another account.", {
          href: "/special",
          label: "See the plans",
        }),
        404,
      );
    const booking = await bookingOf(c, checkout.bookingId);
    const { successUrl, cancelUrl } = checkoutReturnUrls("", checkout.packageId as PackageId, checkoutLocale(c, booking));
    if (checkout.status === "completed") {
      return c.html(
        messagePage("Already paid", "This checkout is complete.", {
          href: successUrl.replace("{CHECKOUT_SESSION_ID}", c.req.param("sessionId")),
          label: "Continue",
        }),
      );
    }
    if (checkout.status !== "open" || !checkout.expiresAt || checkout.expiresAt < c.var.app.now()) {
      return c.html(
        messagePage("Checkout expired", "This checkout has expired. Please start again from the plans.", {
          href: cancelUrl,
          label: "Back to the booking",
        }),
        410,
      );
    }
    return c.html(
      checkoutPage({
        sessionId: c.req.param("sessionId"),
        plan: packageOrDefault(checkout.packageId),
        email: c.var.user.email,
        booking,
        cancelUrl,
        card: EMPTY_CARD,
      }),
    );
  })
  .post("/:sessionId/pay", async (c) => {
    const checkout = await ownCheckout(c);
    const sessionId = c.req.param("sessionId");
    if (checkout?.status !== "open" || !checkout.expiresAt || checkout.expiresAt < c.var.app.now()) {
      return c.html(
        messagePage("Checkout not available", "This checkout is no longer open.", { href: "/subscription", label: "Your subscription" }),
        410,
      );
    }
    const card = postedCard(await c.req.parseBody());
    const plan = packageOrDefault(checkout.packageId);
    const booking = await bookingOf(c, checkout.bookingId);
    const { successUrl, cancelUrl } = checkoutReturnUrls("", plan.id, checkoutLocale(c, booking));
    const page = { sessionId, plan, email: c.var.user.email, booking, cancelUrl, card };
    const now = c.var.app.now();
    const parsed = cardSchema(now).safeParse(card);
    if (!parsed.success) return c.html(checkoutPage({ ...page, error: parsed.error.issues[0]?.message }), 422);

    const customerId = await storedCustomer(c.var.app.db, c.var.user.id);
    if (!customerId) throw new Error(`Checkout ${sessionId} has no customer.`);
    const metadata = { user_id: c.var.user.id, package_id: plan.id, booking_id: checkout.bookingId ?? "", checkout_id: checkout.id };
    const facts: LocalSubscriptionFacts = {
      id: localId("sub"),
      customerId,
      packageId: plan.id,
      status: "active",
      periodStart: now,
      periodEnd: addMonths(now, 1),
      cancelAtPeriodEnd: false,
      metadata,
    };
    const deliver = deliverThroughWebhook(serviceContext(c.var.app, c.var.user));
    if (parsed.data.number === DECLINED_CARD) {
      // Stripe reports a declined first payment as a failed invoice of the checkout's
      // subscription (its metadata names the checkout); the checkout stays open for another card.
      try {
        await deliver(localEvent("invoice.payment_failed", localInvoice({ ...facts, status: "incomplete" }, false), now));
      } catch (error) {
        return c.html(checkoutPage({ ...page, error: error instanceof Error ? error.message : String(error) }), 502);
      }
      return c.html(checkoutPage({ ...page, error: "Your card was declined." }), 402);
    }
    try {
      // Stripe's order for a paid subscription checkout.
      await deliver(localEvent("customer.subscription.created", localSubscription(facts, now), now));
      await deliver(localEvent("invoice.paid", localInvoice(facts, true), now));
      await deliver(
        localEvent(
          "checkout.session.completed",
          localCheckoutSession({ id: sessionId, customerId, subscriptionId: facts.id, metadata, status: "complete" }),
          now,
        ),
      );
    } catch (error) {
      return c.html(
        messagePage("Webhook failed", error instanceof Error ? error.message : String(error), {
          href: `/dev/checkout/${sessionId}`,
          label: "Back to the checkout",
        }),
        502,
      );
    }
    return c.redirect(successUrl.replace("{CHECKOUT_SESSION_ID}", sessionId), 303);
  });

export const localPortalRoutes = new Hono<SignedInEnv>()
  .use(localBillingOnly)
  .get("/", async (c) => {
    const subscription = await currentSubscription(c.var.app.db, c.var.user.id);
    if (!subscription)
      return c.html(messagePage("No subscription", "You have no subscription yet.", { href: "/special", label: "See the plans" }), 404);
    const doneAction = portalAction(c.req.query("done"));
    const done = doneAction && PORTAL_ACTIONS[doneAction];
    return c.html(portalPage({ subscription, done }));
  })
  .post("/:action", async (c) => {
    const action = portalAction(c.req.param("action"));
    if (!action)
      return c.html(
        messagePage("Unknown action", "This portal action does not exist.", { href: "/dev/billing-portal", label: "Back" }),
        404,
      );
    const subscription = await currentSubscription(c.var.app.db, c.var.user.id);
    const facts = subscription && (await localFactsFor(c.var.app.db, subscription.stripeSubscriptionId));
    if (!subscription || !facts || subscription.status === "canceled") {
      return c.html(
        messagePage("No subscription", "There is no subscription to change.", { href: "/subscription", label: "Your subscription" }),
        409,
      );
    }
    const form = await c.req.parseBody();
    const packageId = PACKAGE_IDS.find((id) => id === form.package);
    if (action === "switch" && !packageId) return c.html(portalPage({ subscription, error: "Please choose a plan." }), 422);
    const now = c.var.app.now();
    const deliver = deliverThroughWebhook(serviceContext(c.var.app, c.var.user));
    try {
      for (const event of portalEvents(action, facts, packageId, now)) await deliver(event);
    } catch (error) {
      return c.html(portalPage({ subscription, error: error instanceof Error ? error.message : String(error) }), 502);
    }
    return c.redirect(`/dev/billing-portal?done=${action}`, 303);
  });
