import { useId } from "react";
import { CANCELLATION_REASONS, type CancellationReasonRequest, MAX_CANCELLATION_NOTE_LENGTH } from "#core/cancellation-reasons";
import { cancellationReasonWords } from "#core/i18n/messages/cancellation-reason-words";
import { useLocale } from "#client/lib/locale";
import { TextArea } from "../ui/fields";

/** Why the subscriber leaves: one reason or none, and with "Other" a short note. */
export function CancellationReasonFields({
  value,
  onChange,
}: {
  value: CancellationReasonRequest | undefined;
  onChange: (value: CancellationReasonRequest | undefined) => void;
}) {
  const name = useId();
  const t = cancellationReasonWords[useLocale()];
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold">{t.legend}</legend>
      <div className="mt-2 space-y-1">
        {CANCELLATION_REASONS.map((reason) => (
          <label key={reason} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={reason}
              checked={value?.reason === reason}
              onChange={() => onChange({ reason, note: reason === "other" ? value?.note : undefined })}
              className="size-4 accent-teal"
            />
            {t.reasons[reason]}
          </label>
        ))}
      </div>
      {value?.reason === "other" && (
        <TextArea
          label={t.note}
          rows={2}
          maxLength={MAX_CANCELLATION_NOTE_LENGTH}
          value={value.note ?? ""}
          onChange={(event) => onChange({ reason: "other", note: event.target.value })}
          className="mt-3"
        />
      )}
    </fieldset>
  );
}
