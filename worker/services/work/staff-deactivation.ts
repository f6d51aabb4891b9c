import { businessToday } from "#core/time-slots";
import { inArray, sql } from "drizzle-orm";
import { fullName } from "#core/display-name";
import type { StaffDeactivation } from "#core/staff-api";
import { runBatch } from "#worker/db/raw-batch";
import { jobOfferNotices, staffMembers } from "#worker/db/schema";
import { memberLeftForCount } from "#worker/emails/crew-needed";
import { recordActionIf } from "../admin-audit";
import type { SignedInContext } from "../context";
import { Conflict } from "../errors";
import { queueStored } from "../outbox/messages-in-batch";
import { storeCrewNeededMail } from "./crew-needed-mail";
import { handOverOutcome, handOverStatements, heldCount, neededLines, workHeldBy } from "./member-cover";
import { staffMember } from "./staff";

/**
 * Deactivates a staff member in one batch under one condition (not yet deactivated): the row,
 * whose `active` every /api/work request reads (so a signed-in phone loses the portal at its
 * next request), and their visits still to come, each given to another free crew member who
 * does the service in that area, or recorded as needing a crew and offered to vendors again
 * (crew-cover.ts), and the subscription cleanings they were given, each given to another free
 * crew member or left to nobody, so the board lists it as needing a crew (cleaning-cover.ts).
 * An invitation not yet accepted is withdrawn. The account itself is left
 * alone: its sessions, its sign-in, its bookings, subscription and cards are the person's as a
 * customer (a staff role may have been put on someone's own account), and an admin's console
 * is never at stake. The business is emailed, in the same batch, the visits that batch left
 * without a crew (crew-needed-mail.ts).
 */
export async function deactivateStaff(ctx: SignedInContext, userId: string): Promise<StaffDeactivation> {
  const { db } = ctx;
  const now = ctx.now();
  const before = await staffMember(db, userId, businessToday(now));
  if (before.status === "deactivated") throw new Conflict("already_deactivated", "This staff member is already deactivated.");
  const notYetDeactivated = sql`user_id = ${userId} AND deactivated_at IS NULL`;
  const work = await workHeldBy(db, userId, now);
  const { visits } = work;
  const guard = sql`EXISTS (SELECT 1 FROM staff_members WHERE user_id = ${userId} AND active = 0 AND deactivated_at = ${now.getTime()})`;
  const person = { name: fullName(before) || before.email, email: before.email };
  const forCount = (count: number, placeholder: string) =>
    memberLeftForCount(ctx.settings.businessEmail, person, heldCount(work), count, placeholder);
  const mail = storeCrewNeededMail(ctx.mailer, neededLines(work), forCount, guard, now);
  const futureIds = visits.map((visit) => visit.id);
  // The first write checks the member was not yet deactivated; the rest follow from it (guard).
  const results = await runBatch(db, [
    recordActionIf(
      db,
      ctx.user,
      { action: "deactivate", targetType: "staff", targetId: userId, detail: `${heldCount(work)} future job(s) to hand over` },
      now,
      sql`staff_members`,
      notYetDeactivated,
    ),
    db.update(staffMembers).set({ active: false, deactivatedAt: now, invitationExpiresAt: null, updatedAt: now }).where(notYetDeactivated),
    ...handOverStatements(userId, work, now, guard),
    ...(futureIds.length ? [db.delete(jobOfferNotices).where(inArray(jobOfferNotices.bookingId, futureIds))] : []),
    ...(mail ? [mail.statement] : []),
  ]);
  if (!results[0]?.meta.changes) throw new Conflict("already_deactivated", "This staff member is already deactivated.");
  if (mail) await queueStored(ctx.mailer, [mail.record], results.at(-1));
  const cover = await handOverOutcome(db, work);
  return {
    member: await staffMember(db, userId, businessToday(now)),
    unassigned: cover.needs_crew.map((visit) => visit.reference),
    ...cover,
  };
}
