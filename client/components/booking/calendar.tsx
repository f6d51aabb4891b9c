import { addDays, addMonths, endOfMonth, format, getDay, isSameMonth, parseISO, startOfMonth } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { closedReason } from "#core/holidays";
import { useClosedDays } from "#client/lib/use-closed-days";
import { useLocale } from "#client/lib/locale";
import { formatLongDate } from "#core/i18n/format";
import { formatMonthYear, weekdayShortNames } from "#core/i18n/calendar-format";
import { dateTimeMessages } from "#core/i18n/messages/booking-wizard";
const iso = (date: Date) => format(date, "yyyy-MM-dd");

/**
 * A single-month date picker: a grid of day buttons, days before `minDate` disabled,
 * arrow keys move by day and week, Page Up/Down by month.
 */
export function Calendar({ value, minDate, onChange }: { value: string | null; minDate: string; onChange: (date: string) => void }) {
  const [month, setMonth] = useState(() => startOfMonth(parseISO(value ?? minDate)));
  const [focused, setFocused] = useState(value ?? minDate);
  // Today moves at midnight, or when the page learns the server's clock (client/lib/clock.ts):
  // a calendar still on the old today's month follows it; one the visitor moved stays.
  const [shownFor, setShownFor] = useState(minDate);
  if (shownFor !== minDate) {
    setShownFor(minDate);
    if (value === null && isSameMonth(month, parseISO(shownFor))) setMonth(startOfMonth(parseISO(minDate)));
    if (focused < minDate) setFocused(minDate);
  }
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const closedDays = useClosedDays();
  const locale = useLocale();
  const t = dateTimeMessages[locale];

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new month renders new buttons, so focus moves after it too
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const first = startOfMonth(month);
  const days = Array.from({ length: getDay(first) }, () => null as Date | null).concat(
    Array.from({ length: endOfMonth(month).getDate() }, (_, index) => addDays(first, index)),
  );
  const canGoBack = iso(endOfMonth(addMonths(month, -1))) >= minDate;
  const firstEnabled = iso(first) < minDate ? minDate : iso(first);
  // One day button is in the tab order: the focused one if it is on screen, else the first bookable.
  const tabTarget = isSameMonth(parseISO(focused), month) && focused >= minDate ? focused : firstEnabled;

  function focusDate(date: Date) {
    const target = iso(date) < minDate ? minDate : iso(date);
    moveFocus.current = true;
    setFocused(target);
    if (!isSameMonth(parseISO(target), month)) setMonth(startOfMonth(parseISO(target)));
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const current = parseISO(focused);
    const moves: Record<string, Date> = {
      ArrowLeft: addDays(current, -1),
      ArrowRight: addDays(current, 1),
      ArrowUp: addDays(current, -7),
      ArrowDown: addDays(current, 7),
      PageUp: addMonths(current, -1),
      PageDown: addMonths(current, 1),
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    focusDate(next);
  }

  return (
    <div className="w-full max-w-sm rounded-2xl border border-slate-200 p-4">
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => setMonth(addMonths(month, -1))}
          disabled={!canGoBack}
          aria-label={t.previousMonth}
          className="rounded-full p-2 hover:bg-slate-100 disabled:opacity-30"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <h3 className="font-semibold" aria-live="polite" id="calendar-month">
          {formatMonthYear(format(month, "yyyy-MM"), locale)}
        </h3>
        <button
          type="button"
          onClick={() => setMonth(addMonths(month, 1))}
          aria-label={t.nextMonth}
          className="rounded-full p-2 hover:bg-slate-100"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div
        ref={gridRef}
        role="group"
        aria-labelledby="calendar-month"
        onKeyDown={onKeyDown}
        className="mt-3 grid grid-cols-7 gap-1 text-center text-sm"
      >
        {weekdayShortNames(locale).map((day) => (
          <span key={day} aria-hidden="true" className="py-1 text-xs font-semibold text-slate-500">
            {day}
          </span>
        ))}
        {days.map((day, index) => {
          // biome-ignore lint/suspicious/noArrayIndexKey: the blanks before the 1st have no identity but their place
          if (!day) return <span key={`blank-${index}`} />;
          const date = iso(day);
          // A closed day (a holiday, or one the business closed) stays focusable (arrow keys pass through it) but cannot be chosen.
          const holiday = closedReason(date, closedDays);
          const disabled = date < minDate;
          const selected = date === value;
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              disabled={disabled}
              aria-disabled={holiday ? true : undefined}
              tabIndex={date === tabTarget ? 0 : -1}
              aria-pressed={selected}
              aria-current={date === minDate ? "date" : undefined}
              aria-label={holiday ? `${formatLongDate(date, locale)}, ${t.closedFor(holiday)}` : formatLongDate(date, locale)}
              title={holiday ? t.closedForTitle(holiday) : undefined}
              // Arrow keys move from the day that has focus, also when Tab brought it there.
              onFocus={() => setFocused(date)}
              onClick={() => {
                setFocused(date);
                if (!holiday) onChange(date);
              }}
              className={`rounded-lg py-2 ${selected ? "bg-teal font-semibold text-white" : disabled || holiday ? "text-slate-300" : "hover:bg-sand"} ${date === minDate && !selected ? "ring-1 ring-teal" : ""}`}
            >
              {day.getDate()}
            </button>
          );
        })}
      </div>
    </div>
  );
}
