import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { MeUser } from "#core/api-types";
import { displayName, fullName } from "#core/display-name";
import { dashboardMessages } from "#core/i18n/messages/dashboard";
import { localeOfPath } from "#core/i18n/locale";
import { AddressesTab } from "../components/dashboard/addresses-tab";
import { BookingsTab } from "../components/dashboard/bookings-tab";
import { SubscriptionTab } from "../components/dashboard/subscription-tab";
import { ScheduleTab } from "../components/dashboard/schedule-tab";
import { SavedCards } from "../components/dashboard/saved-cards";
import { TextSettingsForm } from "../components/dashboard/text-settings-form";
import { Button } from "../components/ui/button";
import { Facts } from "../components/ui/facts";
import { RequireUser } from "../components/ui/require-user";
import { Tabs } from "../components/ui/tabs";
import { apiFetch } from "../lib/api";
import { useLocale } from "../lib/locale";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toast";
import { privatePageMeta } from "../lib/seo";

export function meta({ location }: { location: { pathname: string } }) {
  return privatePageMeta(dashboardMessages[localeOfPath(location.pathname)].pageTitle);
}

const TAB_IDS = ["Schedule", "Subscription", "Bookings", "Addresses", "Profile"] as const;
type TabId = (typeof TAB_IDS)[number];

/**
 * The tab the dashboard opens on: the one asked for ("?tab=Bookings", as the booking
 * confirmation links), else what the customer has: their schedules with a plan, their
 * bookings without one (rather than the Schedule tab's pitch for a plan). Null while the
 * subscription is read.
 */
function useOpeningTab(asked: TabId | undefined): TabId | null {
  const [opening, setOpening] = useState<TabId | null>(asked ?? null);
  useEffect(() => {
    if (asked) return;
    let current = true;
    apiFetch("/api/subscription")
      .then((state) => current && setOpening(state.subscribed ? "Schedule" : "Bookings"))
      .catch(() => current && setOpening("Bookings"));
    return () => {
      current = false;
    };
  }, [asked]);
  return opening;
}

export default function DashboardPage() {
  return <RequireUser>{(user) => <Dashboard user={user} />}</RequireUser>;
}

function Dashboard({ user }: { user: MeUser }) {
  const { signOut } = useSession();
  const toast = useToast();
  const [params] = useSearchParams();
  const opening = useOpeningTab(TAB_IDS.find((id) => id === params.get("tab")));
  const [chosen, setChosen] = useState<TabId | null>(null);
  const tab = chosen ?? opening;
  const t = dashboardMessages[useLocale()];
  const tabs = TAB_IDS.map((id) => ({ id, label: t.tabs[id] }));

  async function handleSignOut() {
    try {
      await signOut();
      toast({ title: t.signedOut });
    } catch (error) {
      toast({ title: t.signOutError, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    }
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold">{t.welcome(displayName(user))}</h1>
        <Button variant="secondary" size="sm" onClick={() => void handleSignOut()}>
          {t.signOut}
        </Button>
      </div>
      {tab === null ? (
        <p role="status" className="mt-8 text-slate-600">
          {t.loadingDashboard}
        </p>
      ) : (
        <Tabs label={t.tabsLabel} tabs={tabs} selected={tab} onSelect={setChosen} className="mt-8" panelClassName="py-8">
          {tab === "Schedule" && <ScheduleTab />}
          {tab === "Subscription" && <SubscriptionTab />}
          {tab === "Bookings" && <BookingsTab />}
          {tab === "Addresses" && <AddressesTab />}
          {tab === "Profile" && (
            <div>
              <h2 className="text-xl font-semibold">{t.profile}</h2>
              <Facts
                className="mt-4 sm:grid-cols-2"
                facts={[
                  [t.email, user.email],
                  [t.name, fullName(user) || t.notProvided],
                ]}
              />
              <p className="mt-6 text-sm text-slate-600">{t.contactSupport}</p>
              <SavedCards justSaved={params.get("card") === "saved"} />
              <TextSettingsForm />
            </div>
          )}
        </Tabs>
      )}
    </section>
  );
}
