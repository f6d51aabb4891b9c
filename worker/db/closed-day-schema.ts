import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Days the business closes beside the fixed public holidays (core/holidays.ts), added by an
 * admin: no booking, no new schedule and no series visit falls on them.
 */
export const closedDays = sqliteTable("closed_days", {
  /** yyyy-MM-dd in New York; one row per day. */
  date: text("date").primaryKey(),
  /** Why, as the admin typed it (shown in the console). */
  reason: text("reason").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

export type ClosedDayRecord = typeof closedDays.$inferSelect;
