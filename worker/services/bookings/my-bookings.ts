import type { Locale } from "#core/i18n/locale";
import type { JobPhoto } from "#core/job-photos";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { canChangeOnline, CHANGE_NOTICE_HOURS, CHANGE_NOTICE_MESSAGE } from "#core/change-notice";
import type { BookingProvider, MyBooking, MyBookingsResponse, RescheduleRequest } from "#core/my-bookings";
import { sameSlot, slotClock, slotStart } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { bookings, type BookingRecord } from "#worker/db/schema";
import { when } from "#worker/emails/booking";
import {
  businessCancelledEmail,
  businessRescheduledEmail,
  customerCancelledEmail,
  customerRescheduledEmail,
} from "#worker/emails/booking-changes";
import type { ServiceContext, SignedInContext } from "../context";
import { Conflict, Invalid, NotFound } from "../errors";
import { assertBookingLinkLive, isValidManageToken, manageBookingUrl } from "./booking-links";
import { assertBookableSlot } from "./availability";
import { bookingBasics, calendarUrl, SLOT_FULL_MESSAGE } from "./bookings";
import { providersOf } from "../work/booking-providers";
import { mailWithWrite } from "../outbox/mail-with-write";
import { jobChangeTextFor } from "../work/job-change-text";
import { describePayment, type PaymentFacts, paymentFactsFor, paymentFactsOf } from "../payments/payment-state";
import { closedDaysOn } from "../capacity/closed-days";
import { savedAddressesOf } from "./saved-addresses";
import { photosOf } from "../work/job-photos";
import { crewsOf, hasFreePlace } from "../capacity/slot-capacity";
import { runBatch } from "#worker/db/raw-batch";
import { messageStored, messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { moveWithCrewTexts } from "../work/move-texts";

/**
 * A customer's own bookings: the dashboard list, and cancelling or moving one under the
 * 24-hour rule (docs/decisions/0010). The business's status changes live elsewhere; these only
 * act for the booking's customer, reached by account or by the emailed signed link.
 */

const CHANGEABLE = ["pending", "confirmed"] as const;
const NOT_FOUND_MESSAGE = "We could not find this booking.";

export type BookingAccess = { userId: string } | { token: string };

/**
 * The booking behind a reference, if the caller may see it: the signed-in owner, or anyone
 * holding the emailed link while it lasts (booking-links.ts). Anything else is NotFound,
 * like a missing one, so references cannot be probed.
 */
export async function findOwnBooking(ctx: ServiceContext, reference: string, access: BookingAccess): Promise<BookingRecord> {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
  const allowed =
    booking !== undefined &&
    ("userId" in access ? booking.userId === access.userId : await isValidManageToken(ctx.settings.authSecret, reference, access.token));
  if (!allowed) throw new NotFound("not_found", NOT_FOUND_MESSAGE);
  if ("token" in access) assertBookingLinkLive(booking, ctx.now());
  return booking;
}

function isChangeable(booking: BookingRecord): boolean {
  return (CHANGEABLE as readonly string[]).includes(booking.status);
}

export function describeBooking(
  booking: BookingRecord,
  facts: PaymentFacts,
  now: Date,
  provider: BookingProvider | null = null,
  photos: JobPhoto[] = [],
  locale: Locale = "en",
): MyBooking {
  return {
    ...bookingBasics(booking),
    starts_at: booking.startsAt.toISOString(),
    status: booking.status,
    customer_name: booking.customerName,
    customer_email: booking.customerEmail,
    customer_phone: booking.customerPhone,
    service_address: booking.serviceAddress,
    special_notes: booking.specialNotes,
    can_change: isChangeable(booking) && canChangeOnline(booking.startsAt, now),
    length_hours: booking.lengthHours,
    payment: describePayment(booking, facts, now, locale),
    provider,
    photos,
    completion_note: booking.completionNote,
  };
}

/** One booking with its payment, as its customer sees it, in the language they read (the request's). */
export async function describeOwnBooking(db: Database, booking: BookingRecord, now: Date, locale: Locale = "en"): Promise<MyBooking> {
  const [facts, providers, photos] = await Promise.all([
    paymentFactsFor(db, booking.id),
    providersOf(db, [booking.id]),
    photosOf(db, [booking.id]),
  ]);
  const provider = booking.status === "cancelled" ? null : (providers.get(booking.id) ?? null);
  return describeBooking(booking, facts, now, provider, photos.get(booking.id), locale);
}

/** A customer's newest 200 bookings: one walk down bookings_user_starts_idx, whatever the number of others' bookings. */
export function ownBookingsQuery(db: Database, userId: string) {
  return db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.startsAt)).limit(200);
}

export async function listOwnBookings(ctx: SignedInContext, locale: Locale = "en"): Promise<MyBookingsResponse> {
  const now = ctx.now();
  const rows = await ownBookingsQuery(ctx.db, ctx.user.id);
  const ids = rows.map((booking) => booking.id);
  const [facts, providers, photos, saved] = await Promise.all([
    paymentFactsOf(ctx.db, ids),
    providersOf(ctx.db, ids),
    photosOf(ctx.db, ids),
    savedAddressesOf(ctx.db, ctx.user.id),
  ]);
  const describe = (booking: BookingRecord) =>
    describeBooking(
      booking,
      facts.get(booking.id) ?? { card: undefined, visit: undefined, tip: undefined },
      now,
      booking.status === "cancelled" ? null : (providers.get(booking.id) ?? null),
      photos.get(booking.id),
      locale,
    );
  const isUpcoming = (booking: BookingRecord) => isChangeable(booking) && booking.startsAt.getTime() > now.getTime();
  const [latest] = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    upcoming: rows.filter(isUpcoming).reverse().map(describe),
    past: rows.filter((booking) => !isUpcoming(booking)).map(describe),
    last_details: latest ? { customer_phone: latest.customerPhone, service_address: latest.serviceAddress } : null,
    saved_addresses: saved.map((address) => address.parts),
  };
}

/** Why a booking that the conditional update left alone could not be changed. */
function refusal(booking: BookingRecord, now: Date): Conflict {
  if (booking.status === "cancelled") return new Conflict("already_cancelled", "This booking is already cancelled.");
  if (booking.status === "completed") return new Conflict("already_completed", "This visit has already taken place.");
  if (!canChangeOnline(booking.startsAt, now)) return new Conflict("change_notice", CHANGE_NOTICE_MESSAGE);
  return new Conflict("conflict", "This booking changed meanwhile. Please reload the page.");
}

async function reload(db: Database, id: string): Promise<BookingRecord> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!booking) throw new NotFound("not_found", NOT_FOUND_MESSAGE);
  return booking;
}

const noticeCutoff = (now: Date) => now.getTime() + CHANGE_NOTICE_HOURS * 60 * 60 * 1000;

/** A booking the customer may still change: pending or confirmed, and at least 24 hours away. */
const changeableNow = (now: Date) =>
  and(inArray(bookings.status, ["pending", "confirmed"]), gte(bookings.startsAt, new Date(noticeCutoff(now))));

/**
 * Cancels a pending or confirmed booking at least 24 hours ahead. One conditional update,
 * so a double click or a race with the business cancels once and emails once; the
 * cancelled booking no longer counts against the slot's capacity.
 */
export async function cancelOwnBooking(ctx: ServiceContext, booking: BookingRecord): Promise<MyBooking> {
  const now = ctx.now();
  const cancelled: BookingRecord = { ...booking, status: "cancelled", updatedAt: now };
  const cancel = ctx.db
    .update(bookings)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(bookings.id, booking.id), changeableNow(now)));
  // The emails, and the text to the member who has the visit, are stored in the cancel's own batch, only if it cancelled.
  const mail = [customerCancelledEmail(cancelled), businessCancelledEmail(cancelled, ctx.settings.businessEmail)];
  const crewText = await jobChangeTextFor(ctx, cancelled, "cancelled");
  const stored = await mailWithWrite(ctx.mailer, cancel, mail, now, crewText ? [crewText] : []);
  const current = await reload(ctx.db, booking.id);
  if (stored.length === 0) throw refusal(current, now);
  return describeOwnBooking(ctx.db, current, now);
}

/**
 * Moves a booking to another slot of the same service. The new slot must be bookable (open,
 * ahead of the minimum notice) and the old one at least 24 hours away. The capacity check
 * and the move are one statement, so two customers cannot both take the last place; like a
 * new booking, the count includes the schedule visits that share the service's crews. The
 * booking becomes pending again for the business to confirm the new time, and the
 * day-before reminder is re-armed.
 */
export async function rescheduleOwnBooking(ctx: ServiceContext, booking: BookingRecord, input: RescheduleRequest): Promise<MyBooking> {
  const now = ctx.now();
  const { appointment_date: date } = input;
  const time = slotClock(input.appointment_time);
  if (date === booking.appointmentDate && sameSlot(time, booking.appointmentTime)) {
    throw new Invalid("invalid_input", "This is already the time of your visit. Please choose another time.", {
      appointment_time: "This is already the time of your visit.",
    });
  }
  if (!isChangeable(booking) || !canChangeOnline(booking.startsAt, now)) throw refusal(booking, now);
  assertBookableSlot(date, time, now, booking.lengthHours, await closedDaysOn(ctx.db, [date]));
  const previous = when(booking);
  const startsAt = slotStart(date, time);
  const move = sql`
    UPDATE bookings SET appointment_date = ${date}, appointment_time = ${time}, starts_at = ${startsAt.getTime()},
      status = 'pending', reminder_sent_at = NULL, updated_at = ${now.getTime()}
    WHERE id = ${booking.id} AND status IN ('pending', 'confirmed') AND starts_at >= ${noticeCutoff(now)}
      AND ${hasFreePlace(
        crewsOf(booking.serviceId, booking.area ?? undefined),
        { date, time, lengthHours: booking.lengthHours },
        { bookingId: booking.id },
      )}`;
  const moved: BookingRecord = {
    ...booking,
    appointmentDate: date,
    appointmentTime: time,
    startsAt,
    status: "pending",
    reminderSentAt: null,
    updatedAt: now,
  };
  const links = {
    calendarUrl: await calendarUrl(ctx, booking.reference),
    manageUrl: await manageBookingUrl(ctx.settings, booking.reference, booking.locale),
  };
  // The emails are stored in the move's own batch, only if it moved the booking; then the member
  // given the visit follows it only if free at the new time, else another is given it, and the
  // crew's texts go to whoever that leaves with it (and to whoever lost it).
  const [customerEmail, ...others] = messagesToStore(
    ctx.mailer,
    [
      customerRescheduledEmail(moved, previous, links, "customer", { date: booking.appointmentDate, time: booking.appointmentTime }),
      businessRescheduledEmail(moved, previous, ctx.settings.businessEmail),
    ],
    now,
  );
  if (!customerEmail) throw new Error("A move's email was not built.");
  const mail = [customerEmail, ...others];
  const followUp = moveWithCrewTexts(ctx.mailer, booking, moved, messageStored(customerEmail), now);
  const results = await runBatch(ctx.db, [move, storeMessagesIf(ctx.mailer, mail), ...followUp.statements]);
  const stored = await queueStored(ctx.mailer, mail, results[1]);
  const current = await reload(ctx.db, booking.id);
  if (stored.length === 0) {
    if (isChangeable(current) && canChangeOnline(current.startsAt, now)) {
      throw new Conflict("slot_full", SLOT_FULL_MESSAGE, { appointment_time: SLOT_FULL_MESSAGE });
    }
    throw refusal(current, now);
  }
  await followUp.queue(results);
  return describeOwnBooking(ctx.db, current, now);
}
