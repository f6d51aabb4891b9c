import { sql } from "drizzle-orm";

/**
 * Why a visit's payment is still owed, from its own row: a saved card was declined (or needed
 * its owner), a pay link is out and unanswered, or neither (not charged yet, or Stripe could not
 * be reached and the owner retries).
 */
export const atRiskKind = sql.raw(`CASE WHEN p.declined_payment_method_id IS NOT NULL THEN 'declined'
  WHEN p.status = 'awaiting_payment' AND p.pay_url IS NOT NULL THEN 'pay_link_open' ELSE 'unpaid' END`);

/** Completed visits' payments not paid; tips are left out, a customer owes none. */
export const atRiskWhere = sql.raw("p.kind = 'visit' AND p.status != 'paid'");

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days a payment has been owed at `now`. */
export const daysOwed = (now: Date, owedSince: number) => Math.max(0, Math.floor((now.getTime() - owedSince) / DAY_MS));
