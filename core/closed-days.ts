import { z } from "zod";
import { lineText } from "./text-fields";
import { BOOKING_HORIZON_MONTHS } from "./calendar-date";
import { calendarDateField } from "./date-fields";

/** What the admin reads for a day past the booking horizon (checked by worker/services/capacity/closed-days.ts). */
export const CLOSED_DAY_HORIZON_MESSAGE = `Closed days can be set up to ${BOOKING_HORIZON_MONTHS} months ahead, as far as bookings open.`;

const BOOKINGS_SHOWN_MESSAGE = "Please confirm with the references of the bookings shown for this day.";

/** A day the admin closes the business (core/holidays.ts keeps the fixed public holidays). */
export const ClosedDaySchema = z.object({
  date: calendarDateField("Please choose a date like 2026-12-24."),
  reason: lineText("Please say why the business is closed that day.")
    .min(2, "Please say why the business is closed that day.")
    .max(80, "Please keep the reason under 80 characters."),
  /**
   * The references of the bookings the admin was shown on that day, when closing it anyway
   * (core/closed-day-visits.ts): present means "close the day and email these customers".
   * Left out, a day with visits is not closed (409 `day_has_visits`).
   */
  confirmed_bookings: z
    .array(z.string(BOOKINGS_SHOWN_MESSAGE).min(1, BOOKINGS_SHOWN_MESSAGE).max(40, BOOKINGS_SHOWN_MESSAGE), BOOKINGS_SHOWN_MESSAGE)
    .max(500, BOOKINGS_SHOWN_MESSAGE)
    .optional(),
});
export type ClosedDayInput = z.infer<typeof ClosedDaySchema>;

export interface ClosedDay {
  /** yyyy-MM-dd in New York. */
  date: string;
  reason: string;
}

/** What closing a day answers: the day, and when closing it emailed customers, how that went. */
export interface ClosedDayResult extends ClosedDay {
  /** Only when this request closed a day with bookings: the customers emailed, and the emails that failed (the email log resends them). */
  notified?: { customers: number; failed: number };
}

/** The days closed from today on: the holidays' are computed, so only the admin's are listed. */
export interface ClosedDayListResponse {
  closed_days: ClosedDay[];
}
