import { ArrowLeft } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { AdminVendorDetail, AdminVendorList } from "../../../core/admin-api";
import { apiFetch } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { buttonDanger, buttonPrimary, Facts, formatInstant, History, inputClass, LoadState, Pager, StatusBadge, TableRegion, td, th } from "./admin-ui";
import { useAdminQuery } from "./use-admin-query";

/** Vendor applications: list by status, open one, approve or reject it. */
export function VendorsPanel() {
  const id = useId();
  const [status, setStatus] = useState("pending");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useAdminQuery<AdminVendorList>(`/api/admin/vendor-applications?status=${status}&page=${page}`);

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
      <div className="max-w-xs">
        <label htmlFor={`${id}-status`} className="block text-sm font-medium">
          Show applications
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
          className={inputClass}
        >
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
          <option value="">All</option>
        </select>
      </div>
      <div className="mt-6">
        <LoadState loading={list.loading && !list.data} error={list.error} />
        {list.data && (
          <>
            {list.data.applications.length === 0 ? (
              <p className="rounded-xl border border-slate-200 p-6 text-center text-slate-600">No applications here.</p>
            ) : (
              <TableRegion label="Vendor applications">
                <thead>
                  <tr>
                    <th scope="col" className={th}>Applicant</th>
                    <th scope="col" className={th}>Service type</th>
                    <th scope="col" className={th}>Contact</th>
                    <th scope="col" className={th}>Received</th>
                    <th scope="col" className={th}>Status</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.applications.map((application) => (
                    <tr key={application.id}>
                      <td className={td}>
                        <button type="button" onClick={() => setOpen(application.id)} className="text-left font-semibold text-teal underline">
                          {application.name}
                        </button>
                        {application.company && <span className="block text-slate-600">{application.company}</span>}
                      </td>
                      <td className={td}>{application.serviceType}</td>
                      <td className={td}>
                        {application.email}
                        <br />
                        {application.phone}
                      </td>
                      <td className={td}>{formatInstant(application.createdAt)}</td>
                      <td className={td}>
                        <StatusBadge status={application.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableRegion>
            )}
            <Pager paged={list.data} onPage={setPage} noun="application" />
          </>
        )}
      </div>
    </div>
  );
}

function VendorDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const toast = useToast();
  const loaded = useAdminQuery<AdminVendorDetail>(`/api/admin/vendor-applications/${encodeURIComponent(id)}`);
  const [detail, setDetail] = useState<AdminVendorDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (loaded.data) setDetail(loaded.data);
  }, [loaded.data]);
  useEffect(() => headingRef.current?.focus(), []);

  async function decide(decision: "approved" | "rejected") {
    setBusy(true);
    try {
      const result = await apiFetch<AdminVendorDetail & { email: { status: string } }>(`/api/admin/vendor-applications/${encodeURIComponent(id)}/decision`, { body: { decision } });
      setDetail(result);
      toast({ title: decision === "approved" ? "Application approved" : "Application rejected", description: `${result.application.name} has been emailed.` });
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
      <button type="button" onClick={onBack} className="inline-flex items-center gap-1 text-sm font-semibold text-teal hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to applications
      </button>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-semibold focus:outline-none">
        {application ? `Application from ${application.name}` : "Vendor application"}
      </h3>
      <LoadState loading={!detail && loaded.loading} error={loaded.error} />
      {application && detail && (
        <div className="mt-6 space-y-8">
          <Facts
            facts={[
              ["Status", <StatusBadge key="status" status={application.status} />],
              ["Service type", application.serviceType],
              ["Company", application.company ?? "Not given"],
              ["Email", <a key="email" href={`mailto:${application.email}`} className="text-teal underline">{application.email}</a>],
              ["Phone", <a key="phone" href={`tel:${application.phone}`} className="text-teal underline">{application.phone}</a>],
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
            <div className="flex flex-wrap gap-2" role="group" aria-label="Decision">
              <button type="button" disabled={busy} onClick={() => void decide("approved")} className={buttonPrimary}>
                Approve
              </button>
              <button type="button" disabled={busy} onClick={() => void decide("rejected")} className={buttonDanger}>
                Reject
              </button>
            </div>
          )}
          <History entries={detail.history} />
        </div>
      )}
    </div>
  );
}
