import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth-schema";
import { bookings } from "./booking-schema";

/** The Stripe customer of each user, created once at the first checkout and reused after. */
export const billingCustomers = sqliteTable(
  "billing_customers",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [uniqueIndex("billing_customers_stripe_customer_id_idx").on(table.stripeCustomerId)],
);

/** `cancelled`: the customer pressed Cancel on the checkout; `expired`: left until it lapsed or was replaced. */
export const CHECKOUT_STATUSES = ["creating", "open", "completed", "expired", "cancelled"] as const;

/**
 * Subscription checkouts started from the wizard. The partial unique index allows one
 * checkout in flight (creating or open) per user, whatever the number of tabs or clicks.
 */
export const checkouts = sqliteTable(
  "checkouts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packageId: text("package_id").notNull(),
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    stripeSessionId: text("stripe_session_id"),
    url: text("url"),
    status: text("status", { enum: CHECKOUT_STATUSES }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    /** When a card was last declined on this checkout; it stays open, as Stripe's does, for another card. */
    declinedAt: integer("declined_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    uniqueIndex("checkouts_stripe_session_id_idx").on(table.stripeSessionId),
    uniqueIndex("checkouts_idempotency_key_idx").on(table.idempotencyKey),
    uniqueIndex("checkouts_one_in_flight_per_user_idx").on(table.userId).where(sql`status in ('creating', 'open')`),
  ],
);
export type CheckoutRecord = typeof checkouts.$inferSelect;

/**
 * Stripe event ids the webhook applied, each stored as "processed" in the batch that applied
 * it, so a repeat is skipped. "processing" rows are claims an earlier webhook wrote before
 * its work; one left behind gives way after 5 minutes.
 */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  status: text("status", { enum: ["processing", "processed"] }).notNull(),
  receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
  processedAt: integer("processed_at", { mode: "timestamp_ms" }),
});

/** A subscriber's request for an extra, urgent cleaning; the business calls back. */
export const emergencyRequests = sqliteTable(
  "emergency_requests",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packageId: text("package_id").notNull(),
    notes: text("notes"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("emergency_requests_user_id_idx").on(table.userId)],
);
