import { useEffect, useState } from "react";
import type { AdminVendorDetail, AdminVendorList, ExistingAccount } from "#core/admin-api";
import { apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { Facts } from "../ui/facts";
import { contactFacts, formatInstant, History, LoadState, RecordHeading, StatusBadge, td } from "./admin-ui";
import { PagedTable } from "./paged-table";
import { StatusFilter } from "./status-filter";
import { useAdminQuery } from "./use-admin-query";

/** Anyone can type any email into the form: the console says whose account it already is. */
const EXISTING_ACCOUNT: Record<ExistingAccount, string> = {
  admin: "This email already has an admin account",
  crew: "This email already has a crew account",
  vendor: "This email already has a vendor account",
  customer: "This email already has a customer account",
};

function ExistingAccountNote({ account }: { account: ExistingAccount | null }) {
  if (!account) return null;
  return <span className="mt-1 block font-semibold text-amber-900">{EXISTING_ACCOUNT[account]}</span>;
}

const APPLICATION_STATUSES = [
  ["pending", "Pending"],
  ["approved", "Approved"],
  ["rejected", "Rejected"],
  ["", "All"],
] as const;

/** Vendor applications: list by status, open one, approve or reject it. */
export function VendorsPanel() {
  const [status, setStatus] = useState("pending");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useAdminQuery<AdminVendorList>(`/api/admin/vendor-applications?status=${status}&page=${page}`);

  function filter(next: string) {
    setStatus(next);
    setPage(1);
  }

  if (open) {
    return (
      <VendorDetail
        id={open}
        onBack={() => {
          setOpen(null);
          list.reload();
        }}
      />
    );
  }

  return (
    <div>
      <StatusFilter label="Show applications" value={status} options={APPLICATION_STATUSES} onChange={filter} />
      <div className="mt-6">
        <PagedTable
          query={list}
          rows={(loaded) => loaded.applications}
          label="Vendor applications"
          columns={["Applicant", "Service type", "Contact", "Received", "Status"]}
          empty="No applications here."
          noun="application"
          onPage={setPage}
          row={(application) => (
            <tr key={application.id}>
              <td className={td}>
                <Button variant="link" onClick={() => setOpen(application.id)} className="text-left">
                  {application.name}
                </Button>
                {application.company && <span className="block text-slate-600">{application.company}</span>}
              </td>
              <td className={td}>{application.serviceType}</td>
              <td className={td}>
                {application.email}
                <br />
                {application.phone}
                <ExistingAccountNote account={application.existingAccount} />
              </td>
              <td className={td}>{formatInstant(application.createdAt)}</td>
              <td className={td}>
                <StatusBadge status={application.status} />
              </td>
            </tr>
          )}
        />
      </div>
    </div>
  );
}

function VendorDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const toast = useToast();
  const loaded = useAdminQuery<AdminVendorDetail>(`/api/admin/vendor-applications/${encodeURIComponent(id)}`);
  const [detail, setDetail] = useState<AdminVendorDetail | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loaded.data) setDetail(loaded.data);
  }, [loaded.data]);

  async function decide(decision: "approved" | "rejected") {
    setBusy(true);
    try {
      const result = await apiFetch(`/api/admin/vendor-applications/${encodeURIComponent(id)}/decision`, {
        method: "POST",
        body: { decision },
      });
      setDetail(result);
      toast({
        title: decision === "approved" ? "Application approved" : "Application rejected",
        description: `${result.application.name} has been emailed.`,
      });
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
      loaded.reload();
    } finally {
      setBusy(false);
    }
  }

  const application = detail?.application;
  return (
    <div>
      <RecordHeading back="Back to applications" onBack={onBack}>
        {application ? `Application from ${application.name}` : "Vendor application"}
      </RecordHeading>
      <LoadState loading={!detail && loaded.loading} error={loaded.error} />
      {application && detail && (
        <div className="mt-6 space-y-8">
          <Facts
            look="record"
            className="sm:grid-cols-2"
            facts={[
              ["Status", <StatusBadge key="status" status={application.status} />],
              ["Service type", application.serviceType],
              ["Company", application.company ?? "Not given"],
              ...contactFacts(application.email, application.phone),
              ["Account", application.existingAccount ? EXISTING_ACCOUNT[application.existingAccount] : "No account with this email yet"],
              ["Heard about us", application.hearAboutUs ?? "Not given"],
              ["Received", formatInstant(application.createdAt)],
              ["Decided", application.decidedAt ? `${formatInstant(application.decidedAt)} by ${application.decidedBy}` : "Not yet"],
            ]}
          />
          <div>
            <h4 className="text-lg font-semibold">Message</h4>
            <p className="mt-2 whitespace-pre-wrap rounded-lg bg-slate-50 p-3">{application.message}</p>
          </div>
          {application.status === "pending" && (
            <p className="text-sm text-slate-600">
              Approving emails the applicant an invitation: the vendor role starts only when the owner of this email accepts it, signed in
              with that address.
            </p>
          )}
          {application.status === "pending" && (
            <div className="flex flex-wrap gap-2" role="group" aria-label="Decision">
              <Button size="sm" disabled={busy} onClick={() => void decide("approved")}>
                Approve
              </Button>
              <Button variant="danger-outline" size="sm" disabled={busy} onClick={() => void decide("rejected")}>
                Reject
              </Button>
            </div>
          )}
          <History entries={detail.history} />
        </div>
      )}
    </div>
  );
}
