import { useEffect, useState, type FormEvent } from "react";
import type { AdminBookingDetail, BookingAction } from "#core/admin-api";
import { lastBookableDate } from "#core/calendar-date";
import { slotsOn } from "#core/opening-hours";
import { businessToday, longDate } from "#core/time-slots";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { Estimate } from "../booking/estimate";
import { Facts } from "../ui/facts";
import { WorkPhotos } from "../work-photos";
import { Select, TextField } from "../ui/fields";
import { BookingPayment } from "./booking-payment";
import { contactFacts, History, LoadState, RecordHeading, StatusBadge } from "./admin-ui";
import { BookingMessages } from "./booking-messages";
import { placeFacts } from "./visit-place";
import { ProviderForm } from "./provider-form";
import { useAdminQuery } from "./use-admin-query";
import { useNow } from "#client/lib/clock";

const ACTION_LABELS: Record<BookingAction, string> = { confirm: "Confirm booking", complete: "Mark completed", cancel: "Cancel booking" };
const ACTION_DONE: Record<BookingAction, string> = {
  confirm: "Booking confirmed",
  complete: "Booking completed",
  cancel: "Booking cancelled",
};

/** One booking, on its own page: its facts, the status changes it allows, a new time, its provider and its history. */
export function BookingDetail({ reference, back }: { reference: string; back: { to: string; label: string } }) {
  const toast = useToast();
  const loaded = useAdminQuery<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(reference)}`);
  const [detail, setDetail] = useState<AdminBookingDetail | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loaded.data) setDetail(loaded.data);
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

  const booking = detail?.booking;
  const canAssign = booking && (booking.status === "pending" || booking.status === "confirmed");
  // A priced booking is completed with its real quantities (the payment form), which also charges it.
  const actions = detail?.allowedActions.filter((action) => action !== "complete" || !booking?.estimate) ?? [];
  return (
    <div>
      <RecordHeading back={back.label} backTo={back.to} level={2}>
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
              ["Service", booking.estimate ? booking.serviceTitle : `${booking.serviceTitle} (${booking.servicePrice})`],
              ["Date", longDate(booking.appointmentDate)],
              ["Time", `${booking.appointmentTime} (Eastern Time)`],
              ["Customer", booking.customerName],
              ...contactFacts(booking.customerEmail, booking.customerPhone),
              ["Address", booking.serviceAddress],
              ...placeFacts(booking.area, booking.addressParts, detail.accessNotes),
              ["Notes", booking.specialNotes ?? "None"],
              // A crew name typed before staff accounts still shows here.
              ["Provider", booking.crewName ?? "None assigned"],
              ...(booking.completionNote ? ([["Completion note", booking.completionNote]] as const) : []),
            ]}
          />
          <WorkPhotos photos={detail.photos} serviceTitle={booking.serviceTitle} />
          {booking.estimate && <Estimate quote={booking.estimate} title="Estimate when booked" />}
          {actions.length > 0 && (
            <div className="flex flex-wrap gap-2" role="group" aria-label="Booking actions">
              {actions.map((action) => (
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
          <BookingPayment detail={detail} onChanged={setDetail} />
          {detail.canReschedule && (
            <RescheduleForm key={`${booking.appointmentDate} ${booking.appointmentTime}`} detail={detail} onMoved={setDetail} />
          )}
          {canAssign && <ProviderForm key={booking.providerId ?? "none"} detail={detail} onAssigned={setDetail} />}
          <History entries={detail.history} />
          <BookingMessages reference={booking.reference} />
        </div>
      )}
    </div>
  );
}

/**
 * Moves the booking to another date and time. The business may move it at any time, even
 * inside the customer's 24 hours; the server still refuses the past, closed hours and a
 * full slot, and its message shows under the field it is about.
 */
function RescheduleForm({ detail, onMoved }: { detail: AdminBookingDetail; onMoved: (detail: AdminBookingDetail) => void }) {
  const now = useNow();
  const today = businessToday(now);
  const toast = useToast();
  const { reference, appointmentDate, appointmentTime, lengthHours } = detail.booking;
  const [date, setDate] = useState(appointmentDate);
  const [time, setTime] = useState(appointmentTime);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // The visit keeps its length: only times it fits before closing.
  const times = date ? slotsOn(date, lengthHours) : [];
  const unchanged = date === appointmentDate && time === appointmentTime;

  async function move(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const result = await apiFetch(`/api/admin/bookings/${encodeURIComponent(reference)}/reschedule`, {
        method: "POST",
        body: { appointment_date: date, appointment_time: time },
      });
      onMoved(result);
      const emailed =
        result.email?.status === "failed"
          ? "The email to the customer failed: resend it from the email log."
          : "The customer has been emailed.";
      toast({
        title: "Booking moved",
        description: `Now ${longDate(result.booking.appointmentDate)} at ${result.booking.appointmentTime}. ${emailed}`,
        variant: result.email?.status === "failed" ? "destructive" : "default",
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setErrors(error instanceof ApiRequestError && Object.keys(error.fields).length > 0 ? error.fields : { appointment_time: message });
      toast({ title: "Not moved", description: message, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={move} aria-labelledby="reschedule-heading" className="rounded-xl border border-slate-200 p-4">
      <h3 id="reschedule-heading" className="text-lg font-semibold">
        Move to another time
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        The business can move a booking at any time, even within 24 hours of the visit. The customer is emailed.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextField
          label="New date"
          type="date"
          required
          value={date}
          min={today}
          max={lastBookableDate(now)}
          error={errors.appointment_date}
          onChange={(event) => setDate(event.target.value)}
        />
        <Select label="New time" required value={time} error={errors.appointment_time} onChange={(event) => setTime(event.target.value)}>
          {!times.includes(time) && <option value="">Choose a time</option>}
          {times.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="secondary" size="sm" className="mt-3" disabled={busy || unchanged || !date || !time}>
        Move booking
      </Button>
    </form>
  );
}
