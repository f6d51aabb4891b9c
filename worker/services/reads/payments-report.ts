import { PAYMENTS_PAGE_SIZE, type PaymentRow, type PaymentsDay, type PaymentsQuery, type PaymentsResponse } from "#core/payments-api";
import { decodePaymentsCursor, encodePaymentsCursor } from "#core/payments-cursor";
import { businessToday } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { amountCell, textCell } from "./csv-cells";
import { paymentsDaySumsFromFigures } from "./payments-day-figures";
import { type PaymentsSpan, paymentRowsAfter } from "./payments-rows";

/** The payments view's default span: the last 30 days, by visit date. */
const DEFAULT_DAYS = 30;

function daysBefore(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

/** The visit days asked, or the last 30 days to today (New York). */
export function paymentsSpanOf(query: PaymentsQuery, now: Date): PaymentsSpan {
  const to = query.to ?? (query.from ? daysBefore(query.from, -(DEFAULT_DAYS - 1)) : businessToday(now));
  const from = query.from ?? daysBefore(to, DEFAULT_DAYS - 1);
  return { from, to };
}

/**
 * One page of payments under their visit days (New York), each day with what was paid, what
 * completed visits still owe and what was refunded, and the totals of the whole span.
 */
export async function paymentsReport(db: Database, query: PaymentsQuery, now: Date): Promise<PaymentsResponse> {
  const span = paymentsSpanOf(query, now);
  const after = query.cursor === undefined ? undefined : decodePaymentsCursor(query.cursor);
  const [page, sums] = await Promise.all([paymentRowsAfter(db, span, after, PAYMENTS_PAGE_SIZE), paymentsDaySumsFromFigures(db, span)]);
  const sumsOf = new Map(sums.map((day) => [day.date, day]));
  const days = new Map<string, PaymentsDay>();
  for (const row of page.rows) {
    let day = days.get(row.date);
    if (!day) {
      const sum = sumsOf.get(row.date);
      day = {
        date: row.date,
        paid_cents: sum?.paid_cents ?? 0,
        outstanding_cents: sum?.outstanding_cents ?? 0,
        refunded_cents: sum?.refunded_cents ?? 0,
        rows: [],
      };
      days.set(row.date, day);
    }
    day.rows.push(row);
  }
  const total = (figure: "paid_cents" | "outstanding_cents" | "refunded_cents" | "net_cents" | "tips_cents" | "rows") =>
    sums.reduce((sum, day) => sum + day[figure], 0);
  return {
    from: span.from,
    to: span.to,
    days: [...days.values()],
    totals: {
      paid_cents: total("paid_cents"),
      outstanding_cents: total("outstanding_cents"),
      refunded_cents: total("refunded_cents"),
      net_cents: total("net_cents"),
      tips_cents: total("tips_cents"),
      rows: total("rows"),
    },
    next_cursor: page.next ? encodePaymentsCursor(page.next) : null,
  };
}

const CSV_COLUMNS = ["date", "reference", "service", "customer", "kind", "status", "amount", "paid", "refunded", "paid_at"] as const;

/** Rows the CSV reads at a time: each read is one keyset page, so memory stays flat however long the span. */
const CSV_PAGE_ROWS = 1000;

function csvLine(row: PaymentRow): string {
  const text = [row.date, row.reference, row.service_title, row.customer_name, row.kind, row.status].map(textCell);
  const amounts = [row.amount_cents, row.paid_cents, row.refunded_cents].map(amountCell);
  return [...text, ...amounts, textCell(row.paid_at ?? "")].join(",");
}

/** The rows of one report as CSV text. */
export function paymentsCsv(report: Pick<PaymentsResponse, "days">): string {
  const lines = [CSV_COLUMNS.join(","), ...report.days.flatMap((day) => day.rows.map(csvLine))];
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * Every row of the span as CSV, streamed: the file is written a keyset page at a time as the
 * download reads it, so no span is cut and none is held whole in memory.
 */
export function paymentsCsvStream(db: Database, span: PaymentsSpan): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Parameters<typeof paymentRowsAfter>[2];
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${CSV_COLUMNS.join(",")}\r\n`));
      }
      const page = await paymentRowsAfter(db, span, after, CSV_PAGE_ROWS);
      if (page.rows.length > 0) controller.enqueue(encoder.encode(page.rows.map((row) => `${csvLine(row)}\r\n`).join("")));
      if (page.next) after = page.next;
      else controller.close();
    },
  });
}
