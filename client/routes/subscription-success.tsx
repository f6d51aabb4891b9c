import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { SubscriptionState } from "#core/api-types";
import { packageOrDefault, type PackageId } from "#core/packages";
import { billingDate, type CheckoutOutcome } from "#core/subscription-api";
import { Button, ButtonLink } from "../components/ui/button";
import { ApiRequestError, apiFetch } from "../lib/api";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toast";
import { forgetWizard } from "../lib/use-wizard";
import { privatePageMeta } from "../lib/seo";

export function meta() {
  return privatePageMeta("Your subscription");
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

const HEADINGS: Record<Phase, string> = {
  checking: "Confirming your payment",
  processing: "Confirming your payment",
  paid: "Thank you for subscribing!",
  declined: "Your payment did not go through",
  cancelled: "Checkout cancelled",
  expired: "Your checkout has expired",
  unknown: "We could not find this checkout",
};

export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const { user } = useSession();
  const toast = useToast();
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
      toast({ title: "Subscription activated!", description: "Your bi-weekly cleaning is set up. We'll contact you within 24 hours." });
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
  }, [sessionId, toast]);

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
  const review = `/subscription-booking?package=${plan.id}&step=3`;
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
      <h1 className="mt-4 font-serif text-4xl font-semibold">{polling ? HEADINGS[phase] : "Thank you for subscribing!"}</h1>
      <div role="status" aria-live="polite" className="mt-4">
        {!polling && <p className="text-slate-700">Once your payment is confirmed, your plan appears in your subscription.</p>}
        {polling && phase === "checking" && <p className="text-slate-700">Confirming your payment...</p>}
        {polling && phase === "paid" && (
          <p className="rounded-xl bg-teal/10 p-4 font-semibold text-teal-dark">
            Subscription activated! {plan.title}, {plan.price} a month
            {state?.subscription_end ? `, next billing date ${billingDate(state.subscription_end)}` : ""}.
          </p>
        )}
        {polling && phase === "processing" && (
          <div className="rounded-xl bg-sand/70 p-4 text-slate-800">
            <p className="font-semibold">Your payment is still processing.</p>
            <p className="mt-1 text-sm">
              This can take a minute. You will get an email when your subscription is active, and it will show under Manage Subscription.
            </p>
            <Button variant="secondary" size="sm" onClick={checkAgain} className="mt-3 bg-white">
              Check again
            </Button>
          </div>
        )}
        {polling && phase === "declined" && (
          <div className="rounded-xl bg-red-50 p-4 text-red-900">
            <p className="font-semibold">Your card was declined and nothing was charged.</p>
            <p className="mt-1 text-sm">
              Try another card in the checkout tab, or go back to your booking: your details and first cleaning are kept.
            </p>
          </div>
        )}
        {polling && phase === "cancelled" && (
          <p className="rounded-xl bg-slate-100 p-4 text-slate-800">
            You cancelled the checkout, so nothing was charged. Your details and chosen time are kept if you want to try again.
          </p>
        )}
        {polling && phase === "expired" && (
          <p className="rounded-xl bg-slate-100 p-4 text-slate-800">
            This checkout is no longer open and nothing was charged. Your details are kept: you can start a new checkout.
          </p>
        )}
        {polling && phase === "unknown" && (
          <p className="rounded-xl bg-slate-100 p-4 text-slate-800">
            This checkout does not belong to your account. Your subscription's state is under Manage Subscription.
          </p>
        )}
      </div>

      {failed && (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={review} size="lg">
            {phase === "declined" ? "Try again" : "Back to your booking"}
          </ButtonLink>
          <ButtonLink to="/" variant="secondary" size="lg">
            Back to Home
          </ButtonLink>
        </div>
      )}

      {hopeful && (
        <>
          <section aria-labelledby="next-heading" className="mt-10 rounded-2xl border border-slate-200 p-6 text-left">
            <h2 id="next-heading" className="text-xl font-semibold">
              What happens next
            </h2>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700">
              <li>You get a confirmation email with your plan and your first cleaning.</li>
              <li>We contact you within 24 hours to arrange access with your front desk or concierge.</li>
              <li>Your cleaner arrives at the time you chose; the next visit follows two weeks later.</li>
              <li>Change plan, update your card or cancel anytime under Manage Subscription.</li>
            </ol>
          </section>

          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/subscription" size="lg">
              Manage Subscription
            </ButtonLink>
            <ButtonLink to="/" variant="secondary" size="lg">
              Back to Home
            </ButtonLink>
          </div>
        </>
      )}
    </section>
  );
}
