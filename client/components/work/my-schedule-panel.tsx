import { type FormEvent, useState } from "react";
import { workScheduleMessages } from "#core/i18n/messages/work-schedule";
import { formatLongDate, formatTime } from "#core/i18n/format";
import type { Locale } from "#core/i18n/locale";
import { WEEKDAYS } from "#core/staff-hours";
import type { MySchedule, TimeOffRequest } from "#core/time-off-requests-api";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useLocale } from "#client/lib/locale";
import { useToast } from "#client/lib/toast";
import { useAdminQuery } from "../admin/use-admin-query";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";

const EMPTY = { from: "", to: "", start: "", end: "", reason: "" };

type Days = Pick<TimeOffRequest, "from" | "to" | "start" | "end">;

function describeDays(entry: Days, locale: Locale): string {
  const words = workScheduleMessages[locale];
  const from = formatLongDate(entry.from, locale);
  const days = entry.from === entry.to ? from : words.days(from, formatLongDate(entry.to, locale));
  return entry.start && entry.end
    ? `${days}, ${words.span(formatTime(entry.start, locale), formatTime(entry.end, locale))}`
    : `${days}, ${words.allDay}`;
}

/** The member's own areas, weekly hours and time off, as the business set them, and their requests for time off. */
export function MySchedulePanel() {
  const locale = useLocale();
  const words = workScheduleMessages[locale];
  const schedule = useAdminQuery<MySchedule>("/api/work/schedule");
  if (!schedule.data) {
    return schedule.error ? (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
        {schedule.error}
      </p>
    ) : (
      <p role="status" className="text-sm text-slate-600">
        {words.loading}
      </p>
    );
  }
  const { areas, hours, timeOff, requests } = schedule.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="my-areas">
        <h3 id="my-areas" className="text-lg font-semibold">
          {words.areasTitle}
        </h3>
        <p className="mt-1 text-slate-700">{areas.length ? areas.join(" · ") : words.noAreas}</p>
      </section>
      <section aria-labelledby="my-hours">
        <h3 id="my-hours" className="text-lg font-semibold">
          {words.hoursTitle}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {WEEKDAYS.map((day) => (
            <div key={day} className="contents">
              <dt className="font-medium capitalize">{words.weekdays[day]}</dt>
              <dd className="text-slate-700">
                {hours[day].length
                  ? hours[day].map((span) => words.span(formatTime(span.start, locale), formatTime(span.end, locale))).join(", ")
                  : words.dayOff}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="my-time-off">
        <h3 id="my-time-off" className="text-lg font-semibold">
          {words.timeOffTitle}
        </h3>
        {timeOff.length === 0 ? (
          <p className="mt-1 text-slate-600">{words.noTimeOff}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {timeOff.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-slate-200 p-3">
                {describeDays(entry, locale)}
                <span className="block text-sm text-slate-600">{entry.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {requests.length > 0 && (
        <section aria-labelledby="my-requests">
          <h3 id="my-requests" className="text-lg font-semibold">
            {words.requestsTitle}
          </h3>
          <ul className="mt-2 space-y-2">
            {requests.map((request) => (
              <li key={request.id} className="rounded-lg border border-slate-200 p-3">
                {describeDays(request, locale)}
                <span className="block text-sm text-slate-600">{request.reason}</span>
                <span className="mt-1 block text-sm font-medium">{words.status[request.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <AskForTimeOff onAsked={schedule.reload} />
    </div>
  );
}

/** Whole days, or the same hours of each day; the server checks every field and keeps one request per double click. */
function AskForTimeOff({ onAsked }: { onAsked: () => void }) {
  const locale = useLocale();
  const words = workScheduleMessages[locale];
  const toast = useToast();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof EMPTY) => ({
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  async function ask(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { start, end, ...days } = draft;
      const partOfDay = start || end ? { start: start || undefined, end: end || undefined } : {};
      await apiFetch("/api/work/time-off-requests", { method: "POST", body: { ...days, to: days.to || days.from, ...partOfDay } });
      setDraft(EMPTY);
      setErrors({});
      toast({ title: words.sent, description: words.sentDetail });
      onAsked();
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(error.fields);
      toast({ title: words.error, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={ask} aria-labelledby="ask-time-off" className="rounded-2xl border border-slate-200 p-4">
      <h3 id="ask-time-off" className="text-lg font-semibold">
        {words.askTitle}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{words.askHint}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextField label={words.firstDay} type="date" {...field("from")} />
        <TextField label={words.lastDay} type="date" hint={words.lastDayHint} {...field("to")} />
        <TextField label={words.from} inputMode="numeric" autoComplete="off" hint={words.fromHint} {...field("start")} />
        <TextField label={words.until} inputMode="numeric" autoComplete="off" hint={words.untilHint} {...field("end")} />
        <TextField label={words.reason} autoComplete="off" className="sm:col-span-2" {...field("reason")} />
      </div>
      <Button type="submit" size="sm" className="mt-3" disabled={busy}>
        {busy ? words.sending : words.send}
      </Button>
    </form>
  );
}
