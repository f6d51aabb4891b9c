/**
 * Whether a write failed on a UNIQUE constraint. D1 names the constraint in its message,
 * but drizzle wraps the driver's error in its own ("Failed query: ..."), with D1's as the
 * cause: the whole chain of causes is read, so the wrapping never hides a conflict. With a
 * column ("table.column"), only a conflict on that column counts.
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const message = String(current instanceof Error ? current.message : current);
    if (message.includes(`UNIQUE constraint failed: ${column ?? ""}`)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
