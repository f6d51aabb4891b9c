import { useEffect, useRef } from "react";
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
  const continueRef = useRef<HTMLDivElement>(null);
  const pickedTime = useRef(time);

  // On a phone the button sits below the fold once a time is picked: bring it into view,
  // but not for a time restored on reload, which the customer did not just pick.
  useEffect(() => {
    if (!time || time === pickedTime.current) return;
    pickedTime.current = time;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    continueRef.current?.scrollIntoView({ block: "nearest", behavior: smooth ? "smooth" : "auto" });
  }, [time]);

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
        <div ref={continueRef} className="flex justify-end">
          <Button onClick={onContinue} variant="primary" size="lg">
            Continue to Details
          </Button>
        </div>
      )}
    </div>
  );
}
