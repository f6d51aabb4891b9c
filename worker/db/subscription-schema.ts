import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LOCALES } from "#core/i18n/locale";
import { users } from "./auth-schema";

/** Stripe's subscription statuses, stored as Stripe sends them in webhook events. */
export const SUBSCRIPTION_STATUSES = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * One row per Stripe subscription, written only from verified webhook events: D1 is the
 * page's source of truth, so no page load ever calls Stripe.
 */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    stripeSubscriptionId: text("stripe_subscription_id").notNull(),
    packageId: text("package_id").notNull(),
    /** The person's language (core/i18n/locale.ts): what their emails, texts and calendar files are written in. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    /** The first cleaning booked in the wizard, confirmed when the checkout completes. */
    firstBookingId: text("first_booking_id"),
    /**
     * `created` of the newest Stripe event applied to this row (ms). Stripe does not
     * deliver events in order, so an older event never overwrites a newer one.
     */
    stripeEventAt: integer("stripe_event_at", { mode: "timestamp_ms" }).notNull().default(sql`0`),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    uniqueIndex("subscriptions_stripe_subscription_id_idx").on(table.stripeSubscriptionId),
    index("subscriptions_user_id_idx").on(table.userId),
    // The console's subscribers, most recently changed first: a page reads its rows off this index.
    index("subscriptions_updated_at_idx").on(table.updatedAt),
    // The owner's subscriber figures count every subscription by plan and state: read from this
    // index alone, in plan order, instead of every row's columns and a sort by plan.
    index("subscriptions_figures_idx").on(
      table.packageId,
      table.status,
      table.cancelAtPeriodEnd,
      table.createdAt,
      table.stripeEventAt,
      table.updatedAt,
    ),
  ],
);
export type SubscriptionRecord = typeof subscriptions.$inferSelect;
