import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SCHEDULE_FREQUENCIES } from "#core/schedule-recurrence";
import type { AddressParts } from "#core/service-address";
import { SERVICE_LOCATIONS } from "#core/services/areas";
import { users } from "./auth-schema";

export const SCHEDULE_STATUSES = ["active", "cancelled"] as const;
/** Who stopped a schedule: the customer, or the end of their subscription. */
export const SCHEDULE_CANCEL_REASONS = ["customer", "subscription_ended"] as const;

/**
 * A subscriber's recurring cleaning (the specification's cleaning_schedules): the first visit's New York
 * date and slot, repeated weekly, bi-weekly or monthly. Cancelling is a soft cancel.
 */
export const cleaningSchedules = sqliteTable(
  "cleaning_schedules",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    scheduledDate: text("scheduled_date").notNull(),
    scheduledTime: text("scheduled_time").notNull(),
    /** The first visit's instant, so lists sort by it and DST never moves it. */
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    frequency: text("frequency", { enum: SCHEDULE_FREQUENCIES }).notNull(),
    specialInstructions: text("special_instructions"),
    status: text("status", { enum: SCHEDULE_STATUSES }).notNull(),
    /** The subscription package when the schedule was last saved, named in the emails. */
    subscriptionTier: text("subscription_tier"),
    /**
     * Where the series' visits are, typed in the schedule form: the area whose crews go, the
     * one-line address, its parts and the sealed way in. Null on schedules saved before the form
     * asked: their visits are at the subscription's first cleaning's address.
     */
    area: text("area", { enum: SERVICE_LOCATIONS }),
    serviceAddress: text("service_address"),
    addressParts: text("address_parts", { mode: "json" }).$type<AddressParts>(),
    accessNotesSealed: text("access_notes_sealed"),
    idempotencyKey: text("idempotency_key"),
    /** Goes up on every change: the calendar file's SEQUENCE, and a guard against lost updates. */
    revision: integer("revision").notNull().default(0),
    cancelReason: text("cancel_reason", { enum: SCHEDULE_CANCEL_REASONS }),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    index("cleaning_schedules_user_status_idx").on(table.userId, table.status),
    index("cleaning_schedules_status_time_idx").on(table.status, table.scheduledTime),
    uniqueIndex("cleaning_schedules_idempotency_key_idx").on(table.idempotencyKey),
  ],
);
export type CleaningScheduleRecord = typeof cleaningSchedules.$inferSelect;

/** One row per visit reminded: the key claims the visit, so the cron sends one reminder per visit. */
export const scheduleVisitReminders = sqliteTable(
  "schedule_visit_reminders",
  {
    scheduleId: text("schedule_id")
      .notNull()
      .references(() => cleaningSchedules.id, { onDelete: "cascade" }),
    visitStartsAt: integer("visit_starts_at", { mode: "timestamp_ms" }).notNull(),
    emailId: text("email_id"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scheduleId, table.visitStartsAt] })],
);
