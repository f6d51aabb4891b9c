import { and, asc, count, desc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type AdminBooking, type AdminBookingDetail, type AdminBookingList, type BookingListQuery } from "#core/admin-api";
import { businessDays, businessDayStart, businessToday, slotLabel } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { bookings, crewAssignments, type BookingRecord } from "#worker/db/schema";
import { unseal } from "../access-secrets";
import { historyOf } from "../admin-audit";
import { allowedActions, BOOKING_VISIT_TYPE, CREW_STATUSES } from "../bookings/booking-status-rules";
import { offerAtCompletion } from "../bookings/first-time-offer";
import type { ServiceContext } from "../context";
import { NotFound } from "../errors";
import { describeAdminPayment, paymentFactsFor } from "../payments/payment-state";
import { refundsOf } from "../payments/refund-records";
import { containing, likeEscaped } from "../text-search";
import { photosOf } from "../work/job-photos";

// The console's view of bookings: the list and one booking's detail. Changes are made in
// bookings/admin-changes.ts and the routes read the detail again after them.

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
    appointmentTime: slotLabel(booking.appointmentTime),
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

export async function findWithCrew(db: Database, reference: string) {
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
