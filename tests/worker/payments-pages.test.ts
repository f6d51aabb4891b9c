import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PAYMENTS_PAGE_SIZE, type PaymentsResponse } from "#core/payments-api";
import { businessDayStart, businessToday } from "#core/time-slots";
import { addDays } from "./business-calendar";
import { adminAccount, api, appNow, db } from "./support";

/**
 * The payments view through far more rows than one page: 12,000 visits over 10 days more than
 * a year back, each paid 10.00, one in ten refunded 1.00, one in twenty with a 5.00 tip paid
 * and another one in twenty with a tip checkout never paid (not listed). Written by two
 * statements that count the rows out themselves.
 */

const VISITS = 12_000;
const DAYS = 10;
const from = addDays(businessToday(appNow()), -400);
const to = addDays(from, DAYS - 1);
const LISTED = VISITS + VISITS / 20;

beforeAll(async () => {
  const days = Array.from(
    { length: DAYS },
    (_, index) => `(${index}, '${addDays(from, index)}', ${businessDayStart(addDays(from, index)).getTime()})`,
  );
  const numbered = `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${VISITS - 1}),
    days(k, day, midnight) AS (VALUES ${days.join(", ")})`;
  await db.run(
    sql.raw(`${numbered}
    INSERT INTO bookings (id, reference, service_id, service_title, service_price, appointment_date, appointment_time, starts_at,
      customer_name, customer_email, customer_phone, service_address, area, status, idempotency_key, created_at, updated_at)
    SELECT 'pg-' || i, 'SFB-PG' || i, 'laundry-service', 'Laundry Service', '$30', day, '10:00 AM', midnight + 36000000 + (i / ${DAYS}) * 1000,
      'Page Customer ' || i, 'page' || i || '@example.com', '(305) 555-0100', '1 Ocean Dr, Miami, FL', 'Miami, FL', 'completed',
      'pg-' || i, midnight, midnight
    FROM n JOIN days ON days.k = i % ${DAYS}`),
  );
  const lines = `'{"service_id":"laundry-service","lines":[],"discount_cents":0,"total_cents":1000}'`;
  await db.run(
    sql.raw(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${VISITS - 1})
    INSERT INTO booking_payments (id, booking_id, kind, amount_cents, lines, status, paid_cents, refunded_cents, paid_at, created_at, updated_at)
    SELECT 'pgv-' || i, 'pg-' || i, 'visit', 1000, ${lines}, 'paid', 1000, CASE WHEN i % 10 = 0 THEN 100 ELSE 0 END,
      b.starts_at + 7200000, b.starts_at + 3600000, b.starts_at + 3600000
    FROM n JOIN bookings b ON b.id = 'pg-' || i
    UNION ALL
    SELECT 'pgt-' || i, 'pg-' || i, 'tip', 500, ${lines}, CASE WHEN i % 20 = 0 THEN 'paid' ELSE 'awaiting_payment' END,
      CASE WHEN i % 20 = 0 THEN 500 ELSE 0 END, 0, CASE WHEN i % 20 = 0 THEN b.starts_at + 7300000 END,
      b.starts_at + 3700000, b.starts_at + 3700000
    FROM n JOIN bookings b ON b.id = 'pg-' || i WHERE i % 10 = 0`),
  );
});

async function page(cookie: string, cursor?: string): Promise<PaymentsResponse> {
  const query = new URLSearchParams({ from, to, ...(cursor ? { cursor } : {}) });
  const response = await api(`/api/admin/payments?${query}`, { cookie });
  if (response.status !== 200) throw new Error(`payments answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as PaymentsResponse;
}

describe("the payments view through every row", () => {
  it("pages through all 12,600 rows by cursor, none twice, each page with the whole span's totals", { timeout: 180_000 }, async () => {
    const { cookie } = await adminAccount();
    const seen = new Set<string>();
    let pages = 0;
    let cursor: string | undefined;
    let previousKey = "";
    do {
      const answer = await page(cookie, cursor);
      pages += 1;
      const rows = answer.days.flatMap((day) => day.rows);
      expect(rows.length).toBe(answer.next_cursor ? PAYMENTS_PAGE_SIZE : LISTED - (pages - 1) * PAYMENTS_PAGE_SIZE);
      for (const row of rows) seen.add(`${row.reference} ${row.kind}`);
      expect(answer.totals).toEqual({
        paid_cents: VISITS * 1000 + (VISITS / 20) * 500,
        outstanding_cents: 0,
        refunded_cents: (VISITS / 10) * 100,
        // Visit money less its refunds; the tips apart.
        net_cents: VISITS * 1000 - (VISITS / 10) * 100,
        tips_cents: (VISITS / 20) * 500,
        rows: LISTED,
      });
      // Pages follow each other in visit order: each one starts after the last one's day.
      const firstDay = answer.days[0]?.date ?? "";
      expect(firstDay >= previousKey).toBe(true);
      previousKey = answer.days.at(-1)?.date ?? previousKey;
      cursor = answer.next_cursor ?? undefined;
    } while (cursor);
    expect(pages).toBe(Math.ceil(LISTED / PAYMENTS_PAGE_SIZE));
    expect(seen.size).toBe(LISTED);
  });

  it("gives each day's sums over all its rows, whichever page shows the day", async () => {
    const { cookie } = await adminAccount();
    const first = await page(cookie);
    // The first day holds the visits numbered 0, 10, 20...: every refund and every paid tip, over six pages.
    const perDay = VISITS / DAYS;
    expect(first.days).toHaveLength(1);
    expect(first.days[0]).toMatchObject({ date: from, paid_cents: perDay * 1000 + (perDay / 2) * 500, refunded_cents: perDay * 100 });
  });

  it("exports every row of the span as CSV, read a page at a time", { timeout: 120_000 }, async () => {
    const { cookie } = await adminAccount();
    const response = await api(`/api/admin/payments.csv?from=${from}&to=${to}`, { cookie });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("date,reference,service,customer,kind,status,amount,paid,refunded,paid_at");
    const rows = lines.slice(1);
    expect(rows).toHaveLength(LISTED);
    expect(new Set(rows.map((line) => line.split(",").slice(1, 5).join(","))).size).toBe(LISTED);
    expect(rows.filter((line) => line.includes(",tip,"))).toHaveLength(VISITS / 20);
    expect(rows.at(-1)?.startsWith(to)).toBe(true);
  });

  it("refuses a cursor it did not give, at the field", async () => {
    const { cookie } = await adminAccount();
    const response = await api(`/api/admin/payments?from=${from}&to=${to}&cursor=not-a-cursor`, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_input", fields: { cursor: expect.any(String) } } });
  });
});
