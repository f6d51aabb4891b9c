import { useState, type FormEvent } from "react";
import type { DayVisit } from "../../../core/admin-api";
import { longDate } from "../../../core/time-slots";
import { apiFetch } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";

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
      <TextField
        label={
          <>
            Crew name<span className="sr-only"> for {which}</span>
          </>
        }
        value={crewName}
        onChange={(event) => setCrewName(event.target.value)}
        maxLength={80}
        className="min-w-0 flex-1 basis-40"
      />
      <Button type="submit" variant="secondary" size="sm" disabled={busy || !crewName.trim()}>
        Assign crew<span className="sr-only"> for {which}</span>
      </Button>
    </form>
  );
}
