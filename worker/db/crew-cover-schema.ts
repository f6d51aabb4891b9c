import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { SERVICE_LOCATIONS } from "#core/services/areas";
import { users } from "./auth-schema";
import { bookings } from "./booking-schema";
import { cleaningSchedules } from "./schedule-schema";

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

/**
 * A subscriber's regular member: the one who had the visit before. Each visit of the
 * schedule goes to them when they are free then, else to the least busy free member
 * (worker/services/schedules/schedule-visit-members.ts).
 */
export const scheduleCrews = sqliteTable("schedule_crews", {
  scheduleId: text("schedule_id")
    .primaryKey()
    .references(() => cleaningSchedules.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The area of the visit they had: a plan's series stores no address of its own. */
  area: text("area", { enum: SERVICE_LOCATIONS }),
  keptAt: integer("kept_at", { mode: "timestamp_ms" }).notNull(),
});
