import { z } from "zod";
import { noteText } from "./text-fields";
import { BOOKING_HORIZON_MONTHS, isCalendarDate } from "./calendar-date";
import { calendarDateField } from "./date-fields";
import { SCHEDULE_FREQUENCIES, type ScheduleFrequency } from "./schedule-recurrence";
import { ServiceAddressSchema } from "./service-address";
import { SCHEDULE_SLOTS } from "./time-slots";
import { slotField } from "./slot-field";

/** Section 5 of the specification: the notice when the date or the time is missing. */
export const DATE_AND_TIME_REQUIRED = "Please select both date and time.";

const missingOr = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === "" ? DATE_AND_TIME_REQUIRED : message;

/**
 * docs/decisions/0004: every plan includes two bi-weekly visits a month. A schedule may promise that
 * or fewer (monthly); a weekly series would promise twice what is paid for, so extra visits
 * are booked one by one instead.
 */
export const PLAN_FREQUENCIES = ["biweekly", "monthly"] as const satisfies readonly ScheduleFrequency[];
export const EXTRA_VISIT_PATH = "/booking?service=deep-cleaning";
export const PLAN_VISITS_MESSAGE =
  "Your plan includes two visits a month, so a schedule can be bi-weekly or monthly. For an extra visit, please book a one-off cleaning.";
export const ONE_SCHEDULE_MESSAGE =
  "Your plan's visits are already in a schedule. Please change that schedule, or book a one-off cleaning for an extra visit.";

/** What a subscriber reads for a series starting past the booking horizon (worker/services/schedules/schedules.ts). */
export const SCHEDULE_HORIZON_MESSAGE = `Schedules can start up to ${BOOKING_HORIZON_MONTHS} months ahead. Please choose an earlier date.`;

/** The dashboard's create and edit form (both send every field), shared by the page and the API. */
export const ScheduleRequestSchema = z.object({
  scheduled_date: z
    .string({ error: missingOr("Please choose a valid date.") })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: missingOr("Use a date like 2026-12-01.") })
    .refine(isCalendarDate, { message: "This date does not exist.", abort: true }),
  scheduled_time: slotField(SCHEDULE_SLOTS, { error: missingOr("Please choose a time from 8:00 AM to 8:00 PM.") }),
  frequency: z
    .enum(SCHEDULE_FREQUENCIES, "Please choose bi-weekly or monthly.")
    // Weekly stays a known value (older series may be weekly) but no new create or edit may ask for it.
    .refine((frequency) => (PLAN_FREQUENCIES as readonly string[]).includes(frequency), PLAN_VISITS_MESSAGE)
    .default("biweekly"),
  special_instructions: noteText().max(1000, "Please keep special instructions under 1,000 characters.").nullish(),
  /**
   * Where the series' visits are, with the way in (sealed on the server): the form always
   * sends it; without one, the visits stay at the subscription's first cleaning's address.
   */
  address: ServiceAddressSchema.nullish(),
});
export type ScheduleRequest = z.input<typeof ScheduleRequestSchema>;
export type ScheduleInput = z.output<typeof ScheduleRequestSchema>;

export const ScheduleAvailabilityQuerySchema = z.object({
  date: calendarDateField("Use a date like 2026-12-01."),
  /** The schedule being edited, whose own visit does not count against the slot. */
  exclude: z.string().max(100).optional(),
});

export interface ScheduleVisit {
  date: string;
  /** The slot as the English pages name it, "3:00 PM". */
  time: string;
  /** The same slot as a New York wall clock, "15:00", for every language to format (slotTime). */
  clock: string;
  starts_at: string;
}

export interface ScheduleSummary {
  id: string;
  scheduled_date: string;
  /** The slot as the English pages name it, "3:00 PM" (what the schedule request sends). */
  scheduled_time: string;
  /** The same slot as a New York wall clock, "15:00": what is stored, and what each language formats. */
  scheduled_clock: string;
  frequency: ScheduleFrequency;
  special_instructions: string | null;
  status: "active" | "cancelled";
  subscription_tier: string | null;
  /** Where the visits are, as typed in the schedule form; null: at the subscription's first cleaning's address. */
  service_address: string | null;
  /** The next visits after now, in New York time. */
  next_visits: ScheduleVisit[];
  /** False when the next visit starts within the 24-hour notice period (core/change-notice.ts). */
  can_change: boolean;
  calendar_url: string;
}

export interface ScheduleListResponse {
  schedules: ScheduleSummary[];
  /** Whether the user's subscription lets them create schedules. */
  can_schedule: boolean;
}

export interface ScheduleResponse {
  schedule: ScheduleSummary;
}
