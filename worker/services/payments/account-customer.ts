import { eq } from "drizzle-orm";
import type { BillingGateway } from "#worker/billing/gateway";
import type { Database } from "#worker/db/client";
import { billingCustomers, type BookingRecord, users } from "#worker/db/schema";
import type { ServiceContext } from "../context";

/** Who the account's Stripe customer is made for. */
export interface CustomerAccount {
  userId: string;
  email: string;
  name: string;
}

export async function storedCustomer(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.id;
}

/**
 * The account's one Stripe customer (its subscription and its saved cards): made the first
 * time it is needed, then always the same. Two racing first requests (a double click, two
 * tabs) both reach Stripe with the key `customer-{user}`, so Stripe answers both with one
 * customer; the first row stored wins, and both callers answer with it.
 */
export async function accountCustomer(ctx: ServiceContext, gateway: BillingGateway, account: CustomerAccount): Promise<string> {
  const existing = await storedCustomer(ctx.db, account.userId);
  if (existing) return existing;
  const created = await gateway.createCustomer(account);
  await ctx.db
    .insert(billingCustomers)
    .values({ userId: account.userId, stripeCustomerId: created, createdAt: ctx.now() })
    .onConflictDoNothing();
  return (await storedCustomer(ctx.db, account.userId)) ?? created;
}

/** The account a booking belongs to, as its Stripe customer is named (the same words as at subscribing). */
export async function customerAccountOf(db: Database, userId: string): Promise<CustomerAccount | undefined> {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  return { userId, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
}

/**
 * The Stripe customer a booking's card is saved under: the account's for a booking made
 * signed in (the card then stays on the account), otherwise one per booking, since guests
 * have no account.
 */
export async function bookingCustomer(ctx: ServiceContext, gateway: BillingGateway, booking: BookingRecord): Promise<string> {
  const account = booking.userId ? await customerAccountOf(ctx.db, booking.userId) : undefined;
  if (account) return accountCustomer(ctx, gateway, account);
  return gateway.createBookingCustomer({ bookingId: booking.id, email: booking.customerEmail, name: booking.customerName });
}
