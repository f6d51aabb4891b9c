import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LOCALES } from "#core/i18n/locale";
import { STAFF_ROLES } from "#core/staff";
import { users } from "./auth-schema";
import { bookings } from "./booking-schema";

/**
 * The people who do the work: a crew member (the business's own cleaning teams) or an
 * approved vendor, each one user account. The role lives here, on the server, and is read
 * on every /api/work request; a customer simply has no row. A row is "invited" (not active,
 * never deactivated) until the account's owner accepts the emailed invitation while signed
 * in to it: adding a row proves nothing about who reads the mailbox, so it grants nothing
 * by itself. A row only ever grants or withholds the work portal; the account stays a
 * customer account whatever happens to it.
 */
export const staffMembers = sqliteTable(
  "staff_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    /** Catalogue service ids this member does: what they are offered, and what the admin sees. */
    serviceIds: text("service_ids", { mode: "json" }).$type<string[]>().notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    /** The person's language (core/i18n/locale.ts): what their emails, texts and calendar files are written in. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    /** The approved application a vendor came from, if any. */
    vendorApplicationId: text("vendor_application_id"),
    addedBy: text("added_by").notNull(),
    deactivatedAt: integer("deactivated_at", { mode: "timestamp_ms" }),
    /**
     * The random half of the emailed invitation's token (the other half is its signature,
     * worker/services/work/staff-invitations.ts); kept after acceptance so a second use can be
     * told apart from a forged link. Null for rows from before invitations.
     */
    invitationId: text("invitation_id"),
    invitationExpiresAt: integer("invitation_expires_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    index("staff_members_role_idx").on(table.role, table.active),
    uniqueIndex("staff_members_invitation_idx").on(table.invitationId),
  ],
);
export type StaffMemberRecord = typeof staffMembers.$inferSelect;

/** A vendor who declined an offered booking no longer sees it among their offers. */
export const jobOfferDeclines = sqliteTable(
  "job_offer_declines",
  {
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    declinedAt: integer("declined_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.userId] })],
);

/**
 * One row per booking whose offer has been emailed to the vendors who cover it: the cron
 * claims a booking by inserting its row, so overlapping runs email each offer once.
 */
export const jobOfferNotices = sqliteTable("job_offer_notices", {
  bookingId: text("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
});

/** A customer's rating of a finished visit, from the signed link in the email: one per booking (the primary key). */
export const jobRatings = sqliteTable(
  "job_ratings",
  {
    bookingId: text("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    providerId: text("provider_id").references(() => users.id, { onDelete: "set null" }),
    stars: integer("stars").notNull(),
    comment: text("comment"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("job_ratings_provider_idx").on(table.providerId, table.createdAt)],
);
