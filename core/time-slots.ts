import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/** The business runs on New York time, whatever the zone of the browser or the worker (UTC). */
export const BUSINESS_TIME_ZONE = "America/New_York";

const FIRST_SLOT_HOUR = 8;
const LAST_SLOT_HOUR = 19;
const LAST_SCHEDULE_SLOT_HOUR = 20;

function labelOfHour(hour: number): string {
  const suffix = hour < 12 ? "AM" : "PM";
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour}:00 ${suffix}`;
}

/** The 12 hourly booking slots, "8:00 AM" through "7:00 PM". */
export const BOOKING_SLOTS: readonly string[] = Array.from({ length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 }, (_, index) =>
  labelOfHour(FIRST_SLOT_HOUR + index),
);

/** The 13 hourly slots of subscribers' cleaning schedules, "8:00 AM" through "8:00 PM". */
export const SCHEDULE_SLOTS: readonly string[] = Array.from({ length: LAST_SCHEDULE_SLOT_HOUR - FIRST_SLOT_HOUR + 1 }, (_, index) =>
  labelOfHour(FIRST_SLOT_HOUR + index),
);

export const VISIT_LENGTH_HOURS = 2;

/** The hour of a booking or schedule slot, given as its label or its clock (the schedule slots include every booking slot). */
export function slotHour(slot: string): number {
  const index = SCHEDULE_SLOT_CLOCKS.indexOf(CLOCK_OF_LABEL.get(slot) ?? slot);
  if (index === -1) throw new Error(`Unknown time slot: ${slot}`);
  return FIRST_SLOT_HOUR + index;
}

/**
 * A slot is stored as its New York wall clock ("08:00" to "20:00") and shown in the reader's
 * language from it; the API also takes and answers the English label ("3:00 PM") the pages
 * show. Both spellings name the same slot: every write keeps the clock.
 */
function clockOfHour(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/** The schedule slots as clocks, "08:00" through "20:00", in the order of SCHEDULE_SLOTS. */
export const SCHEDULE_SLOT_CLOCKS: readonly string[] = SCHEDULE_SLOTS.map((_, index) => clockOfHour(FIRST_SLOT_HOUR + index));

const CLOCK_OF_LABEL = new Map(SCHEDULE_SLOTS.map((label, index) => [label, SCHEDULE_SLOT_CLOCKS[index]!]));
const LABEL_OF_CLOCK = new Map(SCHEDULE_SLOTS.map((label, index) => [SCHEDULE_SLOT_CLOCKS[index]!, label]));

/** Every way a slot may be written, label or clock, with its hour: for SQL that reads rows of either spelling. */
export const SLOT_SPELLINGS: readonly { spelling: string; hour: number }[] = SCHEDULE_SLOTS.flatMap((label, index) => [
  { spelling: label, hour: FIRST_SLOT_HOUR + index },
  { spelling: SCHEDULE_SLOT_CLOCKS[index]!, hour: FIRST_SLOT_HOUR + index },
]);

const SLOT_LABEL = /^(\d{1,2}):(\d{2}) ?([AP]M)$/i;
const WALL_CLOCK = /^(\d{2}):(\d{2})$/;

/** A slot as a wall clock: "10:00 AM" -> "10:00", "1:00 PM" -> "13:00"; "13:00" stays. */
export function slotClock(slot: string): string {
  if (WALL_CLOCK.test(slot)) return slot;
  const match = SLOT_LABEL.exec(slot.trim());
  if (!match) throw new RangeError(`Not a time slot: ${slot}`);
  const [, hour, minute, half] = match as unknown as [string, string, string, string];
  const hours = (Number(hour) % 12) + (half.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${minute}`;
}

/** The English label the API answers and the console shows for a slot: "15:00" -> "3:00 PM". */
export function slotLabel(slot: string): string {
  return LABEL_OF_CLOCK.get(slotClock(slot)) ?? slot;
}

/** Whether two spellings name the same slot ("3:00 PM" and "15:00" do). */
export function sameSlot(a: string, b: string): boolean {
  return a === b || slotClock(a) === slotClock(b);
}

/** Whether a slot, in either spelling, is one of `slots` (labels or clocks). */
export function slotIn(slots: readonly string[], slot: string): boolean {
  return slots.some((each) => sameSlot(each, slot));
}

/**
 * Answers of the two functions below, kept by their arguments. Each answer costs time zone
 * look-ups through Intl (in the worker, about 40% of an availability request's CPU went
 * there), and an availability list asks for the same few dozen again and again. Only plain
 * values are kept (numbers and strings, never a promise), and at most MAX_KEPT of each.
 */
const MAX_KEPT = 5000;
const slotStartsKept = new Map<string, number>();
const businessDatesKept = new Map<number, string>();

function kept<K, V>(answers: Map<K, V>, key: K, answer: () => V): V {
  const known = answers.get(key);
  if (known !== undefined) return known;
  if (answers.size >= MAX_KEPT) answers.clear();
  const value = answer();
  answers.set(key, value);
  return value;
}

/** The instant a slot starts: its wall-clock time in New York, correct across DST changes. */
export function slotStart(date: string, label: string): Date {
  const at = kept(slotStartsKept, `${date} ${label}`, () => {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    return new TZDate(year, month - 1, day, slotHour(label), 0, 0, BUSINESS_TIME_ZONE).getTime();
  });
  return new Date(at);
}

const HOUR_MS = 60 * 60 * 1000;

/** Midnight in New York starting a yyyy-MM-dd date, whatever the offset that day. */
export function businessDayStart(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, 0, 0, 0, BUSINESS_TIME_ZONE).getTime());
}

/** The instants from New York's midnight starting `from` to the one ending `to` (dates inclusive). */
export function businessDays(from: string, to: string): { start: Date; end: Date } {
  const dayAfter = new Date(Date.parse(`${to}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
  return { start: businessDayStart(from), end: businessDayStart(dayAfter) };
}

/**
 * Today's date (yyyy-MM-dd) in New York. New York is a whole number of hours from UTC, in
 * summer and in winter, so its date changes only on a UTC hour: one answer per hour.
 */
export function businessToday(now: Date): string {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  return kept(businessDatesKept, hour, () => format(new TZDate(hour * HOUR_MS, BUSINESS_TIME_ZONE), "yyyy-MM-dd"));
}

/** "Sunday, November 1, 2026" for a yyyy-MM-dd date (calendar dates carry no zone). */
export function longDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return format(new Date(year, month - 1, day), "EEEE, MMMM d, yyyy");
}

/** "Nov 01, 2026" for a yyyy-MM-dd date. */
export function shortDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return format(new Date(year, month - 1, day), "MMM dd, yyyy");
}
