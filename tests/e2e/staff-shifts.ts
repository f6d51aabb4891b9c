import { afterAll } from "vitest";
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
 * Once any active member has weekly hours, the people on shift decide the places of every
 * service in every area; until then the deploy's places per slot do. The spec files share one
 * database and run one after another, so a file that gives members hours takes every shift
 * away when it ends: the files after it book on the places a fresh install sells.
 */
export function clearShiftsAfterThisFile(): void {
  afterAll(() => runSqlWhenFree("DELETE FROM staff_shifts"));
}
