import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** LIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `column LIKE pattern`, with the backslash escapes `containing` writes. SQLite's LIKE ignores ASCII case. */
export function likeEscaped(column: SQLWrapper, pattern: string): SQL {
  return sql`${column} LIKE ${pattern} ESCAPE '\\'`;
}
