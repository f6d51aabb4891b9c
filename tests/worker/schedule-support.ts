import { addDays, format } from "date-fns";
import type { ScheduleRequest } from "#core/schedule-schema";
import { vi } from "vitest";
import type { SignedInContext } from "#worker/services/context";
import { api, testContext } from "./support";

/** What the schedule routes give the services: `owner` signed in, the clock fixed at `now` if given. */
export function asOwner(owner: { id: string; email: string }, now?: Date): SignedInContext {
  return testContext({ user: owner, now });
}

/** Two months before freshSlot's first date: its dates and this file's are inside the 12-month horizon. */
const PINNED_NOW = new Date("2029-11-07T15:00:00Z");

/**
 * Pins the clock (Date only; timers still run and time moves on from there) for a file whose
 * schedules start on fixed 2030 dates, so it passes whatever day it runs: before anything is
 * signed up, as sessions and links are dated by it. The worker runs in the tests' isolate and
 * reads the same clock.
 */
export function pinClockBeforeFreshSlots(): void {
  vi.useFakeTimers({ toFake: ["Date"], now: PINNED_NOW, shouldAdvanceTime: true });
}

let slotCounter = 0;
/**
 * Start times four hours apart: a visit holds its crew for its plan's 2 to 4 hours, so no two
 * of them overlap, and the last one ends by 8 PM.
 */
const APART = ["8:00 AM", "12:00 PM", "4:00 PM"] as const;
/**
 * A first visit in 2030 whose hours no other call of this file shares: the time changes on
 * every call (3 times a day), then the day. Series run forever, so tests of one file
 * (which share storage) would otherwise fill each other's slots. The dates start on Jan 10,
 * after the fixed first visits some tests need (Jan 8 and 9). Only Monday to Friday: the
 * crews' weekend shifts (opening hours) start after 8 AM and end before a 4 PM visit does.
 */
export function freshSlot(): { date: string; time: string } {
  const index = slotCounter++;
  const time = APART[index % APART.length]!;
  return { date: format(nthWeekdayFrom(new Date(2030, 0, 10), Math.floor(index / APART.length)), "yyyy-MM-dd"), time };
}

/** The `n`th Monday-to-Friday day from `start` (itself a weekday, the 0th). */
function nthWeekdayFrom(start: Date, n: number): Date {
  let day = start;
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (day.getDay() !== 0 && day.getDay() !== 6) left -= 1;
  }
  return day;
}

export function scheduleBody(overrides: Partial<ScheduleRequest> = {}): ScheduleRequest {
  const { date, time } = freshSlot();
  return {
    scheduled_date: date,
    scheduled_time: time,
    frequency: "biweekly",
    special_instructions: "Key at the front desk.",
    ...overrides,
  };
}

export function createViaApi(cookie: string, body: unknown, key: string = crypto.randomUUID()) {
  return api("/api/schedules", { method: "POST", cookie, json: body, headers: { "Idempotency-Key": key } });
}
