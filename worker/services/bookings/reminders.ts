import { and, eq, gte, isNull, lte, notInArray } from "drizzle-orm";
import { bookings, type BookingRecord } from "#worker/db/schema";
import { reminderEmail } from "#worker/emails/booking";
import { textVisit, visitReminderText } from "#worker/texts/visit-texts";
import type { ServiceContext } from "../context";
import { mailWithWrite } from "../outbox/mail-with-write";
import { visitTextNumberOf } from "../outbox/texts";
import { manageBookingUrl } from "./booking-links";
import { providersOf } from "../work/booking-providers";

const HOUR = 60 * 60 * 1000;

/**
 * Reminds customers of visits starting 23 to 25 hours from now, once per booking: the
 * conditional update claims a booking in the batch that stores its email, so two runs cannot both send.
 */
export async function sendDueReminders(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .select()
    .from(bookings)
    .where(
      and(
        isNull(bookings.reminderSentAt),
        notInArray(bookings.status, ["cancelled", "held_for_checkout"]),
        gte(bookings.startsAt, new Date(now.getTime() + 23 * HOUR)),
        lte(bookings.startsAt, new Date(now.getTime() + 25 * HOUR)),
      ),
    )
    .limit(100);
  const providers = await providersOf(
    ctx.db,
    due.map((booking) => booking.id),
  );
  let sent = 0;
  for (const booking of due) {
    // The claim and the reminder are one batch: the email is stored only if this run claimed the booking.
    const claim = ctx.db
      .update(bookings)
      .set({ reminderSentAt: now })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.reminderSentAt)));
    const email = reminderEmail(booking, providers.get(booking.id)?.first_name);
    const stored = await mailWithWrite(ctx.mailer, claim, [email], now, await reminderTexts(ctx, booking));
    if (stored.length > 0) sent += 1;
  }
  return sent;
}

/**
 * The day-before text, in the booking's language, to a customer who gave a mobile number and
 * said yes to visit texts: on their profile, or (a guest, or an account without one) on the booking itself.
 */
async function reminderTexts(ctx: ServiceContext, booking: BookingRecord) {
  const to = await visitTextNumberOf(ctx.db, booking);
  if (!to) return [];
  const manageUrl = await manageBookingUrl(ctx.settings, booking.reference, booking.locale);
  return [visitReminderText(to, textVisit(booking, booking.locale), manageUrl, booking.locale)];
}
