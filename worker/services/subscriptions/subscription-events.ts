import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { PACKAGE_IDS, packageOrDefault, type PackageId } from "#core/packages";
import type { SubscriptionSnapshot } from "#worker/billing/gateway";
import type { Database } from "#worker/db/client";
import { bookings, cleaningSchedules, subscriptions, users, type SubscriptionRecord } from "#worker/db/schema";
import {
  cancellationScheduledEmail,
  planChangedEmail,
  subscriptionChangeBusinessEmail,
  subscriptionEndedEmail,
  subscriptionResumedEmail,
  type Subscriber,
  type SubscriptionChange,
} from "#worker/emails/subscription";
import type { ServiceContext } from "../context";
import { emailToStore } from "../email";
import { type EventWrite, mailIf, UnusableEvent } from "../event-work";
import { firstVisitTitle } from "./subscription-checkout";
import { currentAmong, isServing } from "./subscription-state";

/**
 * Stripe's subscription events, each read in one step and answered with the writes that the
 * webhook runs in one batch (stripe-webhook.ts). What a write depends on that D1 may have
 * changed since the read sits in the write's own condition.
 */

export const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

export const subscriberColumns = { email: users.email, name: users.name, locale: users.locale };

/**
 * Whose subscription this is, in SQL: the row's owner if D1 has it, else our customer record's,
 * else the user the checkout's metadata names.
 */
function ownerOf(snapshot: SubscriptionSnapshot): SQL {
  return sql`COALESCE(
    (SELECT user_id FROM subscriptions WHERE stripe_subscription_id = ${snapshot.stripeSubscriptionId}),
    (SELECT user_id FROM billing_customers WHERE stripe_customer_id = ${snapshot.stripeCustomerId}),
    ${snapshot.metadata.user_id ?? null})`;
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
export async function applySnapshot(ctx: ServiceContext, snapshot: SubscriptionSnapshot, eventAt: Date, now: Date): Promise<EventWrite[]> {
  const { db } = ctx;
  const owner = ownerOf(snapshot);
  const [[user], owned] = await Promise.all([
    db
      .select({ id: users.id, ...subscriberColumns })
      .from(users)
      .where(eq(users.id, owner)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, owner)),
  ]);
  const existing = owned.find((row) => row.stripeSubscriptionId === snapshot.stripeSubscriptionId);
  const packageId = packageFrom(snapshot, existing);
  if (!user) throw new UnusableEvent(`subscription ${snapshot.stripeSubscriptionId} names no customer or user of ours`);
  if (!packageId) throw new UnusableEvent(`subscription ${snapshot.stripeSubscriptionId} has no price of ours`);
  const state = {
    status: snapshot.status,
    packageId,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    stripeEventAt: eventAt,
    updatedAt: now,
  };
  const created = {
    id: crypto.randomUUID(),
    userId: user.id,
    stripeCustomerId: snapshot.stripeCustomerId,
    stripeSubscriptionId: snapshot.stripeSubscriptionId,
    firstBookingId: null,
    locale: user.locale,
    createdAt: now,
    ...state,
  };
  const upsert = db
    .insert(subscriptions)
    .values(created)
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: state,
      setWhere: and(
        sql`${subscriptions.stripeEventAt} <= ${eventAt.getTime()} AND ${subscriptions.status} NOT IN ('canceled', 'incomplete_expired')`,
        snapshot.status === "incomplete" ? eq(subscriptions.status, "incomplete") : undefined,
      ),
    });
  const after: SubscriptionRecord = existing ? { ...existing, ...state } : created;
  // What follows the upsert happens only if it did write this state: not when D1 holds a newer one.
  const applied = sql`EXISTS (SELECT 1 FROM subscriptions WHERE stripe_subscription_id = ${snapshot.stripeSubscriptionId}
    AND stripe_event_at = ${eventAt.getTime()} AND updated_at = ${now.getTime()})`;
  const others = owned.filter((row) => row.id !== after.id);
  return [
    { statement: upsert },
    ...followPlanChange(db, existing, after, applied, now),
    // Written in the subscription's language (the checkout's page), which the account's may have moved away from since.
    ...mailIf(db, transitionEmails(ctx, { ...user, locale: after.locale }, existing, after, others, now), applied),
  ];
}

/**
 * What a subscriber changed between the row before and after an applied event: each change
 * is emailed to the customer and to the business. Only an event that moved the row (newer
 * than what D1 held, see applySnapshot) gets here, and each event id is handled once, so a
 * repeated or late event sends nothing again.
 */
function transitionEmails(
  ctx: ServiceContext,
  subscriber: Subscriber,
  before: SubscriptionRecord | undefined,
  after: SubscriptionRecord,
  others: SubscriptionRecord[],
  now: Date,
) {
  const changes = transitionsOf(before, after);
  if (changes.length === 0) return [];
  // An older subscription ending (say, an unpaid first try) ends nothing while another one serves.
  const current = currentAmong([after, ...others]);
  if (current && current.id !== after.id && isServing(current)) return [];
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
  return changes
    .flatMap((change) => [customerCopy(change), subscriptionChangeBusinessEmail(businessEmail, subscriber, plan, change)])
    .map((email) => emailToStore(ctx.mailer, email, now));
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
function followPlanChange(
  db: Database,
  before: SubscriptionRecord | undefined,
  after: SubscriptionRecord,
  applied: SQL,
  now: Date,
): EventWrite[] {
  if (!before || before.packageId === after.packageId || !isServing(after)) return [];
  const plan = packageOrDefault(after.packageId);
  return [
    {
      statement: db
        .update(cleaningSchedules)
        .set({ subscriptionTier: plan.id, revision: sql`${cleaningSchedules.revision} + 1`, updatedAt: now })
        .where(and(eq(cleaningSchedules.userId, after.userId), eq(cleaningSchedules.status, "active"), applied)),
    },
    {
      statement: db
        .update(bookings)
        .set({ serviceTitle: firstVisitTitle(plan), servicePrice: `${plan.price} / month`, lengthHours: plan.visitHours, updatedAt: now })
        .where(
          and(
            eq(bookings.id, after.firstBookingId ?? ""),
            inArray(bookings.status, ["held_for_checkout", "pending", "confirmed"]),
            gt(bookings.startsAt, now),
            applied,
          ),
        ),
    },
  ];
}
