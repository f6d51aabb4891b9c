import type { Service } from "../../../core/catalogue";
import type { useDaySlots } from "../../lib/use-day-slots";
import { DateTimePicker } from "./date-time-step";
import { ServiceSummary } from "./service-summary";

/** Step 2 of a booking: the chosen service (to change it), its date and time, and Continue once both are chosen. */
export function ServiceTimeStep(props: {
  service: Service;
  minDate: string;
  date: string | null;
  time: string | null;
  /** The chosen date's slots, as the page loads them. */
  day: ReturnType<typeof useDaySlots>;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  onChangeService: () => void;
  onContinue: () => void;
}) {
  const { service, minDate, date, time, day, onDate, onTime, onChangeService, onContinue } = props;
  const primary =
    "rounded-lg bg-teal px-5 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:cursor-not-allowed disabled:opacity-50";
  const secondary = "rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50";

  return (
    <div className="space-y-6">
      <ServiceSummary
        service={service}
        action={
          <button type="button" onClick={onChangeService} className={secondary}>
            Change Service
          </button>
        }
      />
      <DateTimePicker
        minDate={minDate}
        date={date}
        time={time}
        slots={day.slots}
        loadingSlots={day.loading}
        slotsError={day.error}
        onRetry={day.retry}
        onDate={onDate}
        onTime={onTime}
      />
      {date && time && (
        <div className="flex justify-end">
          <button type="button" onClick={onContinue} className={primary}>
            Continue to Details
          </button>
        </div>
      )}
    </div>
  );
}
