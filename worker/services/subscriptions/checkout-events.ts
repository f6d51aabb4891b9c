import { and, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import { packageOrDefault } from "#core/packages";
import type { Database } from "#worker/db/client";
import { bookings, checkouts, subscriptions, users, type BookingRecord } from "#worker/db/schema";
import { newSubscriberBusinessEmail, subscriptionActivatedEmail } from "#worker/emails/subscription";
import { confirmHeldBookingWrite } from "../bookings/held-bookings";
import type { ServiceContext } from "../context";
import { emailToStore } from "../email";
import { type EventWrite, mailIf, UnusableEvent } from "../event-work";
import { keepFirstCleaningMember, planSeriesWrite } from "../schedules/plan-series";
import { idOf, subscriberColumns } from "./subscription-events";

// The end of a plan's checkout: paid confirms the held first cleaning, expired releases it.

/**
 * The customer paid. The subscription row is created here only if no subscription event
 * came first; its state is then left to the subscription events, which are newer.
 */
export async function subscriptionCheckoutCompleted(
  ctx: ServiceContext,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<EventWrite[]> {
  const { db } = ctx;
  const [found] = await db
    .select({ checkout: checkouts, first: bookings, subscriber: subscriberColumns })
    .from(checkouts)
    .leftJoin(bookings, eq(bookings.id, checkouts.bookingId))
    .leftJoin(users, eq(users.id, checkouts.userId))
    .where(eq(checkouts.stripeSessionId, session.id));
  const subscriptionId = idOf(session.subscription);
  const customerId = idOf(session.customer);
  if (!found || !subscriptionId || !customerId)
    throw new UnusableEvent(`checkout ${session.id} is not one of ours or names no customer or subscription`);
  const { checkout } = found;
  // The wizard's language came with its first cleaning; the account's stands in without one.
  const locale = found.first?.locale ?? found.subscriber?.locale ?? "en";
  const subscriber = found.subscriber ? { ...found.subscriber, locale } : null;
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  const writes: EventWrite[] = [
    { statement: db.update(checkouts).set({ status: "completed", updatedAt: now }).where(eq(checkouts.id, checkout.id)) },
    {
      statement: db
        .insert(subscriptions)
        .values({
          id: crypto.randomUUID(),
          userId: checkout.userId,
          stripeCustomerId: customerId,
          stripeSubscriptionId: subscriptionId,
          packageId: checkout.packageId,
          status: paid ? "active" : "incomplete",
          firstBookingId: checkout.bookingId,
          locale,
          stripeEventAt: new Date(0),
          createdAt: now,
          updatedAt: now,
        })
        // Stripe's subscription event may have made the row first, in the account's language: the checkout's is the one bought in.
        .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: { firstBookingId: checkout.bookingId, locale } }),
    },
  ];
  if (!paid) return writes;

  // The held first cleaning is confirmed; one the checkout's expiry already released stays cancelled.
  const first = found.first ? afterConfirming(found.first) : undefined;
  if (first) writes.push({ statement: confirmHeldBookingWrite(db, first.id, now) });
  if (first?.status === "confirmed") {
    writes.push({ statement: planSeriesWrite(first, subscriptionId, now) });
    writes.push({ statement: keepFirstCleaningMember(first, subscriptionId, now) });
  }
  if (!subscriber) return writes;
  const plan = packageOrDefault(checkout.packageId);
  const mail = [
    subscriptionActivatedEmail(subscriber, plan, first, ctx.settings.siteUrl),
    newSubscriberBusinessEmail(ctx.settings.businessEmail, subscriber, plan, first),
  ].map((email) => emailToStore(ctx.mailer, email, now));
  return [...writes, ...mailIf(db, mail)];
}

function afterConfirming(booking: BookingRecord): BookingRecord {
  return booking.status === "held_for_checkout" ? { ...booking, status: "confirmed" } : booking;
}

/** The customer left the checkout until it expired: its first cleaning's slot is freed. */
export function subscriptionCheckoutExpired(db: Database, session: Stripe.Checkout.Session, now: Date): EventWrite[] {
  const expired = db
    .select({ bookingId: checkouts.bookingId })
    .from(checkouts)
    .where(and(eq(checkouts.stripeSessionId, session.id), eq(checkouts.status, "expired")));
  return [
    {
      statement: db
        .update(checkouts)
        .set({ status: "expired", updatedAt: now })
        .where(and(eq(checkouts.stripeSessionId, session.id), inArray(checkouts.status, ["creating", "open"]))),
    },
    {
      statement: db
        .update(bookings)
        .set({ status: "cancelled", updatedAt: now })
        .where(and(inArray(bookings.id, expired), eq(bookings.status, "held_for_checkout"))),
    },
  ];
}
