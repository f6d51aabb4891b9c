import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Per visit date (a New York date) and crew name, the completed bookings: how many, their
 * booked hours and the tips paid on them less refunds. Crew pay reads these few rows instead
 * of every completed booking of the span. `crew_name` is '' for visits nobody is recorded on,
 * so that the key has no NULL. Kept by database triggers on bookings, crew_assignments and
 * booking_payments (migrations/*_crew_day_figures.sql), as the day figures are
 * (docs/decisions/0089-crew-pay-from-kept-figures.md).
 */
export const crewDayFigures = sqliteTable(
  "crew_day_figures",
  {
    day: text("day").notNull(),
    crewName: text("crew_name").notNull(),
    visits: integer("visits").notNull(),
    hours: integer("hours").notNull(),
    tipsCents: integer("tips_cents").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.crewName] })],
);
