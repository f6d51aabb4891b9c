import { useId, useRef } from "react";
import { useSearchParams } from "react-router";
import { BookingsPanel } from "../components/admin/bookings-panel";
import { DayViewPanel } from "../components/admin/day-view-panel";
import { EmailLogPanel } from "../components/admin/email-log-panel";
import { SubscribersPanel } from "../components/admin/subscribers-panel";
import { VendorsPanel } from "../components/admin/vendors-panel";
import { AuthForm } from "../components/auth-form";
import { useSession } from "../lib/session";

export function meta() {
  return [{ title: "Admin Console | South Florida Luxury Concierge" }, { name: "robots", content: "noindex" }];
}

const TABS = [
  { id: "bookings", label: "Bookings", Panel: BookingsPanel },
  { id: "day-view", label: "Day view", Panel: DayViewPanel },
  { id: "vendors", label: "Vendor applications", Panel: VendorsPanel },
  { id: "subscribers", label: "Subscribers", Panel: SubscribersPanel },
  { id: "emails", label: "Email log", Panel: EmailLogPanel },
] as const;

/**
 * The business side. The server checks the admin role on every call; the page only
 * decides what to show, and asks for nothing until /api/me says the user is an admin.
 */
export default function AdminPage() {
  const { user } = useSession();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold">Admin Console</h1>
      {user === undefined && (
        <p role="status" className="mt-4 text-slate-600">
          Loading...
        </p>
      )}
      {user === null && (
        <div className="mt-6 max-w-md rounded-2xl border border-slate-200 p-6">
          <p className="mb-4 text-slate-600">Sign in with a team account to open the admin console.</p>
          <AuthForm />
        </div>
      )}
      {user && !user.isAdmin && <p className="mt-4 text-slate-600">This page is for the business team only.</p>}
      {user?.isAdmin && <AdminConsole />}
    </section>
  );
}

function AdminConsole() {
  const [params, setParams] = useSearchParams();
  const tabsId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = TABS.find((tab) => tab.id === params.get("tab")) ?? TABS[0];

  function select(index: number, focus = false) {
    const tab = TABS[index] ?? TABS[0];
    setParams({ tab: tab.id }, { replace: true });
    if (focus) tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select((target + TABS.length) % TABS.length, true);
  }

  return (
    <>
      <div role="tablist" aria-label="Admin console" className="mt-6 flex flex-wrap gap-1 border-b border-slate-200">
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            role="tab"
            type="button"
            id={`${tabsId}-${tab.id}-tab`}
            aria-selected={tab.id === current.id}
            aria-controls={`${tabsId}-${tab.id}-panel`}
            tabIndex={tab.id === current.id ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tab.id === current.id ? "border-teal text-teal" : "border-transparent text-slate-600 hover:text-navy"}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-${current.id}-panel`} aria-labelledby={`${tabsId}-${current.id}-tab`} className="py-6">
        <h2 className="mb-4 text-2xl font-semibold">{current.label}</h2>
        <current.Panel key={current.id} />
      </div>
    </>
  );
}
