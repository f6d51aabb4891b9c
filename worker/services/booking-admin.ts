import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminBookingList,
  type BookingAction,
  type BookingActionResponse,
  type BookingListQuery,
} from "../../core/admin-api";
import type { RescheduleRequest } from "../../core/my-bookings";
import { SLOT_PROBLEM_MESSAGES, visitProblem } from "../../core/opening-hours";
import { businessDayStart, businessDays, businessToday, slotStart } from "../../core/time-slots";
import type { Database } from "../db/client";
import { bookings, crewAssignments, type BookingRecord } from "../db/schema";
import { when } from "../emails/booking";
import { customerRescheduledEmail } from "../emails/booking-changes";
import { bookingCancelledEmail, bookingConfirmedEmail } from "../emails/booking-status";
import { historyOf, recordAction, recordActionIf } from "./admin-audit";
import { manageBookingUrl } from "./booking-links";
import { calendarUrl, SLOT_FULL_MESSAGE } from "./bookings";
import type { ServiceContext, SignedInContext } from "./context";
import { sendEmail, type OutgoingEmail } from "./email";
import { Conflict, Invalid, NotFound } from "./errors";
import { describeAdminPayment, paymentFactsFor } from "./payment-state";
import { refundsOf } from "./refund-records";
import { unseal } from "./access-secrets";
import { closedDaysOn } from "./closed-days";
import { offerAtCompletion } from "./first-time-offer";
import { photosOf } from "./job-photos";
import { crewsOf, hasFreePlace } from "./slot-capacity";
import { containing, likeEscaped } from "./text-search";

// The business side of bookings: list, detail, status changes and crews.

type BookingStatus = BookingRecord["status"];

/**
 * The only status changes there are: pending -> confirmed -> completed, and pending or
 * confirmed -> cancelled. Completing also needs the visit to have started.
 */
const TRANSITIONS: Record<
  BookingAction,
  { from: readonly BookingStatus[]; to: BookingStatus; email?: (booking: BookingRecord) => OutgoingEmail }
> = {
  confirm: { from: ["pending"], to: "confirmed", email: bookingConfirmedEmail },
  complete: { from: ["confirmed"], to: "completed" },
  cancel: { from: ["pending", "confirmed"], to: "cancelled", email: bookingCancelledEmail },
};

/** Crews visit bookings in these statuses only. */
const CREW_STATUSES: readonly BookingStatus[] = ["pending", "confirmed"];

export const BOOKING_VISIT_TYPE = "booking";

export function allowedActions(booking: Pick<BookingRecord, "status" | "startsAt">, now: Date): BookingAction[] {
  return (Object.keys(TRANSITIONS) as BookingAction[]).filter((action) => {
    const rule = TRANSITIONS[action];
    return rule.from.includes(booking.status) && (action !== "complete" || booking.startsAt.getTime() <= now.getTime());
  });
}

const bookingColumns = { booking: bookings, crewName: crewAssignments.crewName, providerId: crewAssignments.providerId };

function withCrew(db: Database) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(crewAssignments, and(eq(crewAssignments.visitType, BOOKING_VISIT_TYPE), eq(crewAssignments.visitId, bookings.id)));
}

function toAdminBooking({
  booking,
  crewName,
  providerId,
}: {
  booking: BookingRecord;
  crewName: string | null;
  providerId: string | null;
}): AdminBooking {
  return {
    reference: booking.reference,
    serviceId: booking.serviceId,
    serviceTitle: booking.serviceTitle,
    servicePrice: booking.servicePrice,
    appointmentDate: booking.appointmentDate,
    appointmentTime: booking.appointmentTime,
    startsAt: booking.startsAt.toISOString(),
    lengthHours: booking.lengthHours,
    completionNote: booking.completionNote,
    status: booking.status,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    serviceAddress: booking.serviceAddress,
    area: booking.area,
    addressParts: booking.addressParts,
    specialNotes: booking.specialNotes,
    estimate: booking.estimate,
    priceInputs: booking.priceInputs,
    crewName,
    providerId,
    createdAt: booking.createdAt.toISOString(),
  };
}

/**
 * Bookings matching the filters, one page at a time. With no date filter the list opens on
 * today (New York) and what is coming, soonest first, so the day's work is on top rather than
 * under the farthest future. A start date keeps that order from it, like a calendar; an end
 * date alone looks back from it, nearest first, so page 1 is never the oldest booking ever.
 */
export async function listBookings(ctx: ServiceContext, query: BookingListQuery): Promise<AdminBookingList> {
  const { rows, total, startsFrom, order } = bookingListQueries(ctx.db, query, ctx.now());
  const [page, [counted]] = await Promise.all([rows, total]);
  return { bookings: page.map(toAdminBooking), page: query.page, pageSize: ADMIN_PAGE_SIZE, total: counted?.value ?? 0, startsFrom, order };
}

/**
 * The page and the count listBookings reads. Dates filter on starts_at (New York days as
 * instants), not appointment_date, so both walk the range of the starts_at index that also
 * orders the page: on a year of bookings the default list then never reads the past ones.
 */
export function bookingListQueries(db: Database, query: BookingListQuery, now: Date) {
  const conditions: SQL[] = [];
  const startsFrom = query.from ?? (query.to ? null : businessToday(now));
  const order = startsFrom === null ? "latest-first" : "soonest-first";
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (startsFrom) conditions.push(gte(bookings.startsAt, businessDayStart(startsFrom)));
  if (query.to) conditions.push(lt(bookings.startsAt, businessDays(query.to, query.to).end));
  if (query.service) conditions.push(eq(bookings.serviceId, query.service));
  if (query.q) {
    const pattern = containing(query.q);
    const search = or(
      likeEscaped(bookings.reference, pattern),
      likeEscaped(bookings.customerName, pattern),
      likeEscaped(bookings.customerEmail, pattern),
    );
    if (search) conditions.push(search);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = withCrew(db)
    .where(where)
    .orderBy(
      ...(order === "soonest-first"
        ? [asc(bookings.startsAt), asc(bookings.createdAt)]
        : [desc(bookings.startsAt), desc(bookings.createdAt)]),
    )
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  const total = db.select({ value: count() }).from(bookings).where(where);
  return { rows, total, startsFrom, order } as const;
}

async function findWithCrew(db: Database, reference: string) {
  const [row] = await withCrew(db).where(eq(bookings.reference, reference)).limit(1);
  if (!row) throw new NotFound("not_found", "There is no booking with this reference.");
  return row;
}

export async function bookingDetail(ctx: ServiceContext, reference: string): Promise<AdminBookingDetail> {
  const row = await findWithCrew(ctx.db, reference);
  const [history, facts, refunds, photos, firstCleaningOffer] = await Promise.all([
    historyOf(ctx.db, "booking", row.booking.id),
    paymentFactsFor(ctx.db, row.booking.id),
    refundsOf(ctx.db, row.booking.id),
    photosOf(ctx.db, [row.booking.id]),
    offerAtCompletion(ctx.db, row.booking),
  ]);
  return {
    booking: toAdminBooking(row),
    history,
    allowedActions: allowedActions(row.booking, ctx.now()),
    canReschedule: CREW_STATUSES.includes(row.booking.status),
    payment: describeAdminPayment(row.booking, facts, refunds, ctx.now()),
    accessNotes: row.booking.accessNotesSealed ? ((await unseal(ctx.settings.accessSecret, row.booking.accessNotesSealed)) ?? null) : null,
    photos: photos.get(row.booking.id) ?? [],
    firstCleaningOffer,
  };
}

/**
 * Applies one status change with a single conditional UPDATE, so two admins acting at
 * once cannot both succeed; the audit row is written in the same batch under the same
 * condition. The customer is emailed from the stored booking on confirm and cancel.
 */
export async function changeBookingStatus(ctx: SignedInContext, reference: string, action: BookingAction): Promise<BookingActionResponse> {
  const { db, user: actor } = ctx;
  const now = ctx.now();
  const rule = TRANSITIONS[action];
  const allowedFrom = sql.join(
    rule.from.map((status) => sql`${status}`),
    sql`, `,
  );
  const notBefore = action === "complete" ? sql` AND starts_at <= ${now.getTime()}` : sql``;
  const condition = sql`reference = ${reference} AND status IN (${allowedFrom})${notBefore}`;
  const current = await findWithCrew(db, reference);
  const [, updated] = await db.batch([
    recordActionIf(
      db,
      actor,
      { action, targetType: "booking", targetId: current.booking.id, detail: sql`status || ${` -> ${rule.to}`}` },
      now,
      sql`bookings`,
      condition,
    ),
    db.update(bookings).set({ status: rule.to, updatedAt: now }).where(condition).returning(),
  ]);
  const booking = updated[0];
  if (!booking) throw await refusal(db, reference, action, now);

  const email = rule.email ? await sendEmail(ctx.mailer, rule.email(booking), now) : null;
  return { ...(await bookingDetail(ctx, reference)), email: email ? { status: email.status } : null };
}

/** Why a status change did not happen, read after the conditional update found nothing to change. */
async function refusal(db: Database, reference: string, action: BookingAction, now: Date): Promise<Conflict> {
  const { booking } = await findWithCrew(db, reference);
  if (action === "complete" && booking.status === "confirmed" && booking.startsAt.getTime() > now.getTime()) {
    return new Conflict("visit_not_started", "This visit has not started yet, so it cannot be marked completed.");
  }
  return new Conflict("invalid_transition", `This booking is ${booking.status}, so it cannot be ${TRANSITIONS[action].to}.`);
}

/** Names the crew going to a booking (replacing any earlier one), recorded with the signed-in admin. */
export async function assignCrew(ctx: SignedInContext, reference: string, crewName: string): Promise<AdminBookingDetail> {
  const { db, user: actor } = ctx;
  const now = ctx.now();
  const { booking, crewName: previous } = await findWithCrew(db, reference);
  if (!CREW_STATUSES.includes(booking.status)) {
    throw new Conflict("invalid_transition", `This booking is ${booking.status}, so no crew can be assigned.`);
  }
  await db.batch([
    db
      .insert(crewAssignments)
      .values({ visitType: BOOKING_VISIT_TYPE, visitId: booking.id, crewName, assignedBy: actor.email, assignedAt: now })
      .onConflictDoUpdate({
        target: [crewAssignments.visitType, crewAssignments.visitId],
        // A typed name replaces a staff member too: the job leaves their portal.
        set: { crewName, providerId: null, assignedBy: actor.email, assignedAt: now, onTheWayAt: null, startedAt: null },
      }),
    recordAction(
      db,
      actor,
      { action: "assign crew", targetType: "booking", targetId: booking.id, detail: previous ? `${previous} -> ${crewName}` : crewName },
      now,
    ),
  ]);
  return bookingDetail(ctx, reference);
}

/**
 * The business moves a booking to another date or time, usually after a call inside the 24
 * hours in which the customer cannot (core/change-notice.ts): that rule is not applied here,
 * nor the minimum notice of new bookings, but the past and closed hours are refused. The
 * capacity check, the move and its audit row are one batch under one condition, as for a
 * customer's move (my-bookings.ts), so the last place cannot be taken twice. The status is
 * kept (the business agreed the time), the day-before reminder is re-armed, and the
 * customer is emailed the change.
 */
export async function rescheduleBooking(ctx: SignedInContext, reference: string, input: RescheduleRequest): Promise<BookingActionResponse> {
  const { db, user: actor } = ctx;
  const now = ctx.now();
  const { appointment_date: date, appointment_time: time } = input;
  const { booking } = await findWithCrew(db, reference);
  if (date === booking.appointmentDate && time === booking.appointmentTime) {
    throw new Invalid("invalid_input", "The booking is already at this time. Please choose another time.", {
      appointment_time: "The booking is already at this time.",
    });
  }
  // The business may move a visit inside the customer's notice, but not into the past or out of its hours.
  const problem = visitProblem(date, time, booking.lengthHours, now, await closedDaysOn(db, [date]));
  if (problem === "holiday" || problem === "closed_day" || problem === "beyond_horizon") {
    throw new Invalid("invalid_input", SLOT_PROBLEM_MESSAGES[problem], { appointment_date: SLOT_PROBLEM_MESSAGES[problem] });
  }
  if (problem === "past" || problem === "closed" || problem === "past_closing") {
    const field = problem === "past" ? "This time has already passed." : SLOT_PROBLEM_MESSAGES[problem];
    throw new Invalid("invalid_input", SLOT_PROBLEM_MESSAGES[problem], { appointment_time: field });
  }
  const previous = when(booking);
  const movable = sql.join(
    CREW_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const condition = sql`id = ${booking.id} AND status IN (${movable})
    AND ${hasFreePlace(
      crewsOf(booking.serviceId, booking.area ?? undefined),
      { date, time, lengthHours: booking.lengthHours },
      ctx.settings.slotCapacity,
      {
        bookingId: booking.id,
      },
    )}`;
  const [, updated] = await db.batch([
    recordActionIf(
      db,
      actor,
      {
        action: "reschedule",
        targetType: "booking",
        targetId: booking.id,
        detail: sql`appointment_date || ' ' || appointment_time || ${` -> ${date} ${time}`}`,
      },
      now,
      sql`bookings`,
      condition,
    ),
    db
      .update(bookings)
      .set({ appointmentDate: date, appointmentTime: time, startsAt: slotStart(date, time), reminderSentAt: null, updatedAt: now })
      .where(condition)
      .returning(),
  ]);
  const moved = updated[0];
  if (!moved) {
    const { booking: current } = await findWithCrew(db, reference);
    if (!CREW_STATUSES.includes(current.status)) {
      throw new Conflict("invalid_transition", `This booking is ${current.status}, so it cannot be moved.`);
    }
    throw new Conflict("slot_full", SLOT_FULL_MESSAGE, { appointment_time: SLOT_FULL_MESSAGE });
  }
  const links = { calendarUrl: await calendarUrl(ctx, reference), manageUrl: await manageBookingUrl(ctx.settings, reference) };
  const email = await sendEmail(ctx.mailer, customerRescheduledEmail(moved, previous, links, "business"), now);
  return { ...(await bookingDetail(ctx, reference)), email: { status: email.status } };
}
