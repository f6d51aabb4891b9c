import { z } from "zod";
import { BUSINESS } from "./business";
import { calendarDateField } from "./date-fields";
import { SERVICE_LOCATIONS, type ServiceLocation } from "./services/areas";
import { lineText } from "./text-fields";
import { BOOKING_SLOTS } from "./time-slots";

/**
 * When and where a staff member works: the areas they cover, their weekly hours (one or more
 * spans a weekday) and their time off. Capacity is computed from them, so a span must sit
 * inside the opening hours of its weekday: hours outside them could never be sold.
 */

/** Weekday keys of the API, Monday first as the console lists them. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** SQLite's strftime('%w') number of each weekday (Sunday 0), as the shifts table stores it. */
export const WEEKDAY_NUMBER: Record<Weekday, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

/** "08:00" to "20:00": a time of day, HH:MM on the 24-hour clock. */
export type ClockTime = string;

export interface Span {
  start: ClockTime;
  end: ClockTime;
}

export type WeeklyHours = Record<Weekday, Span[]>;

export interface TimeOff {
  id: string;
  /** yyyy-MM-dd, inclusive. */
  from: string;
  to: string;
  /** Part of each day, or null for whole days. */
  start: ClockTime | null;
  end: ClockTime | null;
  reason: string;
}

/** What the console shows and edits of one member, on top of who they are. */
export interface StaffSchedule {
  areas: ServiceLocation[];
  hours: WeeklyHours;
  timeOff: TimeOff[];
}

export const NO_HOURS: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

const CLOCK = /^([01]\d|2[0-4]):([0-5]\d)$/;

export function minutesOf(time: ClockTime): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

export function clockOf(minutes: number): ClockTime {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Opening and closing minute of each weekday, from the hours stated to visitors. */
export function openingMinutes(day: Weekday): { opens: number; closes: number } {
  const name = WEEKDAY_NAMES[day];
  const entry = BUSINESS.openingHours.find((hours) => (hours.days as readonly string[]).includes(name));
  return entry ? { opens: minutesOf(entry.opens), closes: minutesOf(entry.closes) } : { opens: 0, closes: 0 };
}

const clockField = (message: string) =>
  z
    .string(message)
    .regex(CLOCK, message)
    .refine((time) => minutesOf(time) <= 24 * 60, message);

const SpanSchema = z.object({
  start: clockField("Please enter a start time like 08:00."),
  end: clockField("Please enter an end time like 16:00."),
});

const daySpans = (day: Weekday) =>
  z
    .array(SpanSchema)
    .max(6, "Please keep to 6 spans a day.")
    .default([])
    .superRefine((spans, issues) => {
      const { opens, closes } = openingMinutes(day);
      const sorted = spans.map((span, index) => ({ index, start: minutesOf(span.start), end: minutesOf(span.end) }));
      for (const span of sorted) {
        if (span.end <= span.start) {
          issues.addIssue({ code: "custom", path: [span.index, "end"], message: "Please end the span after it starts." });
        } else if (span.start < opens || span.end > closes) {
          issues.addIssue({
            code: "custom",
            path: [span.index, "start"],
            message: `Please keep ${WEEKDAY_NAMES[day]}'s hours between ${clockOf(opens)} and ${clockOf(closes)}, the opening hours.`,
          });
        }
      }
      sorted.sort((a, b) => a.start - b.start);
      for (let next = 1; next < sorted.length; next += 1) {
        const span = sorted[next]!;
        if (span.start < sorted[next - 1]!.end) {
          issues.addIssue({ code: "custom", path: [span.index, "start"], message: "Please do not overlap two spans of the same day." });
        }
      }
    });

/** The console's form: the areas covered and every weekday's spans (a missing weekday is a day off). */
export const StaffHoursSchema = z.object({
  areas: z
    .array(z.enum(SERVICE_LOCATIONS, "Please choose areas the business serves."))
    .max(SERVICE_LOCATIONS.length)
    .transform((areas) => [...new Set(areas)]),
  hours: z.object({
    mon: daySpans("mon"),
    tue: daySpans("tue"),
    wed: daySpans("wed"),
    thu: daySpans("thu"),
    fri: daySpans("fri"),
    sat: daySpans("sat"),
    sun: daySpans("sun"),
  }),
});

/** Time off is planned for at most a year at a time. */
export const MAX_TIME_OFF_DAYS = 366;

/**
 * Whole days from `from` to `to`, or with `start` and `end` the same hours of each of those
 * days (an appointment every morning of a week is one entry).
 */
export const TimeOffSchema = z
  .object({
    from: calendarDateField("Please enter the first day like 2027-01-12."),
    to: calendarDateField("Please enter the last day like 2027-01-13."),
    start: clockField("Please enter a start time like 09:00.").optional(),
    end: clockField("Please enter an end time like 13:00.").optional(),
    reason: lineText("Please give a reason.").min(1, "Please give a reason.").max(200, "Please keep the reason under 200 characters."),
  })
  .superRefine((input, issues) => {
    if (input.to < input.from)
      issues.addIssue({ code: "custom", path: ["to"], message: "Please end the time off on or after its first day." });
    const days = (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000;
    if (days >= MAX_TIME_OFF_DAYS) issues.addIssue({ code: "custom", path: ["to"], message: "Please keep time off under a year." });
    if ((input.start === undefined) !== (input.end === undefined)) {
      const path = input.start === undefined ? "start" : "end";
      issues.addIssue({ code: "custom", path: [path], message: "Please give both times for part of a day, or neither for whole days." });
    } else if (input.start !== undefined && input.end !== undefined && minutesOf(input.end) <= minutesOf(input.start)) {
      issues.addIssue({ code: "custom", path: ["end"], message: "Please end the time off after it starts." });
    }
  });

/** The owner asks who is free at a time: "2:00 PM" on a date, for a visit of `hours` hours. */
export const FreeStaffQuerySchema = z.object({
  date: calendarDateField("Please enter a date like 2027-01-12."),
  time: z.string().refine((time) => BOOKING_SLOTS.includes(time), "Please choose a time from the list."),
  hours: z.coerce.number().int().min(1).max(12).default(1),
});

/** The members free then: on shift for the whole time, not off, and given no visit that overlaps it. */
export interface FreeStaffResponse {
  date: string;
  time: string;
  hours: number;
  members: { userId: string; name: string; role: string; areas: ServiceLocation[]; serviceIds: string[] }[];
}
