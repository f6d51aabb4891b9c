import { sql } from "drizzle-orm";
import type { JobStepsWait } from "#core/staff-api";
import { businessToday } from "#core/time-slots";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import type { BookingRecord } from "#worker/db/schema";
import { Conflict } from "../errors";

/**
 * "On my way" and "Start" tell the customer someone is coming, so they open only on the
 * visit's own day (New York) and once the business has confirmed the booking: a tap the day
 * before told a customer "on the way" a day early.
 */
export function stepsWaitFor(booking: Pick<BookingRecord, "status" | "appointmentDate">, now: Date): JobStepsWait | null {
  if (booking.status === "pending") return "confirmation";
  if (booking.appointmentDate !== businessToday(now)) return "visit_day";
  return null;
}

/** The same rule inside the step's conditional update, so the check and the write stay one statement. */
export function stepsOpenCondition(now: Date) {
  return sql`status = 'confirmed' AND appointment_date = ${businessToday(now)}`;
}

/** Why a step on a job that is still to be worked was refused. */
export function stepRefusal(booking: Pick<BookingRecord, "status" | "appointmentDate">, now: Date): Conflict | null {
  const waiting = stepsWaitFor(booking, now);
  if (waiting === "confirmation") {
    return new Conflict("booking_not_confirmed", "The business has not confirmed this booking yet, so it cannot be started.");
  }
  if (waiting === "visit_day") {
    return new Conflict("not_visit_day", (locale) => valuedErrorWords[locale].jobOnAnotherDay(booking.appointmentDate));
  }
  return null;
}
