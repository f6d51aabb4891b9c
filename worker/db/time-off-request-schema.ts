import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { TIME_OFF_REQUEST_STATUSES } from "#core/time-off-requests-api";
import { users } from "./auth-schema";

/**
 * Time off a staff member asked for in the work portal. It changes nothing until the owner
 * approves it; approving writes the time off itself (staff_time_off) through the owner's own
 * path. Minutes as in staff_time_off (0 to 1440 for whole days), so one pending request per
 * member and days: a second click finds the first one.
 */
export const staffTimeOffRequests = sqliteTable(
  "staff_time_off_requests",
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
    status: text("status", { enum: TIME_OFF_REQUEST_STATUSES }).notNull().default("pending"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    decidedBy: text("decided_by"),
  },
  (table) => [
    uniqueIndex("staff_time_off_requests_pending_idx")
      .on(table.userId, table.fromDate, table.toDate, table.startMinute, table.endMinute)
      .where(sql`status = 'pending'`),
    index("staff_time_off_requests_status_idx").on(table.status, table.createdAt),
  ],
);
export type StaffTimeOffRequestRecord = typeof staffTimeOffRequests.$inferSelect;
