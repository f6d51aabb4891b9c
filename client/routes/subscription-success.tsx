import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { SubscriptionState } from "#core/api-types";
import { packageOrDefault, type PackageId } from "#core/packages";
import { billingDate, type CheckoutOutcome } from "#core/subscription-api";
import { formatLongDate } from "#core/i18n/format";
import { type Locale, localeOfPath, localizedPath } from "#core/i18n/locale";
import { planWords } from "#core/i18n/messages/plans";
import { subscriptionSuccessMessages } from "#core/i18n/messages/subscription-success";
import { businessToday } from "#core/time-slots";
import { Button, ButtonLink } from "../components/ui/button";
import { ApiRequestError, apiFetch } from "../lib/api";
import { useLocale } from "../lib/locale";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toast";
import { forgetWizard } from "../lib/use-wizard";
import { privatePageMeta } from "../lib/seo";

export function meta({ location }: { location: { pathname: string } }) {
  return privatePageMeta(subscriptionSuccessMessages[localeOfPath(location.pathname)].title);
}

/** The next billing date as the page's language writes it: English keeps "November 26, 2026". */
function nextBillingDate(date: string, locale: Locale): string {
  return locale === "en" ? billingDate(date) : formatLongDate(businessToday(new Date(date)), locale);
}

/** The webhook usually lands within seconds; after this the page stops asking and says so. */
const POLL_INTERVAL_MS = 2000;
const POLL_ATTEMPTS = 30;

/**
 * What the page shows, from the server's record of the checkout: `checking` until the first
 * answer, `processing` once a pending checkout has been asked about long enough, `unknown`
 * when the checkout is not this user's (or the server cannot say).
 */
type Phase = "checking" | "processing" | "unknown" | Exclude<CheckoutOutcome, "pending">;

export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const { user } = useSession();
  const toast = useToast();
  const locale = useLocale();
  const t = subscriptionSuccessMessages[locale];
  const [phase, setPhase] = useState<Phase>("checking");
  const [packageId, setPackageId] = useState<PackageId | null>(null);
  const [state, setState] = useState<SubscriptionState | null>(null);
  const attempts = useRef(0);
  // Paid, cancelled, expired or not ours: nothing changes any more. A declined checkout is not
  // settled, since another card in the checkout's tab can still pay it.
  const settled = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const check = useCallback(async () => {
    if (!sessionId) return;
    clearTimeout(timer.current);
    attempts.current += 1;
    const answer = await apiFetch(`/api/subscription/checkout/${encodeURIComponent(sessionId)}`).catch((error: unknown) =>
      error instanceof ApiRequestError && error.status === 404 ? ("unknown" as const) : null,
    );
    if (answer === "unknown") {
      settled.current = true;
      setPhase("unknown");
      return;
    }
    if (answer) setPackageId(answer.package);
    if (answer?.status === "paid") {
      settled.current = true;
      // Paid: the wizard's kept details (for Cancel or a declined card) are no longer needed.
      forgetWizard("subscription");
      setState(await apiFetch("/api/subscription").catch(() => null));
      setPhase("paid");
      toast({ title: t.activatedTitle, description: t.activatedToast });
      return;
    }
    if (answer?.status === "cancelled" || answer?.status === "expired") {
      settled.current = true;
      setPhase(answer.status);
      return;
    }
    if (answer?.status === "declined") setPhase("declined");
    if (attempts.current >= POLL_ATTEMPTS) {
      if (answer?.status !== "declined") setPhase("processing");
      return;
    }
    timer.current = setTimeout(() => void check(), POLL_INTERVAL_MS);
  }, [sessionId, toast, t]);

  useEffect(() => {
    if (!sessionId || !user) return;
    void check();
    // Back from the checkout's tab: ask again at once rather than wait for the next poll.
    const onVisible = () => {
      if (document.visibilityState !== "visible" || settled.current) return;
      attempts.current = 0;
      void check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [sessionId, user, check]);

  function checkAgain() {
    attempts.current = 0;
    setPhase("checking");
    void check();
  }

  const polling = Boolean(sessionId && user);
  const plan = packageOrDefault(state?.subscription_tier ?? packageId);
  // Step 3 of the wizard (review): its fields are kept in this tab until the checkout is paid.
  const review = localizedPath(`/subscription-booking?package=${plan.id}&step=3`, locale);
  const home = localizedPath("/", locale);
  const failed = phase === "declined" || phase === "cancelled" || phase === "expired";
  const hopeful = !polling || phase === "checking" || phase === "processing" || phase === "paid";

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 text-center">
      {phase === "paid" ? (
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-teal" />
      ) : failed ? (
        <XCircle aria-hidden="true" className="mx-auto size-14 text-red-700" />
      ) : (
        <Clock aria-hidden="true" className="mx-auto size-14 text-teal" />
      )}
      <h1 className="mt-4 font-serif text-4xl font-semibold">{polling ? t.headings[phase] : t.headings.paid}</h1>
      <div role="status" aria-live="polite" className="mt-4">
        {!polling && <p className="text-slate-700">{t.onceConfirmed}</p>}
        {polling && phase === "checking" && <p className="text-slate-700">{t.confirming}</p>}
        {polling && phase === "paid" && (
          <p className="rounded-xl bg-teal/10 p-4 font-semibold text-teal-dark">
            {t.activated(
              planWords[locale][plan.id].title,
              plan.price,
              state?.subscription_end ? nextBillingDate(state.subscription_end, locale) : null,
            )}
          </p>
        )}
        {polling && phase === "processing" && (
          <div className="rounded-xl bg-sand/70 p-4 text-slate-800">
            <p className="font-semibold">{t.stillProcessing}</p>
            <p className="mt-1 text-sm">{t.processingText}</p>
            <Button variant="secondary" size="sm" onClick={checkAgain} className="mt-3 bg-white">
              {t.checkAgain}
            </Button>
          </div>
        )}
        {polling && phase === "declined" && (
          <div className="rounded-xl bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{t.declinedTitle}</p>
            <p className="mt-1 text-sm">{t.declinedText}</p>
          </div>
        )}
        {polling && phase === "cancelled" && <p className="rounded-xl bg-slate-100 p-4 text-slate-800">{t.cancelledText}</p>}
        {polling && phase === "expired" && <p className="rounded-xl bg-slate-100 p-4 text-slate-800">{t.expiredText}</p>}
        {polling && phase === "unknown" && <p className="rounded-xl bg-slate-100 p-4 text-slate-800">{t.unknownText}</p>}
      </div>

      {failed && (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={review} size="lg">
            {phase === "declined" ? t.tryAgain : t.backToBooking}
          </ButtonLink>
          <ButtonLink to={home} variant="secondary" size="lg">
            {t.backHome}
          </ButtonLink>
        </div>
      )}

      {hopeful && (
        <>
          <section aria-labelledby="next-heading" className="mt-10 rounded-2xl border border-slate-200 p-6 text-left">
            <h2 id="next-heading" className="text-xl font-semibold">
              {t.nextHeading}
            </h2>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700">
              {t.nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>

          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={localizedPath("/subscription", locale)} size="lg">
              {t.manageSubscription}
            </ButtonLink>
            <ButtonLink to={home} variant="secondary" size="lg">
              {t.backHome}
            </ButtonLink>
          </div>
        </>
      )}
    </section>
  );
}
