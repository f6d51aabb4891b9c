import { env } from "cloudflare:workers";

/**
 * `count` copies of one real booking written straight into D1, each with its own id,
 * reference and key; with `overTheYearBefore`, each on a day and hour of the year before
 * it, as a busy year spreads them. For tests that read what the app does with many rows.
 */
export async function copyBooking(reference: string, count: number, options: { overTheYearBefore?: boolean } = {}) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
     INSERT INTO bookings SELECT ${await copiedColumns(options.overTheYearBefore ?? false)} FROM bookings, n WHERE bookings.reference = ?`,
  )
    .bind(reference)
    .run();
}

/** Every column of bookings, with the unique ones made new for each copy `n.i`. */
async function copiedColumns(overTheYearBefore: boolean): Promise<string> {
  const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('bookings')").all<{ name: string }>();
  const unique: Record<string, string> = {
    id: "bookings.id || '-' || n.i",
    reference: "bookings.reference || '-' || n.i",
    idempotency_key: "bookings.idempotency_key || '-' || n.i",
    ...(overTheYearBefore
      ? {
          // A day of the year before, and an hour of that day: as many days and times as a busy year has.
          appointment_date: "date(bookings.appointment_date, '-' || (n.i % 365) || ' days')",
          starts_at: "bookings.starts_at - (n.i % 365) * 86400000 + (n.i % 5) * 3600000",
        }
      : {}),
  };
  return columns.results.map(({ name }) => unique[name] ?? `bookings.${name}`).join(", ");
}
