import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CANCELLATION_REASONS } from "#core/cancellation-reasons";
import { subscriptions } from "./subscription-schema";

/**
 * The reason a subscriber gave on the way to cancelling in the billing portal: one row per
 * subscription, the latest answer (asking twice, or a double click, rewrites the one row).
 * Whether they did cancel is the subscription's own status.
 */
export const subscriptionCancellationReasons = sqliteTable("subscription_cancellation_reasons", {
  subscriptionId: text("subscription_id")
    .primaryKey()
    .references(() => subscriptions.id, { onDelete: "cascade" }),
  reason: text("reason", { enum: CANCELLATION_REASONS }).notNull(),
  /** What the subscriber typed with the reason "other"; NULL otherwise. */
  note: text("note"),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});
