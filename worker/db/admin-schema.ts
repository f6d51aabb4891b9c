import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth-schema";

/**
 * Every action an admin takes (who, what, when), append-only. target_type and target_id
 * name what was acted on: a booking by reference, a vendor application or an email by id.
 */
export const adminActions = sqliteTable(
  "admin_actions",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    detail: text("detail"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("admin_actions_target_idx").on(table.targetType, table.targetId, table.createdAt)],
);

/**
 * The crew sent to a visit. Keyed by the kind of visit and its id, so one-off bookings and
 * subscription cleanings share it without touching their own tables. A booking's provider
 * is a staff account (`provider_id`, with its name copied into `crew_name` for the lists);
 * rows from before staff accounts carry only the typed crew name, still shown as it was.
 * The primary key makes taking a visit one conditional insert: two accepts, one row.
 */
export const crewAssignments = sqliteTable(
  "crew_assignments",
  {
    visitType: text("visit_type").notNull(),
    visitId: text("visit_id").notNull(),
    crewName: text("crew_name").notNull(),
    assignedBy: text("assigned_by").notNull(),
    assignedAt: integer("assigned_at", { mode: "timestamp_ms" }).notNull(),
    // Added after the table's first columns: INSERT ... SELECT statements list them in this order.
    providerId: text("provider_id").references(() => users.id, { onDelete: "set null" }),
    /** When the provider told the customer they were on the way (emailed once). */
    onTheWayAt: integer("on_the_way_at", { mode: "timestamp_ms" }),
    startedAt: integer("started_at", { mode: "timestamp_ms" }),
    /**
     * A booking's starts_at, kept here by triggers (migrations/0044): a member's jobs are read
     * a page at a time in visit order from their index below, never by reading every visit they
     * were ever given to sort it. Null for a subscription cleaning, whose time its id and schedule give.
     */
    visitStartsAt: integer("visit_starts_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    primaryKey({ columns: [table.visitType, table.visitId] }),
    index("crew_assignments_provider_starts_idx").on(table.providerId, table.visitType, table.visitStartsAt, table.visitId),
  ],
);
