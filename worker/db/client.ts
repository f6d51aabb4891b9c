import { drizzle } from "drizzle-orm/d1";

export type Database = ReturnType<typeof createDb>;

/**
 * The app's queries are built with the query builder, never drizzle's relational queries,
 * so no schema is given: setting one up maps every table and costs about half a millisecond
 * of CPU on each request (better-auth has its own handle with relations, worker/auth.ts).
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}
