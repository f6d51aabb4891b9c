import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import Stripe from "stripe";
import { PACKAGE_IDS, packageOrDefault, type PackageId } from "../../core/packages";
import type { SubscriptionSnapshot } from "../billing/gateway";
import { snapshotOf } from "../billing/stripe-gateway";
import type { Database } from "../db/client";
import {
  billingCustomers,
  bookings,
  checkouts,
  cleaningSchedules,
  stripeEvents,
  subscriptions,
  users,
  type SubscriptionRecord,
} from "../db/schema";
import {
  cancellationScheduledEmail,
  newSubscriberBusinessEmail,
  paymentFailedEmail,
  planChangedEmail,
  subscriptionActivatedEmail,
  subscriptionChangeBusinessEmail,
  subscriptionEndedEmail,
  subscriptionResumedEmail,
  type Subscriber,
  type SubscriptionChange,
} from "../emails/subscription";
import { confirmHeldBooking, releaseHeldBooking } from "./bookings";
import { startPlanSeries } from "./schedules";
import type { ServiceContext } from "./context";
import { sendEmail } from "./email";
import { firstVisitTitle } from "./subscription-checkout";
import { Conflict, Invalid } from "./errors";
import {
  chargeRefunded,
  paymentCheckoutCompleted,
  paymentIntentFailed,
  paymentIntentSucceeded,
  setupCheckoutCompleted,
} from "./payment-webhook";
import { parseStripeEvent } from "./stripe-event-shape";
import { currentSubscription, isServing } from "./subscription-state";

/** What a delivery came to; `ignored` says why a signed event could not be used. */
export interface StripeDelivery {
  duplicate: boolean;
  ignored?: string;
}

/**
 * One delivery of Stripe's webhook, from the route or the local test checkout alike: the
 * signature is checked over the raw body before the event is handled. A signed event that
 * cannot be used is logged and acknowledged: refusing it would only make Stripe send it
 * again for days. Any other failure (D1 down) is thrown, so that Stripe retries.
 */
export async function receiveStripeEvent(ctx: ServiceContext, payload: string, signature: string | undefined): Promise<StripeDelivery> {
  await verifySignature(payload, signature, ctx.settings.stripeWebhookSecret);
  const parsed = parseStripeEvent(payload);
  if ("unusable" in parsed) return ignore(parsed.unusable, parsed);
  try {
    return { duplicate: (await handleStripeEvent(ctx, parsed.event)) === "duplicate" };
  } catch (error) {
    if (error instanceof UnusableEvent) return ignore(error.message, parsed.event);
    throw error;
  }
}

function ignore(reason: string, event: { id?: string; type?: string }): StripeDelivery {
  console.warn(`Stripe event ${event.id ?? "without an id"} (${event.type ?? "no type"}) ignored: ${reason}`);
  return { duplicate: false, ignored: reason };
}

/**
 * A signed event that names nothing of ours (no known user, customer or checkout). Thrown
 * before any write, so the claim on the event is dropped and nothing is stored.
 */
class UnusableEvent extends Error {}

/** Checks the signature over the raw body (and its age: 5 minutes at most) before anything is read. */
async function verifySignature(payload: string, signature: string | undefined, secret: string) {
  if (!signature) throw new Invalid("invalid_signature", "The Stripe-Signature header is missing.");
  try {
    const verifier = Stripe.webhooks.signature;
    if (!verifier) throw new Error("The Stripe SDK has no signature verifier.");
    await verifier.verifyHeaderAsync(payload, signature, secret, Stripe.webhooks.DEFAULT_TOLERANCE, Stripe.createSubtleCryptoProvider());
  } catch {
    throw new Invalid("invalid_signature", "The webhook signature could not be verified.");
  }
}

/** A claim older than this belongs to a handler that died; the event may be processed again. */
const STALE_CLAIM_MS = 5 * 60 * 1000;

/**
 * Processes each event id once. The claim row is written before the work; a failure removes
 * it and is rethrown, so Stripe sees the delivery fail and its retry processes the event again.
 */
export async function handleStripeEvent(ctx: ServiceContext, event: Stripe.Event): Promise<"processed" | "duplicate"> {
  const now = ctx.now();
  const claim = await claimEvent(ctx.db, event, now);
  if (claim === "processed") return "duplicate";
  if (claim === "busy") throw new Conflict("event_in_progress", "This event is being processed; it will be retried.");
  try {
    await applyEvent(ctx, event, now);
  } catch (error) {
    await ctx.db.delete(stripeEvents).where(and(eq(stripeEvents.id, event.id), eq(stripeEvents.status, "processing")));
    throw error;
  }
  await ctx.db.update(stripeEvents).set({ status: "processed", processedAt: now }).where(eq(stripeEvents.id, event.id));
  return "processed";
}

async function claimEvent(db: Database, event: Stripe.Event, now: Date): Promise<"claimed" | "processed" | "busy"> {
  const claimed = await db.get<{ id: string }>(sql`
    INSERT INTO stripe_events (id, type, status, received_at) VALUES (${event.id}, ${event.type}, 'processing', ${now.getTime()})
    ON CONFLICT(id) DO UPDATE SET received_at = excluded.received_at
      WHERE stripe_events.status = 'processing' AND stripe_events.received_at < ${now.getTime() - STALE_CLAIM_MS}
    RETURNING id`);
  if (claimed) return "claimed";
  const [existing] = await db.select({ status: stripeEvents.status }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  return existing?.status === "processed" ? "processed" : "busy";
}

async function applyEvent(ctx: ServiceContext, event: Stripe.Event, now: Date) {
  const eventAt = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed":
      return checkoutCompleted(ctx, event.data.object, now);
    case "checkout.session.expired":
      return checkoutExpired(ctx.db, event.data.object, now);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return applySnapshot(ctx, snapshotOf(event.data.object), eventAt, now);
    case "invoice.paid":
      return invoicePaid(ctx.db, event.data.object, eventAt, now);
    case "invoice.payment_failed":
      return invoicePaymentFailed(ctx, event.data.object, eventAt, now);
    // A booking's card and one-off payments (payment-webhook.ts).
    case "payment_intent.succeeded":
      return paymentIntentSucceeded(ctx, event.data.object);
    case "payment_intent.payment_failed":
      return paymentIntentFailed(ctx, event.data.object);
    case "charge.refunded":
      return chargeRefunded(ctx, event.data.object);
    default:
      // Other events the endpoint may be subscribed to change nothing here.
      return;
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

async function subscriberFor(db: Database, userId: string): Promise<Subscriber | undefined> {
  const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return user;
}

async function bookingById(db: Database, id: string | null) {
  if (!id) return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  return booking;
}

/**
 * The customer paid. The subscription row is created here only if no subscription event
 * came first; its state is then left to the subscription events, which are newer.
 */
async function checkoutCompleted(ctx: ServiceContext, session: Stripe.Checkout.Session, now: Date) {
  if (session.mode === "setup") return setupCheckoutCompleted(ctx, session);
  if (session.mode === "payment") return paymentCheckoutCompleted(ctx, session);
  if (session.mode !== "subscription") return;
  const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.stripeSessionId, session.id));
  const subscriptionId = idOf(session.subscription);
  const customerId = idOf(session.customer);
  if (!checkout || !subscriptionId || !customerId)
    throw new UnusableEvent(`checkout ${session.id} is not one of ours or names no customer or subscription`);
  await ctx.db.update(checkouts).set({ status: "completed", updatedAt: now }).where(eq(checkouts.id, checkout.id));
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  await ctx.db
    .insert(subscriptions)
    .values({
      id: crypto.randomUUID(),
      userId: checkout.userId,
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscriptionId,
      packageId: checkout.packageId,
      status: paid ? "active" : "incomplete",
      firstBookingId: checkout.bookingId,
      stripeEventAt: new Date(0),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: { firstBookingId: checkout.bookingId } });
  if (!paid) return;

  const confirmed = checkout.bookingId ? await confirmHeldBooking(ctx.db, checkout.bookingId, now) : undefined;
  const booking = confirmed ?? (await bookingById(ctx.db, checkout.bookingId));
  await startPlanSeries(ctx, booking, subscriptionId, now);
  const subscriber = await subscriberFor(ctx.db, checkout.userId);
  if (!subscriber) return;
  const plan = packageOrDefault(checkout.packageId);
  await Promise.all([
    sendEmail(ctx.mailer, subscriptionActivatedEmail(subscriber, plan, booking, ctx.settings.siteUrl), now),
    sendEmail(ctx.mailer, newSubscriberBusinessEmail(ctx.settings.businessEmail, subscriber, plan, booking), now),
  ]);
}

/** The customer left the checkout until it expired: its first cleaning's slot is freed. */
async function checkoutExpired(db: Database, session: Stripe.Checkout.Session, now: Date) {
  const [checkout] = await db
    .update(checkouts)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(checkouts.stripeSessionId, session.id), inArray(checkouts.status, ["creating", "open"])))
    .returning();
  if (checkout?.bookingId) await releaseHeldBooking(db, checkout.bookingId, now);
}

/**
 * Whose subscription this is: our customer record first, the checkout's metadata second,
 * as long as that user exists (a subscription row must name one).
 */
async function ownerOf(db: Database, snapshot: SubscriptionSnapshot): Promise<string | undefined> {
  const [customer] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, snapshot.stripeCustomerId));
  if (customer) return customer.userId;
  const userId = snapshot.metadata.user_id;
  if (!userId) return undefined;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return user?.id;
}

function packageFrom(snapshot: SubscriptionSnapshot, existing: SubscriptionRecord | undefined): PackageId | undefined {
  if (snapshot.packageId) return snapshot.packageId;
  const fromMetadata = PACKAGE_IDS.find((id) => id === snapshot.metadata.package_id);
  return fromMetadata ?? (existing?.packageId as PackageId | undefined);
}

/**
 * Writes a subscription's state unless D1 already holds a newer event's state, in one
 * statement so two deliveries racing cannot interleave. A canceled subscription stays
 * canceled: Stripe never revives one. Nor does a subscription go back to incomplete, so an
 * incomplete snapshot only fills a row still incomplete: Stripe stamps the creation and the
 * activation with the same second and may deliver them in either order.
 */
async function applySnapshot(ctx: ServiceContext, snapshot: SubscriptionSnapshot, eventAt: Date, now: Date) {
  const [existing] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, snapshot.stripeSubscriptionId));
  const userId = existing?.userId ?? (await ownerOf(ctx.db, snapshot));
  const packageId = packageFrom(snapshot, existing);
  if (!userId) throw new UnusableEvent(`subscription ${snapshot.stripeSubscriptionId} names no customer or user of ours`);
  if (!packageId) throw new UnusableEvent(`subscription ${snapshot.stripeSubscriptionId} has no price of ours`);
  const state = {
    status: snapshot.status,
    packageId,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    stripeEventAt: eventAt,
    updatedAt: now,
  };
  const [applied] = await ctx.db
    .insert(subscriptions)
    .values({
      id: crypto.randomUUID(),
      userId,
      stripeCustomerId: snapshot.stripeCustomerId,
      stripeSubscriptionId: snapshot.stripeSubscriptionId,
      createdAt: now,
      ...state,
    })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: state,
      setWhere: and(
        sql`${subscriptions.stripeEventAt} <= ${eventAt.getTime()} AND ${subscriptions.status} NOT IN ('canceled', 'incomplete_expired')`,
        snapshot.status === "incomplete" ? eq(subscriptions.status, "incomplete") : undefined,
      ),
    })
    .returning();
  if (!applied) return;
  await followPlanChange(ctx.db, existing, applied, now);
  await emailTransition(ctx, existing, applied, now);
}

/**
 * What a subscriber changed between the row before and after an applied event: each change
 * is emailed to the customer and to the business. Only an event that moved the row (newer
 * than what D1 held, see applySnapshot) gets here, and each event id is handled once, so a
 * repeated or late event sends nothing again.
 */
async function emailTransition(ctx: ServiceContext, before: SubscriptionRecord | undefined, after: SubscriptionRecord, now: Date) {
  const changes = transitionsOf(before, after);
  if (changes.length === 0) return;
  // An older subscription ending (say, an unpaid first try) ends nothing while another one serves.
  const current = await currentSubscription(ctx.db, after.userId);
  if (current && current.id !== after.id && isServing(current)) return;
  const subscriber = await subscriberFor(ctx.db, after.userId);
  if (!subscriber) return;
  const plan = packageOrDefault(after.packageId);
  const { siteUrl, businessEmail } = ctx.settings;
  const customerCopy = (change: SubscriptionChange) => {
    switch (change.kind) {
      case "ended":
        return subscriptionEndedEmail(subscriber, plan, siteUrl);
      case "cancel-scheduled":
        return cancellationScheduledEmail(subscriber, plan, change.endsOn, siteUrl);
      case "resumed":
        return subscriptionResumedEmail(subscriber, plan, after.currentPeriodEnd, siteUrl);
      case "plan-changed":
        return planChangedEmail(subscriber, change.from, plan, siteUrl);
    }
  };
  const outgoing = changes.flatMap((change) => [
    customerCopy(change),
    subscriptionChangeBusinessEmail(businessEmail, subscriber, plan, change),
  ]);
  await Promise.all(outgoing.map((email) => sendEmail(ctx.mailer, email, now)));
}

function transitionsOf(before: SubscriptionRecord | undefined, after: SubscriptionRecord): SubscriptionChange[] {
  if (after.status === "canceled") return before?.status === "canceled" ? [] : [{ kind: "ended" }];
  const changes: SubscriptionChange[] = [];
  // A row first written by this event is a new subscription: its activation email says it all.
  if (before && isServing(before) && isServing(after) && before.packageId !== after.packageId)
    changes.push({ kind: "plan-changed", from: packageOrDefault(before.packageId) });
  if (after.cancelAtPeriodEnd && !before?.cancelAtPeriodEnd) changes.push({ kind: "cancel-scheduled", endsOn: after.currentPeriodEnd });
  if (before?.cancelAtPeriodEnd && !after.cancelAtPeriodEnd && isServing(after)) changes.push({ kind: "resumed" });
  return changes;
}

/**
 * After a plan switch the visits still to come are the new plan's: the customer's active
 * schedules take its tier (their calendar file's length and emails read it; the revision
 * tells calendar apps the series changed) and the first cleaning, if it has not started,
 * its title.
 */
async function followPlanChange(db: Database, before: SubscriptionRecord | undefined, after: SubscriptionRecord, now: Date) {
  if (!before || before.packageId === after.packageId || !isServing(after)) return;
  const plan = packageOrDefault(after.packageId);
  await db.batch([
    db
      .update(cleaningSchedules)
      .set({ subscriptionTier: plan.id, revision: sql`${cleaningSchedules.revision} + 1`, updatedAt: now })
      .where(and(eq(cleaningSchedules.userId, after.userId), eq(cleaningSchedules.status, "active"))),
    db
      .update(bookings)
      .set({ serviceTitle: firstVisitTitle(plan), servicePrice: `${plan.price} / month`, lengthHours: plan.visitHours, updatedAt: now })
      .where(
        and(
          eq(bookings.id, after.firstBookingId ?? ""),
          inArray(bookings.status, ["awaiting_payment", "pending", "confirmed"]),
          gt(bookings.startsAt, now),
        ),
      ),
  ]);
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** A paid invoice ends a past-due period. The first invoice is left to the subscription events. */
async function invoicePaid(db: Database, invoice: Stripe.Invoice, eventAt: Date, now: Date) {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return;
  await db
    .update(subscriptions)
    .set({ status: "active", stripeEventAt: eventAt, updatedAt: now })
    .where(
      and(
        eq(subscriptions.stripeSubscriptionId, subscriptionId),
        inArray(subscriptions.status, ["past_due", "unpaid", "incomplete"]),
        lte(subscriptions.stripeEventAt, eventAt),
      ),
    );
}

/**
 * A failed payment. The first one of a checkout (its subscription's metadata names it) marks
 * the checkout declined: it stays open for another card, and the success page says so. A
 * failed renewal makes the subscription past due (still served while Stripe retries), and
 * the customer is told.
 */
async function invoicePaymentFailed(ctx: ServiceContext, invoice: Stripe.Invoice, eventAt: Date, now: Date) {
  const checkoutId = invoice.parent?.subscription_details?.metadata?.checkout_id;
  if (checkoutId) {
    await ctx.db
      .update(checkouts)
      .set({ declinedAt: eventAt, updatedAt: now })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, "open")));
  }
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return;
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
  if (!row || row.status === "canceled") return;
  // A failure older than the newest state (e.g. the invoice was paid since) neither changes the
  // state nor emails the customer; a further failed retry while past due does email again.
  const [current] = await ctx.db
    .update(subscriptions)
    .set({ status: "past_due", stripeEventAt: eventAt, updatedAt: now })
    .where(
      and(
        eq(subscriptions.id, row.id),
        inArray(subscriptions.status, ["active", "trialing", "past_due"]),
        lte(subscriptions.stripeEventAt, eventAt),
      ),
    )
    .returning();
  if (!current) return;
  const subscriber = await subscriberFor(ctx.db, row.userId);
  if (subscriber) await sendEmail(ctx.mailer, paymentFailedEmail(subscriber, packageOrDefault(row.packageId), ctx.settings.siteUrl), now);
}
