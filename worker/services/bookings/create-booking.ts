import { sql } from "drizzle-orm";
import type { BookingInput, BookingResponse } from "#core/booking-schema";
import { getService } from "#core/catalogue";
import { DEFAULT_LOCALE } from "#core/i18n/locale";
import type { Service } from "#core/service-index";
import { SLOT_PROBLEM_MESSAGES, visitProblem } from "#core/opening-hours";
import type { ClosedDays } from "#core/holidays";
import { serviceVisitHours } from "#core/services/visit-hours";
import { slotClock, slotStart } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { namedRowsWhere, rowValues } from "#worker/db/rows-where";
import { named, templateStatement } from "#worker/db/statement-templates";
import { bookings, type BookingRecord, type EmailRecord } from "#worker/db/schema";
import { businessNotificationEmail, customerConfirmationEmail } from "#worker/emails/booking";
import type { ServiceContext } from "../context";
import { Conflict, Invalid, RateLimited } from "../errors";
import { textPhoneOf } from "./booking-text-phone";
import { countRequestStatement, type RequestLimit, withinLimit } from "../rate-limit";
import { manageBookingUrl } from "./booking-links";
import { enqueueIds, emailToStore, storeEmailsIfBooked } from "../email";
import { closedDaysOn } from "../capacity/closed-days";
import { giveFreeCrewMember, visitToGive } from "../capacity/member-at-sale";
import { type CrewGroup, crewsOf, hasFreePlace } from "../capacity/slot-capacity";
import { priceInputsOf } from "#core/pricing";
import { estimateOf } from "./booking-price";
import { sharesOffer } from "./first-time-offer";
import { emailKey, personKeys } from "./person-keys";
import { visitPlace, type VisitPlace } from "../visit-place";
import { type StoredBooking, findByIdempotencyKey, repeated } from "./repeated-booking";
import { assertBookableSlot } from "./availability";
import { SLOT_FULL_MESSAGE, calendarUrl, outcome, summary } from "./bookings";
import { assertOwnSavedCard, bookingCardAtSale } from "../payments/card-at-booking";

const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** "SFB-" and six characters that cannot be misread (no 0/O, 1/I). */
function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `SFB-${[...bytes].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("")}`;
}

/**
 * A subscription's first cleaning while the customer pays: stored as held_for_checkout under
 * the plan's name so it holds its slot, with no emails until the payment confirms it.
 */
export interface PaymentHold {
  title: string;
  price: string;
  /** The plan's visit length (core/services/visit-hours.ts). */
  lengthHours: number;
}

/**
 * Stores a booking and sends its two emails (a payment hold sends none). Title and price come
 * from the catalogue (or the plan, for a hold), never the browser; the slot's capacity
 * (shared with schedule visits, see slot-capacity.ts) is checked by the insert itself,
 * so concurrent requests cannot overbook; a repeated idempotency key returns the booking it
 * created the first time. A signed-in customer's booking is kept under their account.
 * `firstCleaning` is the route's reading that the person may have the first-time offer: the
 * insert of a booking with it checks again, atomically, against every booking of the person
 * (account included) and stores nothing if another uses it up; the booking is then priced
 * without it.
 */
export async function createBooking(
  ctx: ServiceContext,
  input: BookingInput,
  options: { idempotencyKey: string; hold?: PaymentHold; firstCleaning?: boolean; requestLimit?: RequestLimit },
): Promise<{ response: BookingResponse; created: boolean }> {
  textPhoneOf(input);
  // A saved card named by the request is the account's or nothing is stored.
  if (input.card_id) await assertOwnSavedCard(ctx.db, ctx.user?.id ?? null, input.card_id);
  const now = ctx.now();
  const service = getService(input.service_id);
  const lengthHours = options.hold?.lengthHours ?? serviceVisitHours(input.service_id, priceInputsOf(input));
  if (!service || visitProblem(input.appointment_date, input.appointment_time, lengthHours, now)) {
    // A repeated key still gets its booking once the slot can no longer be booked.
    const existing = await findByIdempotencyKey(ctx.db, options.idempotencyKey);
    if (existing) return { response: await repeated(ctx, existing, input), created: false };
    if (!service)
      throw new Invalid("invalid_input", "Please check the highlighted fields.", { service_id: "This service does not exist." });
    assertBookableSlot(input.appointment_date, input.appointment_time, now, lengthHours);
  }

  const place = await visitPlace(ctx.settings.accessSecret, service, input);
  let firstCleaning = !options.hold && options.firstCleaning === true;
  let requestLimit = options.requestLimit;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const booking = { ...newBooking(ctx, service, input, { ...options, firstCleaning }, now), lengthHours, ...place };
    // Its two signed links, side by side: the email and the answer both carry them.
    const [url, manageUrl] = await Promise.all([
      calendarUrl(ctx, booking.reference),
      manageBookingUrl(ctx.settings, booking.reference, booking.locale),
    ]);
    const mail = options.hold ? [] : bookingEmails(ctx, booking, { url, manageUrl }, now);
    // A batch that fails is rolled back whole, its count included: only the attempt that runs counts the request.
    const holder = await insertIfSlotFree(ctx, booking, mail, requestLimit, input.card_id).catch((error: unknown) => {
      if (String(error).includes("bookings.reference")) return "reference-taken" as const;
      throw error;
    });
    if (holder === "reference-taken") continue;
    // Another booking of the same person uses the offer up (one made a moment ago, or the
    // account's): this one is priced without it. That batch counted the request already.
    if (holder === "offer-taken") {
      firstCleaning = false;
      requestLimit = undefined;
      continue;
    }
    if ("refusal" in holder) throw holder.refusal;
    if (holder.booking.id !== booking.id) return { response: await repeated(ctx, holder, input), created: false };
    // Both emails go to the queue in one call; its consumer then records each one's outcome.
    await enqueueIds(ctx.mailer, mail);
    const [customer, business] = mail;
    const outcomes = { customer: outcome(customer?.status), admin: outcome(business?.status) };
    return { response: summary(booking, url, manageUrl, outcomes), created: true };
  }
  throw new Error("Could not find a free booking reference.");
}

/**
 * Why an insert took no place: the day an admin closed (checked by the insert itself, so no
 * round trip is spent on it when the booking goes through), else a full slot.
 */
function refusalOf(date: string, closed: ClosedDays): Error {
  if (closed.has(date)) {
    const message = SLOT_PROBLEM_MESSAGES.closed_day;
    return new Invalid("invalid_input", message, { appointment_date: message });
  }
  return new Conflict("slot_full", SLOT_FULL_MESSAGE, { appointment_time: SLOT_FULL_MESSAGE });
}

/** The row a new booking is stored as, with the ids of its emails (stored in the same batch). */
function newBooking(
  ctx: ServiceContext,
  service: Service,
  input: BookingInput,
  options: { idempotencyKey: string; hold?: PaymentHold; firstCleaning: boolean },
  now: Date,
): Omit<BookingRecord, keyof VisitPlace | "lengthHours"> {
  // A held first cleaning is the plan's, priced by the subscription.
  const priced = options.hold ? undefined : estimateOf(service, input, options.firstCleaning);
  return {
    id: crypto.randomUUID(),
    reference: newReference(),
    serviceId: service.id,
    serviceTitle: options.hold?.title ?? service.title,
    servicePrice: options.hold?.price ?? service.price,
    status: options.hold ? "held_for_checkout" : "pending",
    appointmentDate: input.appointment_date,
    // A service called without the request schema (a plan's first cleaning, a test) may pass a label: stored as its clock.
    appointmentTime: slotClock(input.appointment_time),
    startsAt: slotStart(input.appointment_date, input.appointment_time),
    customerName: input.customer_name,
    customerEmail: input.customer_email,
    customerPhone: input.customer_phone,
    textPhone: textPhoneOf(input),
    locale: input.locale ?? DEFAULT_LOCALE,
    ...personKeys(input),
    specialNotes: input.special_notes || null,
    priceInputs: priced?.priceInputs ?? null,
    estimate: priced?.estimate ?? null,
    firstCleaningOffer: (priced?.estimate.discount_cents ?? 0) > 0,
    userId: ctx.user?.id ?? null,
    idempotencyKey: options.idempotencyKey,
    customerEmailId: options.hold ? null : crypto.randomUUID(),
    businessEmailId: options.hold ? null : crypto.randomUUID(),
    reminderSentAt: null,
    completionNote: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The customer's confirmation and the business's notification of a booking, as they will be stored. */
function bookingEmails(ctx: ServiceContext, booking: BookingRecord, links: { url: string; manageUrl: string }, now: Date): EmailRecord[] {
  const { url, manageUrl } = links;
  return [
    { ...emailToStore(ctx.mailer, customerConfirmationEmail(booking, url, manageUrl), now), id: booking.customerEmailId! },
    {
      ...emailToStore(ctx.mailer, businessNotificationEmail(booking, ctx.settings.businessEmail, ctx.settings.siteUrl), now),
      id: booking.businessEmailId!,
    },
  ];
}

/**
 * One batch, so one round trip and one transaction: the request is counted against its
 * limit, if it has one; the insert takes the slot only if the count is within the limit,
 * the slot still has a place (capacity is checked by the insert itself, so concurrent
 * requests cannot overbook) and the key is new; the emails are stored only if that booking
 * was. Refuses a request over its limit (429). When nothing was inserted, the booking a
 * repeated key made before is read, beside the day's closing: without one, the refusal says
 * whether the day is closed or the slot full, or, for a booking with the first-time offer,
 * "offer-taken": it is tried again without the offer (a full slot then refuses it). The
 * statements are templates (db/statement-templates.ts): only their values change from one
 * booking to the next.
 */
async function insertIfSlotFree(
  ctx: ServiceContext,
  row: BookingRecord,
  mail: EmailRecord[],
  requestLimit?: RequestLimit,
  cardId?: string,
): Promise<StoredBooking | { refusal: Error } | "offer-taken"> {
  const shape: BookingInsertShape = {
    crews: crewsOf(row.serviceId, row.area ?? undefined),
    time: row.appointmentTime,
    lengthHours: row.lengthHours,
    limited: requestLimit !== undefined,
    offer: row.firstCleaningOffer,
  };
  const insert = templateStatement(ctx.db, "booking insert", (of: BookingInsertShape) => bookingInsert(ctx.db, of), shape, {
    ...rowValues(bookings, "booking", row),
    date: row.appointmentDate,
    limitKey: requestLimit?.key,
    limit: requestLimit?.limit,
    // The account's own address is the person's too, whatever email the booking was typed with.
    ...(shape.offer ? { accountEmailKey: ctx.user ? emailKey(ctx.user.email) : null } : {}),
  });
  const count = requestLimit ? [countRequestStatement(ctx.db, requestLimit.key, requestLimit.windowMs, ctx.now().getTime())] : [];
  const storeMail = mail.length ? [storeEmailsIfBooked(ctx.db, mail, row.id)] : [];
  const giveMember = giveFreeCrewMember(ctx.db, visitToGive(row), ctx.now());
  const chosenCard = cardId && row.userId ? [bookingCardAtSale(ctx.db, { id: row.id, userId: row.userId }, cardId, ctx.now())] : [];
  const results = await ctx.db.$client.batch([...count, insert, ...(giveMember ? [giveMember] : []), ...storeMail, ...chosenCard]);
  if (requestLimit) {
    const [counted] = (results[0]?.results ?? []) as { count: number }[];
    if ((counted?.count ?? 1) > requestLimit.limit) throw new RateLimited("rate_limited", requestLimit.message);
  }
  const inserted = (results[count.length]?.results ?? []) as { id: string }[];
  // Stored as built here, emails included: nothing to read back.
  if (inserted.length > 0)
    return { booking: row, customerEmailStatus: mail[0]?.status ?? null, businessEmailStatus: mail[1]?.status ?? null };
  const [existing, closed] = await Promise.all([
    findByIdempotencyKey(ctx.db, row.idempotencyKey),
    closedDaysOn(ctx.db, [row.appointmentDate]),
  ]);
  if (existing) return existing;
  if (shape.offer && !closed.has(row.appointmentDate)) return "offer-taken";
  return { refusal: refusalOf(row.appointmentDate, closed) };
}

/** What a booking's insert is built from besides its values: the same text for every booking of this shape. */
type BookingInsertShape = {
  crews: CrewGroup;
  time: string;
  lengthHours: number;
  limited: boolean;
  /** The booking has the first-time offer: the insert checks that no booking of the person uses it up. */
  offer: boolean;
};

/** The person of the booking being inserted, as the insert's named values. */
const INSERTED_PERSON = {
  emailKeys: [named("booking.emailKey"), named("accountEmailKey")],
  phoneKey: named("booking.phoneKey"),
  addressKey: named("booking.addressKey"),
  userId: named("booking.userId"),
};

/**
 * The insert of a new booking (named values: the row as "booking.*", its date, and with a
 * limit "limitKey" and "limit", with the offer "accountEmailKey"): it takes a place only if
 * every hour of the visit has one, the day is not closed, the request is within its limit
 * and, with the first-time offer, no booking of the same person uses it up (first-time-offer.ts);
 * a repeated key inserts nothing.
 */
function bookingInsert(db: Database, shape: BookingInsertShape) {
  const date = named("date");
  const visit = { date, time: shape.time, lengthHours: shape.lengthHours };
  return db
    .insert(bookings)
    .select(
      namedRowsWhere(
        bookings,
        ["booking"],
        sql`${hasFreePlace(shape.crews, visit)}
          AND NOT EXISTS (SELECT 1 FROM closed_days WHERE date = ${date})
          ${shape.limited ? sql`AND ${withinLimit({ key: named("limitKey"), limit: named("limit") })}` : sql``}
          ${shape.offer ? sql`AND NOT EXISTS (SELECT 1 FROM bookings AS earlier WHERE ${sharesOffer(INSERTED_PERSON)})` : sql``}`,
      ),
    )
    .onConflictDoNothing({ target: bookings.idempotencyKey })
    .returning({ id: bookings.id });
}
