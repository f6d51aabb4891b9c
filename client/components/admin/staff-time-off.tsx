import { type FormEvent, useState } from "react";
import type { StaffMember } from "#core/staff-api";
import type { TimeOff } from "#core/staff-hours";
import { longDate } from "#core/time-slots";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";

const EMPTY = { from: "", to: "", start: "", end: "", reason: "" };

function describe(entry: TimeOff): string {
  const days = entry.from === entry.to ? longDate(entry.from) : `${longDate(entry.from)} to ${longDate(entry.to)}`;
  return entry.start ? `${days}, ${entry.start} to ${entry.end}` : `${days}, all day`;
}

/** A member's time off from today on: the owner adds some (whole days, or the same hours of each day) and removes it. */
export function StaffTimeOff({ member, onChanged }: { member: StaffMember; onChanged: (member: StaffMember) => void }) {
  const toast = useToast();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const userId = encodeURIComponent(member.userId);
  const field = (name: keyof typeof EMPTY) => ({
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { start, end, ...days } = draft;
      const partOfDay = start || end ? { start: start || undefined, end: end || undefined } : {};
      const changed = await apiFetch(`/api/admin/staff/${userId}/time-off`, {
        method: "POST",
        body: { ...days, to: days.to || days.from, ...partOfDay },
      });
      setDraft(EMPTY);
      setErrors({});
      toast({ title: "Time off added", description: "No visit is sold to them then." });
      onChanged(changed);
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(error.fields);
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function remove(entry: TimeOff) {
    setBusy(true);
    try {
      onChanged(await apiFetch(`/api/admin/staff/${userId}/time-off/${encodeURIComponent(entry.id)}`, { method: "DELETE" }));
      toast({ title: "Time off removed", description: describe(entry) });
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="time-off-title" className="space-y-4">
      <h3 id="time-off-title" className="text-lg font-semibold">
        Time off
      </h3>
      {member.timeOff.length === 0 ? (
        <p className="text-slate-600">No time off planned.</p>
      ) : (
        <ul className="space-y-2">
          {member.timeOff.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3">
              <span>
                {describe(entry)}
                <span className="block text-sm text-slate-600">{entry.reason}</span>
              </span>
              <Button
                size="sm"
                variant="danger-outline"
                disabled={busy}
                onClick={() => void remove(entry)}
                aria-label={`Remove time off: ${describe(entry)}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} aria-labelledby="add-time-off" className="rounded-2xl border border-slate-200 p-4">
        <h4 id="add-time-off" className="font-semibold">
          Add time off
        </h4>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField label="First day" type="date" {...field("from")} />
          <TextField label="Last day" type="date" hint="Leave empty for one day." {...field("to")} />
          <TextField
            label="From (part of the day)"
            inputMode="numeric"
            autoComplete="off"
            hint="Empty for whole days."
            {...field("start")}
          />
          <TextField label="Until (part of the day)" inputMode="numeric" autoComplete="off" hint="Like 13:00." {...field("end")} />
          <TextField label="Reason" autoComplete="off" className="sm:col-span-2" {...field("reason")} />
        </div>
        <Button type="submit" size="sm" className="mt-3" disabled={busy}>
          Add time off
        </Button>
      </form>
    </section>
  );
}
