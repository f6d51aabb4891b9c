import { type FormEvent, useState } from "react";
import { Select } from "#client/components/ui/fields";
import { CustomRangeFields } from "../custom-range-fields";
import { type DaySpan, PERIOD_PRESETS, type PeriodPreset, spanOf } from "./periods";

/**
 * Which New York days the Overview covers: a preset applies as it is chosen; a custom range
 * applies with its button, so typing a date does not reload the figures at every keystroke.
 */
export function PeriodPicker({
  today,
  preset,
  onChange,
}: {
  today: string;
  preset: PeriodPreset;
  onChange: (preset: PeriodPreset, span: DaySpan | undefined) => void;
}) {
  const [draft, setDraft] = useState<DaySpan>(() => spanOf("week", today));

  function applyCustom(event: FormEvent) {
    event.preventDefault();
    if (draft.from && draft.to) onChange("custom", draft.from <= draft.to ? draft : { from: draft.to, to: draft.from });
  }

  return (
    <form onSubmit={applyCustom} aria-label="Overview period" className="flex flex-wrap items-end gap-3 rounded-xl bg-slate-50 p-4">
      <Select
        label="Period"
        value={preset}
        className="min-w-0 basis-48"
        onChange={(event) => {
          const chosen = event.target.value as PeriodPreset;
          onChange(chosen, chosen === "custom" ? undefined : spanOf(chosen, today));
        }}
      >
        {PERIOD_PRESETS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Select>
      {preset === "custom" && <CustomRangeFields draft={draft} onDraft={setDraft} />}
    </form>
  );
}
