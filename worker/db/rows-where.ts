import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * The SELECT of an `insert(table).select(...)` that writes these rows only if `condition`
 * holds when the statement runs: every column in the table's order (the order drizzle lists
 * them in the INSERT), each value encoded as drizzle encodes it. D1 has no transactions to
 * check then write; a condition in the write itself, inside a batch with the write it depends
 * on, is atomic and costs no round trip of its own.
 */
export function rowsWhere<T extends SQLiteTable>(table: T, rows: T["$inferSelect"][], condition: SQL): SQL {
  return selectsWhere(
    table,
    rows.map((row) => (key) => (row as Record<string, unknown>)[key] ?? null),
    condition,
  );
}

/**
 * rowsWhere for a statement template (statement-templates.ts): each row's values are
 * placeholders named `prefix.column`, one prefix per row, bound by rowValues.
 */
export function namedRowsWhere(table: SQLiteTable, prefixes: string[], condition: SQL): SQL {
  return selectsWhere(
    table,
    prefixes.map((prefix) => (key) => sql.placeholder(`${prefix}.${key}`)),
    condition,
  );
}

/** A row's values for namedRowsWhere's placeholders: every column of the table, a missing one NULL as rowsWhere writes it. */
export function rowValues<T extends SQLiteTable>(table: T, prefix: string, row: T["$inferSelect"]): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(getTableColumns(table)).map((key) => [`${prefix}.${key}`, (row as Record<string, unknown>)[key] ?? null]),
  );
}

function selectsWhere(table: SQLiteTable, rows: ((key: string) => unknown)[], condition: SQL): SQL {
  const columns = Object.entries(getTableColumns(table));
  const selects = rows.map((valueIn) => {
    const values = columns.map(([key, column]) => sql.param(valueIn(key), column));
    return sql`SELECT ${sql.join(values, sql`, `)} WHERE ${condition}`;
  });
  return sql.join(selects, sql` UNION ALL `);
}

/**
 * SQL condition for the emails stored in a batch right after an UPDATE: that update changed a
 * row. SQLite's changes() counts the statement completed just before on the same connection,
 * which inside a D1 batch (one transaction) is that update; a write another request won
 * meanwhile does not count, so its loser stores no email.
 */
export const THE_WRITE_BEFORE_CHANGED_A_ROW = sql`changes() > 0`;
