import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BookingListQuerySchema } from "#core/admin-api";
import type { BookingResponse } from "#core/booking-schema";
import { businessToday } from "#core/time-slots";
import { bookingListQueries } from "#worker/services/reads/admin-bookings";
import { ownBookingsQuery } from "#worker/services/bookings/my-bookings";
import { addDays } from "./business-calendar";
import { appNow, db, postBooking } from "./support";

/**
 * At a busy year's scale most bookings are guests' (no user id), and SQLite plans with the
 * statistics ANALYZE keeps (D1 runs it as PRAGMA optimize). A plan that walks a whole table
 * is fast on an empty database and slow at 180,000 rows, so these tests read the plans.
 */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = query.toSQL();
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return plan.results.map((step) => step.detail).join("\n");
}

/** 2,000 guests' bookings copied from one real booking, then the statistics the planner reads. */
async function aBusyTable() {
  const made = (await (await postBooking()).json()) as BookingResponse;
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
     INSERT INTO bookings SELECT ${await copiedColumns()} FROM bookings, n WHERE bookings.reference = ?`,
  )
    .bind(made.booking.reference)
    .run();
  await env.DB.prepare("ANALYZE").run();
}

/** Every column of bookings, with the unique ones made new for each copy `n.i`. */
async function copiedColumns(): Promise<string> {
  const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('bookings')").all<{ name: string }>();
  const unique: Record<string, string> = {
    id: "bookings.id || '-' || n.i",
    reference: "bookings.reference || '-' || n.i",
    idempotency_key: "bookings.idempotency_key || '-' || n.i",
    starts_at: "bookings.starts_at + n.i * 3600000",
  };
  return columns.results.map(({ name }) => unique[name] ?? `bookings.${name}`).join(", ");
}

describe("the plans of the hot reads at scale", () => {
  it("lists a customer's bookings through an index on the customer and the visit's time, with no sort and no scan", async () => {
    await aBusyTable();
    const plan = await planOf(ownBookingsQuery(db, "a-customer-with-no-bookings"));
    expect(plan).toMatch(/SEARCH bookings USING INDEX bookings_user_starts_idx \(user_id=\?\)/);
    expect(plan).not.toMatch(/SCAN|TEMP B-TREE/);
  });

  it("opens the admin's bookings list on what is coming, read and counted from the starts_at index from today on", async () => {
    await aBusyTable();
    const now = appNow();
    const coming = bookingListQueries(db, BookingListQuerySchema.parse({}), now);
    expect(coming.startsFrom).toBe(businessToday(now));
    for (const query of [coming.rows, coming.total]) {
      const plan = await planOf(query);
      expect(plan).toMatch(/SEARCH bookings USING (COVERING )?INDEX bookings_starts_at_idx \(starts_at>\?\)/);
      expect(plan).not.toMatch(/SCAN bookings/);
    }
    // A date range reads its range of the same index, with the page in its order.
    const weekFrom = addDays(businessToday(now), 7);
    const range = bookingListQueries(db, BookingListQuerySchema.parse({ from: weekFrom, to: addDays(weekFrom, 6) }), now);
    expect(await planOf(range.rows)).toMatch(/SEARCH bookings USING INDEX bookings_starts_at_idx \(starts_at>\? AND starts_at<\?\)/);
  });
});
