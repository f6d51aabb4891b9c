import { type FormEvent, useState } from "react";
import { SERVICE_LOCATIONS, type ServiceLocation } from "#core/services/areas";
import type { StaffMember } from "#core/staff-api";
import { clockOf, openingMinutes, type Span, WEEKDAY_NAMES, WEEKDAYS, type Weekday, type WeeklyHours } from "#core/staff-hours";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";
import { StaffTimeOff } from "./staff-time-off";

/**
 * Where and when one member works: the areas they cover and their spans of each weekday,
 * then their time off. Plain text fields for the times ("08:00"), which every keyboard
 * and screen reader types the same way; the server checks them against the opening hours.
 */
export function StaffHoursForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const toast = useToast();
  const [areas, setAreas] = useState(new Set<ServiceLocation>(member.areas));
  const [hours, setHours] = useState<WeeklyHours>(structuredClone(member.hours));
  const [timeOff, setTimeOff] = useState(member.timeOff);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;

  const changeSpan = (day: Weekday, index: number, change: Partial<Span>) =>
    setHours((current) => ({ ...current, [day]: current[day].map((span, at) => (at === index ? { ...span, ...change } : span)) }));
  const addSpan = (day: Weekday) => {
    const { opens, closes } = openingMinutes(day);
    setHours((current) => ({ ...current, [day]: [...current[day], { start: clockOf(opens), end: clockOf(closes) }] }));
  };
  const removeSpan = (day: Weekday, index: number) =>
    setHours((current) => ({ ...current, [day]: current[day].filter((_, at) => at !== index) }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await apiFetch(`/api/admin/staff/${encodeURIComponent(member.userId)}/hours`, {
        method: "PUT",
        body: { areas: [...areas], hours },
      });
      setErrors({});
      toast({ title: "Hours saved", description: `${name}'s areas and hours are saved: the booking calendar follows them.` });
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(error.fields);
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-8">
      <form onSubmit={save} aria-labelledby="staff-hours-title" className="space-y-6">
        <h3 id="staff-hours-title" className="text-lg font-semibold">
          Hours of {name}
        </h3>
        <fieldset>
          <legend className="font-semibold">Areas covered</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {SERVICE_LOCATIONS.map((area) => (
              <label key={area} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={areas.has(area)}
                  onChange={(event) =>
                    setAreas((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(area);
                      else next.delete(area);
                      return next;
                    })
                  }
                />
                {area}
              </label>
            ))}
          </div>
          {errors.areas && <p className="mt-1 text-sm text-red-700">{errors.areas}</p>}
        </fieldset>
        {WEEKDAYS.map((day) => (
          <fieldset key={day} className="rounded-2xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold">{WEEKDAY_NAMES[day]}</legend>
            {hours[day].length === 0 && <p className="text-sm text-slate-600">Day off.</p>}
            <ul className="space-y-3">
              {hours[day].map((span, index) => (
                // Spans have no id of their own; the position is what the server's field errors name.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index} className="flex flex-wrap items-end gap-3">
                  <TextField
                    label={`${WEEKDAY_NAMES[day]} from`}
                    className="w-32"
                    inputMode="numeric"
                    autoComplete="off"
                    value={span.start}
                    error={errors[`hours.${day}.${index}.start`]}
                    onChange={(event) => changeSpan(day, index, { start: event.target.value })}
                  />
                  <TextField
                    label={`${WEEKDAY_NAMES[day]} until`}
                    className="w-32"
                    inputMode="numeric"
                    autoComplete="off"
                    value={span.end}
                    error={errors[`hours.${day}.${index}.end`]}
                    onChange={(event) => changeSpan(day, index, { end: event.target.value })}
                  />
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => removeSpan(day, index)}
                    aria-label={`Remove ${WEEKDAY_NAMES[day]} ${span.start} to ${span.end}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              size="sm"
              variant="outline"
              className="mt-3"
              onClick={() => addSpan(day)}
              aria-label={`Add hours on ${WEEKDAY_NAMES[day]}`}
            >
              Add hours
            </Button>
          </fieldset>
        ))}
        <p className="text-sm text-slate-600">Times on the 24-hour clock, like 08:00 or 16:30, inside the opening hours.</p>
        <p className="text-sm text-slate-600">
          Once any active member has hours, the booking calendar sells only the time of members on shift: a service nobody does, or an area
          nobody covers, has no place.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={busy}>
            Save hours
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            Back to staff
          </Button>
        </div>
      </form>
      <StaffTimeOff member={{ ...member, timeOff }} onChanged={(changed) => setTimeOff(changed.timeOff)} />
    </div>
  );
}
