import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SERVICE_LOCATIONS } from "#core/services/areas";

/** The building directory (core/buildings.ts), kept by the admin. */
export const buildings = sqliteTable(
  "buildings",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** The name lower-cased: two entries cannot differ by case alone. */
    nameKey: text("name_key").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    zip: text("zip").notNull(),
    area: text("area", { enum: SERVICE_LOCATIONS }),
    conciergePhone: text("concierge_phone"),
    serviceElevatorHours: text("service_elevator_hours"),
    parkingInstructions: text("parking_instructions"),
    entryInstructions: text("entry_instructions"),
    notes: text("notes"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [uniqueIndex("buildings_name_key_idx").on(table.nameKey)],
);
export type BuildingRecord = typeof buildings.$inferSelect;
