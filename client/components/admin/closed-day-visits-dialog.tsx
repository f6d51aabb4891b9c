import { type RefObject, useId, useRef } from "react";
import { Link } from "react-router";
import { type ClosedDayVisit, visitsBookedOn } from "#core/closed-day-visits";
import { longDate } from "#core/time-slots";
import { useModalDialog } from "#client/lib/use-modal-dialog";
import { Button } from "../ui/button";
import type { RecordBackState } from "./admin-ui";

/** A booking opened from the list comes back to the closed days. */
const FROM_CLOSED_DAYS: RecordBackState = { back: { to: "/admin?tab=closed-days", label: "Back to closed days" } };

/** The visits on a day the admin asked to close, and what closing does to each. */
export interface DayWithVisits {
  date: string;
  visits: ClosedDayVisit[];
  /** Why the list is shown again: it changed since the admin confirmed. */
  changed?: string;
}

/**
 * Asks before closing a day that has visits: closing moves none of them, so each is listed
 * with a way to its booking page (where it can be moved), and the confirm says that each
 * booking's customer is emailed. A native modal like ConfirmDialog: focus stays inside, Esc
 * cancels, it opens on Cancel (its safe choice), and on closing gives focus to `returnFocus` (it opens after
 * two requests, when the button that asked may be disabled and focus lost) or else to what
 * had it.
 */
export function ClosedDayVisitsDialog({
  day,
  busy,
  returnFocus,
  onConfirm,
  onCancel,
}: {
  day: DayWithVisits | null;
  busy: boolean;
  returnFocus?: RefObject<HTMLElement | null>;
  onConfirm: (day: DayWithVisits) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const open = day !== null;
  // Opens on Cancel (the safe choice, not the list's first link); focus goes back to `returnFocus`.
  const ref = useModalDialog(open, { initialFocus: cancel, returnFocus });

  const bookings = day?.visits.filter((visit) => visit.kind === "booking").length ?? 0;
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onClose={() => open && onCancel()}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-navy shadow-2xl"
    >
      {day && (
        <>
          <h2 id={`${id}-title`} className="font-serif text-xl font-semibold">
            {visitsBookedOn(day.visits.length, day.date)}
          </h2>
          {day.changed && (
            <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {day.changed}
            </p>
          )}
          <p id={`${id}-message`} className="mt-3 text-sm text-slate-700">
            Closing the day does not move them.
            {bookings > 0 &&
              " Each booking's customer is emailed that the business is closed that day and that you will contact them to move the visit. You can also open a booking and move it first."}
          </p>
          <ul aria-label={`Visits on ${longDate(day.date)}`} className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {day.visits.map((visit, index) => (
              <li key={visit.reference ?? `subscription-${index}`} data-testid="closed-day-visit" className="p-3 text-sm">
                <p>
                  <span className="font-semibold">{visit.time}</span> · {visit.service} · {visit.customerName}
                </p>
                {visit.reference ? (
                  <Link
                    to={`/admin/bookings/${encodeURIComponent(visit.reference)}`}
                    state={FROM_CLOSED_DAYS}
                    className="mt-1 inline-flex min-h-9 items-center font-semibold text-teal underline"
                  >
                    Open booking {visit.reference} to move it
                  </Link>
                ) : (
                  <p className="mt-1 text-slate-600">
                    Subscription visit: the schedule skips closed days, so this visit is dropped. No email is sent.
                  </p>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button ref={cancel} variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button
              variant="danger"
              // Not `disabled`: a disabled button drops the keyboard focus, which must stay in the dialog.
              aria-disabled={busy}
              onClick={() => !busy && onConfirm(day)}
            >
              {bookings > 0 ? "Close the day and email these customers" : "Close the day"}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
