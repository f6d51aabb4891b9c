import { useEffect, useId, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { BookingsTab } from "../components/dashboard/bookings-tab";
import { SubscriptionTab } from "../components/dashboard/subscription-tab";
import { ScheduleTab } from "../components/dashboard/schedule-tab";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toast";

export function meta() {
  return [{ title: "Dashboard | South Florida Luxury Concierge" }, { name: "robots", content: "noindex" }];
}

const TABS = ["Schedule", "Subscription", "Bookings", "Profile"] as const;
type Tab = (typeof TABS)[number];

export default function DashboardPage() {
  const { user, signOut } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // "?tab=Bookings" opens a tab directly (the booking confirmation links there).
  const [tab, setTab] = useState<Tab>(() => TABS.find((name) => name === params.get("tab")) ?? "Schedule");
  const tabsId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (user === null) navigate("/auth", { replace: true });
  }, [user, navigate]);

  if (!user) {
    return (
      <p role="status" className="px-4 py-24 text-center text-slate-600">
        Loading...
      </p>
    );
  }

  async function handleSignOut() {
    try {
      await signOut();
      toast({ title: "Signed Out" });
    } catch (error) {
      toast({ title: "Sign Out Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    }
  }

  function onTabKeyDown(event: React.KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next] ?? "Schedule");
    tabRefs.current[next]?.focus();
  }

  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold">Welcome, {fullName || user.email}</h1>
        <button
          type="button"
          onClick={() => void handleSignOut()}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
        >
          Sign Out
        </button>
      </div>
      <div role="tablist" aria-label="Dashboard" className="mt-8 flex flex-wrap gap-1 border-b border-slate-200">
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            role="tab"
            type="button"
            id={`${tabsId}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${tabsId}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold sm:px-4 ${tab === name ? "border-teal text-teal" : "border-transparent text-slate-600"}`}
          >
            {name}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes the panel focusable */}
      <div role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}-tab`} tabIndex={0} className="py-8">
        {tab === "Schedule" && <ScheduleTab />}
        {tab === "Subscription" && <SubscriptionTab />}
        {tab === "Bookings" && <BookingsTab />}
        {tab === "Profile" && (
          <div>
            <h2 className="text-xl font-semibold">Profile</h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-medium text-slate-600">Email</dt>
                <dd className="mt-1 font-medium">{user.email}</dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-slate-600">Name</dt>
                <dd className="mt-1 font-medium">{fullName || "Not provided"}</dd>
              </div>
            </dl>
            <p className="mt-6 text-sm text-slate-600">To change your email or name, please contact support.</p>
          </div>
        )}
      </div>
    </section>
  );
}
