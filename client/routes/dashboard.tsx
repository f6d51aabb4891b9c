import { useState } from "react";
import { useSearchParams } from "react-router";
import type { MeUser } from "../../core/api-types";
import { displayName, fullName } from "../../core/display-name";
import { AddressesTab } from "../components/dashboard/addresses-tab";
import { BookingsTab } from "../components/dashboard/bookings-tab";
import { SubscriptionTab } from "../components/dashboard/subscription-tab";
import { ScheduleTab } from "../components/dashboard/schedule-tab";
import { Button } from "../components/ui/button";
import { Facts } from "../components/ui/facts";
import { RequireUser } from "../components/ui/require-user";
import { Tabs } from "../components/ui/tabs";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toast";

export function meta() {
  return [{ title: "Dashboard | South Florida Luxury Concierge" }, { name: "robots", content: "noindex" }];
}

const TABS = ["Schedule", "Subscription", "Bookings", "Addresses", "Profile"].map((name) => ({ id: name, label: name }));

export default function DashboardPage() {
  return <RequireUser>{(user) => <Dashboard user={user} />}</RequireUser>;
}

function Dashboard({ user }: { user: MeUser }) {
  const { signOut } = useSession();
  const toast = useToast();
  const [params] = useSearchParams();
  // "?tab=Bookings" opens a tab directly (the booking confirmation links there).
  const [tab, setTab] = useState(() => TABS.find(({ id }) => id === params.get("tab"))?.id ?? "Schedule");

  async function handleSignOut() {
    try {
      await signOut();
      toast({ title: "Signed Out" });
    } catch (error) {
      toast({ title: "Sign Out Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    }
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold">Welcome, {displayName(user)}</h1>
        <Button variant="secondary" size="sm" onClick={() => void handleSignOut()}>
          Sign Out
        </Button>
      </div>
      <Tabs label="Dashboard" tabs={TABS} selected={tab} onSelect={setTab} className="mt-8" panelClassName="py-8">
        {tab === "Schedule" && <ScheduleTab />}
        {tab === "Subscription" && <SubscriptionTab />}
        {tab === "Bookings" && <BookingsTab />}
        {tab === "Addresses" && <AddressesTab />}
        {tab === "Profile" && (
          <div>
            <h2 className="text-xl font-semibold">Profile</h2>
            <Facts
              className="mt-4 sm:grid-cols-2"
              facts={[
                ["Email", user.email],
                ["Name", fullName(user) || "Not provided"],
              ]}
            />
            <p className="mt-6 text-sm text-slate-600">To change your email or name, please contact support.</p>
          </div>
        )}
      </Tabs>
    </section>
  );
}
