import { CalendarPlus } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { DATE_AND_TIME_REQUIRED, type ScheduleListResponse, type ScheduleSummary } from "#core/schedule-schema";
import { localizedPath } from "#core/i18n/locale";
import { scheduleTabMessages } from "#core/i18n/messages/schedule-tab";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useLocale } from "#client/lib/locale";
import { requestKeys } from "#client/lib/request-key";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { ScheduleCard } from "./schedule-card";
import { draftOf, EMPTY_ADDRESS } from "../booking/address-fields";
import { useSavedAddresses } from "#client/lib/use-saved-addresses";
import { EMPTY_SCHEDULE, ScheduleForm, toRequest, type ScheduleFormValues } from "./schedule-form";

type Editing = { mode: "new" } | { mode: "edit"; schedule: ScheduleSummary };

/** The dashboard's Schedule tab: the subscriber's active cleaning schedules, created, edited and cancelled here. */
export function ScheduleTab() {
  const toast = useToast();
  const locale = useLocale();
  const t = scheduleTabMessages[locale];
  const plansPath = localizedPath("/subscription", locale);
  const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : t.somethingWentWrong);
  const [list, setList] = useState<ScheduleListResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [values, setValues] = useState<ScheduleFormValues>(EMPTY_SCHEDULE);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const saved = useSavedAddresses();
  const [submitting, setSubmitting] = useState(false);
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const [slotsVersion, setSlotsVersion] = useState(0);
  // One key per new schedule sent: a double click or a retry after a lost answer saves it once.
  const [requestKey] = useState(requestKeys);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    try {
      setList(await apiFetch("/api/schedules"));
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
      toast({ title: t.loadingError, description: t.loadFailed, variant: "destructive" });
    }
  }, [toast, t]);

  useEffect(() => {
    void load();
  }, [load]);

  function open(next: Editing) {
    setEditing(next);
    setValues(
      next.mode === "new"
        ? // A new series starts at the last address booked (its way in is typed again).
          { ...EMPTY_SCHEDULE, place: saved[0] ? draftOf(saved[0]) : EMPTY_ADDRESS }
        : {
            // The next visit, not the first: an unchanged date keeps the series as it is.
            date: next.schedule.next_visits[0]?.date ?? next.schedule.scheduled_date,
            time: next.schedule.scheduled_time,
            frequency: next.schedule.frequency,
            instructions: next.schedule.special_instructions ?? "",
            place: null,
          },
    );
  }

  function close() {
    setEditing(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function save() {
    if (!editing || submitting) return;
    if (!values.date || !values.time) {
      toast({ title: DATE_AND_TIME_REQUIRED, variant: "destructive" });
      return;
    }
    setSubmitting(true);
    setFieldErrors({});
    const creating = editing.mode === "new";
    try {
      if (creating) {
        const body = toRequest(values);
        await apiFetch("/api/schedules", { method: "POST", body, headers: { "Idempotency-Key": requestKey.keyFor(body) } });
        requestKey.forget();
        toast({ title: t.scheduleCreated, description: t.createdText });
      } else {
        await apiFetch(`/api/schedules/${encodeURIComponent(editing.schedule.id)}`, {
          method: "PATCH",
          body: toRequest(values),
        });
        toast({ title: t.scheduleUpdated, description: t.updatedText });
      }
      close();
      await load();
    } catch (error) {
      if (error instanceof ApiRequestError) setFieldErrors(error.fields);
      if (error instanceof ApiRequestError && (error.code === "slot_full" || error.fields.scheduled_time)) {
        // Taken meanwhile or passed: show the day's slots as they are now, everything else kept.
        setValues((current) => ({ ...current, time: null }));
        setSlotsVersion((version) => version + 1);
      }
      // The plan's visit limit speaks at the frequency field; its words say what to do instead.
      const description = error instanceof ApiRequestError && error.fields.frequency ? error.fields.frequency : messageOf(error);
      toast({ title: creating ? t.creationError : t.updateError, description, variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  async function cancel(schedule: ScheduleSummary) {
    setCancellingId(schedule.id);
    try {
      await apiFetch(`/api/schedules/${encodeURIComponent(schedule.id)}`, { method: "DELETE" });
      toast({ title: t.scheduleCancelled, description: t.cancelledText });
      setEditing((current) => (current?.mode === "edit" && current.schedule.id === schedule.id ? null : current));
      await load();
      headingRef.current?.focus();
    } catch (error) {
      toast({ title: t.cancellationError, description: messageOf(error), variant: "destructive" });
    } finally {
      setCancellingId(null);
    }
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {t.heading}
        </h2>
        {list?.can_schedule && !editing && (
          <Button onClick={() => open({ mode: "new" })} className="inline-flex items-center gap-2">
            <CalendarPlus aria-hidden="true" className="size-4" /> {t.newSchedule}
          </Button>
        )}
      </div>

      {!list && !loadFailed && (
        <p role="status" className="mt-4 text-slate-600">
          {t.loadingSchedules}
        </p>
      )}
      {loadFailed && (
        <Button variant="secondary" onClick={() => void load()} className="mt-4">
          {t.tryAgain}
        </Button>
      )}

      {list && !list.can_schedule && (
        <div className="mt-4 rounded-2xl border border-slate-200 bg-sand/50 p-4">
          <p className="font-semibold">{t.needsSubscription}</p>
          <p className="mt-1 text-slate-700">{t.noSubscription}</p>
          <Link to={plansPath} className="mt-3 inline-block font-semibold text-teal underline">
            {t.seePlans}
          </Link>
        </div>
      )}

      {editing && (
        <div className="mt-6">
          <ScheduleForm
            key={editing.mode === "new" ? "new" : editing.schedule.id}
            title={editing.mode === "new" ? t.newScheduleTitle : t.editScheduleTitle}
            submitLabel={editing.mode === "new" ? t.createSchedule : t.saveChanges}
            values={values}
            submitting={submitting}
            editingId={editing.mode === "edit" ? editing.schedule.id : undefined}
            errors={fieldErrors}
            saved={saved}
            currentAddress={editing.mode === "edit" ? editing.schedule.service_address : undefined}
            slotsVersion={slotsVersion}
            onChange={setValues}
            onSubmit={() => void save()}
            onClose={close}
          />
        </div>
      )}

      {list?.can_schedule && list.schedules.length === 0 && !editing && <p className="mt-4 text-slate-600">{t.noSchedulesYet}</p>}
      {list && list.schedules.length > 0 && (
        <ul aria-label={t.activeSchedules} className="mt-6 grid gap-4">
          {list.schedules.map((schedule) => (
            <li key={schedule.id}>
              <ScheduleCard
                schedule={schedule}
                busy={cancellingId === schedule.id || submitting}
                onEdit={() => open({ mode: "edit", schedule })}
                onCancel={() => cancel(schedule)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
