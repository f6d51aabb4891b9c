import { integer, sqliteTable, text, index } from "drizzle-orm/sqlite-core";

export * from "./auth-schema";

export const EMAIL_STATUSES = ["pending", "sent", "stored", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Every email the app sends. With no provider configured the stored record is the
 * delivery (status "stored") and the local mailbox reads it.
 */
export const emails = sqliteTable(
  "emails",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: EMAIL_STATUSES }).notNull(),
    providerId: text("provider_id"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** When the next delivery attempt is due; also the lease of an attempt in progress. */
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    index("emails_created_at_idx").on(table.createdAt),
    index("emails_status_idx").on(table.status),
    index("emails_next_attempt_at_idx").on(table.nextAttemptAt),
  ],
);
export type EmailRecord = typeof emails.$inferSelect;
export * from "./booking-schema";
export * from "./subscription-schema";
export * from "./vendor-schema";
export * from "./admin-schema";
export * from "./billing-schema";
export * from "./schedule-schema";
export * from "./payment-schema";
export * from "./refund-schema";
export * from "./cancellation-reason-schema";
export * from "./building-schema";
export * from "./staff-schema";
export * from "./staff-hours-schema";
export * from "./closed-day-schema";
export * from "./photo-schema";
export * from "./address-book-schema";
export * from "./wallet-schema";
