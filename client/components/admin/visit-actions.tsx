import { useState } from "react";
import { Link } from "react-router";
import type { DayVisit } from "#core/admin-api";
import { longDate } from "#core/time-slots";
import { apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import type { RecordBackState } from "./admin-ui";
import { bookingTarget, cleaningTarget } from "./visit-member-targets";
import { VisitMemberChoice } from "./visit-member-choice";

/** The booking's page leads back to the day it was opened from. */
const fromDayView = (date: string): RecordBackState => ({ back: { to: `/admin?tab=day-view&day=${date}`, label: "Back to the day view" } });

/** Crews go to visits in these statuses; the server refuses a crew for any other. */
const CREWED = ["pending", "confirmed", "scheduled"];

/**
 * What the team does from one line of the day view: open a booking, confirm a pending one,
 * give a booking or one subscription cleaning to a member free then. Every control's name says
 * which visit it is for, since a day lists many alike.
 */
export function VisitActions({ visit, date, time, onChanged }: { visit: DayVisit; date: string; time: string; onChanged: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const which = `${visit.customerName} at ${time} on ${longDate(date)}`;
  const reference = visit.reference;

  async function attempt(action: () => Promise<string>, title: string) {
    setBusy(true);
    try {
      toast({ title, description: await action() });
      onChanged();
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  function confirm(bookingReference: string) {
    void attempt(async () => {
      const result = await apiFetch(`/api/admin/bookings/${encodeURIComponent(bookingReference)}/status`, {
        method: "POST",
        body: { action: "confirm" },
      });
      return result.email?.status === "failed"
        ? "The email to the customer failed: resend it from the email log."
        : `${bookingReference} is confirmed. The customer has been emailed.`;
    }, "Booking confirmed");
  }

  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      {reference && (
        <Link
          to={`/admin/bookings/${encodeURIComponent(reference)}`}
          state={fromDayView(date)}
          className="inline-flex min-h-9 items-center font-semibold text-teal underline"
        >
          Open booking<span className="sr-only"> {reference}</span>
        </Link>
      )}
      {reference && visit.status === "pending" && (
        <Button variant="primary" size="sm" disabled={busy} onClick={() => confirm(reference)}>
          Confirm<span className="sr-only"> booking {reference}</span>
        </Button>
      )}
      {CREWED.includes(visit.status) && (
        <VisitMemberChoice
          target={reference ? bookingTarget(reference) : cleaningTarget(visit.id, which)}
          which={which}
          onChanged={onChanged}
        />
      )}
    </div>
  );
}
