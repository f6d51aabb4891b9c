import { and, eq, inArray, lt, or, type SQL } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Database } from "#worker/db/client";
import { bookingPayments, type PaymentStatus } from "#worker/db/schema";

/**
 * A payment's statuses and every change between them, in one table. Each change is one
 * conditional UPDATE built from it (`movePayment`), so a change asked twice, late or from a
 * status it does not start from changes nothing: that is what makes a repeated webhook, a
 * double click or two admins at once safe.
 *
 * - pending: written by the completion, before the first attempt;
 * - charging: one attempt holds it (the saved card is being charged or the pay link made);
 * - awaiting_payment: the customer was sent a pay link and has not paid it;
 * - failed: Stripe could not be reached during the attempt; the admin retries;
 * - paid: Stripe reported the money taken (refunds are amounts on a paid payment, not statuses).
 */
export const PAYMENT_MOVES = {
  /** One attempt takes the payment: the completion's first, or the admin's retry. */
  claim: { from: ["pending", "failed", "awaiting_payment"], to: "charging" },
  /** Stripe was unreachable during the attempt. */
  fail: { from: ["charging"], to: "failed" },
  /** The attempt ends with the customer to pay: a pay link sent, or one they paid in another tab. */
  awaitCustomer: { from: ["charging"], to: "awaiting_payment" },
  /** Stripe reports the money taken (the charge's answer, or either webhook), from any unpaid status. */
  pay: { from: ["pending", "charging", "awaiting_payment", "failed"], to: "paid" },
} as const satisfies Record<string, { from: readonly PaymentStatus[]; to: PaymentStatus }>;

export type PaymentMove = keyof typeof PAYMENT_MOVES;

/**
 * Writes that keep the status but only while it is one of these: what an attempt records
 * about a decline, a renewed pay link, a changed tip, an error note, a refund.
 */
export const PAYMENT_KEEPS = {
  /** The attempt's decline (the attempt counter, the card declined): only while that attempt holds it. */
  recordDecline: ["charging"],
  /** A new Checkout session for the pay link the customer opens. */
  renewPayLink: ["awaiting_payment"],
  /** Collecting an unpaid visit: the pay link's reminders, the owner's resend, the owner told. */
  collect: ["awaiting_payment"],
  /** A tip's new amount or session, and Stripe's error about an attempt: never over a paid one. */
  unpaidDetails: ["pending", "charging", "awaiting_payment", "failed"],
  /** Refunds only come off money taken. */
  refund: ["paid"],
} as const satisfies Record<string, readonly PaymentStatus[]>;

export type PaymentKeep = keyof typeof PAYMENT_KEEPS;

/** An attempt that holds "charging" longer than this died (the worker was stopped): it may be claimed again. */
export const STALE_CHARGE_MS = 5 * 60 * 1000;

/** The condition under which `move` applies to the row. A stale claim may be claimed again. */
export function moveCondition(move: PaymentMove, now: Date): SQL {
  const from = inArray(bookingPayments.status, [...PAYMENT_MOVES[move].from]);
  if (move !== "claim") return from;
  const stale = and(eq(bookingPayments.status, "charging"), lt(bookingPayments.updatedAt, new Date(now.getTime() - STALE_CHARGE_MS)));
  return or(from, stale) as SQL;
}

/** The condition under which a write that keeps the status applies. */
export function keepCondition(keep: PaymentKeep): SQL {
  return inArray(bookingPayments.status, [...PAYMENT_KEEPS[keep]]);
}

/** The other columns a change writes; the status and updatedAt are the machine's. */
type PaymentChanges = Omit<
  SQLiteUpdateSetSource<typeof bookingPayments>,
  "id" | "status" | "bookingId" | "kind" | "createdAt" | "updatedAt"
>;

/** The UPDATE of one change of status, with the other columns it writes; `where` narrows it further (a session still current). */
export function movePayment(db: Database, paymentId: string, move: PaymentMove, changes: PaymentChanges, now: Date, where?: SQL) {
  return db
    .update(bookingPayments)
    .set({ ...changes, status: PAYMENT_MOVES[move].to, updatedAt: now })
    .where(and(eq(bookingPayments.id, paymentId), moveCondition(move, now), where));
}

/** The UPDATE of a write that keeps the status, applied only while the payment is in one of `keep`'s statuses. */
export function keepPayment(db: Database, paymentId: string | SQL, keep: PaymentKeep, changes: PaymentChanges, now: Date, where?: SQL) {
  const named = typeof paymentId === "string" ? eq(bookingPayments.id, paymentId) : paymentId;
  return db
    .update(bookingPayments)
    .set({ ...changes, updatedAt: now })
    .where(and(named, keepCondition(keep), where));
}

/** What a customer's page says of a visit payment in each status (refunds are read from the amounts). */
export const CUSTOMER_SEES: Record<PaymentStatus, "awaiting_payment" | "paid"> = {
  pending: "awaiting_payment",
  charging: "awaiting_payment",
  awaiting_payment: "awaiting_payment",
  failed: "awaiting_payment",
  paid: "paid",
};

/** The payments report's status column: an attempt under way is still pending to the owner. */
export const REPORT_SHOWS: Record<PaymentStatus, Exclude<PaymentStatus, "charging">> = {
  pending: "pending",
  charging: "pending",
  awaiting_payment: "awaiting_payment",
  failed: "failed",
  paid: "paid",
};
