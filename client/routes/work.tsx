import { useSearchParams } from "react-router";
import type { WorkMe } from "../../core/staff-api";
import { useAdminQuery } from "../components/admin/use-admin-query";
import { AuthForm } from "../components/auth-form";
import { Tabs } from "../components/ui/tabs";
import { RequireUser } from "../components/ui/require-user";
import { JobsPanel } from "../components/work/jobs-panel";
import { OffersPanel } from "../components/work/offers-panel";

export function meta() {
  return [{ title: "Work Portal | South Florida Luxury Concierge" }, { name: "robots", content: "noindex" }];
}

/**
 * The crews' and vendors' portal, built for a phone first. The page only decides what to
 * show; the server checks the staff role on every call and answers only the caller's jobs.
 */
export default function WorkPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-serif text-3xl font-semibold">Work Portal</h1>
      <RequireUser
        loadingClassName="mt-4 text-slate-600"
        signedOut={
          <div className="mt-6 max-w-md rounded-2xl border border-slate-200 p-4 sm:p-6">
            <p className="mb-4 text-slate-600">Sign in with your staff account to see your jobs.</p>
            <AuthForm />
          </div>
        }
      >
        {() => <WorkPortal />}
      </RequireUser>
    </section>
  );
}

const JOBS_TAB = { id: "jobs", label: "My jobs" } as const;
const OFFERS_TAB = { id: "offers", label: "Job offers" } as const;

function WorkPortal() {
  const me = useAdminQuery<WorkMe>("/api/work/me");
  const [params, setParams] = useSearchParams();
  if (me.loading && !me.data) {
    return (
      <p role="status" className="mt-4 text-slate-600">
        Loading...
      </p>
    );
  }
  if (!me.data) {
    return <p className="mt-4 text-slate-600">{me.error ?? "This page is for our crews and approved vendors only."}</p>;
  }
  // Offers go to vendors; crews get their jobs from the business.
  const tabs = me.data.role === "vendor" ? [JOBS_TAB, OFFERS_TAB] : [JOBS_TAB];
  const current = tabs.find((tab) => tab.id === params.get("tab")) ?? JOBS_TAB;
  return (
    <>
      <p className="mt-2 text-slate-600">
        Hello {me.data.firstName}. {me.data.role === "vendor" ? "Approved vendor" : "Crew member"}.
      </p>
      <Tabs
        label="Work portal"
        tabs={tabs}
        selected={current.id}
        onSelect={(id) => setParams({ tab: id }, { replace: true })}
        className="mt-6"
        panelClassName="py-6"
      >
        <h2 className="mb-4 text-2xl font-semibold">{current.label}</h2>
        {current.id === "offers" ? <OffersPanel onAccepted={() => setParams({ tab: "jobs" }, { replace: true })} /> : <JobsPanel />}
      </Tabs>
    </>
  );
}
