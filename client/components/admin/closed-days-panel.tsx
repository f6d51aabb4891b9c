import { useState } from "react";
import type { ClosedDay, ClosedDayListResponse } from "../../../core/closed-days";
import { longDate } from "../../../core/time-slots";
import { ApiRequestError, apiFetch } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { ConfirmDialog } from "../confirm-dialog";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";
import { LoadState } from "./admin-ui";
import { useAdminQuery } from "./use-admin-query";

const EMPTY = { date: "", reason: "" };

/**
 * The days the business closes beside New Year's Day, Independence Day, Thanksgiving and
 * Christmas (always closed): no booking, no new schedule and no series visit falls on them.
 * Visits already booked that day stay; the day view lists them to move.
 */
export function ClosedDaysPanel() {
  const toast = useToast();
  const list = useAdminQuery<ClosedDayListResponse>("/api/admin/closed-days");
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [opening, setOpening] = useState<ClosedDay | null>(null);

  async function close() {
    setBusy(true);
    setErrors({});
    try {
      const closed = await apiFetch("/api/admin/closed-days", { method: "POST", body: draft });
      toast({ title: "Day closed", description: `${longDate(closed.date)}: no new bookings or schedule visits.` });
      setDraft(EMPTY);
      list.reload();
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else
        toast({ title: "Error", description: error instanceof Error ? error.message : "Could not close the day.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function open(day: ClosedDay) {
    setOpening(null);
    try {
      await apiFetch(`/api/admin/closed-days/${encodeURIComponent(day.date)}`, { method: "DELETE" });
      toast({ title: "Day open again", description: `${longDate(day.date)} takes bookings again.` });
      list.reload();
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : "Could not open the day.", variant: "destructive" });
    }
  }

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        New Year's Day, Independence Day, Thanksgiving and Christmas Day are closed every year. Close other days here.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void close();
        }}
        className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-[auto_1fr_auto] sm:items-end"
      >
        <TextField
          label="Date"
          type="date"
          value={draft.date}
          onChange={(event) => setDraft({ ...draft, date: event.target.value })}
          error={errors.date}
        />
        <TextField
          label="Reason"
          value={draft.reason}
          maxLength={80}
          onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
          error={errors.reason}
        />
        <Button type="submit" disabled={busy}>
          Close this day
        </Button>
      </form>

      <LoadState loading={list.loading && !list.data} error={list.error} />
      {list.data && list.data.closed_days.length === 0 && <p className="text-sm text-slate-600">No other closed days ahead.</p>}
      {list.data && list.data.closed_days.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Closed days">
          {list.data.closed_days.map((day) => (
            <li key={day.date} data-testid="closed-day" className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <span className="font-semibold">{longDate(day.date)}</span> · {day.reason}
              </span>
              <Button size="sm" variant="danger-outline" onClick={() => setOpening(day)} aria-label={`Open again: ${longDate(day.date)}`}>
                Open again
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={opening !== null}
        title="Open this day again?"
        message={opening ? `${longDate(opening.date)} will take bookings and schedule visits again.` : ""}
        confirmLabel="Open the day"
        cancelLabel="Keep it closed"
        onConfirm={() => opening && void open(opening)}
        onCancel={() => setOpening(null)}
      />
    </div>
  );
}
