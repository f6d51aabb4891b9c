import { and, eq, sql } from "drizzle-orm";
import type { TimeOffDecision, TimeOffRequest } from "#core/time-off-requests-api";
import { runBatch } from "#worker/db/raw-batch";
import { type StaffTimeOffRequestRecord, staffMembers, staffTimeOffRequests, users } from "#worker/db/schema";
import { timeOffDecisionEmail } from "#worker/emails/time-off-decision";
import { recordActionIf } from "../admin-audit";
import type { SignedInContext } from "../context";
import { Conflict, NotFound } from "../errors";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { addTimeOff } from "./staff-schedules";
import { requestOf } from "./time-off-requests";

/**
 * The owner's answer to a member's request for time off. Each answer is one conditional
 * update of the request while it is still pending, in the batch of everything it causes (the
 * time off and its cover, the audit row, the email telling the member in their language), so
 * a double click or an approval racing a decline decides once: the loser's batch changes and
 * stores nothing, and it answers what the winner decided.
 */

type Decision = "approved" | "declined";

const NOTHING_MOVED = { moved: [], needs_crew: [] };

async function requestWithMember(ctx: SignedInContext, id: string) {
  const [found] = await ctx.db
    .select({ request: staffTimeOffRequests, email: users.email, firstName: users.firstName, locale: staffMembers.locale })
    .from(staffTimeOffRequests)
    .innerJoin(users, eq(users.id, staffTimeOffRequests.userId))
    .leftJoin(staffMembers, eq(staffMembers.userId, staffTimeOffRequests.userId))
    .where(eq(staffTimeOffRequests.id, id))
    .limit(1);
  if (!found) throw new NotFound("not_found", "There is no time off request with this id.");
  return found;
}

/** The request pending → decided, only while pending: the statement every other write of the answer follows. */
function decide(ctx: SignedInContext, id: string, decision: Decision, now: Date) {
  return ctx.db
    .update(staffTimeOffRequests)
    .set({ status: decision, decidedAt: now, decidedBy: ctx.user.email })
    .where(and(eq(staffTimeOffRequests.id, id), eq(staffTimeOffRequests.status, "pending")));
}

/** Holds in the batch once this answer's update has decided the request. */
function decidedHere(id: string, decision: Decision, now: Date) {
  return sql`EXISTS (SELECT 1 FROM staff_time_off_requests WHERE id = ${id} AND status = ${decision} AND decided_at = ${now.getTime()})`;
}

function memberEmail(ctx: SignedInContext, found: Awaited<ReturnType<typeof requestWithMember>>, decision: Decision, now: Date) {
  const email = timeOffDecisionEmail(
    ctx.settings.siteUrl,
    { email: found.email, firstName: found.firstName ?? "" },
    requestOf(found.request),
    decision,
    found.locale ?? "en",
  );
  return messagesToStore(ctx.mailer, [email], now);
}

/** What an answer that lost (a second click, or the other decision first) says: the same again, or a conflict. */
async function decidedBefore(ctx: SignedInContext, id: string, decision: Decision): Promise<TimeOffDecision> {
  const { request } = await requestWithMember(ctx, id);
  return answerTo(request, decision);
}

function answerTo(row: StaffTimeOffRequestRecord, decision: Decision): TimeOffDecision {
  if (row.status === "approved" && decision === "declined") throw new Conflict("already_approved", "This request was approved.");
  if (row.status === "declined" && decision === "approved") throw new Conflict("already_declined", "This request was declined.");
  return { request: requestOf(row), cover: NOTHING_MOVED };
}

/**
 * The owner approves: the time off is added as if the owner had entered it (the member's
 * visits then handed over or listed as needing a crew), in the batch whose first statement
 * decides the request.
 */
export async function approveTimeOffRequest(ctx: SignedInContext, id: string): Promise<TimeOffDecision> {
  const found = await requestWithMember(ctx, id);
  if (found.request.status !== "pending") return answerTo(found.request, "approved");
  const now = ctx.now();
  const request: TimeOffRequest = requestOf(found.request);
  const records = memberEmail(ctx, found, "approved", now);
  const added = await addTimeOff(
    ctx,
    found.request.userId,
    {
      from: request.from,
      to: request.to,
      ...(request.start && request.end ? { start: request.start, end: request.end } : {}),
      reason: request.reason,
    },
    { statements: [decide(ctx, id, "approved", now), storeMessagesIf(ctx.mailer, records)], decided: decidedHere(id, "approved", now) },
  );
  await queueStored(ctx.mailer, records, added.decidingAnswers[1]);
  if (!added.decidingAnswers[0]?.meta.changes) return decidedBefore(ctx, id, "approved");
  return { request: { ...request, status: "approved" }, cover: added.cover };
}

/** The owner declines a pending request: nothing else changes, and the member is told. */
export async function declineTimeOffRequest(ctx: SignedInContext, id: string): Promise<TimeOffDecision> {
  const found = await requestWithMember(ctx, id);
  if (found.request.status !== "pending") return answerTo(found.request, "declined");
  const now = ctx.now();
  const records = memberEmail(ctx, found, "declined", now);
  const { request: row } = found;
  const [decided, stored] = await runBatch(ctx.db, [
    decide(ctx, id, "declined", now),
    storeMessagesIf(ctx.mailer, records),
    recordActionIf(
      ctx.db,
      ctx.user,
      { action: "decline time off", targetType: "staff", targetId: row.userId, detail: `${row.fromDate} to ${row.toDate}: ${row.reason}` },
      now,
      sql`staff_time_off_requests`,
      decidedHere(id, "declined", now),
    ),
  ]);
  await queueStored(ctx.mailer, records, stored);
  if (!decided?.meta.changes) return decidedBefore(ctx, id, "declined");
  return { request: { ...requestOf(row), status: "declined" }, cover: NOTHING_MOVED };
}
