import { useRef, useState } from "react";
import { DAY_HAS_VISITS } from "#core/closed-day-visits";
import { type ClosedDay, type ClosedDayInput, type ClosedDayListResponse, type ClosedDayResult, ClosedDaySchema } from "#core/closed-days";
import { longDate } from "#core/time-slots";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { ConfirmDialog } from "../confirm-dialog";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";
import { LoadState } from "./admin-ui";
import { ClosedDayVisitsDialog, type DayWithVisits } from "./closed-day-visits-dialog";
import { useAdminQuery } from "./use-admin-query";

const EMPTY = { date: "", reason: "" };

/**
 * The days the business closes beside New Year's Day, Independence Day, Thanksgiving and
 * Christmas (always closed): no booking, no new schedule and no series visit falls on them.
 * A day with visits is closed only once the admin has seen them (the server answers 409
 * day_has_visits until the bookings shown are confirmed), so the console lists them first;
 * the bookings then stay for the business to move, and their customers are emailed.
 */
export function ClosedDaysPanel() {
  const toast = useToast();
  const list = useAdminQuery<ClosedDayListResponse>("/api/admin/closed-days");
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [opening, setOpening] = useState<ClosedDay | null>(null);
  const [withVisits, setWithVisits] = useState<(DayWithVisits & { reason: string }) | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  async function close(body: ClosedDayInput) {
    setBusy(true);
    setErrors({});
    try {
      const closed = await apiFetch("/api/admin/closed-days", { method: "POST", body });
      setWithVisits(null);
      toast(closedToast(closed));
      setDraft(EMPTY);
      list.reload();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === DAY_HAS_VISITS) {
        // Shown again after a confirm: a booking came in meanwhile, so the list says why it is back.
        await showVisits(body, body.confirmed_bookings ? error.message : undefined);
        return;
      }
      setWithVisits(null);
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else
        toast({ title: "Error", description: error instanceof Error ? error.message : "Could not close the day.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  /** The day's visits, shown to confirm; false when the list could not be had (the reason is on screen). */
  async function showVisits(body: ClosedDayInput, changed: string | undefined): Promise<boolean> {
    try {
      const found = await apiFetch(`/api/admin/closed-days/${encodeURIComponent(body.date)}/visits`);
      if (found.visits.length === 0 && !changed) return true;
      setWithVisits({ date: found.date, reason: body.reason, visits: found.visits, changed });
      return false;
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else
        toast({
          title: "Error",
          description: error instanceof Error ? error.message : "Could not list the visits.",
          variant: "destructive",
        });
      return false;
    }
  }

  /**
   * The visits are asked for first, for a form the server will take, so a day with visits
   * opens its list rather than a refusal; a day without closes at once. The server still
   * refuses (409) a day whose visits were not confirmed, e.g. one booked meanwhile.
   */
  async function submit() {
    if (ClosedDaySchema.safeParse(draft).success) {
      setBusy(true);
      setErrors({});
      const noVisits = await showVisits(draft, undefined);
      setBusy(false);
      if (!noVisits) return;
    }
    await close(draft);
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
          void submit();
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
        <Button ref={closeButton} type="submit" disabled={busy}>
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
      <ClosedDayVisitsDialog
        day={withVisits}
        busy={busy}
        returnFocus={closeButton}
        onConfirm={(day) => {
          const confirmed_bookings = day.visits.flatMap((visit) => (visit.reference ? [visit.reference] : []));
          void close({ date: day.date, reason: withVisits?.reason ?? draft.reason, confirmed_bookings });
        }}
        onCancel={() => setWithVisits(null)}
      />
    </div>
  );
}

/** What the console says once a day is closed: and when customers were emailed, how many, and any email that failed. */
function closedToast(closed: ClosedDayResult) {
  const day = `${longDate(closed.date)}: no new bookings or schedule visits.`;
  const notified = closed.notified;
  if (!notified) return { title: "Day closed", description: day };
  const emailed = `${notified.customers} ${notified.customers === 1 ? "customer" : "customers"} emailed.`;
  if (notified.failed === 0) return { title: "Day closed", description: `${day} ${emailed}` };
  const failed = `${notified.failed} ${notified.failed === 1 ? "email" : "emails"} failed: resend from the email log.`;
  return { title: "Day closed", description: `${day} ${emailed} ${failed}`, variant: "destructive" as const };
}
