import { sql } from "drizzle-orm";
import type { BookingAction } from "#core/admin-api";
import type { RescheduleRequest } from "#core/my-bookings";
import { SLOT_PROBLEM_MESSAGES, visitProblem } from "#core/opening-hours";
import { sameSlot, slotClock, slotLabel, slotStart } from "#core/time-slots";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import type { Database } from "#worker/db/client";
import { slotLabelOf } from "#worker/db/slot-sql";
import { bookings, crewAssignments, type BookingRecord } from "#worker/db/schema";
import { when } from "#worker/emails/booking";
import { customerRescheduledEmail } from "#worker/emails/booking-changes";
import { bookingCancelledEmail, bookingConfirmedEmail } from "#worker/emails/booking-status";
import { recordAction, recordActionIf } from "../admin-audit";
import { closedDaysOn } from "../capacity/closed-days";
import { crewsOf, hasFreePlace } from "../capacity/slot-capacity";
import { runBatch } from "#worker/db/raw-batch";
import type { SignedInContext } from "../context";
import type { OutgoingEmail } from "../email";
import { Conflict, Invalid } from "../errors";
import { findWithCrew } from "../reads/admin-bookings";
import { manageBookingUrl } from "./booking-links";
import { jobChangeTextFor } from "../work/job-change-text";
import { moveWithCrewTexts } from "../work/move-texts";
import { messageStored, messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { BOOKING_VISIT_TYPE, CREW_STATUSES, STATUS_CHANGES } from "./booking-status-rules";
import { calendarUrl, SLOT_FULL_MESSAGE } from "./bookings";

// The business's changes to a booking: its status, its crew and its time. Each returns what
// happened (the email sent); the console's route reads the booking's detail afterwards.

/** What a change told the customer: the email's delivery status, or null when none was due. */
export interface ChangeOutcome {
  email: { status: string } | null;
}

/** The customer is emailed when the business confirms or cancels. */
const STATUS_EMAILS: Partial<Record<BookingAction, (booking: BookingRecord) => OutgoingEmail>> = {
  confirm: bookingConfirmedEmail,
  cancel: bookingCancelledEmail,
};

/**
 * Applies one status change with a single conditional UPDATE, so two admins acting at
 * once cannot both succeed; the audit row is written in the same batch under the same
 * condition. The customer is emailed from the stored booking on confirm and cancel.
 */
export async function changeBookingStatus(ctx: SignedInContext, reference: string, action: BookingAction): Promise<ChangeOutcome> {
  const { db, user: actor } = ctx;
  const now = ctx.now();
  const rule = STATUS_CHANGES[action];
  const allowedFrom = sql.join(
    rule.from.map((status) => sql`${status}`),
    sql`, `,
  );
  const notBefore = action === "complete" ? sql` AND starts_at <= ${now.getTime()}` : sql``;
  const condition = sql`reference = ${reference} AND status IN (${allowedFrom})${notBefore}`;
  const current = await findWithCrew(db, reference);
  // The messages are built from the booking as the update will leave it, and stored in its batch.
  const changed: BookingRecord = { ...current.booking, status: rule.to, updatedAt: now };
  const emailFor = STATUS_EMAILS[action];
  const crewText = rule.to === "cancelled" ? await jobChangeTextFor(ctx, changed, "cancelled") : null;
  const mail = messagesToStore(ctx.mailer, emailFor ? [emailFor(changed)] : [], now, crewText ? [crewText] : []);
  const [, updated, stored] = await db.batch([
    recordActionIf(
      db,
      actor,
      { action, targetType: "booking", targetId: current.booking.id, detail: sql`status || ${` -> ${rule.to}`}` },
      now,
      sql`bookings`,
      condition,
    ),
    db.update(bookings).set({ status: rule.to, updatedAt: now }).where(condition).returning(),
    storeMessagesIf(ctx.mailer, mail),
  ]);
  if (!updated[0]) throw await refusal(db, reference, action, now);
  const [email] = (await queueStored(ctx.mailer, mail, stored)).filter((record) => record.channel === "email");
  return { email: email ? { status: email.status } : null };
}

/** Why a status change did not happen, read after the conditional update found nothing to change. */
async function refusal(db: Database, reference: string, action: BookingAction, now: Date): Promise<Conflict> {
  const { booking } = await findWithCrew(db, reference);
  if (action === "complete" && booking.status === "confirmed" && booking.startsAt.getTime() > now.getTime()) {
    return new Conflict("visit_not_started", "This visit has not started yet, so it cannot be marked completed.");
  }
  return new Conflict("invalid_transition", (locale) =>
    valuedErrorWords[locale].bookingNotChangeable(booking.status, STATUS_CHANGES[action].to),
  );
}

/** Names the crew going to a booking (replacing any earlier one), recorded with the signed-in admin. */
export async function assignCrew(ctx: SignedInContext, reference: string, crewName: string): Promise<void> {
  const { db, user: actor } = ctx;
  const now = ctx.now();
  const { booking, crewName: previous } = await findWithCrew(db, reference);
  if (!CREW_STATUSES.includes(booking.status)) {
    throw new Conflict("invalid_transition", (locale) => valuedErrorWords[locale].bookingNoCrew(booking.status));
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
}

/**
 * The business moves a booking to another date or time, usually after a call inside the 24
 * hours in which the customer cannot (core/change-notice.ts): that rule is not applied here,
 * nor the minimum notice of new bookings, but the past and closed hours are refused. The
 * capacity check, the move and its audit row are one batch under one condition, as for a
 * customer's move (bookings/my-bookings.ts), so the last place cannot be taken twice. The status is
 * kept (the business agreed the time), the day-before reminder is re-armed, and the
 * customer is emailed the change.
 */
export async function rescheduleBooking(ctx: SignedInContext, reference: string, input: RescheduleRequest): Promise<ChangeOutcome> {
  const { db, user: actor } = ctx;
  const now = ctx.now();
  const { appointment_date: date } = input;
  const time = slotClock(input.appointment_time);
  const { booking } = await findWithCrew(db, reference);
  if (date === booking.appointmentDate && sameSlot(time, booking.appointmentTime)) {
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
      {
        bookingId: booking.id,
      },
    )}`;
  // The customer's email is built from the booking as the move leaves it, and stored in the move's batch.
  const moved: BookingRecord = {
    ...booking,
    appointmentDate: date,
    appointmentTime: time,
    startsAt: slotStart(date, time),
    reminderSentAt: null,
    updatedAt: now,
  };
  const links = {
    calendarUrl: await calendarUrl(ctx, reference),
    manageUrl: await manageBookingUrl(ctx.settings, reference, moved.locale),
  };
  const mail = messagesToStore(
    ctx.mailer,
    [customerRescheduledEmail(moved, previous, links, "business", { date: booking.appointmentDate, time: booking.appointmentTime })],
    now,
  );
  // The crew's texts follow the move in its batch: who has the visit after it is decided there.
  const [customerEmail] = mail;
  if (!customerEmail) throw new Error("A move's email was not built.");
  const followUp = moveWithCrewTexts(ctx.mailer, booking, moved, messageStored(customerEmail), now);
  // Raw statements in one batch (one transaction): drizzle's batch cannot carry the member's SQL.
  const results = await runBatch(db, [
    recordActionIf(
      db,
      actor,
      {
        action: "reschedule",
        targetType: "booking",
        targetId: booking.id,
        detail: sql`appointment_date || ' ' || ${slotLabelOf(sql`appointment_time`)} || ${` -> ${date} ${slotLabel(time)}`}`,
      },
      now,
      sql`bookings`,
      condition,
    ),
    db
      .update(bookings)
      .set({ appointmentDate: date, appointmentTime: time, startsAt: slotStart(date, time), reminderSentAt: null, updatedAt: now })
      .where(condition)
      .returning({ id: bookings.id }),
    storeMessagesIf(ctx.mailer, mail),
    // The member given the visit follows it only if free at the new time; else another is given it.
    ...followUp.statements,
  ]);
  const [, updated, stored] = results;
  if (!updated?.results?.length) {
    const { booking: current } = await findWithCrew(db, reference);
    if (!CREW_STATUSES.includes(current.status)) {
      throw new Conflict("invalid_transition", (locale) => valuedErrorWords[locale].bookingNotMovable(current.status));
    }
    throw new Conflict("slot_full", SLOT_FULL_MESSAGE, { appointment_time: SLOT_FULL_MESSAGE });
  }
  const [email] = await queueStored(ctx.mailer, mail, stored);
  await followUp.queue(results);
  return { email: email ? { status: email.status } : null };
}
