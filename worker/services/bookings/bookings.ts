import { eq } from "drizzle-orm";
import type { BookingBasics, BookingResponse, EmailOutcome } from "#core/booking-schema";
import { slotClock, slotLabel } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { bookings, type BookingRecord, type EmailStatus } from "#worker/db/schema";
import type { ServiceContext } from "../context";
import { NotFound } from "../errors";
import { assertBookingLinkLive } from "./booking-links";
import { calendarToken, isValidCalendarToken } from "./calendar";

export const SLOT_FULL_MESSAGE = "Sorry, that time was just booked. Please choose another time.";

export async function calendarUrl(ctx: ServiceContext, reference: string) {
  const { siteUrl, authSecret } = ctx.settings;
  return `${siteUrl}/api/bookings/${reference}/calendar.ics?token=${await calendarToken(authSecret, reference)}`;
}

/** A booking without the email (a payment hold) answers "failed" for it: nothing was sent. */
export function outcome(status: EmailStatus | null | undefined): EmailOutcome {
  return !status || status === "failed" || status === "dead" ? "failed" : "sent";
}

export function bookingBasics(booking: BookingRecord): BookingBasics {
  return {
    reference: booking.reference,
    service_id: booking.serviceId,
    service_title: booking.serviceTitle,
    service_price: booking.servicePrice,
    appointment_date: booking.appointmentDate,
    appointment_time: slotLabel(booking.appointmentTime),
    appointment_clock: slotClock(booking.appointmentTime),
    estimate: booking.estimate,
  };
}

export function summary(booking: BookingRecord, url: string, manageUrl: string, emailOutcomes: BookingResponse["emails"]): BookingResponse {
  return {
    booking: {
      ...bookingBasics(booking),
      status: booking.status,
      customer_name: booking.customerName,
      customer_email: booking.customerEmail,
      created_at: booking.createdAt.toISOString(),
      calendar_url: url,
      manage_url: manageUrl,
    },
    emails: emailOutcomes,
  };
}

export async function findBookingByReference(db: Database, reference: string) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
  return booking;
}

/** The booking behind an emailed calendar link, while the link lasts (booking-links.ts). */
export async function bookingForCalendarLink(ctx: ServiceContext, reference: string, token: string | undefined): Promise<BookingRecord> {
  const valid = await isValidCalendarToken(ctx.settings.authSecret, reference, token);
  const booking = valid ? await findBookingByReference(ctx.db, reference) : undefined;
  if (!booking) throw new NotFound("not_found", "This calendar link is not valid.");
  assertBookingLinkLive(booking, ctx.now());
  return booking;
}
