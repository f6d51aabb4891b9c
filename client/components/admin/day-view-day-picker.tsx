import { calendarDaysAfter, isCalendarDate } from "#core/calendar-date";
import { longDate } from "#core/time-slots";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";

/**
 * Which day the day view shows: the day before or after by one key press, or any day typed or
 * picked. The day shown is announced, since the buttons stay where they are when it changes.
 */
export function DayViewDayPicker({ date, onPick }: { date: string; onPick: (date: string) => void }) {
  return (
    <div className="mt-6 flex flex-wrap items-end gap-2">
      <Button variant="outline" onClick={() => onPick(calendarDaysAfter(date, -1))}>
        Previous day
      </Button>
      <TextField
        label="Day of the view"
        type="date"
        value={date}
        // A date being typed is incomplete until its year is whole: only a real day is asked for.
        onChange={(event) => isCalendarDate(event.target.value) && onPick(event.target.value)}
        className="max-w-xs"
      />
      <Button variant="outline" onClick={() => onPick(calendarDaysAfter(date, 1))}>
        Next day
      </Button>
      <p role="status" className="sr-only">
        Showing {longDate(date)}
      </p>
    </div>
  );
}
