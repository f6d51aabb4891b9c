import { is, Param, Placeholder, SQL, sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";

/**
 * Statements whose text depends only on their shape, built by drizzle once per shape and then
 * only bound. drizzle turns a statement into text by walking its whole tree, checking every
 * piece's class through its prototype chain: for a booking's insert with its capacity
 * condition and its emails, that walk was a third of the worker's JavaScript per booking.
 *
 * A template's builder is given nothing but its shape (a plain value, which with the kind is
 * its key) and marks every per-request value as a named placeholder (`named`, and
 * `namedRowsWhere` in rows-where.ts); templateStatement binds the request's values to those
 * names, so a kept text carries no request's values.
 */

/** How a template's parameter gets its value: fixed by the shape, or a named value (encoded as its column encodes it). */
type ParamSource = { value: unknown } | { name: string; encode?: (value: unknown) => unknown };

interface Template {
  text: string;
  params: ParamSource[];
}

// Turns SQL into its text and parameters, nothing more: a plain value, safe to share between requests.
const dialect = new SQLiteAsyncDialect();

/** Shapes kept at most: each is a few kilobytes of text, and the app has a few dozen in use. */
const MAX_TEMPLATES = 200;
/** Texts by kind and shape: strings and plain functions only (the Workers rule), so requests share them. */
const templates = new Map<string, Template>();

/**
 * The statement `build(shape)` makes, with `values` bound to its named placeholders: the
 * text is built the first time a shape is seen and kept. The shape is a plain value, told
 * apart from others by its JSON; `kind` names the builder, one kind per builder.
 */
export function templateStatement<S>(
  db: Database,
  kind: string,
  build: (shape: S) => SQL | { toSQL(): { sql: string; params: unknown[] } },
  shape: S,
  values: Record<string, unknown>,
): D1PreparedStatement {
  const key = `${kind} ${JSON.stringify(shape)}`;
  let template = templates.get(key);
  if (!template) {
    template = compile(build(shape));
    // The oldest shape goes first; it is built again if it comes back.
    if (templates.size >= MAX_TEMPLATES) templates.delete(templates.keys().next().value as string);
    templates.set(key, template);
  }
  return db.$client.prepare(template.text).bind(...template.params.map((source) => boundValue(source, values)));
}

function compile(statement: SQL | { toSQL(): { sql: string; params: unknown[] } }): Template {
  const query = is(statement, SQL) ? dialect.sqlToQuery(statement) : statement.toSQL();
  return { text: query.sql, params: query.params.map(sourceOf) };
}

function sourceOf(param: unknown): ParamSource {
  if (is(param, Placeholder)) return { name: param.name };
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder } = param;
    return { name: (param.value as Placeholder).name, encode: (value) => encoder.mapToDriverValue(value) };
  }
  return { value: param };
}

function boundValue(source: ParamSource, values: Record<string, unknown>): unknown {
  if ("value" in source) return source.value;
  if (!(source.name in values)) throw new Error(`No value for the statement's "${source.name}".`);
  const value = values[source.name];
  // As drizzle binds it: a missing value is NULL, never encoded (a JSON column would store "null").
  if (value === null || value === undefined) return null;
  return source.encode ? source.encode(value) : value;
}

/** A per-request value in a template's SQL, filled in by name when the statement is bound. */
export function named(name: string): SQL {
  return sql`${sql.placeholder(name)}`;
}
