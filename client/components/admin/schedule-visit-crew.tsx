import { useId, useState, type FormEvent } from "react";
import type { DayVisit } from "../../../core/admin-api";
import { longDate } from "../../../core/time-slots";
import { apiFetch } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { buttonSecondary } from "./admin-ui";

/** Names the crew of one subscription cleaning, from its line in the day view. */
export function ScheduleVisitCrew({
  visit,
  date,
  time,
  onAssigned,
}: {
  visit: DayVisit;
  date: string;
  time: string;
  onAssigned: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const [crewName, setCrewName] = useState(visit.crewName ?? "");
  const [busy, setBusy] = useState(false);
  const which = `${visit.customerName} at ${time} on ${longDate(date)}`;

  async function assign(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await apiFetch(`/api/admin/schedule-visits/${encodeURIComponent(visit.id)}/crew`, {
        method: "PUT",
        body: { crewName },
      });
      toast({ title: "Crew assigned", description: `${result.crewName} is on the cleaning of ${which}.` });
      onAssigned();
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={assign} className="mt-2 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-40">
        <label htmlFor={`${id}-crew`} className="block text-xs font-semibold">
          Crew name<span className="sr-only"> for {which}</span>
        </label>
        <input
          id={`${id}-crew`}
          value={crewName}
          onChange={(event) => setCrewName(event.target.value)}
          maxLength={80}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-base"
        />
      </div>
      <button type="submit" disabled={busy || !crewName.trim()} className={buttonSecondary}>
        Assign crew<span className="sr-only"> for {which}</span>
      </button>
    </form>
  );
}
