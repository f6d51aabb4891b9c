import { AlertTriangle, Check, Phone, Siren } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SubscriptionState } from "#core/api-types";
import { BUSINESS } from "#core/business";
import { CLEANING_PACKAGES, type CleaningPackage } from "#core/packages";
import { billingDate } from "#core/subscription-api";
import type { CancellationReasonRequest } from "#core/cancellation-reasons";
import { apiFetch } from "#client/lib/api";
import { reserveTab } from "#client/lib/checkout-tab";
import { useToast } from "#client/lib/toast";
import { ConfirmDialog } from "../confirm-dialog";
import { CancellationReasonFields } from "./cancellation-reason-fields";
import { Button, buttonClass } from "../ui/button";
import { Facts } from "../ui/facts";
import { TextArea } from "../ui/fields";
import { smoothUnlessReduced } from "#client/lib/scroll-behavior";

/** The specification's words, then what the button really does: the cancellation is confirmed at Stripe. */
const CANCEL_CONFIRMATION =
  "Are you sure you want to cancel your subscription? This action cannot be undone. You will confirm it in the secure billing portal, which opens in a new tab.";
const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Past due",
  unpaid: "Unpaid",
  incomplete: "Payment pending",
  canceled: "Ended",
};

/**
 * The subscription manager ('Cleaning Subscriptions'), shown on /subscription and in the
 * dashboard's Subscription tab. Reads D1's state; plan switches go to the API, card and
 * cancellation to the billing portal in another tab. Needs a signed-in user.
 */
export function SubscriptionTab({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const Sub = headingLevel === 1 ? "h2" : "h3";
  const toast = useToast();
  const navigate = useNavigate();
  const [state, setState] = useState<SubscriptionState | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelReason, setCancelReason] = useState<CancellationReasonRequest | undefined>();
  const [switchTo, setSwitchTo] = useState<CleaningPackage | null>(null);
  const [emergencyOpen, setEmergencyOpen] = useState(false);
  const [emergencyNotes, setEmergencyNotes] = useState("");
  const plansHeading = useRef<HTMLHeadingElement>(null);

  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setState(await apiFetch("/api/subscription"));
      setLoadError(null);
    } catch (error) {
      // Shown in place (with a retry) rather than as a toast, which every return to the tab would repeat.
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, []);

  useEffect(() => {
    void load();
    // Coming back from the billing portal: its tab closed or left (visibility), or its window
    // left while this tab stayed visible behind it (focus). Either way, show what changed there.
    const onVisible = () => document.visibilityState === "visible" && void load();
    const onFocus = () => void load();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onFocus);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onFocus);
    };
  }, [load]);

  if (!state && loadError) {
    return (
      <div role="alert" className="py-8">
        <p className="font-semibold">Subscription Error</p>
        <p className="mt-1 text-slate-600">{loadError}</p>
        <Button variant="link" onClick={() => void load()} className="mt-3">
          Try again
        </Button>
      </div>
    );
  }

  if (!state) {
    return (
      <p role="status" className="py-8 text-slate-600">
        Loading your subscription...
      </p>
    );
  }

  const current = state.subscribed ? CLEANING_PACKAGES.find((plan) => plan.id === state.subscription_tier) : undefined;

  async function openPortal(errorTitle: string) {
    const tab = reserveTab("Opening the billing portal...");
    setBusy("portal");
    try {
      const { url } = await apiFetch("/api/subscription/portal", { method: "POST" });
      tab.go(url);
    } catch (error) {
      tab.close();
      toast({ title: errorTitle, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function switchPlan(plan: CleaningPackage) {
    setSwitchTo(null);
    setBusy(`switch-${plan.id}`);
    try {
      setState(await apiFetch("/api/subscription/change", { method: "POST", body: { package: plan.id } }));
      toast({
        title: "Plan updated",
        description: `You are now on the ${plan.title} plan. The difference is prorated on your next invoice.`,
      });
    } catch (error) {
      toast({ title: "Update Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function resume() {
    setBusy("resume");
    try {
      setState(await apiFetch("/api/subscription/resume", { method: "POST" }));
      toast({ title: "Subscription resumed", description: "Your subscription continues and your cleanings stay on the calendar." });
    } catch (error) {
      toast({ title: "Update Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function requestEmergency(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy("emergency");
    try {
      const answer = await apiFetch("/api/subscription/emergency", { method: "POST", body: { notes: emergencyNotes.trim() || null } });
      toast({ title: "Emergency cleaning scheduled", description: answer.message });
      setEmergencyOpen(false);
      setEmergencyNotes("");
    } catch (error) {
      toast({ title: "Scheduling Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  function showPlans() {
    plansHeading.current?.scrollIntoView({ behavior: smoothUnlessReduced(), block: "start" });
    plansHeading.current?.focus({ preventScroll: true });
  }

  return (
    <div>
      <Heading className={headingLevel === 1 ? "font-serif text-4xl font-semibold" : "text-xl font-semibold"}>
        Cleaning Subscriptions
      </Heading>
      <p className="mt-2 text-slate-600">Bi-weekly hotel-style cleaning, billed monthly. No contract, cancel anytime.</p>

      {state.subscribed && current && (
        <section aria-labelledby="active-subscription" className="mt-6 rounded-2xl border border-teal bg-white p-6 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <Sub id="active-subscription" className="text-lg font-semibold">
                Active Subscription
              </Sub>
              <p className="mt-1 text-2xl font-semibold text-navy">{current.title}</p>
              <p className="text-slate-700">
                {current.price} <span className="text-slate-600">/ month</span>
              </p>
            </div>
            <p
              className={`rounded-full px-3 py-1 text-sm font-semibold ${state.status === "past_due" ? "bg-red-100 text-red-800" : "bg-teal/10 text-teal-dark"}`}
            >
              {STATUS_LABELS[state.status ?? ""] ?? state.status}
            </p>
          </div>
          <Facts
            className="mt-4 sm:grid-cols-2"
            facts={[
              state.cancel_at_period_end
                ? ["Status", state.subscription_end ? `Ends on ${billingDate(state.subscription_end)}` : "Ends at the end of this period"]
                : ["Next billing date", state.subscription_end ? billingDate(state.subscription_end) : "Being confirmed"],
              ["Visits", `Two ${current.visitHours}-hour cleanings a month`],
            ]}
          />
          {state.status === "past_due" && (
            <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Your last payment did not go through. Your cleanings continue while we retry; please update your payment method.
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={showPlans}>
              Update Package
            </Button>
            <Button variant="secondary" onClick={() => setEmergencyOpen((open) => !open)} aria-expanded={emergencyOpen}>
              <Siren aria-hidden="true" className="mr-1 inline size-4" />
              Emergency Cleaning
            </Button>
            <Button variant="secondary" onClick={() => void openPortal("Update Error")} disabled={busy === "portal"}>
              {state.status === "past_due" ? "Update Payment Method" : "Billing & Invoices"}
            </Button>
            {state.cancel_at_period_end ? (
              <Button onClick={() => void resume()} disabled={busy === "resume"}>
                {busy === "resume" ? "Resuming..." : "Resume Subscription"}
              </Button>
            ) : (
              <Button variant="danger-outline" onClick={() => setConfirmCancel(true)}>
                Cancel Subscription
              </Button>
            )}
          </div>
          {emergencyOpen && (
            <form
              onSubmit={(event) => void requestEmergency(event)}
              aria-labelledby="emergency-heading"
              className="mt-4 rounded-xl bg-sand/60 p-4"
            >
              <Sub id="emergency-heading" className="font-semibold">
                Emergency cleaning
              </Sub>
              {/* Tonight's guests cannot wait for a callback: the 24/7 line comes first. */}
              <p className="mt-1 text-sm text-slate-700">Need us today? Our emergency line answers 24/7.</p>
              <a href={`tel:${BUSINESS.phone.tel}`} className={`${buttonClass("primary", "md")} mt-3 inline-flex items-center gap-2`}>
                <Phone aria-hidden="true" className="size-4" />
                Call 24/7: {BUSINESS.phone.display}
              </a>
              <p className="mt-4 text-sm text-slate-700">Or send a request and we'll call you back:</p>
              <TextArea
                label="What do you need? (optional)"
                hint="We'll contact you within 24 hours, usually much sooner."
                rows={3}
                maxLength={1000}
                value={emergencyNotes}
                onChange={(event) => setEmergencyNotes(event.target.value)}
              />
              <div className="mt-3 flex gap-3">
                <Button type="submit" variant="secondary" disabled={busy === "emergency"}>
                  {busy === "emergency" ? "Sending..." : "Request Emergency Cleaning"}
                </Button>
                <Button variant="secondary" onClick={() => setEmergencyOpen(false)}>
                  Close
                </Button>
              </div>
            </form>
          )}
        </section>
      )}

      {!state.subscribed && state.status === "canceled" && (
        <p className="mt-6 rounded-lg bg-slate-100 p-4 text-slate-700">
          Your previous subscription has ended. You are welcome back any time.
        </p>
      )}

      <section aria-labelledby="plans-heading" className="mt-8">
        <Sub id="plans-heading" ref={plansHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {state.subscribed ? "Change your plan" : "Choose a plan"}
        </Sub>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {CLEANING_PACKAGES.map((plan) => {
            const isCurrent = current?.id === plan.id;
            return (
              <li
                key={plan.id}
                className={`flex flex-col rounded-2xl border bg-white p-5 ${isCurrent ? "border-teal ring-2 ring-teal" : "border-slate-200"}`}
              >
                <div className="flex items-center justify-between gap-2">
                  <p className="font-semibold">{plan.title}</p>
                  {isCurrent && <span className="rounded-full bg-teal px-2.5 py-0.5 text-xs font-semibold text-white">Current Plan</span>}
                </div>
                <p className="mt-2">
                  <span className="text-2xl font-semibold">{plan.price}</span> <span className="text-slate-600">/ month</span>
                </p>
                <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
                  {plan.features.slice(0, 3).map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
                      {feature}
                    </li>
                  ))}
                </ul>
                {!state.subscribed && (
                  <Button
                    onClick={() => navigate(`/subscription-booking?package=${plan.id}`)}
                    aria-label={`Subscribe Now: ${plan.title}`}
                    className="mt-4"
                  >
                    Subscribe Now
                  </Button>
                )}
                {state.subscribed && !isCurrent && (
                  <Button
                    variant="secondary"
                    onClick={() => setSwitchTo(plan)}
                    disabled={busy !== null || state.status === "past_due"}
                    aria-label={`Switch to This Plan: ${plan.title}`}
                    className="mt-4"
                  >
                    {busy === `switch-${plan.id}` ? "Switching..." : "Switch to This Plan"}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <ConfirmDialog
        open={confirmCancel}
        title="Cancel Subscription"
        message={CANCEL_CONFIRMATION}
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep my subscription"
        destructive
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          // The portal's tab is reserved first, inside the click, or the browser would block it.
          void openPortal("Cancellation Error");
          if (cancelReason) void sendCancellationReason(cancelReason);
          setCancelReason(undefined);
        }}
      >
        <CancellationReasonFields value={cancelReason} onChange={setCancelReason} />
      </ConfirmDialog>
      <ConfirmDialog
        open={switchTo !== null}
        title="Switch plan"
        message={
          switchTo ? `Switch to ${switchTo.title} for ${switchTo.price} a month? The difference is prorated on your next invoice.` : ""
        }
        confirmLabel="Switch Plan"
        cancelLabel="Keep my plan"
        onCancel={() => setSwitchTo(null)}
        onConfirm={() => switchTo && void switchPlan(switchTo)}
      />
    </div>
  );
}

/**
 * The reason is the owner's to read, never a condition of cancelling: if it cannot be stored,
 * the subscriber still goes on to the portal, and is not told of a failure that is not theirs.
 */
async function sendCancellationReason(reason: CancellationReasonRequest): Promise<void> {
  try {
    await apiFetch("/api/subscription/cancellation-reason", { method: "POST", body: reason });
  } catch {
    // Nothing to do: the cancellation itself happens in the portal.
  }
}
