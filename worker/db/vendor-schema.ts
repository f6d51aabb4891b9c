import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LOCALES } from "#core/i18n/locale";

export const VENDOR_APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type VendorApplicationStatus = (typeof VENDOR_APPLICATION_STATUSES)[number];

/** A professional asking to join the network, from /become-a-vendor; decided by an admin. */
export const vendorApplications = sqliteTable(
  "vendor_applications",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    company: text("company"),
    serviceType: text("service_type").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** The person's language (core/i18n/locale.ts): what their emails, texts and calendar files are written in. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    hearAboutUs: text("hear_about_us"),
    message: text("message").notNull(),
    status: text("status", { enum: VENDOR_APPLICATION_STATUSES }).notNull(),
    /** The form's key: a double click or a retry returns the first application. */
    idempotencyKey: text("idempotency_key").notNull(),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    decidedBy: text("decided_by"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    uniqueIndex("vendor_applications_idempotency_key_idx").on(table.idempotencyKey),
    index("vendor_applications_status_idx").on(table.status, table.createdAt),
  ],
);
export type VendorApplicationRecord = typeof vendorApplications.$inferSelect;
