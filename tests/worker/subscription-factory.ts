import { eq } from "drizzle-orm";
import type { SubscriptionStatus } from "#worker/db/schema";
import { subscriptions, users } from "#worker/db/schema";
import { db, verifiedAccount, type Account } from "./support";

/**
 * A subscription row as Stripe's webhooks would leave it. The billing code owns how rows
 * get there; schedule tests only need the stored state.
 */
export async function giveSubscription(
  userId: string,
  status: SubscriptionStatus = "active",
  packageId = "2bed2bath",
  updatedAt = new Date(),
) {
  const id = crypto.randomUUID();
  await db.insert(subscriptions).values({
    id,
    userId,
    stripeCustomerId: `cus_${id.slice(0, 8)}`,
    stripeSubscriptionId: `sub_${id}`,
    packageId,
    status,
    currentPeriodEnd: new Date(updatedAt.getTime() + 30 * 24 * 60 * 60 * 1000),
    createdAt: updatedAt,
    updatedAt,
  });
  return id;
}

export async function setSubscriptionStatus(id: string, status: SubscriptionStatus) {
  await db.update(subscriptions).set({ status, updatedAt: new Date() }).where(eq(subscriptions.id, id));
}

export interface Subscriber extends Account {
  userId: string;
  subscriptionId: string;
}

/** A verified, signed-in user with a serving subscription (active unless told otherwise). */
export async function subscriber(status: SubscriptionStatus = "active"): Promise<Subscriber> {
  const account = await verifiedAccount();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!user) throw new Error("The account was not stored.");
  return { ...account, userId: user.id, subscriptionId: await giveSubscription(user.id, status) };
}
