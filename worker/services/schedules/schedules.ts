import { and, asc, eq } from "drizzle-orm";
import type { SlotAvailability } from "#core/booking-schema";
import { canChangeOnline } from "#core/change-notice";
import { nextVisits } from "#core/schedule-recurrence";
import type { ScheduleListResponse, ScheduleSummary } from "#core/schedule-schema";
import type { ClosedDays } from "#core/holidays";
import { scheduleSlotsOn, slotProblem } from "#core/opening-hours";
import { slotClock, slotLabel } from "#core/time-slots";
import { planVisitHours } from "#core/services/visit-hours";
import type { Database } from "#worker/db/client";
import { cleaningSchedules, type CleaningScheduleRecord } from "#worker/db/schema";
import type { ServiceContext, SignedInContext } from "../context";
import { NotFound } from "../errors";
import { calendarToken, isValidCalendarToken } from "../bookings/calendar";
import { closedDaysOn, loadClosedDays } from "../capacity/closed-days";
import { placesBetween } from "../capacity/slot-places";
import { SHARED_CREWS } from "../capacity/slot-capacity";
import { isServing, currentSubscription } from "../subscriptions/subscription-state";
import { stopSchedulesOf } from "./plan-series";

/** How many upcoming visits the list and the emails show. */
export const VISITS_SHOWN = 4;

export const SUBSCRIPTION_REQUIRED_MESSAGE =
  "Cleaning schedules come with an active cleaning subscription. Please choose a plan on the subscription page to plan your visits.";

export const notFound = () => new NotFound("not_found", "This schedule does not exist.");

/** The signed-in user's active schedules, ordered by date; schedules of an ended subscription are stopped first. */
export async function listSchedules(ctx: SignedInContext): Promise<ScheduleListResponse> {
  const owner = ctx.user;
  const now = ctx.now();
  const [serving, closed] = await Promise.all([servingSubscription(ctx.db, owner.id), loadClosedDays(ctx.db)]);
  if (!serving) await stopSchedulesOf(ctx, owner.id, now, closed);
  const rows = await ctx.db
    .select()
    .from(cleaningSchedules)
    .where(and(eq(cleaningSchedules.userId, owner.id), eq(cleaningSchedules.status, "active")))
    .orderBy(asc(cleaningSchedules.scheduledDate), asc(cleaningSchedules.startsAt));
  return { schedules: await Promise.all(rows.map((row) => summarize(ctx, row, now, closed))), can_schedule: Boolean(serving) };
}

/** The 13 slots of a date for a schedule's first visit: places left with the shared crews. */
export async function scheduleAvailability(ctx: SignedInContext, date: string, exclude: string | undefined): Promise<SlotAvailability[]> {
  const owner = ctx.user;
  const now = ctx.now();
  // Only the user's own schedule may be left out of the count.
  const [own, serving, closed] = await Promise.all([
    exclude ? findOwn(ctx.db, owner.id, exclude) : undefined,
    servingSubscription(ctx.db, owner.id),
    closedDaysOn(ctx.db, [date]),
  ]);
  const excluded = own ? (exclude ?? "") : "";
  const lengthHours = planVisitHours(serving?.packageId);
  // A closed day offers no time, as the calendars show it; an open one the times its crews can work.
  const offered = scheduleSlotsOn(date, lengthHours, closed);
  const places = await placesBetween(ctx.db, {
    from: date,
    to: date,
    group: SHARED_CREWS,
    excluded: { scheduleId: excluded },
  });
  return offered.map((time) => {
    const remaining = places.free(SHARED_CREWS, { date, time, lengthHours });
    const problem = slotProblem(date, time, now, offered);
    const reason = problem === "past" || problem === "too_soon" ? problem : remaining === 0 ? ("full" as const) : undefined;
    return { time, available: !reason, remaining, ...(reason ? { reason } : {}) };
  });
}

/** The user's subscription if it still gives service (active, trialing or past-due grace). */
export async function servingSubscription(db: Database, userId: string) {
  const current = await currentSubscription(db, userId);
  return current && isServing(current) ? current : undefined;
}

export async function findOwn(db: Database, userId: string, id: string): Promise<CleaningScheduleRecord | undefined> {
  const [row] = await db
    .select()
    .from(cleaningSchedules)
    .where(and(eq(cleaningSchedules.id, id), eq(cleaningSchedules.userId, userId)))
    .limit(1);
  return row;
}

export async function scheduleCalendarUrl(ctx: ServiceContext, id: string): Promise<string> {
  return `${ctx.settings.siteUrl}/api/schedules/${id}/calendar.ics?token=${await scheduleCalendarToken(ctx.settings.authSecret, id)}`;
}

function scheduleCalendarToken(secret: string, id: string): Promise<string> {
  return calendarToken(secret, `schedule-${id}`);
}

export function isValidScheduleCalendarToken(secret: string, id: string, token: string | undefined): Promise<boolean> {
  return isValidCalendarToken(secret, `schedule-${id}`, token);
}

export async function summarize(ctx: ServiceContext, row: CleaningScheduleRecord, now: Date, closed: ClosedDays): Promise<ScheduleSummary> {
  const active = row.status === "active";
  const visits = active ? nextVisits(row, now, VISITS_SHOWN, closed) : [];
  return {
    id: row.id,
    scheduled_date: row.scheduledDate,
    scheduled_time: slotLabel(row.scheduledTime),
    scheduled_clock: slotClock(row.scheduledTime),
    frequency: row.frequency,
    special_instructions: row.specialInstructions,
    status: row.status,
    subscription_tier: row.subscriptionTier,
    service_address: row.serviceAddress,
    next_visits: visits.map((visit) => ({
      date: visit.date,
      time: slotLabel(visit.time),
      clock: slotClock(visit.time),
      starts_at: visit.startsAt.toISOString(),
    })),
    can_change: active && visits[0] !== undefined && canChangeOnline(visits[0].startsAt, now),
    calendar_url: await scheduleCalendarUrl(ctx, row.id),
  };
}
