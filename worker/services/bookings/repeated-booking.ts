import { eq, sql, type AnyColumn } from "drizzle-orm";
import type { BookingInput, BookingResponse } from "#core/booking-schema";
import { slotClock } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { bookings, type BookingRecord, type EmailStatus } from "#worker/db/schema";
import type { ServiceContext } from "../context";
import { manageBookingUrl } from "./booking-links";
import { sameRequest } from "../repeated-request";
import { calendarUrl, outcome, summary } from "./bookings";

// A booking request sent again with the same Idempotency-Key: the booking it made, nothing sent twice.

/** A booking found by its idempotency key, with the state of its two emails. */
export interface StoredBooking {
  booking: BookingRecord;
  customerEmailStatus: EmailStatus | null;
  businessEmailStatus: EmailStatus | null;
}

/** An email's status by id, named apart: D1 gives a batch's rows keyed by column name, so two columns called "status" would be one. */
const emailStatus = (id: AnyColumn, name: string) => sql<EmailStatus | null>`(SELECT status FROM emails WHERE emails.id = ${id})`.as(name);

function storedBookingQuery(db: Database, key: string) {
  return db
    .select({
      booking: bookings,
      customerEmailStatus: emailStatus(bookings.customerEmailId, "customer_email_status"),
      businessEmailStatus: emailStatus(bookings.businessEmailId, "business_email_status"),
    })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, key))
    .limit(1);
}

export async function findByIdempotencyKey(db: Database, key: string): Promise<StoredBooking | undefined> {
  const [found] = await storedBookingQuery(db, key);
  return found;
}

export const KEY_REUSED_MESSAGE =
  "These details differ from the ones first sent with this booking request. Please check your email for a confirmation, or reload the page to book again.";

/**
 * The booking a repeated key found, if the repeat is the same request: same service, slot,
 * customer email and signed-in account (or none).
 */
function sameBooking(ctx: ServiceContext, booking: BookingRecord, input: BookingInput): BookingRecord {
  const sent = {
    serviceId: input.service_id,
    appointmentDate: input.appointment_date,
    appointmentTime: slotClock(input.appointment_time),
    customerEmail: input.customer_email,
    userId: ctx.user?.id ?? null,
  };
  return sameRequest(booking, sent, KEY_REUSED_MESSAGE);
}

/** A booking found again (repeated key) for the same request: its emails' current state, nothing sent twice. */
export async function repeated(ctx: ServiceContext, found: StoredBooking, input: BookingInput): Promise<BookingResponse> {
  const booking = sameBooking(ctx, found.booking, input);
  return summary(
    booking,
    await calendarUrl(ctx, booking.reference),
    await manageBookingUrl(ctx.settings, booking.reference, booking.locale),
    {
      customer: outcome(found.customerEmailStatus),
      admin: outcome(found.businessEmailStatus),
    },
  );
}
