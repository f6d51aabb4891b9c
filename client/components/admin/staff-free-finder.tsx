import { type FormEvent, useState } from "react";
import type { FreeStaffResponse } from "#core/staff-hours";
import { BOOKING_SLOTS, longDate } from "#core/time-slots";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { Button } from "../ui/button";
import { Select, TextField } from "../ui/fields";

/**
 * "Who is free at 2 PM Tuesday?": the members on shift for the hour asked, not off, and
 * given no visit then, by the rule that counts the booking calendar's places.
 */
export function StaffFreeFinder() {
  const [date, setDate] = useState("");
  const [time, setTime] = useState("2:00 PM");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<FreeStaffResponse | null>(null);
  const [busy, setBusy] = useState(false);

  async function find(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const query = new URLSearchParams({ date, time });
      setAnswer(await apiFetch(`/api/admin/staff/free?${query}`));
      setErrors({});
    } catch (error) {
      setAnswer(null);
      setErrors(error instanceof ApiRequestError ? { date: error.fields.date ?? error.message, ...error.fields } : { date: String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={find} aria-labelledby="who-is-free" className="rounded-2xl border border-slate-200 p-4">
      <h3 id="who-is-free" className="text-lg font-semibold">
        Who is free?
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <TextField label="Day" type="date" value={date} error={errors.date} onChange={(event) => setDate(event.target.value)} />
        <Select label="Hour" value={time} error={errors.time} onChange={(event) => setTime(event.target.value)}>
          {BOOKING_SLOTS.map((slot) => (
            <option key={slot}>{slot}</option>
          ))}
        </Select>
      </div>
      <Button type="submit" size="sm" className="mt-3" disabled={busy}>
        Find who is free
      </Button>
      <div aria-live="polite" className="mt-3">
        {answer &&
          (answer.members.length === 0 ? (
            <p>
              Nobody is free at {answer.time} on {longDate(answer.date)}.
            </p>
          ) : (
            <>
              <p>
                Free at {answer.time} on {longDate(answer.date)}:
              </p>
              <ul className="mt-1 list-disc pl-5">
                {answer.members.map((member) => (
                  <li key={member.userId}>
                    {member.name} <span className="text-slate-600">({member.areas.join(", ") || "no area"})</span>
                  </li>
                ))}
              </ul>
            </>
          ))}
      </div>
    </form>
  );
}
