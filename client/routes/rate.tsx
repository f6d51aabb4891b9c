import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { RatingPage } from "#core/staff-api";
import { longDate } from "#core/time-slots";
import { Button } from "../components/ui/button";
import { TextArea } from "../components/ui/fields";
import { ApiRequestError, apiFetch } from "../lib/api";
import { privatePageMeta } from "../lib/seo";

export function meta() {
  return privatePageMeta("Rate Your Visit");
}

const STARS = [1, 2, 3, 4, 5] as const;

/** The page behind the signed link in the "How was your visit?" email: 1-5 stars and a comment, once, no account needed. */
export default function RatePage() {
  const [params] = useSearchParams();
  const reference = params.get("reference") ?? "";
  const token = params.get("token") ?? "";
  const query = `/api/ratings/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}` as const;
  const [visit, setVisit] = useState<RatingPage | null>(null);
  const [error, setError] = useState<string | null>(reference && token ? null : "This link is incomplete.");
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
    if (!stars) return setFieldErrors({ stars: "Please choose from 1 to 5 stars." });
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
      <h1 className="font-serif text-3xl font-semibold">Rate Your Visit</h1>
      <div className="mt-6">
        {error ? (
          <p role="alert" className="font-semibold">
            {error}
          </p>
        ) : !visit ? (
          <p role="status" className="text-slate-600">
            Loading...
          </p>
        ) : visit.rating ? (
          <p role="status" className="text-slate-700">
            Thank you! You rated this visit {visit.rating.stars} out of 5.
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <p className="text-slate-700">
              {visit.serviceTitle} on {longDate(visit.appointmentDate)}
              {visit.providerFirstName ? ` with ${visit.providerFirstName}` : ""}.
            </p>
            <fieldset aria-describedby={fieldErrors.stars ? "stars-error" : undefined}>
              <legend className="font-semibold">How many stars?</legend>
              <div className="mt-2 flex gap-2">
                {STARS.map((value) => (
                  <label key={value} className="flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2">
                    <input type="radio" name="stars" value={value} checked={stars === value} onChange={() => setStars(value)} />
                    {value}
                    <span className="sr-only"> {value === 1 ? "star" : "stars"}</span>
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
              label="Comment (optional)"
              rows={3}
              maxLength={1000}
              value={comment}
              error={fieldErrors.comment}
              onChange={(event) => setComment(event.target.value)}
            />
            <Button type="submit" size="lg" disabled={sending}>
              {sending ? "Sending..." : "Send rating"}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
