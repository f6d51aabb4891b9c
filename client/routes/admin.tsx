import { useSearchParams } from "react-router";
import { BookingsPanel } from "../components/admin/bookings-panel";
import { BuildingsPanel } from "../components/admin/buildings-panel";
import { ClosedDaysPanel } from "../components/admin/closed-days-panel";
import { DayViewPanel } from "../components/admin/day-view-panel";
import { EmailLogPanel } from "../components/admin/email-log-panel";
import { OverviewPanel } from "../components/admin/overview/overview-panel";
import { PaymentsPanel } from "../components/admin/payments-panel";
import { SubscribersPanel } from "../components/admin/subscribers-panel";
import { StaffPanel } from "../components/admin/staff-panel";
import { VendorsPanel } from "../components/admin/vendors-panel";
import { RequireAdmin } from "../components/ui/require-admin";
import { Tabs } from "../components/ui/tabs";
import { privatePageMeta } from "../lib/seo";

export function meta() {
  return privatePageMeta("Admin Console");
}

const TABS = [
  { id: "overview", label: "Overview", Panel: OverviewPanel },
  { id: "bookings", label: "Bookings", Panel: BookingsPanel },
  { id: "day-view", label: "Day view", Panel: DayViewPanel },
  { id: "closed-days", label: "Closed days", Panel: ClosedDaysPanel },
  { id: "buildings", label: "Buildings", Panel: BuildingsPanel },
  { id: "vendors", label: "Vendor applications", Panel: VendorsPanel },
  { id: "staff", label: "Staff", Panel: StaffPanel },
  { id: "subscribers", label: "Subscribers", Panel: SubscribersPanel },
  { id: "payments", label: "Payments", Panel: PaymentsPanel },
  { id: "emails", label: "Email log", Panel: EmailLogPanel },
] as const;

/**
 * The business side. The server checks the admin role on every call; the page only
 * decides what to show, and asks for nothing until /api/me says the user is an admin.
 */
export default function AdminPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold">Admin Console</h1>
      <RequireAdmin signInPrompt="Sign in with a team account to open the admin console.">
        <AdminConsole />
      </RequireAdmin>
    </section>
  );
}

function AdminConsole() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.id === params.get("tab")) ?? TABS[0];
  return (
    <Tabs
      label="Admin console"
      tabs={TABS}
      selected={current.id}
      onSelect={(id) => setParams({ tab: id }, { replace: true })}
      className="mt-6"
      panelClassName="py-6"
    >
      <h2 className="mb-4 text-2xl font-semibold">{current.label}</h2>
      <current.Panel key={current.id} />
    </Tabs>
  );
}
