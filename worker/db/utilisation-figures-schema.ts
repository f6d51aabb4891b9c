import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Per visit date (a New York date), area, crew name and crew account, the visits that hold a
 * crew (bookings neither cancelled nor held for a checkout): how many, their booked hours, and
 * the customers' ratings of them (how many, and their stars added up). Utilisation reads these
 * few rows a day instead of every visit of the period and its crew and rating. `area`,
 * `crew_name` and `provider_id` are '' where the booking has none, so that the key has no NULL.
 * Kept by database triggers on bookings, crew_assignments and job_ratings
 * (migrations/*_utilisation_figures.sql), as the day figures are
 * (docs/decisions/0106-utilisation-from-kept-figures.md).
 */
export const utilisationDayFigures = sqliteTable(
  "utilisation_day_figures",
  {
    day: text("day").notNull(),
    area: text("area").notNull(),
    crewName: text("crew_name").notNull(),
    providerId: text("provider_id").notNull(),
    visits: integer("visits").notNull(),
    hours: integer("hours").notNull(),
    ratings: integer("ratings").notNull(),
    stars: integer("stars").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.area, table.crewName, table.providerId] })],
);
