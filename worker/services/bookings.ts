import { and, eq, gte, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { AvailabilityResponse, BookingBasics, BookingRequest, BookingResponse, EmailOutcome } from "../../core/booking-schema";
import { getService } from "../../core/catalogue";
import { SLOT_PROBLEM_MESSAGES, slotProblem, slotsOn } from "../../core/opening-hours";
import { slotStart } from "../../core/time-slots";
import type { Database } from "../db/client";
import { bookings, emails, type BookingRecord } from "../db/schema";
import { businessNotificationEmail, customerConfirmationEmail, reminderEmail } from "../emails/booking";
import type { ServiceContext } from "./context";
import { Conflict, Invalid, NotFound } from "./errors";
import { assertBookingLinkLive, manageBookingUrl } from "./booking-links";
import { calendarToken, isValidCalendarToken } from "./calendar";
import { sameRequest } from "./repeated-request";
import { sendEmail } from "./email";
import { crewsOf, hasFreePlace, placesBetween } from "./slot-capacity";

export const SLOT_FULL_MESSAGE = "Sorry, that time was just booked. Please choose another time.";
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** "SFB-" and six characters that cannot be misread (no 0/O, 1/I). */
function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `SFB-${[...bytes].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("")}`;
}

/**
 * A subscription's first cleaning while the customer pays: stored as awaiting_payment under
 * the plan's name so it holds its slot, with no emails until the payment confirms it.
 */
export interface PaymentHold {
  title: string;
  price: string;
}

/**
 * Stores a booking and sends its two emails (a payment hold sends none). Title and price come
 * from the catalogue (or the plan, for a hold), never the browser; the slot's capacity
 * (shared with schedule visits, see slot-capacity.ts) is checked by the insert itself,
 * so concurrent requests cannot overbook; a repeated idempotency key returns the booking it
 * created the first time. A signed-in customer's booking is kept under their account.
 */
export async function createBooking(
  ctx: ServiceContext,
  input: BookingRequest,
  options: { idempotencyKey: string; hold?: PaymentHold },
): Promise<{ response: BookingResponse; created: boolean }> {
  const now = ctx.now();
  const existing = await findByIdempotencyKey(ctx.db, options.idempotencyKey);
  if (existing) return { response: await describe(ctx, sameBooking(ctx, existing, input)), created: false };

  const service = getService(input.service_id);
  if (!service) throw new Invalid("invalid_input", "Please check the highlighted fields.", { service_id: "This service does not exist." });
  assertBookableSlot(input.appointment_date, input.appointment_time, now);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    const reference = newReference();
    const inserted = await insertIfSlotFree(ctx, {
      id: crypto.randomUUID(),
      reference,
      serviceId: service.id,
      serviceTitle: options.hold?.title ?? service.title,
      servicePrice: options.hold?.price ?? service.price,
      status: options.hold ? "awaiting_payment" : "pending",
      appointmentDate: input.appointment_date,
      appointmentTime: input.appointment_time,
      startsAt: slotStart(input.appointment_date, input.appointment_time),
      customerName: input.customer_name,
      customerEmail: input.customer_email,
      customerPhone: input.customer_phone,
      serviceAddress: input.service_address,
      specialNotes: input.special_notes || null,
      userId: ctx.user?.id ?? null,
      idempotencyKey: options.idempotencyKey,
      now,
    }).catch((error: unknown) => {
      if (String(error).includes("bookings.reference")) return "reference-taken" as const;
      throw error;
    });
    if (inserted === "reference-taken") continue;
    if (inserted) return { response: options.hold ? await describe(ctx, inserted) : await sendBookingEmails(ctx, inserted), created: true };
    const raced = await findByIdempotencyKey(ctx.db, options.idempotencyKey);
    if (raced) return { response: await describe(ctx, sameBooking(ctx, raced, input)), created: false };
    throw new Conflict("slot_full", SLOT_FULL_MESSAGE, { appointment_time: SLOT_FULL_MESSAGE });
  }
  throw new Error("Could not find a free booking reference.");
}

/** Refuses a past slot, one on a holiday or outside the opening hours, or one inside the minimum notice. */
export function assertBookableSlot(date: string, time: string, now: Date) {
  const problem = slotProblem(date, time, now);
  if (!problem) return;
  const field = problem === "past" ? "This time has already passed." : SLOT_PROBLEM_MESSAGES[problem];
  throw new Invalid("invalid_input", SLOT_PROBLEM_MESSAGES[problem], {
    [problem === "holiday" ? "appointment_date" : "appointment_time"]: field,
  });
}

type NewBooking = Omit<BookingRecord, "customerEmailId" | "businessEmailId" | "reminderSentAt" | "createdAt" | "updatedAt"> & { now: Date };

async function insertIfSlotFree(ctx: ServiceContext, row: NewBooking): Promise<BookingRecord | null> {
  const created = row.now.getTime();
  const result = await ctx.db.get<{ id: string }>(sql`
    INSERT INTO bookings (id, reference, service_id, service_title, service_price, appointment_date, appointment_time, starts_at,
      customer_name, customer_email, customer_phone, service_address, special_notes, status, user_id, idempotency_key, created_at, updated_at)
    SELECT ${row.id}, ${row.reference}, ${row.serviceId}, ${row.serviceTitle}, ${row.servicePrice}, ${row.appointmentDate}, ${row.appointmentTime},
      ${row.startsAt.getTime()}, ${row.customerName}, ${row.customerEmail}, ${row.customerPhone}, ${row.serviceAddress}, ${row.specialNotes},
      ${row.status}, ${row.userId}, ${row.idempotencyKey}, ${created}, ${created}
    WHERE ${hasFreePlace(crewsOf(row.serviceId), { date: row.appointmentDate, time: row.appointmentTime }, ctx.settings.slotCapacity)}
    ON CONFLICT(idempotency_key) DO NOTHING
    RETURNING id`);
  if (!result) return null;
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, result.id));
  return booking ?? null;
}

export const KEY_REUSED_MESSAGE =
  "These details differ from the ones first sent with this booking request. Please check your email for a confirmation, or reload the page to book again.";

/**
 * The booking a repeated key found, if the repeat is the same request: same service, slot,
 * customer email and signed-in account (or none).
 */
function sameBooking(ctx: ServiceContext, booking: BookingRecord, input: BookingRequest): BookingRecord {
  const sent = {
    serviceId: input.service_id,
    appointmentDate: input.appointment_date,
    appointmentTime: input.appointment_time,
    customerEmail: input.customer_email,
    userId: ctx.user?.id ?? null,
  };
  return sameRequest(booking, sent, KEY_REUSED_MESSAGE);
}

async function findByIdempotencyKey(db: Database, key: string) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key)).limit(1);
  return booking;
}

export async function calendarUrl(ctx: ServiceContext, reference: string) {
  const { siteUrl, authSecret } = ctx.settings;
  return `${siteUrl}/api/bookings/${reference}/calendar.ics?token=${await calendarToken(authSecret, reference)}`;
}

/** The customer's confirmation and the business's notification, sent side by side. */
async function sendBookingEmails(ctx: ServiceContext, booking: BookingRecord): Promise<BookingResponse> {
  const url = await calendarUrl(ctx, booking.reference);
  const [customer, business] = await Promise.all([
    sendEmail(ctx.mailer, customerConfirmationEmail(booking, url, await manageBookingUrl(ctx.settings, booking.reference))),
    sendEmail(ctx.mailer, businessNotificationEmail(booking, ctx.settings.businessEmail, ctx.settings.siteUrl)),
  ]);
  await ctx.db.update(bookings).set({ customerEmailId: customer.id, businessEmailId: business.id }).where(eq(bookings.id, booking.id));
  return summary(booking, url, { customer: outcome(customer.status), admin: outcome(business.status) });
}

/** A booking found again (repeated key): its emails' current state, nothing sent twice. */
async function describe(ctx: ServiceContext, booking: BookingRecord): Promise<BookingResponse> {
  const statusOf = async (id: string | null): Promise<EmailOutcome> => {
    if (!id) return "failed";
    const [record] = await ctx.db.select({ status: emails.status }).from(emails).where(eq(emails.id, id));
    return outcome(record?.status ?? "failed");
  };
  return summary(booking, await calendarUrl(ctx, booking.reference), {
    customer: await statusOf(booking.customerEmailId),
    admin: await statusOf(booking.businessEmailId),
  });
}

function outcome(status: string): EmailOutcome {
  return status === "failed" ? "failed" : "sent";
}

export function bookingBasics(booking: BookingRecord): BookingBasics {
  return {
    reference: booking.reference,
    service_id: booking.serviceId,
    service_title: booking.serviceTitle,
    service_price: booking.servicePrice,
    appointment_date: booking.appointmentDate,
    appointment_time: booking.appointmentTime,
  };
}

function summary(booking: BookingRecord, url: string, emailOutcomes: BookingResponse["emails"]): BookingResponse {
  return {
    booking: {
      ...bookingBasics(booking),
      status: booking.status,
      customer_name: booking.customerName,
      customer_email: booking.customerEmail,
      created_at: booking.createdAt.toISOString(),
      calendar_url: url,
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

/**
 * The slots of a date for one service (those inside the day's opening hours): taken places
 * (schedule visits included),
 * and why a slot cannot be booked ("past", "too_soon" for the minimum notice, "full").
 */
export async function availability(ctx: ServiceContext, serviceId: string, date: string): Promise<AvailabilityResponse> {
  if (!getService(serviceId)) throw new NotFound("not_found", "This service does not exist.");
  const now = ctx.now();
  const crews = crewsOf(serviceId);
  const places = await placesBetween(ctx.db, ctx.settings.slotCapacity, { from: date, to: date, group: crews });
  return {
    service_id: serviceId,
    date,
    slots: slotsOn(date).map((time) => {
      const remaining = places.free(crews, { date, time });
      const problem = slotProblem(date, time, now);
      const reason = problem === "past" || problem === "too_soon" ? problem : remaining === 0 ? ("full" as const) : undefined;
      return { time, available: !reason, remaining, ...(reason ? { reason } : {}) };
    }),
  };
}

const HOUR = 60 * 60 * 1000;

/**
 * Reminds customers of visits starting 23 to 25 hours from now, once per booking: the
 * conditional update claims a booking before its email goes, so two runs cannot both send.
 */
export async function sendDueReminders(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .select()
    .from(bookings)
    .where(
      and(
        isNull(bookings.reminderSentAt),
        notInArray(bookings.status, ["cancelled", "awaiting_payment"]),
        gte(bookings.startsAt, new Date(now.getTime() + 23 * HOUR)),
        lte(bookings.startsAt, new Date(now.getTime() + 25 * HOUR)),
      ),
    )
    .limit(100);
  let sent = 0;
  for (const booking of due) {
    const claimed = await ctx.db
      .update(bookings)
      .set({ reminderSentAt: now })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.reminderSentAt)))
      .returning({ id: bookings.id });
    if (claimed.length === 0) continue;
    await sendEmail(ctx.mailer, reminderEmail(booking), now);
    sent += 1;
  }
  return sent;
}

/** Confirms a held first cleaning once its payment succeeded; undefined if it is no longer held. */
export async function confirmHeldBooking(db: Database, id: string, now = new Date()): Promise<BookingRecord | undefined> {
  const [booking] = await db
    .update(bookings)
    .set({ status: "confirmed", updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, "awaiting_payment")))
    .returning();
  return booking;
}

/** Frees the slot of a held first cleaning whose checkout was abandoned or replaced. */
export async function releaseHeldBooking(db: Database, id: string, now = new Date()): Promise<void> {
  await db
    .update(bookings)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, "awaiting_payment")));
}
