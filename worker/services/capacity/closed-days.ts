import { asc, eq, gte, inArray } from "drizzle-orm";
import { lastBookableDate } from "#core/calendar-date";
import { CLOSED_DAY_HORIZON_MESSAGE, type ClosedDay } from "#core/closed-days";
import { type ClosedDays, holidayOn } from "#core/holidays";
import { businessToday } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { closedDays } from "#worker/db/schema";
import { Invalid, NotFound } from "../errors";

/**
 * The admin's closed days (core/holidays.ts keeps the public holidays). Read per request:
 * the list is short (a few days a year), and a day closed in the console applies at once in
 * every isolate, which a cache kept between requests could not promise.
 */
export async function loadClosedDays(db: Database): Promise<ClosedDays> {
  const rows = await db.select({ date: closedDays.date, reason: closedDays.reason }).from(closedDays);
  return new Map(rows.map((row) => [row.date, row.reason]));
}

/** The admin's closed days among these dates only: what a booking or a move needs to know. */
export async function closedDaysOn(db: Database, dates: string[]): Promise<ClosedDays> {
  if (dates.length === 0) return new Map();
  return closedDaysFrom(await closedDaysOnQuery(db, dates));
}

/** closedDaysOn's statement, for a caller that sends it in a batch with others; closedDaysFrom reads its rows. */
export function closedDaysOnQuery(db: Database, dates: string[]) {
  return db.select({ date: closedDays.date, reason: closedDays.reason }).from(closedDays).where(inArray(closedDays.date, dates));
}

export function closedDaysFrom(rows: { date: string; reason: string }[]): ClosedDays {
  return new Map(rows.map((row) => [row.date, row.reason]));
}

/** Closed days from today on, soonest first: for the console's list and the calendars. */
export async function upcomingClosedDays(db: Database, now: Date): Promise<ClosedDay[]> {
  return db
    .select({ date: closedDays.date, reason: closedDays.reason })
    .from(closedDays)
    .where(gte(closedDays.date, businessToday(now)))
    .orderBy(asc(closedDays.date));
}

/**
 * Refuses a day the admin cannot close: a past day, one beyond the booking horizon, or a
 * public holiday (closed every year already). Closing itself is worker/services/close-day.ts.
 */
export function assertClosableDay(date: string, now: Date): void {
  if (date < businessToday(now)) {
    throw new Invalid("invalid_input", "This day has already passed.", { date: "Please choose today or a later date." });
  }
  if (date > lastBookableDate(now)) {
    throw new Invalid("invalid_input", CLOSED_DAY_HORIZON_MESSAGE, { date: CLOSED_DAY_HORIZON_MESSAGE });
  }
  const holiday = holidayOn(date);
  if (holiday) {
    const message = `${holiday} is closed already, every year.`;
    throw new Invalid("invalid_input", message, { date: message });
  }
}

/** Opens a day the admin had closed; the holidays cannot be opened. */
export async function removeClosedDay(db: Database, date: string): Promise<void> {
  const [removed] = await db.delete(closedDays).where(eq(closedDays.date, date)).returning({ date: closedDays.date });
  if (!removed) throw new NotFound("not_found", "This day is not among the closed days.");
}
