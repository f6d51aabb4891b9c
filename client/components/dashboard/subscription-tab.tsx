import { AlertTriangle, Check, Phone, Siren } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SubscriptionState } from "#core/api-types";
import { BUSINESS } from "#core/business";
import { CLEANING_PACKAGES, type CleaningPackage } from "#core/packages";
import { billingDate } from "#core/subscription-api";
import { formatLongDate } from "#core/i18n/format";
import { type Locale, localizedPath } from "#core/i18n/locale";
import { subscriptionManagerMessages } from "#core/i18n/messages/subscription-manager";
import { planWords } from "#core/i18n/messages/plans";
import { businessToday } from "#core/time-slots";
import type { CancellationReasonRequest } from "#core/cancellation-reasons";
import { apiFetch } from "#client/lib/api";
import { reserveTab } from "#client/lib/checkout-tab";
import { useLocale } from "#client/lib/locale";
import { useToast } from "#client/lib/toast";
import { ConfirmDialog } from "../confirm-dialog";
import { CancellationReasonFields } from "./cancellation-reason-fields";
import { Button, buttonClass } from "../ui/button";
import { Facts } from "../ui/facts";
import { TextArea } from "../ui/fields";
import { smoothUnlessReduced } from "#client/lib/scroll-behavior";

/** The subscription's end as the page's language writes it: English keeps the specification's "November 26, 2026". */
function endDate(date: string, locale: Locale): string {
  return locale === "en" ? billingDate(date) : formatLongDate(businessToday(new Date(date)), locale);
}

/**
 * The subscription manager ('Cleaning Subscriptions'), shown on /subscription and in the
 * dashboard's Subscription tab. Reads D1's state; plan switches go to the API, card and
 * cancellation to the billing portal in another tab. Needs a signed-in user.
 */
export function SubscriptionTab({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const Sub = headingLevel === 1 ? "h2" : "h3";
  const toast = useToast();
  const locale = useLocale();
  const t = subscriptionManagerMessages[locale];
  const plans = planWords[locale];
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
        <p className="font-semibold">{t.subscriptionError}</p>
        <p className="mt-1 text-slate-600">{loadError}</p>
        <Button variant="link" onClick={() => void load()} className="mt-3">
          {t.tryAgain}
        </Button>
      </div>
    );
  }

  if (!state) {
    return (
      <p role="status" className="py-8 text-slate-600">
        {t.loadingSubscription}
      </p>
    );
  }

  const current = state.subscribed ? CLEANING_PACKAGES.find((plan) => plan.id === state.subscription_tier) : undefined;

  async function openPortal(errorTitle: string) {
    const tab = reserveTab(t.openingPortal);
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
        title: t.planUpdated,
        description: t.nowOnPlan(plans[plan.id].title),
      });
    } catch (error) {
      toast({ title: t.updateError, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function resume() {
    setBusy("resume");
    try {
      setState(await apiFetch("/api/subscription/resume", { method: "POST" }));
      toast({ title: t.subscriptionResumed, description: t.resumedText });
    } catch (error) {
      toast({ title: t.updateError, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
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
      toast({ title: t.emergencyScheduled, description: answer.message });
      setEmergencyOpen(false);
      setEmergencyNotes("");
    } catch (error) {
      toast({ title: t.schedulingError, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
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
      <Heading className={headingLevel === 1 ? "font-serif text-4xl font-semibold" : "text-xl font-semibold"}>{t.heading}</Heading>
      <p className="mt-2 text-slate-600">{t.intro}</p>

      {state.subscribed && current && (
        <section aria-labelledby="active-subscription" className="mt-6 rounded-2xl border border-teal bg-white p-6 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <Sub id="active-subscription" className="text-lg font-semibold">
                {t.activeSubscription}
              </Sub>
              <p className="mt-1 text-2xl font-semibold text-navy">{plans[current.id].title}</p>
              <p className="text-slate-700">
                {current.price} <span className="text-slate-600">{t.perMonth}</span>
              </p>
            </div>
            <p
              className={`rounded-full px-3 py-1 text-sm font-semibold ${state.status === "past_due" ? "bg-red-100 text-red-800" : "bg-teal/10 text-teal-dark"}`}
            >
              {t.statusLabels[(state.status ?? "") as keyof typeof t.statusLabels] ?? state.status}
            </p>
          </div>
          <Facts
            className="mt-4 sm:grid-cols-2"
            facts={[
              state.cancel_at_period_end
                ? [t.status, state.subscription_end ? t.endsOn(endDate(state.subscription_end, locale)) : t.endsAtPeriodEnd]
                : [t.nextBillingDate, state.subscription_end ? endDate(state.subscription_end, locale) : t.beingConfirmed],
              [t.visits, t.twoVisits(current.visitHours)],
            ]}
          />
          {state.status === "past_due" && (
            <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t.pastDueAlert}
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={showPlans}>
              {t.updatePackage}
            </Button>
            <Button variant="secondary" onClick={() => setEmergencyOpen((open) => !open)} aria-expanded={emergencyOpen}>
              <Siren aria-hidden="true" className="mr-1 inline size-4" />
              {t.emergencyCleaning}
            </Button>
            <Button variant="secondary" onClick={() => void openPortal(t.updateError)} disabled={busy === "portal"}>
              {state.status === "past_due" ? t.updatePaymentMethod : t.billingAndInvoices}
            </Button>
            {state.cancel_at_period_end ? (
              <Button onClick={() => void resume()} disabled={busy === "resume"}>
                {busy === "resume" ? t.resuming : t.resumeSubscription}
              </Button>
            ) : (
              <Button variant="danger-outline" onClick={() => setConfirmCancel(true)}>
                {t.cancelSubscription}
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
                {t.emergencyHeading}
              </Sub>
              {/* Tonight's guests cannot wait for a callback: the 24/7 line comes first. */}
              <p className="mt-1 text-sm text-slate-700">{t.needUsToday}</p>
              <a href={`tel:${BUSINESS.phone.tel}`} className={`${buttonClass("primary", "md")} mt-3 inline-flex items-center gap-2`}>
                <Phone aria-hidden="true" className="size-4" />
                {t.call247(BUSINESS.phone.display)}
              </a>
              <p className="mt-4 text-sm text-slate-700">{t.orSendRequest}</p>
              <TextArea
                label={t.whatDoYouNeed}
                hint={t.contactWithin}
                rows={3}
                maxLength={1000}
                value={emergencyNotes}
                onChange={(event) => setEmergencyNotes(event.target.value)}
              />
              <div className="mt-3 flex gap-3">
                <Button type="submit" variant="secondary" disabled={busy === "emergency"}>
                  {busy === "emergency" ? t.sending : t.requestEmergency}
                </Button>
                <Button variant="secondary" onClick={() => setEmergencyOpen(false)}>
                  {t.close}
                </Button>
              </div>
            </form>
          )}
        </section>
      )}

      {!state.subscribed && state.status === "canceled" && (
        <p className="mt-6 rounded-lg bg-slate-100 p-4 text-slate-700">{t.previousEnded}</p>
      )}

      <section aria-labelledby="plans-heading" className="mt-8">
        <Sub id="plans-heading" ref={plansHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {state.subscribed ? t.changePlan : t.choosePlan}
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
                  <p className="font-semibold">{plans[plan.id].title}</p>
                  {isCurrent && (
                    <span className="rounded-full bg-teal px-2.5 py-0.5 text-xs font-semibold text-white">{t.currentPlan}</span>
                  )}
                </div>
                <p className="mt-2">
                  <span className="text-2xl font-semibold">{plan.price}</span> <span className="text-slate-600">{t.perMonth}</span>
                </p>
                <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
                  {plans[plan.id].features.slice(0, 3).map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
                      {feature}
                    </li>
                  ))}
                </ul>
                {!state.subscribed && (
                  <Button
                    onClick={() => navigate(localizedPath(`/subscription-booking?package=${plan.id}`, locale))}
                    aria-label={`${t.subscribeNow}: ${plans[plan.id].title}`}
                    className="mt-4"
                  >
                    {t.subscribeNow}
                  </Button>
                )}
                {state.subscribed && !isCurrent && (
                  <Button
                    variant="secondary"
                    onClick={() => setSwitchTo(plan)}
                    disabled={busy !== null || state.status === "past_due"}
                    aria-label={`${t.switchToThisPlan}: ${plans[plan.id].title}`}
                    className="mt-4"
                  >
                    {busy === `switch-${plan.id}` ? t.switching : t.switchToThisPlan}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <ConfirmDialog
        open={confirmCancel}
        title={t.cancelSubscription}
        message={t.cancelConfirmation}
        confirmLabel={t.yesCancel}
        cancelLabel={t.keepSubscription}
        destructive
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          // The portal's tab is reserved first, inside the click, or the browser would block it.
          void openPortal(t.cancellationError);
          if (cancelReason) void sendCancellationReason(cancelReason);
          setCancelReason(undefined);
        }}
      >
        <CancellationReasonFields value={cancelReason} onChange={setCancelReason} />
      </ConfirmDialog>
      <ConfirmDialog
        open={switchTo !== null}
        title={t.switchPlanTitle}
        message={switchTo ? t.switchQuestion(plans[switchTo.id].title, switchTo.price) : ""}
        confirmLabel={t.switchPlan}
        cancelLabel={t.keepPlan}
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
