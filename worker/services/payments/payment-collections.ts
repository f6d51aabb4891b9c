import { and, eq, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { formatCents } from "#core/pricing";
import { THE_WRITE_BEFORE_CHANGED_A_ROW } from "#worker/db/rows-where";
import { type BookingPaymentRecord, type BookingRecord, bookingPayments, bookings, type OutsidePaymentMethod } from "#worker/db/schema";
import { payLinkEmail, unpaidVisitEmail } from "#worker/emails/payments";
import { billingGateway } from "#worker/billing/request-gateway";
import { BillingUnavailableError } from "#worker/billing/gateway";
import { recordActionIf, wasRecorded } from "../admin-audit";
import type { ServiceContext, SignedInContext } from "../context";
import { emailToStore } from "../email";
import { Conflict, NotFound, ProviderFailed } from "../errors";
import { type EventWrite, mailIf, runWrites } from "../event-work";
import { keepCondition, keepPayment, moveCondition } from "./payment-machine";
import { paidWrites, readPayment } from "./payment-records";

// Collecting a completed visit that is still unpaid: the pay link's automatic reminders, the
// owner told when they go unanswered, the owner's own resend, and a payment the owner took
// outside Stripe (cash, Zelle, a check) recorded so that it counts as paid everywhere.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reminders go this many days after the pay link was emailed. */
export const REMINDER_DAYS = [3, 7] as const;
/** The owner is told this many days after the pay link, three days after its last reminder. */
export const OWNER_TOLD_AFTER_DAYS = 10;
/** A second resend inside this window is a double click: refused, nothing sent twice. */
const RESEND_GAP_MS = 60 * 1000;
/** Reminders a cron run sends at most; the next run takes the rest. */
const BATCH = 50;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The reminder or the owner's email each unpaid visit is due, in one read. */
function dueCollections(ctx: ServiceContext, now: Date) {
  const sent = bookingPayments.payLinkSentAt;
  const [firstReminder, lastReminder] = REMINDER_DAYS;
  return ctx.db
    .select({ payment: bookingPayments, booking: bookings })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .where(
      and(
        eq(bookingPayments.kind, "visit"),
        keepCondition("collect"),
        isNotNull(sent),
        or(
          and(eq(bookingPayments.payLinkReminders, 0), lte(sent, daysBefore(now, firstReminder))),
          and(eq(bookingPayments.payLinkReminders, 1), lte(sent, daysBefore(now, lastReminder))),
          and(
            eq(bookingPayments.payLinkReminders, REMINDER_DAYS.length),
            isNull(bookingPayments.ownerToldUnpaidAt),
            lte(sent, daysBefore(now, OWNER_TOLD_AFTER_DAYS)),
          ),
        ),
      ),
    )
    .limit(BATCH);
}

/** One reminder (or the owner's email), stored only by the update that claims it: two cron runs at once send it once. */
function collectionWrites(ctx: ServiceContext, payment: BookingPaymentRecord, booking: BookingRecord, now: Date): EventWrite[] {
  const count = payment.payLinkReminders;
  if (count < REMINDER_DAYS.length) {
    const claim = keepPayment(
      ctx.db,
      payment.id,
      "collect",
      { payLinkReminders: count + 1 },
      now,
      eq(bookingPayments.payLinkReminders, count),
    );
    const email = payLinkEmail(booking, payment.lines, payment.payUrl ?? "", "reminder");
    return [{ statement: claim }, ...mailIf(ctx.db, [emailToStore(ctx.mailer, email, now)], THE_WRITE_BEFORE_CHANGED_A_ROW)];
  }
  const claim = keepPayment(ctx.db, payment.id, "collect", { ownerToldUnpaidAt: now }, now, isNull(bookingPayments.ownerToldUnpaidAt));
  const email = unpaidVisitEmail(booking, payment.amountCents, payment.payLinkSentAt ?? now, ctx.settings.businessEmail);
  return [{ statement: claim }, ...mailIf(ctx.db, [emailToStore(ctx.mailer, email, now)], THE_WRITE_BEFORE_CHANGED_A_ROW)];
}

/** The cron's part: every reminder and owner's email due now. Answers how many were claimed. */
export async function remindUnpaidVisits(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const due = await dueCollections(ctx, now);
  for (const { payment, booking } of due) await runWrites(ctx, collectionWrites(ctx, payment, booking, now));
  return due.length;
}

async function unpaidVisit(ctx: ServiceContext, reference: string) {
  const [row] = await ctx.db
    .select({ payment: bookingPayments, booking: bookings })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .where(and(eq(bookings.reference, reference), eq(bookingPayments.kind, "visit")))
    .limit(1);
  if (!row) throw new NotFound("not_found", "This visit has no payment to collect: complete it first.");
  if (row.payment.status === "paid") throw new Conflict("already_paid", "This visit is already paid.");
  return row;
}

/**
 * The owner emails the pay link again. Its reminders start over from this email. A second
 * press within a minute (a double click) is refused and sends nothing.
 */
export async function resendPayLink(ctx: SignedInContext, reference: string): Promise<void> {
  const now = ctx.now();
  const { payment, booking } = await unpaidVisit(ctx, reference);
  if (payment.status !== "awaiting_payment" || !payment.payUrl) {
    throw new Conflict("no_pay_link", "No pay link is out for this visit. Retry its payment instead.");
  }
  const notJustSent = or(
    isNull(bookingPayments.payLinkSentAt),
    lte(bookingPayments.payLinkSentAt, new Date(now.getTime() - RESEND_GAP_MS)),
  );
  const resent = { payLinkSentAt: now, payLinkReminders: 0, ownerToldUnpaidAt: null };
  const email = emailToStore(ctx.mailer, payLinkEmail(booking, payment.lines, payment.payUrl, "reminder"), now);
  // The history's row is written under the same condition as the resend, before it: a refused double click leaves none.
  const auditId = crypto.randomUUID();
  const audit = recordActionIf(
    ctx.db,
    ctx.user,
    { id: auditId, action: "resend pay link", targetType: "booking", targetId: booking.id },
    now,
    sql`booking_payments`,
    and(eq(bookingPayments.id, payment.id), keepCondition("collect"), notJustSent) as SQL,
  );
  await runWrites(
    ctx,
    [
      { statement: keepPayment(ctx.db, payment.id, "collect", resent, now, notJustSent) },
      ...mailIf(ctx.db, [email], THE_WRITE_BEFORE_CHANGED_A_ROW),
    ],
    [audit],
  );
  if (!(await wasRecorded(ctx.db, auditId))) throw new Conflict("pay_link_just_sent", "The pay link was sent less than a minute ago.");
}

/**
 * The owner records a payment taken outside Stripe for the visit's whole amount. An open pay
 * link is closed first, so the customer cannot pay online as well; one paid meanwhile wins
 * and this is refused. The payment becomes paid (the customer gets a receipt), with how and
 * by whom, and the action is in the booking's history.
 */
export async function recordOutsidePayment(ctx: SignedInContext, reference: string, method: OutsidePaymentMethod): Promise<void> {
  const now = ctx.now();
  const { payment, booking } = await unpaidVisit(ctx, reference);
  if (payment.status === "charging") {
    throw new Conflict("charge_in_progress", "This visit's payment is being taken right now. Please reload in a moment.");
  }
  if (payment.checkoutSessionId) {
    const closed = await billingGateway(ctx)
      .expireCheckoutSession(payment.checkoutSessionId)
      .catch((error: unknown) => {
        if (error instanceof BillingUnavailableError) {
          throw new ProviderFailed(
            "billing_unavailable",
            "We could not reach our payment provider to close the pay link. Please try again.",
          );
        }
        throw error;
      });
    if (closed === "completed") throw new Conflict("already_paid", "The customer has just paid online. Please reload the page.");
  }
  const found = await readPayment(ctx.db, { paymentId: payment.id });
  if (!found) throw new NotFound("not_found", "This visit has no payment to collect: complete it first.");
  const paid = { amountCents: payment.amountCents, paymentIntentId: null, card: null, outside: { method, recordedBy: ctx.user.email } };
  // The history's row is written only if the payment is still unpaid, in the batch that marks it paid.
  const auditId = crypto.randomUUID();
  const audit = recordActionIf(
    ctx.db,
    ctx.user,
    {
      id: auditId,
      action: "record payment",
      targetType: "booking",
      targetId: booking.id,
      detail: `${formatCents(payment.amountCents)} by ${method}`,
    },
    now,
    sql`booking_payments`,
    and(eq(bookingPayments.id, payment.id), moveCondition("pay", now)) as SQL,
  );
  await runWrites(ctx, await paidWrites(ctx, found, paid, now), [audit]);
  // Only the request whose batch marked it paid wrote its history's row: any other was too late.
  if (!(await wasRecorded(ctx.db, auditId))) throw new Conflict("already_paid", "This visit is already paid.");
}
