import { addMonths } from "date-fns";
import { and, eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { PACKAGE_IDS, packageOrDefault, type PackageId } from "../../core/packages";
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
import { checkoutPage, EMPTY_CARD, messagePage, portalPage, type CardForm } from "../billing/local-pages";
import { bookings, checkouts } from "../db/schema";
import { currentUser, type SignedInEnv } from "../middleware/session";
import { serviceContext } from "../services/context";
import { NotFound } from "../services/errors";
import { checkoutReturnUrls, storedCustomer } from "../services/subscriptions/subscription-checkout";
import { currentSubscription } from "../services/subscriptions/subscription-state";
import { isLocalRequest } from "./dev";

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

/** The test card form, its expiry checked against the app's clock at `now`. */
export const cardSchema = (now: Date) =>
  z.object({
    number: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine((value) => /^\d{16}$/.test(value) && luhnValid(value), "Your card number is incomplete or invalid."),
    expiry: z.string().refine((value) => futureExpiry(value, now), "Your card's expiration date is incomplete or in the past."),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
    name: z.string().trim().min(1, "Please enter the name on the card."),
  });

const DECLINED_CARD = "4000000000000002";

function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

function futureExpiry(value: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return month >= 1 && month <= 12 && (year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1));
}

const PORTAL_ACTIONS = {
  switch: "Your plan was switched. The difference is prorated on your next invoice.",
  cancel: "Your subscription will end at the end of the current period.",
  resume: "Your subscription was resumed.",
  decline: "The renewal payment was declined (test). Your subscription is past due.",
  pay: "Your card was updated and the overdue invoice paid.",
  end: "Your subscription has ended.",
} as const;
type PortalAction = keyof typeof PORTAL_ACTIONS;

/** The portal action a request names, if any: own keys only, so `toString` or `__proto__` names none. */
function portalAction(name: string | undefined): PortalAction | undefined {
  return name !== undefined && Object.hasOwn(PORTAL_ACTIONS, name) ? (name as PortalAction) : undefined;
}

/** The events Stripe would send for a portal action, in the order it sends them. */
function portalEvents(action: PortalAction, facts: LocalSubscriptionFacts, packageId: PackageId | undefined, now: Date) {
  const updated = (changes: Partial<LocalSubscriptionFacts>) =>
    localEvent("customer.subscription.updated", localSubscription({ ...facts, ...changes }, now), now);
  switch (action) {
    case "switch":
      return [
        updated({ packageId: packageId ?? facts.packageId, metadata: { ...facts.metadata, package_id: packageId ?? facts.packageId } }),
      ];
    case "cancel":
      return [updated({ cancelAtPeriodEnd: true })];
    case "resume":
      return [updated({ cancelAtPeriodEnd: false })];
    case "decline":
      return [localEvent("invoice.payment_failed", localInvoice(facts, false), now), updated({ status: "past_due" })];
    case "pay":
      return [localEvent("invoice.paid", localInvoice(facts, true), now), updated({ status: "active" })];
    case "end":
      return [
        localEvent(
          "customer.subscription.deleted",
          localSubscription({ ...facts, status: "canceled", cancelAtPeriodEnd: false }, now),
          now,
        ),
      ];
  }
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
    const { successUrl, cancelUrl } = checkoutReturnUrls("", checkout.packageId as PackageId);
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
        booking: await bookingOf(c, checkout.bookingId),
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
    const form = await c.req.parseBody();
    const card: CardForm = {
      number: String(form.number ?? ""),
      expiry: String(form.expiry ?? ""),
      cvc: String(form.cvc ?? ""),
      name: String(form.name ?? ""),
    };
    const plan = packageOrDefault(checkout.packageId);
    const { successUrl, cancelUrl } = checkoutReturnUrls("", plan.id);
    const page = { sessionId, plan, email: c.var.user.email, booking: await bookingOf(c, checkout.bookingId), cancelUrl, card };
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
