import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { type Locale, localizedPath } from "#core/i18n/locale";
import { scheduleFormMessages } from "#core/i18n/messages/schedule-form";
import { shortVisitDateIn } from "#core/i18n/short-visit-date";
import { nextVisits, type ScheduleFrequency } from "#core/schedule-recurrence";
import { EXTRA_VISIT_PATH, PLAN_FREQUENCIES, type ScheduleRequest } from "#core/schedule-schema";
import type { AddressParts } from "#core/service-address";
import { SERVICE_LOCATIONS } from "#core/services/areas";
import { businessToday, SCHEDULE_SLOTS } from "#core/time-slots";
import { type AddressDraft, AddressFields, addressPayload, draftOf, EMPTY_ADDRESS } from "../booking/address-fields";
import { DateTimePicker } from "../booking/date-time-step";
import { useDaySlots } from "#client/lib/use-day-slots";
import { useLocale } from "#client/lib/locale";
import { slotTimeText } from "#client/lib/slot-time";
import { Button } from "../ui/button";
import { TextArea } from "../ui/fields";
import { useNow } from "#client/lib/clock";

export interface ScheduleFormValues {
  date: string | null;
  time: string | null;
  frequency: ScheduleFrequency;
  instructions: string;
  /** Where the visits are, as typed; null when editing a series whose address stays as it is. */
  place: AddressDraft | null;
}

/**
 * Subscription visits start from the 13 schedule slots (SPEC), narrowed by the server to those
 * whose visit of the plan's length fits that day's opening hours, where the crews' shifts are;
 * the note names the window of the day chosen.
 */
function scheduleTimesNote(offered: readonly { time: string }[] | null, locale: Locale): string {
  const first = offered?.[0]?.time ?? SCHEDULE_SLOTS[0] ?? "";
  const last = offered?.at(-1)?.time ?? SCHEDULE_SLOTS.at(-1) ?? "";
  return scheduleFormMessages[locale].timesNote(slotTimeText(first, locale), slotTimeText(last, locale));
}

export const EMPTY_SCHEDULE: ScheduleFormValues = { date: null, time: null, frequency: "biweekly", instructions: "", place: EMPTY_ADDRESS };

export function toRequest(values: ScheduleFormValues): ScheduleRequest {
  return {
    scheduled_date: values.date ?? "",
    scheduled_time: values.time ?? "",
    frequency: values.frequency,
    special_instructions: values.instructions.trim() || null,
    ...(values.place ? { address: addressPayload(values.place).address } : {}),
  };
}

/**
 * The create and edit form: calendar, the 13 slots with the crews' places left on that day,
 * frequency and instructions, with a preview of the first visits. The parent owns the values,
 * so nothing typed is lost when the server refuses.
 */
export function ScheduleForm(props: {
  title: string;
  submitLabel: string;
  values: ScheduleFormValues;
  submitting: boolean;
  /** The schedule being edited, whose own visit does not count against the slot. */
  editingId?: string;
  /** Bumped by the parent to reload the slots (e.g. after a slot was taken meanwhile). */
  slotsVersion: number;
  /** The server's messages per field (the address's), shown at their fields. */
  errors: Record<string, string>;
  /** The customer's saved addresses, offered in the address fields. */
  saved: readonly AddressParts[];
  /** The series' address when editing (its parts stay unless the customer types new ones). */
  currentAddress?: string | null;
  onChange: (values: ScheduleFormValues) => void;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const now = useNow();
  const { title, submitLabel, values, submitting, editingId, slotsVersion, errors, saved, currentAddress, onChange, onSubmit, onClose } =
    props;
  const id = useId();
  const locale = useLocale();
  const t = scheduleFormMessages[locale];
  // The plan's cleanings go to all three areas (the Cleaning Special's), like the subscribe wizard's first one.
  const planService = { title: t.planTitle, locations: SERVICE_LOCATIONS };
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const exclude = editingId ? `&exclude=${encodeURIComponent(editingId)}` : "";
  const day = useDaySlots(values.date ? `/api/schedules/availability?date=${values.date}${exclude}` : null, slotsVersion);

  const preview =
    values.date && values.time
      ? nextVisits({ scheduledDate: values.date, scheduledTime: values.time, frequency: values.frequency }, now, 4)
      : [];

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-6 rounded-2xl border border-slate-200 p-4 sm:p-6"
    >
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {title}
      </h3>
      <DateTimePicker
        minDate={businessToday(now)}
        date={values.date}
        time={values.time}
        day={day}
        onDate={(date) => onChange({ ...values, date, time: null })}
        onTime={(time) => onChange({ ...values, time })}
        timesNote={scheduleTimesNote(day.slots, locale)}
      />
      <fieldset>
        <legend className="text-sm font-medium">{t.frequency}</legend>
        {/* Weekly is not offered: it would promise twice the plan's visits (an older weekly series is shown with none checked). */}
        <p id={`${id}-plan-note`} className="mt-1 text-sm text-slate-600">
          {t.planNote}{" "}
          <Link to={localizedPath(EXTRA_VISIT_PATH, locale)} className="font-medium text-teal underline">
            {t.bookOneOff}
          </Link>
          .
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {PLAN_FREQUENCIES.map((frequency) => (
            <label
              key={frequency}
              className={`flex cursor-pointer gap-2 rounded-lg border p-3 ${values.frequency === frequency ? "border-teal bg-sand/50" : "border-slate-300"}`}
            >
              <input
                type="radio"
                name={`${id}-frequency`}
                value={frequency}
                checked={values.frequency === frequency}
                onChange={() => onChange({ ...values, frequency })}
                aria-describedby={`${id}-${frequency}-hint`}
                className="mt-1 accent-teal"
              />
              <span>
                <span className="block font-medium">{t.frequencies[frequency]}</span>
                <span id={`${id}-${frequency}-hint`} className="block text-sm text-slate-600">
                  {t.frequencyHints[frequency]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium">{t.whereVisits}</legend>
        {values.place ? (
          <AddressFields
            value={values.place}
            errors={errors}
            service={planService}
            saved={saved}
            onChange={(place) => onChange({ ...values, place })}
          />
        ) : (
          <p className="text-sm">
            {currentAddress ?? t.atFirstAddress}{" "}
            <Button variant="link" onClick={() => onChange({ ...values, place: saved[0] ? draftOf(saved[0]) : EMPTY_ADDRESS })}>
              {t.changeAddress}
            </Button>
          </p>
        )}
      </fieldset>
      <TextArea
        label={t.instructions}
        rows={3}
        maxLength={1000}
        value={values.instructions}
        onChange={(event) => onChange({ ...values, instructions: event.target.value })}
      />
      {preview.length > 0 && (
        <p className="rounded-lg bg-sand/50 p-3 text-sm" aria-live="polite">
          <span className="font-semibold">{t.firstVisits}</span> {preview.map((visit) => shortVisitDateIn(visit.date, locale)).join(", ")}{" "}
          {t.atTime(slotTimeText(values.time ?? "", locale))}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" size="lg" onClick={onClose}>
          {t.backToSchedules}
        </Button>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
