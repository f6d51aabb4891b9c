import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

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
 * subscription cleanings share it without touching their own tables.
 */
export const crewAssignments = sqliteTable(
  "crew_assignments",
  {
    visitType: text("visit_type").notNull(),
    visitId: text("visit_id").notNull(),
    crewName: text("crew_name").notNull(),
    assignedBy: text("assigned_by").notNull(),
    assignedAt: integer("assigned_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.visitType, table.visitId] })],
);
