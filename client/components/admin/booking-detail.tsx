import { ArrowLeft } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { AdminBookingDetail, BookingAction } from "../../../core/admin-api";
import { longDate } from "../../../core/time-slots";
import { apiFetch } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { buttonDanger, buttonPrimary, buttonSecondary, Facts, History, inputClass, LoadState, StatusBadge } from "./admin-ui";
import { useAdminQuery } from "./use-admin-query";

const ACTION_LABELS: Record<BookingAction, string> = { confirm: "Confirm booking", complete: "Mark completed", cancel: "Cancel booking" };
const ACTION_DONE: Record<BookingAction, string> = {
  confirm: "Booking confirmed",
  complete: "Booking completed",
  cancel: "Booking cancelled",
};

/** One booking: its facts, the status changes it allows, its crew and its history. */
export function BookingDetail({ reference, onBack }: { reference: string; onBack: () => void }) {
  const id = useId();
  const toast = useToast();
  const loaded = useAdminQuery<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(reference)}`);
  const [detail, setDetail] = useState<AdminBookingDetail | null>(null);
  const [crewName, setCrewName] = useState("");
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The crew field starts from the stored name once; a reload after a failed action keeps what is being typed.
  const crewSeeded = useRef(false);
  useEffect(() => {
    if (!loaded.data) return;
    setDetail(loaded.data);
    if (!crewSeeded.current) setCrewName(loaded.data.booking.crewName ?? "");
    crewSeeded.current = true;
  }, [loaded.data]);

  useEffect(() => headingRef.current?.focus(), []);

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
      <button type="button" onClick={onBack} className="inline-flex items-center gap-1 text-sm font-semibold text-teal hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to bookings
      </button>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-semibold focus:outline-none">
        Booking <span className="font-mono">{reference}</span>
      </h3>
      <LoadState loading={!detail && loaded.loading} error={loaded.error} />
      {booking && detail && (
        <div className="mt-6 space-y-8">
          <Facts
            facts={[
              ["Status", <StatusBadge key="status" status={booking.status} />],
              ["Service", `${booking.serviceTitle} (${booking.servicePrice})`],
              ["Date", longDate(booking.appointmentDate)],
              ["Time", `${booking.appointmentTime} (Eastern Time)`],
              ["Customer", booking.customerName],
              [
                "Email",
                <a key="email" href={`mailto:${booking.customerEmail}`} className="text-teal underline">
                  {booking.customerEmail}
                </a>,
              ],
              [
                "Phone",
                <a key="phone" href={`tel:${booking.customerPhone}`} className="text-teal underline">
                  {booking.customerPhone}
                </a>,
              ],
              ["Address", booking.serviceAddress],
              ["Notes", booking.specialNotes ?? "None"],
              ["Crew", booking.crewName ?? "None assigned"],
            ]}
          />
          {detail.allowedActions.length > 0 && (
            <div className="flex flex-wrap gap-2" role="group" aria-label="Booking actions">
              {detail.allowedActions.map((action) => (
                <button
                  key={action}
                  type="button"
                  disabled={busy}
                  onClick={() => void run(action)}
                  className={action === "cancel" ? buttonDanger : action === "confirm" ? buttonPrimary : buttonSecondary}
                >
                  {ACTION_LABELS[action]}
                </button>
              ))}
            </div>
          )}
          {canAssign && (
            <form onSubmit={assign} aria-label="Assign a crew" className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1">
                <label htmlFor={`${id}-crew`} className="block text-sm font-medium">
                  Crew name
                </label>
                <input
                  id={`${id}-crew`}
                  value={crewName}
                  onChange={(event) => setCrewName(event.target.value)}
                  maxLength={80}
                  className={inputClass}
                />
              </div>
              <button type="submit" disabled={busy || !crewName.trim()} className={buttonSecondary}>
                Assign crew
              </button>
            </form>
          )}
          <History entries={detail.history} />
        </div>
      )}
    </div>
  );
}
