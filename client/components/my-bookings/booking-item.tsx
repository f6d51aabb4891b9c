import { useEffect, useId, useRef, useState } from "react";
import { canChangeOnline } from "#core/change-notice";
import { getService } from "#core/catalogue";
import { formatLongDate, formatMoney } from "#core/i18n/format";
import { type Locale, localizedPath } from "#core/i18n/locale";
import { manageBookingMessages } from "#core/i18n/messages/manage-booking";
import type { BookingProvider, MyBooking } from "#core/my-bookings";
import { businessToday } from "#core/time-slots";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { DateTimePicker } from "../booking/date-time-step";
import { useDaySlots } from "#client/lib/use-day-slots";
import { Button, ButtonLink } from "../ui/button";
import { Facts } from "../ui/facts";
import { CustomerPayment } from "../payments/customer-payment";
import { WorkPhotos } from "../work-photos";
import { useNow } from "#client/lib/clock";
import { useLocale } from "#client/lib/locale";
import { slotTimeText } from "#client/lib/slot-time";

const STATUS_STYLES: Record<MyBooking["status"], string> = {
  held_for_checkout: "bg-amber-100 text-amber-900",
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-teal/10 text-teal-dark",
  cancelled: "bg-slate-200 text-slate-700",
  completed: "bg-slate-100 text-slate-700",
};

/** The provider's first name, with "On the way" once they said so. */
function providerText(provider: BookingProvider, locale: Locale): string {
  const t = manageBookingMessages[locale];
  const progress = provider.progress === "on_the_way" ? t.onTheWay : provider.progress === "started" ? t.started : "";
  return `${provider.first_name}${progress}`;
}

/**
 * The service's name and price text in the page's language. The booking keeps the English
 * ones it was made with; the Spanish catalogue's are shown only while its price text is still
 * the one the booking kept, so a price changed since is never shown for an old booking.
 */
function serviceWords(booking: MyBooking, locale: Locale): { title: string; price: string } {
  const kept = { title: booking.service_title, price: booking.service_price };
  if (locale === "en") return kept;
  const spanish = getService(booking.service_id, locale);
  if (!spanish) return kept;
  const samePrice = getService(booking.service_id, "en")?.price === booking.service_price;
  return { title: spanish.title, price: samePrice ? spanish.price : booking.service_price };
}

type Mode = "view" | "reschedule" | "cancel";

/** What a button asks for: a cancellation, or a move to the date and time chosen so far. */
type Change =
  | [action: "cancel", body: Record<string, never>, errorTitle: string]
  | [action: "reschedule", body: { appointment_date: string | null; appointment_time: string | null }, errorTitle: string];

/**
 * One booking as its customer sees it, with Reschedule and Cancel under the 24-hour rule.
 * Used by the dashboard (signed in) and by the emailed link's page (with its token). The
 * rule is shown before the customer tries; the server applies it again.
 */
export function BookingItem({
  booking,
  token,
  onChanged,
}: {
  booking: MyBooking;
  token?: string;
  onChanged: (booking: MyBooking) => void;
}) {
  const now = useNow();
  const locale = useLocale();
  const t = manageBookingMessages[locale];
  const service = serviceWords(booking, locale);
  const toast = useToast();
  const id = useId();
  const [mode, setMode] = useState<Mode>("view");
  const [date, setDate] = useState<string | null>(null);
  const [slotsReload, setSlotsReload] = useState(0);
  const [time, setTime] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const articleRef = useRef<HTMLElement>(null);
  const opened = useRef(false);

  // Keyboard and screen reader users land in the panel that opened, and back on the booking after.
  useEffect(() => {
    if (mode !== "view") {
      opened.current = true;
      panelRef.current?.focus();
    } else if (opened.current) {
      opened.current = false;
      articleRef.current?.focus();
    }
  }, [mode]);

  const active = booking.status === "pending" || booking.status === "confirmed";
  const upcoming = active && new Date(booking.starts_at) > now;
  const changeable = active && booking.can_change && canChangeOnline(new Date(booking.starts_at), now) && notice === null;
  const day = useDaySlots(
    mode === "reschedule" && date
      ? `/api/availability?service=${encodeURIComponent(booking.service_id)}&date=${date}&length=${booking.length_hours}`
      : null,
    slotsReload,
  );

  function chooseDate(chosen: string) {
    setDate(chosen);
    setTime(null);
  }

  function close() {
    setMode("view");
    setDate(null);
    setTime(null);
  }

  /** The call a change makes, with the emailed link's token if the page has one; null until a move has both a date and a time. */
  function changeCall(...[action, body]: Change) {
    const path = `/api/my-bookings/${encodeURIComponent(booking.reference)}` as const;
    const query = token ? (`?token=${encodeURIComponent(token)}` as const) : "";
    if (action === "cancel") return () => apiFetch(`${path}/cancel${query}`, { method: "POST" });
    const { appointment_date, appointment_time } = body;
    if (!appointment_date || !appointment_time) return null;
    return () => apiFetch(`${path}/reschedule${query}`, { method: "POST", body: { appointment_date, appointment_time } });
  }

  async function send(...change: Change) {
    const [action, , errorTitle] = change;
    const call = changeCall(...change);
    if (busy || !call) return;
    setBusy(true);
    try {
      const answer = await call();
      close();
      onChanged(answer.booking);
      toast(
        action === "cancel"
          ? { title: t.cancelledTitle, description: t.cancelledText }
          : { title: t.rescheduledTitle, description: t.rescheduledText },
      );
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "change_notice") {
        setNotice(error.message);
        close();
      } else if (error instanceof ApiRequestError && error.code === "slot_full" && date) {
        setTime(null);
        setSlotsReload((count) => count + 1);
      }
      toast({ title: errorTitle, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article
      ref={articleRef}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 p-5 focus:outline-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`${id}-title`} className="text-lg font-semibold">
            {service.title}
          </h3>
          <p className="text-sm text-slate-600">
            {t.reference} <span className="font-mono font-semibold text-navy">{booking.reference}</span>
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[booking.status]}`}>{t.status[booking.status]}</span>
      </div>
      <Facts
        className="mt-4 text-sm sm:grid-cols-3"
        facts={[
          [
            t.when,
            `${formatLongDate(booking.appointment_date, locale)}, ${slotTimeText(booking.appointment_time, locale)} (${t.easternTime})`,
          ],
          [t.address, booking.service_address],
          ...(booking.provider ? ([[t.yourProvider, providerText(booking.provider, locale)]] as const) : []),
          ...(booking.completion_note ? ([[t.visitNote, booking.completion_note]] as const) : []),
          [t.price, booking.estimate ? t.estimateOf(formatMoney(booking.estimate.total_cents, locale)) : service.price],
        ]}
      />

      <WorkPhotos photos={booking.photos} serviceTitle={service.title} />

      {booking.status !== "cancelled" && <CustomerPayment reference={booking.reference} token={token} payment={booking.payment} />}

      {upcoming && !changeable && (
        <p role="note" className="mt-4 rounded-lg bg-sand/60 p-3 text-sm">
          {notice ?? t.changeNotice}
        </p>
      )}

      {!upcoming && (
        <div className="mt-4">
          <ButtonLink
            to={localizedPath(`/booking?service=${encodeURIComponent(booking.service_id)}`, locale)}
            variant="secondary"
            size="sm"
          >
            {t.bookAgain}
            <span className="sr-only">: {service.title}</span>
          </ButtonLink>
        </div>
      )}

      {changeable && mode === "view" && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setMode("reschedule")}>
            {t.reschedule}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setMode("cancel")}>
            {t.cancelBooking}
          </Button>
        </div>
      )}

      {changeable && mode === "cancel" && (
        <div
          ref={panelRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={`${id}-cancel-question`}
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p id={`${id}-cancel-question`} className="font-semibold">
            {t.cancelQuestion}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="danger" size="sm" disabled={busy} onClick={() => void send("cancel", {}, t.cancelErrorTitle)}>
              {busy ? t.cancelling : t.yesCancel}
            </Button>
            <Button variant="secondary" size="sm" onClick={close}>
              {t.keepBooking}
            </Button>
          </div>
        </div>
      )}

      {changeable && mode === "reschedule" && (
        <div
          ref={panelRef}
          tabIndex={-1}
          role="group"
          aria-label={t.newTimeFor(booking.reference)}
          className="mt-4 space-y-4 rounded-lg border border-slate-200 p-4"
        >
          <DateTimePicker minDate={businessToday(now)} date={date} time={time} day={day} onDate={chooseDate} onTime={setTime} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={close}>
              {t.keepCurrentTime}
            </Button>
            <Button
              size="sm"
              disabled={!date || !time || busy}
              onClick={() => void send("reschedule", { appointment_date: date, appointment_time: time }, t.updateErrorTitle)}
            >
              {busy ? t.saving : t.confirmNewTime}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
