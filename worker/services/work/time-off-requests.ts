import { and, asc, eq, gte } from "drizzle-orm";
import type { z } from "zod";
import { fullName } from "#core/display-name";
import { clockOf, minutesOf, type TimeOffSchema } from "#core/staff-hours";
import type { MySchedule, PendingTimeOffRequests, TimeOffRequest } from "#core/time-off-requests-api";
import { businessToday } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { type StaffTimeOffRequestRecord, staffTimeOffRequests, users } from "#worker/db/schema";
import type { SignedInContext } from "../context";
import { Invalid } from "../errors";
import { emptySchedule, staffSchedules } from "./staff-schedules";

/**
 * Time off a staff member asks for. A request is only a request: capacity and assignment read
 * staff_time_off alone, which the owner's approval writes through addTimeOff, the same path as
 * time off the owner enters, so the member's visits are handed over or listed as needing a crew.
 */

const WHOLE_DAY = { start: 0, end: 24 * 60 };

export function requestOf(row: StaffTimeOffRequestRecord): TimeOffRequest {
  const wholeDay = row.startMinute === WHOLE_DAY.start && row.endMinute === WHOLE_DAY.end;
  return {
    id: row.id,
    from: row.fromDate,
    to: row.toDate,
    start: wholeDay ? null : clockOf(row.startMinute),
    end: wholeDay ? null : clockOf(row.endMinute),
    reason: row.reason,
    status: row.status,
  };
}

/** The caller's own schedule: nobody reads another member's hours through the portal. */
export async function mySchedule(ctx: SignedInContext): Promise<MySchedule> {
  const today = businessToday(ctx.now());
  const [schedules, requests] = await Promise.all([
    staffSchedules(ctx.db, today, [ctx.user.id]),
    ctx.db
      .select()
      .from(staffTimeOffRequests)
      .where(and(eq(staffTimeOffRequests.userId, ctx.user.id), gte(staffTimeOffRequests.toDate, today)))
      .orderBy(asc(staffTimeOffRequests.fromDate), asc(staffTimeOffRequests.createdAt)),
  ]);
  return { ...(schedules.get(ctx.user.id) ?? emptySchedule()), requests: requests.map(requestOf) };
}

/**
 * The member asks for time off. The same days asked twice while the first is pending (a double
 * click) keep one request: the partial unique index refuses the second insert, which answers the first.
 */
export async function askForTimeOff(
  ctx: SignedInContext,
  input: z.output<typeof TimeOffSchema>,
): Promise<{ request: TimeOffRequest; created: boolean }> {
  const now = ctx.now();
  if (input.to < businessToday(now)) {
    throw new Invalid("invalid_input", "This time off has already ended.", { to: "Please choose a last day from today on." });
  }
  const startMinute = input.start === undefined ? WHOLE_DAY.start : minutesOf(input.start);
  const endMinute = input.end === undefined ? WHOLE_DAY.end : minutesOf(input.end);
  const row = {
    id: crypto.randomUUID(),
    userId: ctx.user.id,
    fromDate: input.from,
    toDate: input.to,
    startMinute,
    endMinute,
    reason: input.reason,
    status: "pending" as const,
    createdAt: now,
  };
  const [inserted] = await ctx.db.insert(staffTimeOffRequests).values(row).onConflictDoNothing().returning();
  if (inserted) return { request: requestOf(inserted), created: true };
  const [pending] = await ctx.db
    .select()
    .from(staffTimeOffRequests)
    .where(
      and(
        eq(staffTimeOffRequests.userId, ctx.user.id),
        eq(staffTimeOffRequests.fromDate, input.from),
        eq(staffTimeOffRequests.toDate, input.to),
        eq(staffTimeOffRequests.startMinute, startMinute),
        eq(staffTimeOffRequests.endMinute, endMinute),
        eq(staffTimeOffRequests.status, "pending"),
      ),
    )
    .limit(1);
  // Decided between the insert and this read: asking again is then a new request.
  if (!pending) return askForTimeOff(ctx, input);
  return { request: requestOf(pending), created: false };
}

/** The requests waiting for the owner, oldest first, with who asked. */
export async function pendingTimeOffRequests(db: Database): Promise<PendingTimeOffRequests> {
  const rows = await db
    .select({ request: staffTimeOffRequests, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(staffTimeOffRequests)
    .innerJoin(users, eq(users.id, staffTimeOffRequests.userId))
    .where(eq(staffTimeOffRequests.status, "pending"))
    .orderBy(asc(staffTimeOffRequests.createdAt));
  return {
    requests: rows.map((row) => ({ ...requestOf(row.request), userId: row.request.userId, name: fullName(row) || row.email })),
  };
}
