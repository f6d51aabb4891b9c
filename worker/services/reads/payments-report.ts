import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { PaymentRow, PaymentsDay, PaymentsQuery, PaymentsResponse } from "#core/payments-api";
import { businessToday } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { bookingPayments, bookings } from "#worker/db/schema";
import { REPORT_SHOWS } from "../payments/payment-machine";

/** The payments view's default span: the last 30 days, by visit date. */
const DEFAULT_DAYS = 30;
/** Enough for a busy quarter; a wider span is cut here rather than reading the whole table. */
const MAX_ROWS = 5000;

function daysBefore(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

/**
 * Per visit day (New York): what was paid, what completed visits still owe, and what was
 * refunded, with the payments behind each figure.
 */
export async function paymentsReport(db: Database, query: PaymentsQuery, now: Date): Promise<PaymentsResponse> {
  const to = query.to ?? (query.from ? daysBefore(query.from, -(DEFAULT_DAYS - 1)) : businessToday(now));
  const from = query.from ?? daysBefore(to, DEFAULT_DAYS - 1);
  const rows = await db
    .select({ payment: bookingPayments, booking: bookings })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .where(and(gte(bookings.appointmentDate, from), lte(bookings.appointmentDate, to)))
    .orderBy(asc(bookings.appointmentDate), asc(bookings.startsAt), asc(bookingPayments.createdAt))
    .limit(MAX_ROWS);
  const days = new Map<string, PaymentsDay>();
  const totals = { paid_cents: 0, outstanding_cents: 0, refunded_cents: 0 };
  for (const { payment, booking } of rows) {
    // A tip checkout opened but not paid is not owed: only unpaid visits are outstanding.
    if (payment.kind === "tip" && payment.status !== "paid") continue;
    const row: PaymentRow = {
      reference: booking.reference,
      service_title: booking.serviceTitle,
      customer_name: booking.customerName,
      date: booking.appointmentDate,
      kind: payment.kind,
      status: REPORT_SHOWS[payment.status],
      amount_cents: payment.amountCents,
      paid_cents: payment.paidCents,
      refunded_cents: payment.refundedCents,
      paid_at: payment.paidAt ? payment.paidAt.toISOString() : null,
    };
    const day = days.get(row.date) ?? { date: row.date, paid_cents: 0, outstanding_cents: 0, refunded_cents: 0, rows: [] };
    const outstanding = payment.status === "paid" ? 0 : payment.amountCents;
    day.paid_cents += row.paid_cents;
    day.outstanding_cents += outstanding;
    day.refunded_cents += row.refunded_cents;
    day.rows.push(row);
    days.set(row.date, day);
    totals.paid_cents += row.paid_cents;
    totals.outstanding_cents += outstanding;
    totals.refunded_cents += row.refunded_cents;
  }
  return { from, to, days: [...days.values()], totals };
}

const CSV_COLUMNS = ["date", "reference", "service", "customer", "kind", "status", "amount", "paid", "refunded", "paid_at"] as const;

/**
 * A text cell (a customer's name, and the app's own words beside it) as a spreadsheet of any
 * locale reads it. Excel and its kin take ";" or a tab for the separator in some locales and
 * may ignore our quotes there, so a name like `Ann;=1+1` is split and `=1+1` evaluated:
 * - a formula character (= + - @, or a tab or carriage return) at the start of the cell,
 *   after any spaces, gets a leading apostrophe, which spreadsheets read as "this is text";
 * - one after a semicolon, tab or line break inside the cell (spaces and quotes between)
 *   gets the apostrophe too, since that is where another locale's cell would start;
 * - a cell holding any locale's separator (, ; tab), a quote or a line break is quoted.
 */
function textCell(value: string): string {
  const inner = value.replace(/([;\t\r\n])([\s"]*)(?=[=+\-@])/g, "$1$2'");
  const safe = /^\s*[=+\-@\t\r]/.test(inner) ? `'${inner}` : inner;
  return /[",;\t\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** An amount the app computed, written as a plain number (-12.50 stays a number a sum can add). */
const amountCell = (cents: number) => (cents / 100).toFixed(2);

export function paymentsCsv(report: PaymentsResponse): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const day of report.days)
    for (const row of day.rows) {
      const text = [row.date, row.reference, row.service_title, row.customer_name, row.kind, row.status].map(textCell);
      const amounts = [row.amount_cents, row.paid_cents, row.refunded_cents].map(amountCell);
      lines.push([...text, ...amounts, textCell(row.paid_at ?? "")].join(","));
    }
  return `${lines.join("\r\n")}\r\n`;
}
