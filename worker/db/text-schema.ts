import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth-schema";

/**
 * A customer's mobile number and their consent to reminder texts, given apart from the
 * account and off until they tick it. Texts are transactional only and never carry access codes.
 */
export const textPreferences = sqliteTable("text_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** E.164, e.g. +13055550142. */
  mobilePhone: text("mobile_phone"),
  reminderTexts: integer("reminder_texts", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
export type TextPreferenceRecord = typeof textPreferences.$inferSelect;
