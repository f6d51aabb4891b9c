import type { Service } from "../../../core/catalogue";
import type { useDaySlots } from "../../lib/use-day-slots";
import { DateTimePicker } from "./date-time-step";
import { ServiceSummary } from "./service-summary";
import { Button } from "../ui/button";

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

  return (
    <div className="space-y-6">
      <ServiceSummary
        service={service}
        action={
          <Button onClick={onChangeService} variant="secondary" size="lg">
            Change Service
          </Button>
        }
      />
      <DateTimePicker minDate={minDate} date={date} time={time} day={day} onDate={onDate} onTime={onTime} />
      {date && time && (
        <div className="flex justify-end">
          <Button onClick={onContinue} variant="primary" size="lg">
            Continue to Details
          </Button>
        </div>
      )}
    </div>
  );
}
