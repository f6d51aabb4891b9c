import { businessToday } from "#core/time-slots";
import { providerAssignedEmail } from "#worker/emails/staff";
import { jobAssignedText, textJob } from "#worker/texts/job-texts";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { textingNumberOf } from "../outbox/texts";
import { eq, sql } from "drizzle-orm";
import { fullName } from "#core/display-name";
import { notFreeReasonWords } from "#core/i18n/messages/not-free-reasons";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import { bookings, crewAssignments, type BookingRecord } from "#worker/db/schema";
import { recordActionIf } from "../admin-audit";
import type { SignedInContext } from "../context";
import { Conflict, Invalid, NotFound } from "../errors";
import { staffMember } from "./staff";
import { staffLanguageOf } from "./staff-language";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";
import { memberFreeForBooking } from "./member-free-for-booking";
import { rosterOfBookingDay, whyNotFreeFor } from "./not-free-reason";

/** Visits can be given to someone while in these statuses. */
const ASSIGNABLE = ["pending", "confirmed"];

/**
 * The admin sends a booking to a crew member or vendor directly, replacing whoever had it
 * (a staff member or an old free-text crew name). The provider's steps start over. The
 * console's route reads the booking's detail afterwards.
 */
export async function assignProvider(ctx: SignedInContext, reference: string, providerId: string): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
  if (!booking) throw new NotFound("not_found", "There is no booking with this reference.");
  if (!ASSIGNABLE.includes(booking.status)) {
    throw new Conflict("invalid_transition", (locale) => valuedErrorWords[locale].bookingNotAssignable(booking.status));
  }
  const provider = await staffMember(db, providerId, businessToday(now)).catch(() => null);
  if (!provider?.active) {
    throw new Invalid("invalid_input", "Please choose an active crew member or vendor.", {
      providerId: "Please choose an active crew member or vendor.",
    });
  }
  const name = fullName(provider) || provider.email;
  const [previous] = await db.select().from(crewAssignments).where(eq(crewAssignments.visitId, booking.id)).limit(1);
  // One statement checks and writes: the member is still free then and the booking still at
  // its time and assignable, so two admins cannot give one member two overlapping visits.
  const free = sql`m.user_id = ${providerId} AND m.active = 1 AND ${memberFreeForBooking(booking)}
    AND EXISTS (SELECT 1 FROM bookings WHERE id = ${booking.id} AND status IN ('pending', 'confirmed')
      AND appointment_date = ${booking.appointmentDate} AND appointment_time = ${booking.appointmentTime})`;
  // The customer learns who is coming (assigning the same provider again tells them nothing
  // new) and the provider learns of the job by text, in their language, if they said yes to
  // texts: both stored in the assignment's batch, only if the assignment was made.
  const mail = previous?.providerId === providerId ? [] : await assignmentMessages(ctx, booking, providerId, provider.firstName || name);
  const [, assigned, stored] = await db.batch([
    recordActionIf(
      db,
      ctx.user,
      {
        action: "assign provider",
        targetType: "booking",
        targetId: booking.id,
        detail: previous ? `${previous.crewName} -> ${name}` : name,
      },
      now,
      sql`staff_members m`,
      free,
    ),
    // Selected in the column order of crew_assignments, which the insert lists; visit_starts_at is its trigger's (migrations/0044).
    db
      .insert(crewAssignments)
      .select(
        sql`SELECT ${BOOKING_VISIT_TYPE}, ${booking.id}, ${name}, ${ctx.user.email}, ${now.getTime()}, m.user_id, NULL, NULL, NULL FROM staff_members m WHERE ${free}`,
      )
      .onConflictDoUpdate({
        target: [crewAssignments.visitType, crewAssignments.visitId],
        set: { crewName: name, providerId, assignedBy: ctx.user.email, assignedAt: now, onTheWayAt: null, startedAt: null },
      })
      .returning({ providerId: crewAssignments.providerId }),
    storeMessagesIf(ctx.mailer, mail),
  ]);
  if (assigned.length === 0) {
    // Named in words: off that day, outside their hours, another visit (a booking or a
    // subscription cleaning), another area or service.
    const reason = whyNotFreeFor(await rosterOfBookingDay(db, booking), booking, providerId);
    throw new Conflict("member_not_free", (locale) =>
      reason
        ? `${notFreeReasonWords[locale].reasons[reason](name)} ${notFreeReasonWords[locale].chooseSomeoneFree}`
        : valuedErrorWords[locale].memberNotFree(name),
    );
  }
  await queueStored(ctx.mailer, mail, stored);
}

async function assignmentMessages(ctx: SignedInContext, booking: BookingRecord, providerId: string, providerFirstName: string) {
  const to = await textingNumberOf(ctx.db, providerId);
  const language = to ? await staffLanguageOf(ctx.db, providerId) : null;
  const text = to && language ? [jobAssignedText(to, textJob(booking, language), language)] : [];
  return messagesToStore(ctx.mailer, [providerAssignedEmail(booking, providerFirstName)], ctx.now(), text);
}
