import { useId } from "react";
import { BUSINESS } from "#core/business";
import { MIN_NOTICE_HOURS } from "#core/opening-hours";
import { formatLongDate } from "#core/i18n/format";
import { dateTimeMessages } from "#core/i18n/messages/booking-wizard";
import type { DaySlots } from "#client/lib/use-day-slots";
import { useLocale } from "#client/lib/locale";
import { slotTimeText } from "#client/lib/slot-time";
import { Calendar } from "./calendar";

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
  const locale = useLocale();
  const t = dateTimeMessages[locale];
  const { minDate, date, time, day, onDate, onTime, timesNote = t.bookingTimesNote(MIN_NOTICE_HOURS, t.timeZone), timesWaitFor } = props;
  const reasons = { past: t.reasonPast, too_soon: t.reasonTooSoon(MIN_NOTICE_HOURS), full: t.reasonFull } as const;
  const { slots, loading: loadingSlots, error: slotsError, retry: onRetry } = day;
  const headingId = useId();
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <h3 className="mb-3 font-semibold">{t.chooseDate}</h3>
        <Calendar value={date} minDate={minDate} onChange={onDate} />
      </div>
      <div>
        <h3 className="font-semibold" id={headingId}>
          {date ? t.timesOn(formatLongDate(date, locale), t.timeZone) : t.chooseDateForTimes}
        </h3>
        <p className="mb-3 mt-1 text-sm text-slate-600">
          {timesNote} {t.emergencyCall}{" "}
          <a href={`tel:${BUSINESS.phone.tel}`} className="font-semibold text-teal underline">
            {BUSINESS.phone.display}
          </a>
          .
        </p>
        {timesWaitFor && <p className="mb-3 font-medium">{timesWaitFor}</p>}
        {date && loadingSlots && <p role="status">{t.loadingTimes}</p>}
        {date && slotsError && (
          <div role="alert" className="mb-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <p>
              {t.timesFailed} {slotsError}
            </p>
            <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
              {t.tryAgain}
            </button>
          </div>
        )}
        {date && slots && !slots.some((slot) => slot.available) && <p className="mb-3 font-medium">{t.noTimesLeft}</p>}
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
                {slotTimeText(slot.time, locale)}
                {slot.reason && <span className="sr-only"> ({reasons[slot.reason]})</span>}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
