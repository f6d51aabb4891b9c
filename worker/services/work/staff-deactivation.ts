import { businessToday } from "#core/time-slots";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { StaffDeactivation } from "#core/staff-api";
import { bookings, crewAssignments, jobOfferNotices, staffMembers } from "#worker/db/schema";
import { providerLeftEmail } from "#worker/emails/staff";
import { recordActionIf } from "../admin-audit";
import type { SignedInContext } from "../context";
import { sendEmail } from "../email";
import { Conflict } from "../errors";
import { staffMember } from "./staff";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";

/**
 * Deactivates a staff member in one batch under one condition (not yet deactivated): the row,
 * whose `active` every /api/work request reads (so a signed-in phone loses the portal at its
 * next request), and their jobs still to come, which go back to unassigned and are offered
 * again. An invitation not yet accepted is withdrawn. The account itself is left alone: its
 * sessions, its sign-in, its bookings, subscription and cards are the person's as a customer
 * (a staff role may have been put on someone's own account), and an admin's console is never
 * at stake. The business is emailed the jobs that need someone.
 */
export async function deactivateStaff(ctx: SignedInContext, userId: string): Promise<StaffDeactivation> {
  const { db } = ctx;
  const now = ctx.now();
  const before = await staffMember(db, userId, businessToday(now));
  if (before.status === "deactivated") throw new Conflict("already_deactivated", "This staff member is already deactivated.");
  const notYetDeactivated = sql`user_id = ${userId} AND deactivated_at IS NULL`;
  const future = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      serviceTitle: bookings.serviceTitle,
      appointmentDate: bookings.appointmentDate,
      appointmentTime: bookings.appointmentTime,
    })
    .from(crewAssignments)
    .innerJoin(bookings, eq(bookings.id, crewAssignments.visitId))
    .where(
      and(
        eq(crewAssignments.visitType, BOOKING_VISIT_TYPE),
        eq(crewAssignments.providerId, userId),
        gt(bookings.startsAt, now),
        inArray(bookings.status, ["pending", "confirmed"]),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const futureIds = future.map((job) => job.id);
  // Each write checks the member was not yet deactivated before this batch, through the audit row it writes first.
  const [audit] = await db.batch([
    recordActionIf(
      db,
      ctx.user,
      { action: "deactivate", targetType: "staff", targetId: userId, detail: `${future.length} future job(s) unassigned` },
      now,
      sql`staff_members`,
      notYetDeactivated,
    ),
    db.update(staffMembers).set({ active: false, deactivatedAt: now, invitationExpiresAt: null, updatedAt: now }).where(notYetDeactivated),
    ...(futureIds.length
      ? [
          db
            .delete(crewAssignments)
            .where(
              and(
                eq(crewAssignments.visitType, BOOKING_VISIT_TYPE),
                eq(crewAssignments.providerId, userId),
                inArray(crewAssignments.visitId, futureIds),
              ),
            ),
          db.delete(jobOfferNotices).where(inArray(jobOfferNotices.bookingId, futureIds)),
        ]
      : []),
  ] as const);
  if (audit.meta.changes === 0) throw new Conflict("already_deactivated", "This staff member is already deactivated.");
  await sendEmail(ctx.mailer, providerLeftEmail(ctx.settings.businessEmail, before, future), now);
  return { member: await staffMember(db, userId, businessToday(now)), unassigned: future.map((job) => job.reference) };
}
