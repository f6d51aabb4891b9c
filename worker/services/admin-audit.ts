import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { AuditEntry } from "#core/admin-api";
import type { Database } from "../db/client";
import { adminActions } from "../db/schema";

/** The admin acting: recorded with every action. */
export interface Actor {
  id: string;
  email: string;
}

export type AuditTarget = "booking" | "vendor_application" | "email" | "schedule_visit" | "staff";

export interface AuditInput {
  action: string;
  targetType: AuditTarget;
  targetId: string;
  detail?: string | null;
}

/** An insert of one audit row, to run in the same db.batch() as the change it records. */
export function recordAction(db: Database, actor: Actor, input: AuditInput, now: Date) {
  return db.insert(adminActions).values({
    id: crypto.randomUUID(),
    actorId: actor.id,
    actorEmail: actor.email,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    detail: input.detail ?? null,
    createdAt: now,
  });
}

/**
 * An audit row written only if `table` has a row matching `condition` (at most one).
 * Batched before a conditional UPDATE with the same condition, it records the action
 * exactly when the update happens, since a batch is one transaction. `detail` may read the
 * row as it was before the update (e.g. its old status). Given its `id`, the later statements
 * of the batch can ask whether it was written, as whether the action happened.
 */
export function recordActionIf(
  db: Database,
  actor: Actor,
  input: Omit<AuditInput, "detail"> & { detail?: SQL | string | null; id?: string },
  now: Date,
  table: SQL,
  condition: SQL,
) {
  // Selected in the column order of admin_actions, which the insert lists.
  return db
    .insert(adminActions)
    .select(sql`SELECT ${input.id ?? crypto.randomUUID()}, ${actor.id}, ${actor.email}, ${input.action}, ${input.targetType}, ${input.targetId},
    ${input.detail ?? null}, ${now.getTime()} FROM ${table} WHERE ${condition} LIMIT 1`);
}

/** SQL condition, later in the batch of recordActionIf given `id`: its audit row was written, so its action happened. */
export function actionRecorded(id: string): SQL {
  return sql`EXISTS (SELECT 1 FROM admin_actions WHERE id = ${id})`;
}

/**
 * Whether the audit row of recordActionIf given `id` was written, read after its batch: of two
 * requests racing for one conditional change, the one whose row exists made it. Their clocks
 * cannot tell them apart, since concurrent requests in one isolate may read the same instant.
 */
export async function wasRecorded(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: adminActions.id }).from(adminActions).where(eq(adminActions.id, id));
  return row !== undefined;
}

/** A record's history, oldest first. */
export async function historyOf(db: Database, targetType: AuditTarget, targetId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.targetType, targetType), eq(adminActions.targetId, targetId)))
    .orderBy(asc(adminActions.createdAt));
  return rows.map((row) => ({ actorEmail: row.actorEmail, action: row.action, detail: row.detail, at: row.createdAt.toISOString() }));
}
