import { sql } from "drizzle-orm";
import { AT_RISK_LABELS, type AtRiskKind } from "#core/owner-snapshot-api";
import type { Database } from "#worker/db/client";
import { atRiskKind, atRiskWhere, daysOwed } from "./at-risk-rows";
import { amountCell, textCell } from "./csv-cells";

const COLUMNS = "reference,service,customer,why,amount,owed_since,days_owed";

/** Rows read at a time: each read is one keyset page, so memory stays flat however much is owed. */
const PAGE_ROWS = 1000;

interface Row {
  paymentId: string;
  reference: string;
  serviceTitle: string;
  customerName: string;
  kind: AtRiskKind;
  amountCents: number;
  owedSince: number;
}

/** After the payment (owed since, id) last written, in the order of the Overview's list: the oldest first. */
function pageAfter(db: Database, after: { owedSince: number; paymentId: string } | undefined) {
  const keyset =
    after === undefined
      ? sql``
      : // A row value: one range of the owed payments' index, where an OR read it from the start on every page.
        sql`AND (p.created_at, p.id) > (${after.owedSince}, ${after.paymentId})`;
  return db.all<Row>(sql`
    SELECT p.id AS paymentId, b.reference AS reference, b.service_title AS serviceTitle, b.customer_name AS customerName,
      ${atRiskKind} AS kind, p.amount_cents AS amountCents, p.created_at AS owedSince
    FROM booking_payments p JOIN bookings b ON b.id = p.booking_id
    WHERE ${atRiskWhere} ${keyset}
    ORDER BY p.created_at, p.id
    LIMIT ${PAGE_ROWS}`);
}

function line(row: Row, now: Date): string {
  const text = [row.reference, row.serviceTitle, row.customerName, AT_RISK_LABELS[row.kind]].map(textCell);
  return [...text, amountCell(row.amountCents), new Date(row.owedSince).toISOString(), daysOwed(now, row.owedSince)].join(",");
}

/**
 * Every completed visit's payment still owed, oldest first, as CSV: not only the 100 the Overview
 * lists. Streamed a keyset page at a time as the download reads it, so nothing is cut or held whole.
 */
export function atRiskCsvStream(db: Database, now: Date): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { owedSince: number; paymentId: string } | undefined;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${COLUMNS}\r\n`));
      }
      const rows = await pageAfter(db, after);
      if (rows.length > 0) controller.enqueue(encoder.encode(rows.map((row) => `${line(row, now)}\r\n`).join("")));
      const last = rows.at(-1);
      if (last && rows.length === PAGE_ROWS) after = { owedSince: last.owedSince, paymentId: last.paymentId };
      else controller.close();
    },
  });
}
