import { is, SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";

/** A statement for runBatch: a drizzle query builder, or raw SQL. */
export type BatchStatement = SQL | { toSQL(): { sql: string; params: unknown[] } };

// Turns SQL into its text and parameters, nothing more: a plain value, safe to share between requests.
const dialect = new SQLiteAsyncDialect();

/**
 * Runs the statements as one D1 batch: one round trip, and one transaction (a statement that
 * fails rolls the whole batch back). drizzle's own batch cannot carry raw SQL with parameters
 * (it binds a statement it never prepared), so each one is prepared here from its text. The
 * results are D1's own, not mapped: rows keyed by column name, timestamps as numbers.
 */
export function runBatch(db: Database, statements: BatchStatement[]): Promise<D1Result[]> {
  const client = db.$client;
  return client.batch(
    statements.map((statement) => {
      const query = is(statement, SQL) ? dialect.sqlToQuery(statement) : statement.toSQL();
      return client.prepare(query.sql).bind(...query.params);
    }),
  );
}
