import { sql } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import type { PaymentsDaySums, PaymentsSpan } from "./payments-rows";

/**
 * The same sums as paymentsDaySums, read from the visit-day figures the database keeps
 * (docs/decisions/0051-day-figures-by-trigger.md): 30 days are about a thousand small rows
 * instead of 15,000 payments. A day with bookings but no payment has no row, as before.
 */
export function paymentsDaySumsFromFigures(db: Database, span: PaymentsSpan): Promise<PaymentsDaySums[]> {
  return db.all<PaymentsDaySums>(sql`
    SELECT day AS date, SUM(paid_cents) AS paid_cents, SUM(outstanding_cents) AS outstanding_cents,
      SUM(refunded_cents) AS refunded_cents, SUM(net_cents) AS net_cents, SUM(tips_cents) AS tips_cents,
      SUM(payment_rows) AS rows
    FROM daily_visit_figures
    WHERE day >= ${span.from} AND day <= ${span.to}
    GROUP BY day
    HAVING SUM(payment_rows) > 0
    ORDER BY day`);
}
