import { count, desc, eq, or, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type AdminSubscriberList, type SubscriberListQuery } from "#core/admin-api";
import { CLEANING_PACKAGES } from "#core/packages";
import type { Database } from "#worker/db/client";
import { subscriptions, users } from "#worker/db/schema";
import { containing, likeEscaped } from "../text-search";

/**
 * Every subscription D1 knows of (kept by Stripe's webhooks) with its customer, most recently
 * changed first; with `q`, those whose customer's first, last or full name or email contains it.
 */
export async function listSubscribers(db: Database, { page, q }: SubscriberListQuery): Promise<AdminSubscriberList> {
  const pattern = q ? containing(q) : undefined;
  const where = pattern
    ? or(likeEscaped(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), likeEscaped(users.email, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ subscription: subscriptions, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(where)
      .orderBy(desc(subscriptions.updatedAt))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(subscriptions).innerJoin(users, eq(users.id, subscriptions.userId)).where(where),
  ]);
  return {
    subscribers: rows.map(({ subscription, firstName, lastName, email }) => ({
      subscriptionId: subscription.id,
      name: `${firstName} ${lastName}`.trim(),
      email,
      packageId: subscription.packageId,
      plan: CLEANING_PACKAGES.find((pack) => pack.id === subscription.packageId)?.title ?? subscription.packageId,
      status: subscription.status,
      nextBillingDate: subscription.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    })),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: total?.value ?? 0,
  };
}
