import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Per visit date (a New York date), the bookings still to be done (pending or confirmed): how
 * many, the sum of their estimates' totals, and how many have no estimate. The Overview's week
 * ahead reads seven of these rows instead of every booking of the week and its estimate. Kept
 * by database triggers on bookings (migrations/*_open_booking_figures.sql), as the day figures
 * are (docs/decisions/0101-overview-now-from-kept-figures.md).
 */
export const openBookingFigures = sqliteTable("open_booking_figures", {
  day: text("day").primaryKey(),
  bookings: integer("bookings").notNull(),
  valueCents: integer("value_cents").notNull(),
  unpriced: integer("unpriced").notNull(),
});
