import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { formatLongDate, pluralize } from "#core/i18n/format";
import { localeOfPath } from "#core/i18n/locale";
import { ratePageMessages } from "#core/i18n/messages/rate-page";
import { serviceTitleIn } from "#core/i18n/visit-words";
import type { RatingPage } from "#core/staff-api";
import { longDate } from "#core/time-slots";
import { Button } from "../components/ui/button";
import { TextArea } from "../components/ui/fields";
import { ApiRequestError, apiFetch } from "../lib/api";
import { BILINGUAL_PAGE, useLocale } from "../lib/locale";
import { privatePageMeta } from "../lib/seo";

export function meta({ location }: { location: { pathname: string } }) {
  return privatePageMeta(ratePageMessages[localeOfPath(location.pathname)].title);
}

// The emailed link opens in the booking's language; the header's switch keeps its reference and token.
export const handle = BILINGUAL_PAGE;

const STARS = [1, 2, 3, 4, 5] as const;

/** The page behind the signed link in the "How was your visit?" email: 1-5 stars and a comment, once, no account needed. */
export default function RatePage() {
  const locale = useLocale();
  const t = ratePageMessages[locale];
  const [params] = useSearchParams();
  const reference = params.get("reference") ?? "";
  const token = params.get("token") ?? "";
  const query = `/api/ratings/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}` as const;
  const [visit, setVisit] = useState<RatingPage | null>(null);
  const [error, setError] = useState<string | null>(reference && token ? null : t.incompleteLink);
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!reference || !token) return;
    apiFetch(query)
      .then(setVisit)
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [reference, token, query]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!stars) return setFieldErrors({ stars: t.chooseStars });
    setSending(true);
    try {
      setVisit(await apiFetch(query, { method: "POST", body: { stars, ...(comment.trim() ? { comment } : {}) } }));
    } catch (failure) {
      if (failure instanceof ApiRequestError && Object.keys(failure.fields).length) setFieldErrors(failure.fields);
      else setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="font-serif text-3xl font-semibold">{t.title}</h1>
      <div className="mt-6">
        {error ? (
          <p role="alert" className="font-semibold">
            {error}
          </p>
        ) : !visit ? (
          <p role="status" className="text-slate-600">
            {t.loading}
          </p>
        ) : visit.rating ? (
          <p role="status" className="text-slate-700">
            {t.thanks(visit.rating.stars)}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <p className="text-slate-700">
              {t.visit(
                serviceTitleIn(visit.serviceId, visit.serviceTitle, locale),
                locale === "en" ? longDate(visit.appointmentDate) : formatLongDate(visit.appointmentDate, locale),
              )}
              {visit.providerFirstName ? t.withProvider(visit.providerFirstName) : ""}.
            </p>
            <fieldset aria-describedby={fieldErrors.stars ? "stars-error" : undefined}>
              <legend className="font-semibold">{t.howManyStars}</legend>
              <div className="mt-2 flex gap-2">
                {STARS.map((value) => (
                  <label key={value} className="flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2">
                    <input type="radio" name="stars" value={value} checked={stars === value} onChange={() => setStars(value)} />
                    {value}
                    <span className="sr-only"> {pluralize(value, t.starCount, locale)}</span>
                  </label>
                ))}
              </div>
              {fieldErrors.stars && (
                <p id="stars-error" role="alert" className="mt-1 text-sm text-red-700">
                  {fieldErrors.stars}
                </p>
              )}
            </fieldset>
            <TextArea
              label={t.comment}
              rows={3}
              maxLength={1000}
              value={comment}
              error={fieldErrors.comment}
              onChange={(event) => setComment(event.target.value)}
            />
            <Button type="submit" size="lg" disabled={sending}>
              {sending ? t.sending : t.send}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
