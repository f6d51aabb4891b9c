import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LOCALES } from "#core/i18n/locale";
import type { PriceInputs, Quote } from "#core/pricing";
import type { AddressParts } from "#core/service-address";
import { SERVICE_LOCATIONS } from "#core/services/areas";
import { users } from "./auth-schema";

/** What is stored in clear of a booking's address: everything but the way in's instructions. */
export type StoredAddressParts = AddressParts;

/**
 * held_for_checkout: a subscription's first cleaning, holding its slot while the customer is
 * in Stripe Checkout; confirmed by the payment's webhook, cancelled if the checkout expires.
 */
export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled", "completed", "held_for_checkout"] as const;

export const bookings = sqliteTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull(),
    serviceId: text("service_id").notNull(),
    serviceTitle: text("service_title").notNull(),
    servicePrice: text("service_price").notNull(),
    appointmentDate: text("appointment_date").notNull(),
    appointmentTime: text("appointment_time").notNull(),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    /**
     * Whole hours the visit holds its crew from its start (core/services/visit-hours.ts). Bookings
     * made before lengths were counted held one slot, and keep holding one.
     */
    lengthHours: integer("length_hours").notNull().default(1),
    /** What the provider or the business noted when completing the visit; shown to the customer. */
    completionNote: text("completion_note"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    /** The booking's phone as E.164, kept only when the person ticked the consent to visit texts on the booking. */
    textPhone: text("text_phone"),
    /** The person's language (core/i18n/locale.ts): what their emails, texts and calendar files are written in. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    /**
     * Who the booking's person is for the first-time offer (worker/services/bookings/person-keys.ts):
     * the email without +tag (and Gmail's dots), the phone's digits, the street and unit.
     * Null only where no key could be read (an address without a street, older rows).
     */
    emailKey: text("email_key"),
    phoneKey: text("phone_key"),
    addressKey: text("address_key"),
    serviceAddress: text("service_address").notNull(),
    /** The area whose crews go (core/service-areas.ts); null for a booking whose ZIP is unknown (see slot-capacity.ts). */
    area: text("area", { enum: SERVICE_LOCATIONS }),
    /** The address's parts without the access instructions; null for bookings made before parts existed. */
    addressParts: text("address_parts", { mode: "json" }).$type<StoredAddressParts>(),
    /** The access instructions, AES-GCM sealed (worker/services/access-secrets.ts): codes to a customer's home. */
    accessNotesSealed: text("access_notes_sealed"),
    specialNotes: text("special_notes"),
    /** The quantities the customer asked for (bedrooms, hours, pounds...); null on bookings made before prices computed. */
    priceInputs: text("price_inputs", { mode: "json" }).$type<PriceInputs>(),
    /** The itemised price the server computed when the booking was made. */
    estimate: text("estimate", { mode: "json" }).$type<Quote>(),
    /** The server decided this is the customer's first home cleaning: it carries the first-time 20% off. */
    firstCleaningOffer: integer("first_cleaning_offer", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key").notNull(),
    customerEmailId: text("customer_email_id"),
    businessEmailId: text("business_email_id"),
    reminderSentAt: integer("reminder_sent_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    uniqueIndex("bookings_reference_idx").on(table.reference),
    uniqueIndex("bookings_idempotency_key_idx").on(table.idempotencyKey),
    index("bookings_slot_idx").on(table.serviceId, table.appointmentDate, table.appointmentTime),
    index("bookings_starts_at_idx").on(table.startsAt),
    // The first-time offer's lookups (worker/services/bookings/first-time-offer.ts): one index per way a person is known.
    index("bookings_email_key_idx").on(table.emailKey),
    index("bookings_phone_key_idx").on(table.phoneKey),
    index("bookings_address_key_idx").on(table.addressKey),
    // A customer's bookings newest first (GET /api/my-bookings): found and ordered by this one
    // index. On user_id alone SQLite walked every booking by starts_at once guests' bookings
    // (no user id) were most of the table (tests/worker/query-plans.test.ts).
    index("bookings_user_starts_idx").on(table.userId, table.startsAt),
    // A customer's saved addresses, newest booking first (saved-addresses.ts), by the same means.
    index("bookings_user_created_idx").on(table.userId, table.createdAt),
    // The owner's figures per visit over a period (utilisation, crew pay): the period's visits
    // read from this index alone, never the rows (docs/decisions/0079-owner-figures-from-covering-indexes.md).
    index("bookings_day_status_idx").on(table.appointmentDate, table.status, table.area, table.lengthHours, table.id),
    // The payments view's page (payments-rows.ts): its span's visits read by day and start, in
    // the page's order, so a page of 200 stops after the few slots it shows instead of sorting
    // the whole first day (500 visits and their payments on a busy year). Status and id are
    // kept too: a day's roster (staff-places.ts), which the planner may send through this index,
    // then finds the visits given without reading a booking it does not need.
    index("bookings_day_starts_idx").on(table.appointmentDate, table.startsAt, table.status, table.id),
    // Each customer's visits in date order (customer-figures.ts): their first visit and the next.
    index("bookings_visitor_day_idx")
      .on(sql`COALESCE(${table.emailKey}, lower(${table.customerEmail}))`, table.appointmentDate, table.firstCleaningOffer)
      .where(sql`status NOT IN ('cancelled', 'held_for_checkout')`),
  ],
);
export type BookingRecord = typeof bookings.$inferSelect;

/** Fixed-window request counters for rate limits outside better-auth (e.g. bookings per client). */
export const requestLimits = sqliteTable("request_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});
