import { afterAll, beforeAll } from "vitest";
import { DEMO_STAFF_ID_PREFIX } from "#scripts/demo-staff.mjs";
import { runSql } from "./admin-session";

/** Runs a statement on the browser tests' database; the server may hold it a moment (SQLITE_BUSY), so it is tried again. */
export function runSqlWhenFree(command: string, attempts = 4): void {
  try {
    runSql(command);
  } catch (error) {
    if (attempts <= 1 || !String(error).includes("SQLITE_BUSY")) throw error;
    runSqlWhenFree(command, attempts - 1);
  }
}

/**
 * The people on shift decide the places of every service in every area, and the spec files
 * share one database, one after another. A file that gives its own members hours takes those
 * hours away when it ends, so the files after it book on the demo staff's places alone; the
 * demo staff (scripts/demo-staff.mjs) keep theirs.
 */
export function clearShiftsAfterThisFile(): void {
  afterAll(() => runSqlWhenFree(`DELETE FROM staff_shifts WHERE user_id NOT LIKE '${DEMO_STAFF_ID_PREFIX}%'`));
}

/**
 * For a file whose walk needs its own members to be the only ones doing these services: the
 * demo members who do them are inactive while it runs, and active again when it ends, as the
 * file found them.
 */
export function withoutDemoStaffInThisFile(serviceIds: readonly string[]): void {
  const demoMembersOf = serviceIds.map((serviceId) => `user_id LIKE '${DEMO_STAFF_ID_PREFIX}${serviceId}-%'`).join(" OR ");
  beforeAll(() => runSqlWhenFree(`UPDATE staff_members SET active = 0 WHERE ${demoMembersOf}`));
  afterAll(() => runSqlWhenFree(`UPDATE staff_members SET active = 1 WHERE ${demoMembersOf}`));
}
