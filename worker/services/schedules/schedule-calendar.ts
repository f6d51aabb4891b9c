import { addYears } from "date-fns";
import { BUSINESS } from "#core/business";
import { packageOrDefault } from "#core/packages";
import { type ClosedDays, NO_CLOSED_DAYS } from "#core/holidays";
import { holidaysSkipped } from "#core/schedule-recurrence";
import { slotHour, VISIT_LENGTH_HOURS } from "#core/time-slots";
import type { CleaningScheduleRecord } from "#worker/db/schema";
import { fold, icsText, icsTime } from "../bookings/calendar";

/** New York's rules since 2007, so calendars place every visit of the series at its local time. */
const NEW_YORK_TIME_ZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * The series' RRULE. Monthly visits on the 29th-31st fall on the last day of shorter months,
 * as the app counts them: the largest of the days 28..N that exists in the month.
 */
export function recurrenceRule(schedule: Pick<CleaningScheduleRecord, "frequency" | "scheduledDate">): string {
  if (schedule.frequency === "weekly") return "RRULE:FREQ=WEEKLY";
  if (schedule.frequency === "biweekly") return "RRULE:FREQ=WEEKLY;INTERVAL=2";
  const day = Number(schedule.scheduledDate.slice(8, 10));
  if (day <= 28) return `RRULE:FREQ=MONTHLY;BYMONTHDAY=${day}`;
  const days = Array.from({ length: day - 27 }, (_, index) => 28 + index).join(",");
  return `RRULE:FREQ=MONTHLY;BYMONTHDAY=${days};BYSETPOS=-1`;
}

/** Visit length: the subscription package's, or the default visit length without one. */
function visitHours(schedule: CleaningScheduleRecord): number {
  return schedule.subscriptionTier ? packageOrDefault(schedule.subscriptionTier).visitHours : VISIT_LENGTH_HOURS;
}

/** How far ahead a calendar file names the closed days the series skips; the file is fetched again long before. */
const SKIPPED_DATES_AHEAD_YEARS = 2;

/** EXDATEs for the visits the app skips on closed days (core/holidays.ts), so calendar apps skip them too. */
function skippedDates(schedule: CleaningScheduleRecord, localTime: string, now: Date, closed: ClosedDays): string[] {
  const until = addYears(now, SKIPPED_DATES_AHEAD_YEARS);
  return holidaysSkipped(schedule, now, until, closed).map((date) => `EXDATE;TZID=America/New_York:${date.replace(/-/g, "")}${localTime}`);
}

/** The whole schedule as one recurring event, in New York local time so DST never moves a visit. */
export function scheduleCalendar(
  schedule: CleaningScheduleRecord,
  siteHost: string,
  now: Date,
  closed: ClosedDays = NO_CLOSED_DAYS,
): string {
  const start = `${schedule.scheduledDate.replace(/-/g, "")}T${String(slotHour(schedule.scheduledTime)).padStart(2, "0")}0000`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(BUSINESS.name)}//Cleaning schedules//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...NEW_YORK_TIME_ZONE,
    "BEGIN:VEVENT",
    `UID:schedule-${schedule.id}@${siteHost}`,
    `SEQUENCE:${schedule.revision}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART;TZID=America/New_York:${start}`,
    `DURATION:PT${visitHours(schedule)}H`,
    recurrenceRule(schedule),
    ...skippedDates(schedule, start.slice(8), now, closed),
    `STATUS:${schedule.status === "active" ? "CONFIRMED" : "CANCELLED"}`,
    `SUMMARY:${icsText(`Hotel-style cleaning (${BUSINESS.name})`)}`,
    `DESCRIPTION:${icsText(
      [
        schedule.specialInstructions ? `Your instructions: ${schedule.specialInstructions}` : "",
        `Changes need 24 hours' notice. Questions: ${BUSINESS.phone.display}.`,
      ]
        .filter(Boolean)
        .join("\n"),
    )}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
