import { type FormEvent, useState } from "react";
import { getService } from "#core/catalogue";
import { finalQuote } from "#core/services/quote";
import type { WorkJob } from "#core/staff-api";
import type { JobPhoto } from "#core/job-photos";
import { completeJobMessages } from "#core/i18n/messages/complete-job";
import { serviceTitleIn } from "#core/i18n/visit-words";
import { useLocale } from "#client/lib/locale";
import { ApiRequestError, apiFetch, sendFile } from "#client/lib/api";
import { estimateFor, type QuantityValues, quantitiesOf, startingQuantities } from "#client/lib/price-form";
import { useToast } from "#client/lib/toast";
import { Estimate } from "../booking/estimate";
import { CompletionQuantities } from "../booking/price-inputs";
import { Button } from "../ui/button";
import { TextArea } from "../ui/fields";
import { type ChosenPhoto, PhotoPicker, photoProblem } from "./photo-picker";

/**
 * Complete a job with what the visit really took, starting from what was booked. The page
 * previews the price; the server prices it again and charges through the business's own
 * completion (a saved card once, otherwise the customer gets a pay link).
 */
export function CompleteForm({ job, onDone }: { job: WorkJob; onDone: () => void }) {
  const toast = useToast();
  const locale = useLocale();
  const t = completeJobMessages[locale];
  const service = getService(job.serviceId);
  const [values, setValues] = useState<QuantityValues>(() =>
    service
      ? {
          ...startingQuantities(service),
          ...Object.fromEntries(Object.entries(job.priceInputs ?? {}).map(([name, value]) => [name, String(value)])),
        }
      : {},
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  if (!service) return null;
  const priced = estimateFor(service, values);
  // The price the completion charges: the same function, with the first-time offer as the server decided it.
  const final = "quote" in priced ? finalQuote(service, quantitiesOf(service, values), job.firstCleaningOffer) : null;
  const photosProblem = photoProblem(photos, locale);
  const photosError = photosProblem ?? serverErrors.photos;
  const headingId = `complete-${job.reference}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!service || !("quote" in priced) || photosProblem || busy) return;
    setBusy(true);
    setServerErrors({});
    try {
      // The photos first, one request each, keyed so that a retry after a failure stores none twice.
      for (const { file, key } of photos) {
        await sendFile<JobPhoto>(`/api/work/jobs/${encodeURIComponent(job.reference)}/photos`, file, { "Idempotency-Key": key });
      }
      await apiFetch(`/api/work/jobs/${encodeURIComponent(job.reference)}/complete`, {
        method: "POST",
        body: { ...quantitiesOf(service, values), note },
      });
      toast({ title: t.completedTitle, description: t.completedText(serviceTitleIn(job.serviceId, job.serviceTitle, locale)) });
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError) setServerErrors(error.fields);
      toast({ title: t.error, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby={headingId} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <h5 id={headingId} className="font-semibold">
        {t.heading}
      </h5>
      <p className="text-sm text-slate-600">{t.intro}</p>
      <CompletionQuantities service={service} values={values} serverErrors={serverErrors} priced={priced} onChange={setValues} />
      {final && "quote" in final && <Estimate quote={final.quote} title={t.finalPrice} />}
      <TextArea
        label={t.note}
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={serverErrors.note}
      />
      <PhotoPicker photos={photos} error={photosError} onChange={setPhotos} />
      <Button type="submit" size="lg" disabled={busy || !("quote" in priced) || photosProblem !== null} className="w-full sm:w-auto">
        {busy ? t.completing : t.complete}
      </Button>
    </form>
  );
}
