import { sql } from "drizzle-orm";
import { DAY_HAS_VISITS } from "#core/closed-day-visits";
import type { ClosedDayInput, ClosedDayResult } from "#core/closed-days";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import { rowsWhere, THE_WRITE_BEFORE_CHANGED_A_ROW } from "#worker/db/rows-where";
import { adminActions, type BookingRecord, closedDays, type EmailRecord } from "#worker/db/schema";
import { closedDayCustomerEmail } from "#worker/emails/closed-day";
import { manageBookingUrl } from "../bookings/booking-links";
import { sameBookingsStandOn, visitsOnDay } from "./closed-day-visits";
import { assertClosableDay, closedDaysOn } from "./closed-days";
import type { SignedInContext } from "../context";
import { enqueueStored, emailToStore, storeEmailsIf } from "../email";
import { Conflict } from "../errors";

/**
 * Closes the business on a day (docs/decisions/0028-closing-a-day-with-visits.md). A day
 * with visits is closed only once the admin confirms the bookings they were shown; then each
 * booking's customer is emailed, in the batch that closes the day, so the emails are stored
 * exactly when this request closed it: a second confirm, a double click or a race with
 * another admin finds the day closed and sends nothing. The bookings stay for the business
 * to move; the schedules skip the day on their own.
 */
export async function closeDay(ctx: SignedInContext, input: ClosedDayInput): Promise<ClosedDayResult> {
  const { db } = ctx;
  const now = ctx.now();
  const { date, reason } = input;
  assertClosableDay(date, now);
  const already = await closedDayOn(ctx, date);
  if (already) return already;

  const { bookings: standing, visits } = await visitsOnDay(db, date);
  const confirmed = input.confirmed_bookings;
  if (visits.length > 0 && !confirmed) {
    throw new Conflict(DAY_HAS_VISITS, (locale) => valuedErrorWords[locale].visitsOnClosingDay(visits.length, date));
  }
  // The admin may have been shown bookings cancelled since; a booking they were not shown stops the close.
  if (standing.some((booking) => !confirmed?.includes(booking.reference))) throw bookingsChanged(date, true);

  const records = await Promise.all(
    standing.map(async (booking) =>
      emailToStore(
        ctx.mailer,
        closedDayCustomerEmail(booking, reason, await manageBookingUrl(ctx.settings, booking.reference, booking.locale)),
        now,
      ),
    ),
  );
  const row = { date, reason, createdBy: ctx.user.email, createdAt: now };
  const close = db
    .insert(closedDays)
    // Closes only while the day's bookings are the ones just read, so no customer goes without the email.
    .select(
      rowsWhere(
        closedDays,
        [row],
        sameBookingsStandOn(
          date,
          standing.map((booking) => booking.reference),
        ),
      ),
    )
    .onConflictDoNothing()
    .returning({ date: closedDays.date, reason: closedDays.reason });
  const [closed] =
    records.length === 0
      ? await close
      : (
          await db.batch([
            close,
            storeEmailsIf(db, records, THE_WRITE_BEFORE_CHANGED_A_ROW),
            noticeInHistories(ctx, standing, records[0]!, now),
          ])
        )[0];
  if (!closed) {
    // Another request closed it meanwhile (its emails went), or a booking came in since the read.
    const raced = await closedDayOn(ctx, date);
    if (raced) return raced;
    throw bookingsChanged(date, confirmed !== undefined);
  }
  if (records.length === 0) return closed;
  let failed = 0;
  // One at a time: the provider limits requests per second, and a day holds a handful of visits.
  for (const record of records) if ((await enqueueStored(ctx.mailer, record)).status === "failed") failed += 1;
  return { ...closed, notified: { customers: records.length, failed } };
}

async function closedDayOn(ctx: SignedInContext, date: string): Promise<ClosedDayResult | null> {
  const reason = (await closedDaysOn(ctx.db, [date])).get(date);
  return reason === undefined ? null : { date, reason };
}

/** A booking the admin has not seen stands on the day: `shown` says whether they were shown a list before. */
function bookingsChanged(date: string, shown: boolean): Conflict {
  return new Conflict(DAY_HAS_VISITS, (locale) => valuedErrorWords[locale].bookingMadeOnClosingDay(date, shown));
}

/**
 * A line in each booking's history (the booking page the admin moves it from): the day was
 * closed and the customer emailed. Written only if the emails were stored, hence only when
 * this request closed the day.
 */
function noticeInHistories(ctx: SignedInContext, standing: BookingRecord[], firstEmail: EmailRecord, now: Date) {
  const rows = standing.map((booking) => ({
    id: crypto.randomUUID(),
    actorId: ctx.user.id,
    actorEmail: ctx.user.email,
    action: "close day",
    targetType: "booking",
    targetId: booking.id,
    detail: "customer emailed to move the visit",
    createdAt: now,
  }));
  return ctx.db.insert(adminActions).select(rowsWhere(adminActions, rows, sql`EXISTS (SELECT 1 FROM emails WHERE id = ${firstEmail.id})`));
}
