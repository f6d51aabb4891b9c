import { Phone } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { BUSINESS } from "#core/business";
import { scheduleFormMessages } from "#core/i18n/messages/schedule-form";
import { shortVisitDateIn } from "#core/i18n/short-visit-date";
import type { ScheduleSummary } from "#core/schedule-schema";
import { useLocale } from "#client/lib/locale";
import { slotTimeText } from "#client/lib/slot-time";
import { Button } from "../ui/button";

/** One active schedule: its next visits, and Edit / Cancel unless the next visit is within 24 hours. */
export function ScheduleCard(props: { schedule: ScheduleSummary; busy: boolean; onEdit: () => void; onCancel: () => Promise<void> }) {
  const { schedule, busy, onEdit, onCancel } = props;
  const id = useId();
  const locale = useLocale();
  const t = scheduleFormMessages[locale];
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  function keep() {
    setConfirming(false);
    // The confirm step replaced the Cancel button; give focus back to it.
    requestAnimationFrame(() => cancelRef.current?.focus());
  }

  return (
    <article aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 p-4 sm:p-5">
      <h3 id={`${id}-title`} className="font-semibold">
        {t.cardTitle(t.frequencies[schedule.frequency], slotTimeText(schedule.scheduled_time, locale))}
      </h3>
      <p className="mt-2 text-sm">
        <span className="font-medium">{t.nextVisits}</span>{" "}
        {schedule.next_visits.map((visit) => shortVisitDateIn(visit.date, locale)).join(", ")}
      </p>
      {schedule.service_address && (
        <p className="mt-1 text-sm break-words">
          <span className="font-medium">{t.where}</span> {schedule.service_address}
        </p>
      )}
      {schedule.special_instructions && (
        <p className="mt-1 text-sm break-words text-slate-700">
          <span className="font-medium">{t.specialInstructions}</span> {schedule.special_instructions}
        </p>
      )}
      {!schedule.can_change ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <p>{t.changeNotice}</p>
          <a href={`tel:${BUSINESS.phone.tel}`} className="mt-2 inline-flex items-center gap-1 font-semibold text-teal underline">
            <Phone aria-hidden="true" className="size-4" /> {t.call}
          </a>
        </div>
      ) : confirming ? (
        <div role="group" aria-labelledby={`${id}-confirm`} className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3">
          <p id={`${id}-confirm`} className="text-sm font-medium">
            {t.cancelQuestion}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="danger" size="sm" disabled={busy} onClick={() => void onCancel()}>
              {busy ? t.cancelling : t.yesCancel}
            </Button>
            <Button ref={keepRef} variant="secondary" size="sm" disabled={busy} onClick={keep}>
              {t.keep}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" disabled={busy} onClick={onEdit} aria-describedby={`${id}-title`}>
            {t.edit}
          </Button>
          <Button
            ref={cancelRef}
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-describedby={`${id}-title`}
          >
            {t.cancel}
          </Button>
        </div>
      )}
    </article>
  );
}
