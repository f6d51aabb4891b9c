import { and, eq, inArray, lt, or } from "drizzle-orm";
import { type Locale, localizedPath } from "#core/i18n/locale";
import { packageOrDefault, type CleaningPackage, type PackageId } from "#core/packages";
import {
  FIRST_CLEANING_SERVICE_ID,
  type CheckoutCancelResponse,
  type CheckoutStateResponse,
  type SubscriptionCheckoutRequest,
  type SubscriptionCheckoutResponse,
} from "#core/subscription-api";
import type { BillingGateway } from "#worker/billing/gateway";
import { priceMismatch } from "#worker/billing/prices";
import type { Database } from "#worker/db/client";
import { checkouts, type CheckoutRecord } from "#worker/db/schema";
import { accountCustomer, storedCustomer } from "../payments/account-customer";
import { createBooking } from "../bookings/create-booking";
import { findBookingByReference } from "../bookings/bookings";
import { releaseHeldBooking } from "../bookings/held-bookings";
import type { ServiceContext, SignedInContext } from "../context";
import { Conflict, NotFound, Unavailable } from "../errors";
import { subscriptionStateFor } from "./subscription-state";
import { isUniqueViolation } from "#worker/db/unique-violation";

export { storedCustomer };

/** Stripe accepts 30 minutes to 24 hours; a little over 30 minutes keeps held slots short. */
const CHECKOUT_LIFETIME_MS = 35 * 60 * 1000;
/** A checkout still "creating" after this lost its request (the worker stopped midway). */
const STALE_CREATING_MS = 2 * 60 * 1000;

/** Where Stripe sends the customer back, on the pages of the language they subscribed in. */
export function checkoutReturnUrls(siteUrl: string, packageId: PackageId, locale: Locale) {
  return {
    // Stripe replaces {CHECKOUT_SESSION_ID} with the session's id.
    successUrl: `${siteUrl}${localizedPath("/subscription-success", locale)}?session_id={CHECKOUT_SESSION_ID}`,
    // Back on the review step: the wizard keeps its fields in the tab until the checkout is
    // paid, and `checkout=cancelled` asks it to close the checkout that was left.
    cancelUrl: `${siteUrl}${localizedPath("/subscription-booking", locale)}?package=${packageId}&step=3&checkout=cancelled`,
  };
}

/** What became of the signed-in user's own checkout, from D1 (the webhook keeps it true). */
export async function checkoutState(ctx: SignedInContext, sessionId: string): Promise<CheckoutStateResponse> {
  const [checkout] = await ctx.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.stripeSessionId, sessionId), eq(checkouts.userId, ctx.user.id)));
  if (!checkout) throw new NotFound("checkout_not_found", "We could not find this checkout. Please check your subscription.");
  return { status: outcomeOf(checkout, ctx.now()), package: packageOrDefault(checkout.packageId).id };
}

function outcomeOf(checkout: CheckoutRecord, now: Date): CheckoutStateResponse["status"] {
  switch (checkout.status) {
    case "completed":
      return "paid";
    case "cancelled":
      return "cancelled";
    case "expired":
      return "expired";
    default:
      if (checkout.expiresAt && checkout.expiresAt < now) return "expired";
      return checkout.declinedAt ? "declined" : "pending";
  }
}

/**
 * Cancel on the checkout page: Stripe only sends the customer back, so the page asks us to
 * close the checkout they left (one in flight per user) and free its first cleaning's slot.
 * If it was paid meanwhile (another tab), it says so and nothing is closed.
 */
export async function cancelOpenCheckout(ctx: SignedInContext, gateway: BillingGateway): Promise<CheckoutCancelResponse> {
  const { db, user } = ctx;
  const now = ctx.now();
  const [checkout] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, user.id), eq(checkouts.status, "open")));
  if (!checkout) return { status: "none" };
  if (checkout.stripeSessionId && (await gateway.expireCheckoutSession(checkout.stripeSessionId)) === "completed")
    return { status: "paid" };
  const [cancelled] = await db
    .update(checkouts)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, "open")))
    .returning();
  if (!cancelled) return { status: "none" };
  if (checkout.bookingId) await releaseHeldBooking(db, checkout.bookingId, now);
  return { status: "cancelled" };
}

/** The first cleaning's booking title; a plan switch rewrites it with the new plan. */
export function firstVisitTitle(plan: CleaningPackage): string {
  return `Hotel Style Cleaning, ${plan.title} (first visit of the subscription)`;
}

/** The price to charge for a plan, refused unless Stripe's amount is the catalogue's. */
export async function verifiedPriceId(gateway: BillingGateway, plan: CleaningPackage): Promise<string> {
  const price = await gateway.priceFor(plan.id);
  const problem = price ? priceMismatch(plan, price) : `No active Stripe price for ${plan.id}: run \`npm run stripe:setup\`.`;
  if (problem || !price) {
    console.error(`Subscription checkout refused: ${problem}`);
    throw new Unavailable(
      "billing_misconfigured",
      "Subscriptions are paused for a moment while we update our prices. Please try again later or call us.",
    );
  }
  return price.id;
}

/**
 * Starts a subscription: holds the first cleaning's slot (a booking awaiting payment) and
 * opens a Stripe Checkout for the catalogue's price. One checkout in flight per user: a new
 * one replaces an open one; a repeated idempotency key answers the same checkout.
 */
export async function startSubscriptionCheckout(
  ctx: SignedInContext,
  gateway: BillingGateway,
  input: SubscriptionCheckoutRequest,
  idempotencyKey: string,
): Promise<SubscriptionCheckoutResponse> {
  const { db, user } = ctx;
  const now = ctx.now();
  // Keys are stored per user (the column is unique across users): another user's request
  // with the same key is a new checkout of their own, never refused as this one's repeat.
  const key = `${user.id}:${idempotencyKey}`;
  if ((await subscriptionStateFor(db, user.id)).subscribed) {
    throw new Conflict("already_subscribed", "You already have an active subscription. You can change its plan from your dashboard.");
  }
  const [repeated] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.idempotencyKey, key), eq(checkouts.userId, user.id)));
  if (repeated?.status === "open" && repeated.url && repeated.stripeSessionId)
    return { url: repeated.url, session_id: repeated.stripeSessionId };
  if (repeated) throw new Conflict("checkout_in_progress", "This checkout is already being prepared. Please wait a moment.");

  const plan = packageOrDefault(input.package);
  const priceId = await verifiedPriceId(gateway, plan);
  await replaceCheckoutsInFlight(db, gateway, user.id, now);
  const checkout = await claimCheckout(db, user.id, plan.id, key, now);

  let bookingId: string | null = null;
  try {
    const { response } = await createBooking(
      ctx,
      {
        service_id: FIRST_CLEANING_SERVICE_ID,
        appointment_date: input.firstCleaning.date,
        appointment_time: input.firstCleaning.time,
        customer_name: input.name,
        customer_email: input.email,
        customer_phone: input.phone,
        text_reminders: input.text_reminders,
        service_address: input.address,
        special_notes: input.notes,
        address: input.address_parts,
        locale: input.locale,
      },
      {
        idempotencyKey: `subscription-checkout-${checkout.id}`,
        hold: { title: firstVisitTitle(plan), price: `${plan.price} / month`, lengthHours: plan.visitHours },
      },
    );
    bookingId = (await findBookingByReference(db, response.booking.reference))?.id ?? null;
    const customerId = await customerFor(ctx, gateway);
    const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_MS);
    const metadata = { user_id: user.id, package_id: plan.id, booking_id: bookingId ?? "", checkout_id: checkout.id };
    const session = await gateway.createCheckoutSession({
      checkoutId: checkout.id,
      customerId,
      priceId,
      packageId: plan.id,
      metadata,
      expiresAt,
      locale: input.locale,
      ...checkoutReturnUrls(ctx.settings.siteUrl, plan.id, input.locale),
    });
    await db
      .update(checkouts)
      .set({ status: "open", stripeSessionId: session.id, url: session.url, bookingId, expiresAt, updatedAt: now })
      .where(eq(checkouts.id, checkout.id));
    return { url: session.url, session_id: session.id };
  } catch (error) {
    // The key is set free, so the customer's retry (same key: the page keeps it) starts afresh.
    await db
      .update(checkouts)
      .set({ status: "expired", bookingId, idempotencyKey: `${key}:failed:${checkout.id}`, updatedAt: now })
      .where(eq(checkouts.id, checkout.id));
    if (bookingId) await releaseHeldBooking(db, bookingId, now);
    throw error;
  }
}

async function claimCheckout(
  db: Database,
  userId: string,
  packageId: PackageId,
  idempotencyKey: string,
  now: Date,
): Promise<CheckoutRecord> {
  try {
    const [row] = await db
      .insert(checkouts)
      .values({ id: crypto.randomUUID(), userId, packageId, status: "creating", idempotencyKey, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("The checkout could not be stored.");
    return row;
  } catch (error) {
    // The partial unique index: another request of this user is creating a checkout now.
    if (isUniqueViolation(error))
      throw new Conflict(
        "checkout_in_progress",
        "A checkout is already being prepared in another tab. Please finish it there or try again in a minute.",
      );
    throw error;
  }
}

/**
 * Closes the user's earlier checkout before a new one opens, so two paid checkouts can never
 * make two subscriptions. If the earlier one was paid meanwhile, the new one is refused.
 */
async function replaceCheckoutsInFlight(db: Database, gateway: BillingGateway, userId: string, now: Date) {
  const inFlight = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), inArray(checkouts.status, ["creating", "open"])));
  for (const checkout of inFlight) {
    if (checkout.status === "creating" && now.getTime() - checkout.createdAt.getTime() < STALE_CREATING_MS) continue;
    if (
      checkout.status === "open" &&
      checkout.stripeSessionId &&
      (await gateway.expireCheckoutSession(checkout.stripeSessionId)) === "completed"
    ) {
      throw new Conflict(
        "payment_in_progress",
        "Your payment went through and your subscription is being activated. Please check your subscription in a moment.",
      );
    }
    await closeCheckout(db, checkout, now);
  }
}

async function closeCheckout(db: Database, checkout: CheckoutRecord, now: Date) {
  await db
    .update(checkouts)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(checkouts.id, checkout.id), inArray(checkouts.status, ["creating", "open"])));
  if (checkout.bookingId) await releaseHeldBooking(db, checkout.bookingId, now);
}

/** The signed-in user's Stripe customer: created at the first checkout or saved card, then always the same one. */
function customerFor(ctx: SignedInContext, gateway: BillingGateway): Promise<string> {
  const { user } = ctx;
  return accountCustomer(ctx, gateway, {
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
  });
}

/**
 * Cron backstop for holds whose checkout ended without an event (local mode never sends
 * one; a lost expiry event in production): frees their slots.
 */
export async function expireAbandonedCheckouts(ctx: ServiceContext): Promise<number> {
  const { db } = ctx;
  const now = ctx.now();
  const abandoned = await db
    .select()
    .from(checkouts)
    .where(
      or(
        and(eq(checkouts.status, "open"), lt(checkouts.expiresAt, new Date(now.getTime() - 5 * 60 * 1000))),
        and(eq(checkouts.status, "creating"), lt(checkouts.createdAt, new Date(now.getTime() - STALE_CREATING_MS))),
      ),
    )
    .limit(100);
  for (const checkout of abandoned) await closeCheckout(db, checkout, now);
  return abandoned.length;
}
