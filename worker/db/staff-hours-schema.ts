import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SERVICE_LOCATIONS } from "#core/services/areas";
import { users } from "./auth-schema";

/**
 * When and where each staff member works (core/staff-hours.ts). Rows, not JSON, so the SQL
 * that counts a slot's free members can join them: times are minutes from midnight.
 */

/** An area a member covers: they take visits there. */
export const staffAreas = sqliteTable(
  "staff_areas",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    area: text("area", { enum: SERVICE_LOCATIONS }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.area] }), index("staff_areas_area_idx").on(table.area)],
);

/** One span of a member's weekly hours: on `weekday` (0 Sunday, as strftime('%w')) from `startMinute` to `endMinute`. */
export const staffShifts = sqliteTable(
  "staff_shifts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekday, table.startMinute] })],
);

/**
 * Time off: the days from `fromDate` to `toDate` (New York, inclusive), each from `startMinute`
 * to `endMinute` (0 to 1440 for whole days, never null, so the unique index also catches a
 * second click on the same whole days).
 */
export const staffTimeOff = sqliteTable(
  "staff_time_off",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromDate: text("from_date").notNull(),
    toDate: text("to_date").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
    reason: text("reason").notNull(),
    addedBy: text("added_by").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    uniqueIndex("staff_time_off_once_idx").on(table.userId, table.fromDate, table.toDate, table.startMinute, table.endMinute),
    index("staff_time_off_dates_idx").on(table.toDate, table.fromDate),
  ],
);
export type StaffTimeOffRecord = typeof staffTimeOff.$inferSelect;
