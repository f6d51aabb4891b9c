import type { SlotAvailability } from "../../../core/booking-schema";
import { longDate } from "../../../core/time-slots";
import { Calendar } from "./calendar";

const REASONS = { past: "already passed", full: "fully booked" } as const;

/** Step 2's date and time pickers; the parent loads the slots of the chosen date. */
export function DateTimePicker(props: {
  minDate: string;
  date: string | null;
  time: string | null;
  slots: SlotAvailability[] | null;
  loadingSlots: boolean;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}) {
  const { minDate, date, time, slots, loadingSlots, onDate, onTime } = props;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <h3 className="mb-3 font-semibold">Choose a date</h3>
        <Calendar value={date} minDate={minDate} onChange={onDate} />
      </div>
      <div>
        <h3 className="mb-3 font-semibold" id="slots-heading">
          {date ? `Times on ${longDate(date)}` : "Choose a date to see times"}
        </h3>
        {date && loadingSlots && <p role="status">Loading available times...</p>}
        {date && slots && (
          <div role="group" aria-labelledby="slots-heading" className="grid grid-cols-2 gap-2">
            {slots.map((slot) => (
              <button
                key={slot.time}
                type="button"
                disabled={!slot.available}
                aria-pressed={time === slot.time}
                onClick={() => onTime(slot.time)}
                className={`rounded-lg border px-3 py-2.5 text-sm font-medium ${
                  time === slot.time ? "border-teal bg-teal text-white" : slot.available ? "border-slate-300 hover:border-teal" : "border-slate-200 text-slate-400 line-through"
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
