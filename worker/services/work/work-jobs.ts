import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { calendarDaysAfter } from "#core/calendar-date";
import type { FinalOffer } from "#core/pricing";
import type { JobActionResponse, JobProgress, WorkJob, WorkJobs } from "#core/staff-api";
import {
  encodeUpcomingJobsCursor,
  UPCOMING_JOBS_PAGE_SIZE,
  type UpcomingJobsCursor,
  type UpcomingJobsPage,
} from "#core/upcoming-jobs-page";
import { businessToday, slotLabel } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { bookings, crewAssignments, type BookingRecord, type EmailRecord } from "#worker/db/schema";
import { wayIn } from "#core/service-address";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import { onTheWayEmail } from "#worker/emails/staff";
import { onTheWayTextFor } from "./on-the-way-text";
import { unseal } from "../access-secrets";
import type { ServiceContext, SignedInContext } from "../context";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { Conflict, NotFound } from "../errors";
import { offerAtCompletion } from "../bookings/first-time-offer";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";
import { type BuildingsByName, buildingsOf, doorDetails } from "./job-door";
import { doneJobsQuery, jobsOf, upcomingJobRows, WORKABLE } from "./provider-jobs";
import { stepRefusal, stepsOpenCondition, stepsWaitFor } from "./job-steps";

const DONE_SHOWN = 30;
/** Today's jobs shown: far more than one member's day holds. */
const TODAY_SHOWN = 100;
const NOT_YOURS = "We could not find this job among yours.";

type Assignment = typeof crewAssignments.$inferSelect;

/** The day before a visit date (yyyy-MM-dd), from which its provider sees the customer's name and phone. */
export function dayBefore(date: string): string {
  return calendarDaysAfter(date, -1);
}

export function progressOf(booking: Pick<BookingRecord, "status">, assignment: Pick<Assignment, "onTheWayAt" | "startedAt">): JobProgress {
  if (booking.status === "completed") return "completed";
  if (assignment.startedAt) return "started";
  if (assignment.onTheWayAt) return "on_the_way";
  return "assigned";
}

/**
 * A job as its provider sees it. The sealed access instructions are opened only inside the
 * window the provider may see them (the day before the visit until it is done).
 */
export async function workJob(
  ctx: Pick<ServiceContext, "settings" | "db" | "user">,
  row: { booking: BookingRecord; assignment: Assignment },
  now: Date,
  buildings?: BuildingsByName,
): Promise<WorkJob> {
  const { booking, assignment } = row;
  const door = doorDetails(booking, buildings ?? (await buildingsOf(ctx.db, [booking])));
  const parts = booking.addressParts;
  const inWindow = businessToday(now) >= dayBefore(booking.appointmentDate) && (WORKABLE as readonly string[]).includes(booking.status);
  // The completion form previews the price the completion will charge: its first-time offer is decided the same way.
  // Its note is written in the member's own language, as the portal shows them everything.
  const offer = canComplete(booking, now) ? await offerAtCompletion(ctx.db, booking, ctx.user?.locale) : NO_OFFER;
  if (!parts || !inWindow) return { ...toWorkJob(booking, assignment, now, null, offer), ...door };
  const notes = booking.accessNotesSealed ? ((await unseal(ctx.settings.accessSecret, booking.accessNotesSealed)) ?? null) : null;
  const place = { wayIn: wayIn(parts, notes), parking: parts.parking_notes ?? null, pets: parts.pets ?? null };
  return { ...toWorkJob(booking, assignment, now, place, offer), ...door };
}

const NO_OFFER: FinalOffer = { applies: false, reason: null, note: null };

function canComplete(booking: BookingRecord, now: Date): boolean {
  return booking.status === "confirmed" && booking.startsAt.getTime() <= now.getTime();
}

function toWorkJob(
  booking: BookingRecord,
  assignment: Assignment,
  now: Date,
  place: WorkJob["place"],
  offer: FinalOffer,
): Omit<WorkJob, "size" | "building" | "mapsUrl"> {
  const contactFrom = dayBefore(booking.appointmentDate);
  const [firstName = ""] = booking.customerName.trim().split(/\s+/);
  return {
    reference: booking.reference,
    serviceId: booking.serviceId,
    serviceTitle: booking.serviceTitle,
    appointmentDate: booking.appointmentDate,
    appointmentTime: slotLabel(booking.appointmentTime),
    startsAt: booking.startsAt.toISOString(),
    status: booking.status,
    progress: progressOf(booking, assignment),
    address: booking.serviceAddress,
    notes: booking.specialNotes,
    customer: businessToday(now) >= contactFrom ? { firstName, phone: booking.customerPhone } : null,
    contactFrom,
    place,
    estimate: booking.estimate ?? null,
    priceInputs: booking.priceInputs ?? null,
    canComplete: canComplete(booking, now),
    stepsWaitFor: stepsWaitFor(booking, now),
    firstCleaningOffer: offer,
  };
}

/** The signed-in provider's jobs: today's, the first page of those to come (soonest first), then the latest done. */
export async function myJobs(ctx: SignedInContext): Promise<WorkJobs> {
  const now = ctx.now();
  const today = businessToday(now);
  // Read apart: today's whole, then the coming ones a page at a time (a member may have months
  // of visits ahead), and the latest done.
  const [todayRows, coming, doneRows] = await Promise.all([
    jobsOf(ctx.db, ctx.user.id, and(inArray(bookings.status, WORKABLE), eq(bookings.appointmentDate, today)))
      .orderBy(asc(bookings.startsAt), asc(bookings.id))
      .limit(TODAY_SHOWN),
    upcomingJobRows(ctx.db, ctx.user.id, today, undefined, UPCOMING_JOBS_PAGE_SIZE),
    doneJobsQuery(ctx.db, ctx.user.id, today, now, DONE_SHOWN),
  ]);
  const buildings = await buildingsOf(
    ctx.db,
    [...todayRows, ...coming.rows, ...doneRows].map((row) => row.booking),
  );
  const jobsIn = (list: typeof todayRows) => Promise.all(list.map((row) => workJob(ctx, row, now, buildings)));
  const [todays, upcoming, done] = await Promise.all([jobsIn(todayRows), jobsIn(coming.rows), jobsIn(doneRows)]);
  return { today: todays, upcoming, moreUpcoming: coming.next ? encodeUpcomingJobsCursor(coming.next) : null, done };
}

/** The provider's next upcoming jobs after `after` (a cursor the previous page gave): "Show more" in the portal. */
export async function moreUpcomingJobs(ctx: SignedInContext, after: UpcomingJobsCursor): Promise<UpcomingJobsPage> {
  const now = ctx.now();
  const coming = await upcomingJobRows(ctx.db, ctx.user.id, businessToday(now), after, UPCOMING_JOBS_PAGE_SIZE);
  const buildings = await buildingsOf(
    ctx.db,
    coming.rows.map((row) => row.booking),
  );
  return {
    upcoming: await Promise.all(coming.rows.map((row) => workJob(ctx, row, now, buildings))),
    moreUpcoming: coming.next ? encodeUpcomingJobsCursor(coming.next) : null,
  };
}

/** One of the provider's own jobs; anyone else's, or none, is NotFound, so references cannot be probed. */
export async function ownJob(db: Database, providerId: string, reference: string) {
  const [row] = await jobsOf(db, providerId, eq(bookings.reference, reference)).limit(1);
  if (!row) throw new NotFound("not_found", NOT_YOURS);
  return row;
}

/**
 * The provider's step on a job still to be worked, one conditional update: only the first tap
 * does anything. The messages the step sends (built by `messagesOf` from the job as read
 * before) are stored in the update's batch, only if it changed the row.
 */
async function markOnce(
  ctx: SignedInContext,
  reference: string,
  column: "on_the_way_at" | "started_at",
  messagesOf?: (booking: BookingRecord, now: Date) => Promise<EmailRecord[]>,
) {
  const now = ctx.now();
  const workable = sql.join(
    WORKABLE.map((status) => sql`${status}`),
    sql`, `,
  );
  const mail = messagesOf ? await messagesOf((await ownJob(ctx.db, ctx.user.id, reference)).booking, now) : [];
  const [updated, stored] = await ctx.db.batch([
    ctx.db
      .update(crewAssignments)
      .set(column === "on_the_way_at" ? { onTheWayAt: now } : { startedAt: now })
      .where(
        sql`visit_type = ${BOOKING_VISIT_TYPE} AND provider_id = ${ctx.user.id} AND ${sql.identifier(column)} IS NULL
        AND visit_id = (SELECT id FROM bookings WHERE reference = ${reference} AND status IN (${workable}) AND ${stepsOpenCondition(now)})`,
      )
      .returning({ visitId: crewAssignments.visitId }),
    storeMessagesIf(ctx.mailer, mail),
  ]);
  const row = await ownJob(ctx.db, ctx.user.id, reference);
  if (!updated.length) {
    if (!(WORKABLE as readonly string[]).includes(row.booking.status)) {
      throw new Conflict("job_closed", (locale) => valuedErrorWords[locale].jobClosed(row.booking.status));
    }
    // A second tap on a step already taken answers the job as it is; a step not yet open says why.
    const alreadyTaken = column === "on_the_way_at" ? row.assignment.onTheWayAt : row.assignment.startedAt;
    const refusal = alreadyTaken ? null : stepRefusal(row.booking, now);
    if (refusal) throw refusal;
  }
  return { row, now, sent: await queueStored(ctx.mailer, mail, stored) };
}

/**
 * "On my way": the customer is emailed once, with the provider's first name, and texted
 * with an arrival window if they said yes to texts; a second tap answers the job as it is
 * and sends nothing.
 */
export async function onMyWay(ctx: SignedInContext, reference: string): Promise<JobActionResponse> {
  const crewFirstName = ctx.user.firstName || "Your provider";
  const { row, now, sent } = await markOnce(ctx, reference, "on_the_way_at", async (booking, at) => {
    const text = await onTheWayTextFor(ctx, booking, crewFirstName, at);
    return messagesToStore(ctx.mailer, [onTheWayEmail(booking, crewFirstName)], at, text ? [text] : []);
  });
  const email = sent.find((record) => record.channel === "email");
  return { job: await workJob(ctx, row, now), email: email ? { status: email.status } : null };
}

export async function startJob(ctx: SignedInContext, reference: string): Promise<JobActionResponse> {
  const { row, now } = await markOnce(ctx, reference, "started_at");
  return { job: await workJob(ctx, row, now), email: null };
}
