import { count, desc, eq } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type AdminSubscriberList } from "../../core/admin-api";
import { CLEANING_PACKAGES } from "../../core/packages";
import type { Database } from "../db/client";
import { subscriptions, users } from "../db/schema";

/** Every subscription D1 knows of (kept by Stripe's webhooks) with its customer, most recently changed first. */
export async function listSubscribers(db: Database, page: number): Promise<AdminSubscriberList> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ subscription: subscriptions, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .orderBy(desc(subscriptions.updatedAt))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(subscriptions),
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
