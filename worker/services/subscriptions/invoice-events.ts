import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { packageOrDefault } from "#core/packages";
import type { Database } from "#worker/db/client";
import { checkouts, subscriptions, users } from "#worker/db/schema";
import { paymentFailedEmail } from "#worker/emails/subscription";
import type { ServiceContext } from "../context";
import { emailToStore } from "../email";
import { type EventWrite, mailIf } from "../event-work";
import { idOf, subscriberColumns } from "./subscription-events";

// A plan's invoices as Stripe reports them: paid renews the period, failed tells the subscriber.

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** A paid invoice ends a past-due period. The first invoice is left to the subscription events. */
export function invoicePaid(db: Database, invoice: Stripe.Invoice, eventAt: Date, now: Date): EventWrite[] {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return [];
  return [
    {
      statement: db
        .update(subscriptions)
        .set({ status: "active", stripeEventAt: eventAt, updatedAt: now })
        .where(
          and(
            eq(subscriptions.stripeSubscriptionId, subscriptionId),
            inArray(subscriptions.status, ["past_due", "unpaid", "incomplete"]),
            lte(subscriptions.stripeEventAt, eventAt),
          ),
        ),
    },
  ];
}

/**
 * A failed payment. The first one of a checkout (its subscription's metadata names it) marks
 * the checkout declined: it stays open for another card, and the success page says so. A
 * failed renewal makes the subscription past due (still served while Stripe retries), and
 * the customer is told.
 */
export async function invoicePaymentFailed(ctx: ServiceContext, invoice: Stripe.Invoice, eventAt: Date, now: Date): Promise<EventWrite[]> {
  const { db } = ctx;
  const checkoutId = invoice.parent?.subscription_details?.metadata?.checkout_id;
  const subscriptionId = invoiceSubscriptionId(invoice);
  const [found] = subscriptionId
    ? await db
        .select({ row: subscriptions, subscriber: subscriberColumns })
        .from(subscriptions)
        .leftJoin(users, eq(users.id, subscriptions.userId))
        .where(eq(subscriptions.stripeSubscriptionId, subscriptionId))
    : [];
  const writes: EventWrite[] = checkoutId
    ? [
        {
          statement: db
            .update(checkouts)
            .set({ declinedAt: eventAt, updatedAt: now })
            .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, "open"))),
        },
      ]
    : [];
  if (!found || found.row.status === "canceled") return writes;
  const { row, subscriber } = found;
  // A failure older than the newest state (e.g. the invoice was paid since) neither changes the
  // state nor emails the customer; a further failed retry while past due does email again.
  const pastDue = db
    .update(subscriptions)
    .set({ status: "past_due", stripeEventAt: eventAt, updatedAt: now })
    .where(
      and(
        eq(subscriptions.id, row.id),
        inArray(subscriptions.status, ["active", "trialing", "past_due"]),
        lte(subscriptions.stripeEventAt, eventAt),
      ),
    );
  const applied = sql`EXISTS (SELECT 1 FROM subscriptions WHERE id = ${row.id} AND status = 'past_due'
    AND stripe_event_at = ${eventAt.getTime()} AND updated_at = ${now.getTime()})`;
  const mail = subscriber
    ? [
        emailToStore(
          ctx.mailer,
          // In the subscription's language, as every email about it.
          paymentFailedEmail({ ...subscriber, locale: row.locale }, packageOrDefault(row.packageId), ctx.settings.siteUrl),
          now,
        ),
      ]
    : [];
  return [...writes, { statement: pastDue }, ...mailIf(db, mail, applied)];
}
