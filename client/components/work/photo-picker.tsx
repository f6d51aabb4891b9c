import { useId } from "react";
import type { Locale } from "#core/i18n/locale";
import { completeJobMessages } from "#core/i18n/messages/complete-job";
import { MAX_JOB_PHOTOS, MAX_PHOTO_BYTES, PHOTO_TYPES } from "#core/job-photos";
import { useLocale } from "#client/lib/locale";

/** A chosen photo and the Idempotency-Key it is sent with, kept across retries so it is stored once. */
export interface ChosenPhoto {
  file: File;
  key: string;
}

/** What the page can tell before sending (the server checks the bytes themselves), in the page's language. */
export function photoProblem(photos: ChosenPhoto[], locale: Locale): string | null {
  const problems = completeJobMessages[locale].photoProblems;
  if (photos.length > MAX_JOB_PHOTOS) return problems.tooMany;
  if (photos.some(({ file }) => !(PHOTO_TYPES as readonly string[]).includes(file.type))) return problems.notImage;
  if (photos.some(({ file }) => file.size > MAX_PHOTO_BYTES)) return problems.tooLarge;
  return null;
}

/** Up to 6 photos of the finished work, with the problem shown at the field. */
export function PhotoPicker({
  photos,
  error,
  onChange,
}: {
  photos: ChosenPhoto[];
  error?: string;
  onChange: (photos: ChosenPhoto[]) => void;
}) {
  const id = useId();
  const t = completeJobMessages[useLocale()];
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {t.photosLabel}
      </label>
      <input
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(",")}
        multiple
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange([...(event.target.files ?? [])].map((file) => ({ file, key: crypto.randomUUID() })))}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-sand file:px-3 file:py-2"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {photos.length > 0 ? t.photosChosen(photos.length) : ""}
          {t.photosHint}
        </p>
      )}
    </div>
  );
}
