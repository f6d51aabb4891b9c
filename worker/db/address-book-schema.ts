import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth-schema";

/**
 * What a customer did to the addresses of their bookings (core/saved-addresses.ts): a name,
 * or a removal. The addresses themselves come from the bookings; a removed one comes back
 * only if it is booked again after the removal.
 */
export const addressBook = sqliteTable(
  "address_book",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address's id (a digest of its one-line form, lower-cased). */
    addressId: text("address_id").notNull(),
    label: text("label"),
    removedAt: integer("removed_at", { mode: "timestamp_ms" }),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.addressId] })],
);
