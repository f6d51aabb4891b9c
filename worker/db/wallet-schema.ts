import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth-schema";

/**
 * The cards a signed-in customer keeps on their account, each a payment method of the
 * account's one Stripe customer (billing_customers). The row is written when the setup
 * checkout starts; the checkout's webhook fills the card, and a card is kept once
 * `paymentMethodId` is set. A removed card keeps its row (`removedAt`), so a booking that
 * chose it still reads what it was.
 */
export const accountCards = sqliteTable(
  "account_cards",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    setupSessionId: text("setup_session_id"),
    setupUrl: text("setup_url"),
    setupExpiresAt: integer("setup_expires_at", { mode: "timestamp_ms" }),
    paymentMethodId: text("payment_method_id"),
    brand: text("brand"),
    last4: text("last4"),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    removedAt: integer("removed_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    index("account_cards_user_idx").on(table.userId),
    uniqueIndex("account_cards_setup_session_idx").on(table.setupSessionId).where(sql`setup_session_id IS NOT NULL`),
    // One row per saved card: a setup event delivered twice, or a card saved at a booking and again, keeps one.
    uniqueIndex("account_cards_payment_method_idx").on(table.userId, table.paymentMethodId).where(sql`payment_method_id IS NOT NULL`),
  ],
);
export type AccountCardRecord = typeof accountCards.$inferSelect;
