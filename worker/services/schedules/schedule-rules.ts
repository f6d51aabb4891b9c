import { and, eq, sql } from "drizzle-orm";
import { canChangeOnline, CHANGE_NOTICE_MESSAGE } from "#core/change-notice";
import { nextVisits, type Recurrence } from "#core/schedule-recurrence";
import { PLAN_FREQUENCIES, PLAN_VISITS_MESSAGE, SCHEDULE_HORIZON_MESSAGE, type ScheduleInput } from "#core/schedule-schema";
import type { ClosedDays } from "#core/holidays";
import type { Locale } from "#core/i18n/locale";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import { SLOT_PROBLEM_MESSAGES, scheduleSlotsOn, slotProblem } from "#core/opening-hours";
import { SCHEDULE_SLOTS, sameSlot, slotHour, slotIn } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { cleaningSchedules, type CleaningScheduleRecord } from "#worker/db/schema";
import { Conflict, Invalid } from "../errors";

// What a schedule must be to be stored or changed: one series per subscriber, the plan's
// frequency, a first visit in the future and inside the hours, and the 24-hour notice.

/** SQL: the user has no active schedule, checked inside the statement that inserts one. */
export function noActiveSchedule(userId: string | ReturnType<typeof sql>) {
  return sql`NOT EXISTS (SELECT 1 FROM cleaning_schedules WHERE user_id = ${userId} AND status = 'active')`;
}

export async function hasActiveSchedule(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cleaningSchedules.id })
    .from(cleaningSchedules)
    .where(and(eq(cleaningSchedules.userId, userId), eq(cleaningSchedules.status, "active")))
    .limit(1);
  return Boolean(row);
}

/** The plan's visit limit for callers that skip the request schema (it holds the same rule). */
export function assertPlanFrequency(input: ScheduleInput) {
  if (!(PLAN_FREQUENCIES as readonly string[]).includes(input.frequency)) {
    throw new Invalid("invalid_input", PLAN_VISITS_MESSAGE, { frequency: PLAN_VISITS_MESSAGE });
  }
}

export function recurrenceOf(input: ScheduleInput): Recurrence {
  return { scheduledDate: input.scheduled_date, scheduledTime: input.scheduled_time, frequency: input.frequency };
}

/**
 * Whether the edit sends back the series as it is: same time and frequency, dated on its
 * first visit or on its next one (what the edit form starts from). Any other date starts
 * the series anew on that date.
 */
export function sameSeries(current: CleaningScheduleRecord, input: ScheduleInput, now: Date, closed: ClosedDays): boolean {
  if (!sameSlot(input.scheduled_time, current.scheduledTime) || input.frequency !== current.frequency) return false;
  return input.scheduled_date === current.scheduledDate || input.scheduled_date === nextVisits(current, now, 1, closed)[0]?.date;
}

/**
 * A new series starts like a booking: not in the past, with the same minimum notice, and at
 * a time whose visit of the plan's length fits inside that day's opening hours, where the
 * crews' shifts are.
 */
export function assertFuture(input: ScheduleInput, now: Date, lengthHours: number, closed: ClosedDays) {
  const problem = slotProblem(input.scheduled_date, input.scheduled_time, now, SCHEDULE_SLOTS, closed);
  const offered = scheduleSlotsOn(input.scheduled_date, lengthHours);
  if (!problem && !slotIn(offered, input.scheduled_time)) {
    const beforeOpening = offered.length > 0 && slotHour(input.scheduled_time) < slotHour(offered[0]!);
    const lastSlot = offered.at(-1) ?? "";
    const message = beforeOpening
      ? SLOT_PROBLEM_MESSAGES.closed
      : (locale: Locale) => valuedErrorWords[locale].planVisitsStartBy(lengthHours, lastSlot);
    throw new Invalid("invalid_input", message, { scheduled_time: message });
  }
  if (problem === "past") {
    throw new Invalid("invalid_input", "That time has already passed. Please choose a later date or time.", {
      scheduled_time: "This time has already passed.",
    });
  }
  if (problem === "beyond_horizon") {
    throw new Invalid("invalid_input", SCHEDULE_HORIZON_MESSAGE, { scheduled_date: SCHEDULE_HORIZON_MESSAGE });
  }
  if (problem === "too_soon" || problem === "holiday" || problem === "closed_day") {
    throw new Invalid("invalid_input", SLOT_PROBLEM_MESSAGES[problem], {
      [problem === "too_soon" ? "scheduled_time" : "scheduled_date"]: SLOT_PROBLEM_MESSAGES[problem],
    });
  }
}

/** The 24-hour rule (docs/decisions/0010): the next visit must start 24 hours from now or later. */
export function assertChangeable(schedule: CleaningScheduleRecord, now: Date, closed: ClosedDays) {
  const [next] = nextVisits(schedule, now, 1, closed);
  if (next && !canChangeOnline(next.startsAt, now)) throw new Conflict("change_notice", CHANGE_NOTICE_MESSAGE);
}
