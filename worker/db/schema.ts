import { integer, sqliteTable, text, index } from "drizzle-orm/sqlite-core";

export * from "./auth-schema";

/**
 * "pending" is kept for rows written before the outbox; new rows are "queued" (waiting for the
 * queue's consumer), "sending" (claimed by one consumer), then "sent", "failed" (a retry is
 * due) or "dead" (every attempt failed). With no provider the stored row is the delivery: "stored".
 */
export const EMAIL_STATUSES = ["pending", "queued", "sending", "sent", "delivered", "stored", "failed", "dead"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const MESSAGE_CHANNELS = ["email", "sms"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * The outbox: every message the app sends (an email, or a text), as the template and values it
 * is rendered from at send time. `html` and `text` hold a rendered copy only when the message
 * is not handed to a provider (the local mailbox); a provider's message is rendered when it goes.
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
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull().default("email"),
    language: text("language").notNull().default("en"),
    /** The template's code and its values (JSON), from which the message is rendered when it is sent. */
    template: text("template"),
    templateValues: text("template_values"),
    /** The booking the message is about, for its log in the console. */
    bookingReference: text("booking_reference"),
  },
  (table) => [
    index("emails_created_at_idx").on(table.createdAt),
    index("emails_status_idx").on(table.status),
    index("emails_next_attempt_at_idx").on(table.nextAttemptAt),
    index("emails_booking_reference_idx").on(table.bookingReference),
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
export * from "./crew-cover-schema";
export * from "./time-off-request-schema";
export * from "./closed-day-schema";
export * from "./photo-schema";
export * from "./address-book-schema";
export * from "./wallet-schema";
export * from "./text-schema";
export * from "./day-figures-schema";
export * from "./crew-figures-schema";
export * from "./customer-firsts-schema";
export * from "./open-booking-figures-schema";
export * from "./utilisation-figures-schema";
