import { z } from "zod";
import { isCalendarDate } from "./calendar-date";

/**
 * The zod field every date of the API goes through, so that no route can take a date the
 * calendar lacks ("2027-04-31"). A date that passes is spelled one way only, so the stored
 * string and the slot's instant agree. Whether a date is past or beyond the booking horizon
 * depends on the clock, which only the server's services read: core/opening-hours.ts.
 */

/** Any real yyyy-MM-dd date. */
export function calendarDateField(message: string) {
  return z.string(message).refine(isCalendarDate, { message, abort: true });
}
