import { useId } from "react";
import { BUSINESS } from "#core/business";
import { MIN_NOTICE_HOURS, TIME_ZONE_LABEL } from "#core/opening-hours";
import { longDate } from "#core/time-slots";
import type { DaySlots } from "#client/lib/use-day-slots";
import { Calendar } from "./calendar";

const REASONS = { past: "already passed", too_soon: `less than ${MIN_NOTICE_HOURS} hours away`, full: "fully booked" } as const;

const BOOKING_TIMES_NOTE = `Times follow our opening hours, in ${TIME_ZONE_LABEL}, at least ${MIN_NOTICE_HOURS} hours ahead.`;

/**
 * Step 2's date and time pickers (also used to reschedule and for subscription schedules);
 * the parent loads the slots of the chosen date. Bookings' slots follow the opening hours,
 * which the default note says; a schedule's slots are its own, so it passes its own note.
 */
export function DateTimePicker(props: {
  minDate: string;
  date: string | null;
  time: string | null;
  /** The chosen day's slots, from useDaySlots. */
  day: DaySlots;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  timesNote?: string;
  /** What the times wait for besides a date (the booking's ZIP), said where they would be. */
  timesWaitFor?: string;
}) {
  const { minDate, date, time, day, onDate, onTime, timesNote = BOOKING_TIMES_NOTE, timesWaitFor } = props;
  const { slots, loading: loadingSlots, error: slotsError, retry: onRetry } = day;
  const headingId = useId();
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <h3 className="mb-3 font-semibold">Choose a date</h3>
        <Calendar value={date} minDate={minDate} onChange={onDate} />
      </div>
      <div>
        <h3 className="font-semibold" id={headingId}>
          {date ? `Times on ${longDate(date)} (${TIME_ZONE_LABEL})` : "Choose a date to see times"}
        </h3>
        <p className="mb-3 mt-1 text-sm text-slate-600">
          {timesNote} For an emergency, call{" "}
          <a href={`tel:${BUSINESS.phone.tel}`} className="font-semibold text-teal underline">
            {BUSINESS.phone.display}
          </a>
          .
        </p>
        {timesWaitFor && <p className="mb-3 font-medium">{timesWaitFor}</p>}
        {date && loadingSlots && <p role="status">Loading available times...</p>}
        {date && slotsError && (
          <div role="alert" className="mb-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <p>We could not load the times: {slotsError}</p>
            <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
              Try again
            </button>
          </div>
        )}
        {date && slots && !slots.some((slot) => slot.available) && (
          <p className="mb-3 font-medium">No times left on this day. Please choose another date.</p>
        )}
        {date && slots && (
          <div role="group" aria-labelledby={headingId} className="grid grid-cols-2 gap-2">
            {slots.map((slot) => (
              <button
                key={slot.time}
                type="button"
                disabled={!slot.available}
                aria-pressed={time === slot.time}
                onClick={() => onTime(slot.time)}
                className={`rounded-lg border px-3 py-2.5 text-sm font-medium ${
                  time === slot.time
                    ? "border-teal bg-teal text-white"
                    : slot.available
                      ? "border-slate-300 hover:border-teal"
                      : "border-slate-200 text-slate-400 line-through"
                }`}
              >
                {slot.time}
                {slot.reason && <span className="sr-only"> ({REASONS[slot.reason]})</span>}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
