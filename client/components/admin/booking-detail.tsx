import { useEffect, useRef, useState, type FormEvent } from "react";
import type { AdminBookingDetail, BookingAction } from "../../../core/admin-api";
import { longDate } from "../../../core/time-slots";
import { apiFetch } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { Button } from "../ui/button";
import { Facts } from "../ui/facts";
import { TextField } from "../ui/fields";
import { contactFacts, History, LoadState, RecordHeading, StatusBadge } from "./admin-ui";
import { useAdminQuery } from "./use-admin-query";

const ACTION_LABELS: Record<BookingAction, string> = { confirm: "Confirm booking", complete: "Mark completed", cancel: "Cancel booking" };
const ACTION_DONE: Record<BookingAction, string> = {
  confirm: "Booking confirmed",
  complete: "Booking completed",
  cancel: "Booking cancelled",
};

/** One booking: its facts, the status changes it allows, its crew and its history. */
export function BookingDetail({ reference, onBack }: { reference: string; onBack: () => void }) {
  const toast = useToast();
  const loaded = useAdminQuery<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(reference)}`);
  const [detail, setDetail] = useState<AdminBookingDetail | null>(null);
  const [crewName, setCrewName] = useState("");
  const [busy, setBusy] = useState(false);

  // The crew field starts from the stored name once; a reload after a failed action keeps what is being typed.
  const crewSeeded = useRef(false);
  useEffect(() => {
    if (!loaded.data) return;
    setDetail(loaded.data);
    if (!crewSeeded.current) setCrewName(loaded.data.booking.crewName ?? "");
    crewSeeded.current = true;
  }, [loaded.data]);

  async function run(action: BookingAction) {
    if (action === "cancel" && !window.confirm(`Cancel booking ${reference}? The customer will be emailed.`)) return;
    setBusy(true);
    try {
      const result = await apiFetch(`/api/admin/bookings/${encodeURIComponent(reference)}/status`, {
        method: "POST",
        body: { action },
      });
      setDetail(result);
      const emailed = result.email
        ? result.email.status === "failed"
          ? "The email to the customer failed: resend it from the email log."
          : "The customer has been emailed."
        : undefined;
      toast({ title: ACTION_DONE[action], description: emailed, variant: result.email?.status === "failed" ? "destructive" : "default" });
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
      loaded.reload();
    } finally {
      setBusy(false);
    }
  }

  async function assign(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await apiFetch(`/api/admin/bookings/${encodeURIComponent(reference)}/crew`, {
        method: "PUT",
        body: { crewName },
      });
      setDetail(result);
      toast({ title: "Crew assigned", description: `${result.booking.crewName} is on ${reference}.` });
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const booking = detail?.booking;
  const canAssign = booking && (booking.status === "pending" || booking.status === "confirmed");
  return (
    <div>
      <RecordHeading back="Back to bookings" onBack={onBack}>
        Booking <span className="font-mono">{reference}</span>
      </RecordHeading>
      <LoadState loading={!detail && loaded.loading} error={loaded.error} />
      {booking && detail && (
        <div className="mt-6 space-y-8">
          <Facts
            look="record"
            className="sm:grid-cols-2"
            facts={[
              ["Status", <StatusBadge key="status" status={booking.status} />],
              ["Service", `${booking.serviceTitle} (${booking.servicePrice})`],
              ["Date", longDate(booking.appointmentDate)],
              ["Time", `${booking.appointmentTime} (Eastern Time)`],
              ["Customer", booking.customerName],
              ...contactFacts(booking.customerEmail, booking.customerPhone),
              ["Address", booking.serviceAddress],
              ["Notes", booking.specialNotes ?? "None"],
              ["Crew", booking.crewName ?? "None assigned"],
            ]}
          />
          {detail.allowedActions.length > 0 && (
            <div className="flex flex-wrap gap-2" role="group" aria-label="Booking actions">
              {detail.allowedActions.map((action) => (
                <Button
                  key={action}
                  variant={action === "cancel" ? "danger-outline" : action === "confirm" ? "primary" : "secondary"}
                  size="sm"
                  disabled={busy}
                  onClick={() => void run(action)}
                >
                  {ACTION_LABELS[action]}
                </Button>
              ))}
            </div>
          )}
          {canAssign && (
            <form onSubmit={assign} aria-label="Assign a crew" className="flex flex-wrap items-end gap-2">
              <TextField
                label="Crew name"
                value={crewName}
                onChange={(event) => setCrewName(event.target.value)}
                maxLength={80}
                className="min-w-0 flex-1"
              />
              <Button type="submit" variant="secondary" size="sm" disabled={busy || !crewName.trim()}>
                Assign crew
              </Button>
            </form>
          )}
          <History entries={detail.history} />
        </div>
      )}
    </div>
  );
}
