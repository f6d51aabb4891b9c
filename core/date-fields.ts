import { z } from "zod";
import { BOOKING_HORIZON_MONTHS, isCalendarDate, lastBookableDate } from "./calendar-date";

/**
 * The zod fields every date of the API goes through, so that no route can take a date the
 * calendar lacks ("2027-04-31") or one beyond the horizon ("9999-12-31"). A date that
 * passes is spelled one way only, so the stored string and the slot's instant agree.
 */

/** Any real yyyy-MM-dd date (filters and lookups, which may name past days). */
export function calendarDateField(message: string) {
  return z.string(message).refine(isCalendarDate, { message, abort: true });
}

export const HORIZON_MESSAGE = `Bookings open ${BOOKING_HORIZON_MONTHS} months ahead. Please choose an earlier date.`;

/** A real date a visit can be put on: no later than the horizon (the past is refused with the slot's own rule). */
export function visitDateField(message: string, horizonMessage: string = HORIZON_MESSAGE) {
  return calendarDateField(message).refine((date) => date <= lastBookableDate(), horizonMessage);
}
