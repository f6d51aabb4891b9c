import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth-schema";
import { bookings } from "./booking-schema";

/**
 * A visit whose member could not come (time off, deactivated) and whom no other free member
 * could take. It needs a crew for as long as nobody is given it (crew_assignments): the row
 * stays, so giving it someone later needs no second write to clear it.
 */
export const crewNeeded = sqliteTable("crew_needed", {
  bookingId: text("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  /** The member who could not come. */
  leftBy: text("left_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});
