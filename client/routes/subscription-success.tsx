import { CheckCircle2, Clock } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { SubscriptionState } from "../../core/api-types";
import { packageOrDefault } from "../../core/packages";
import { billingDate } from "../../core/subscription-api";
import { Button, ButtonLink } from "../components/ui/button";
import { apiFetch } from "../lib/api";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toast";

export function meta() {
  return [{ title: "Thank you | South Florida Luxury Concierge" }, { name: "robots", content: "noindex" }];
}

/** The webhook usually lands within seconds; after this the page stops asking and says so. */
const POLL_INTERVAL_MS = 2000;
const POLL_ATTEMPTS = 30;

type Phase = "checking" | "active" | "processing";

export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const { user } = useSession();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>("checking");
  const [state, setState] = useState<SubscriptionState | null>(null);
  const attempts = useRef(0);
  const activated = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const check = useCallback(async () => {
    clearTimeout(timer.current);
    attempts.current += 1;
    const answer = await apiFetch("/api/subscription").catch(() => null);
    if (answer?.subscribed) {
      activated.current = true;
      setState(answer);
      setPhase("active");
      toast({ title: "Subscription activated!", description: "Your bi-weekly cleaning is set up. We'll contact you within 24 hours." });
      return;
    }
    if (attempts.current >= POLL_ATTEMPTS) {
      setPhase("processing");
      return;
    }
    timer.current = setTimeout(() => void check(), POLL_INTERVAL_MS);
  }, [toast]);

  useEffect(() => {
    if (!sessionId || !user) return;
    void check();
    // Back from the checkout's tab: ask again at once rather than wait for the next poll.
    const onVisible = () => {
      if (document.visibilityState !== "visible" || activated.current) return;
      attempts.current = 0;
      setPhase("checking");
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

  const plan = state?.subscription_tier ? packageOrDefault(state.subscription_tier) : undefined;
  const polling = Boolean(sessionId && user);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 text-center">
      {phase === "active" && plan ? (
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-teal" />
      ) : (
        <Clock aria-hidden="true" className="mx-auto size-14 text-teal" />
      )}
      <h1 className="mt-4 font-serif text-4xl font-semibold">Thank you for subscribing!</h1>
      <div role="status" aria-live="polite" className="mt-4">
        {!polling && <p className="text-slate-700">Once your payment is confirmed, your plan appears in your subscription.</p>}
        {polling && phase === "checking" && <p className="text-slate-700">Confirming your payment...</p>}
        {polling && phase === "active" && plan && (
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
      </div>

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
    </section>
  );
}
