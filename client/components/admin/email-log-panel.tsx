import { useId, useState } from "react";
import { Link } from "react-router";
import type { AdminEmail, AdminEmailList } from "../../../core/admin-api";
import { apiFetch } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { buttonSecondary, formatInstant, inputClass, LoadState, Pager, StatusBadge, TableRegion, td, th } from "./admin-ui";
import { useAdminQuery } from "./use-admin-query";

/** Every stored email with its delivery status; a failed one can be sent again. */
export function EmailLogPanel() {
  const id = useId();
  const toast = useToast();
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [resending, setResending] = useState<string | null>(null);
  const list = useAdminQuery<AdminEmailList>(`/api/admin/emails?status=${status}&page=${page}`);

  async function resend(email: AdminEmail) {
    setResending(email.id);
    try {
      const result = await apiFetch<AdminEmail>(`/api/admin/emails/${encodeURIComponent(email.id)}/resend`, { body: {} });
      if (result.status === "failed") toast({ title: "Error", description: `Sending failed again: ${result.error ?? "no reason given"}`, variant: "destructive" });
      else toast({ title: "Email sent again", description: `"${result.subject}" to ${result.to} is ${result.status}.` });
      list.reload();
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setResending(null);
    }
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-full max-w-xs">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium">
            Show emails
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
            <option value="">All</option>
            <option value="failed">Failed</option>
            <option value="sent">Sent</option>
            <option value="stored">Stored (no provider)</option>
            <option value="pending">Sending</option>
          </select>
        </div>
        <Link to="/email-test" className="font-semibold text-teal underline">
          Send a test email
        </Link>
      </div>
      <div className="mt-6">
        <LoadState loading={list.loading && !list.data} error={list.error} />
        {list.data && (
          <>
            {list.data.emails.length === 0 ? (
              <p className="rounded-xl border border-slate-200 p-6 text-center text-slate-600">No emails here.</p>
            ) : (
              <TableRegion label="Email log">
                <thead>
                  <tr>
                    <th scope="col" className={th}>Email</th>
                    <th scope="col" className={th}>Status</th>
                    <th scope="col" className={th}>Created</th>
                    <th scope="col" className={th}>
                      <span className="sr-only">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.emails.map((email) => (
                    <tr key={email.id}>
                      <td className={td}>
                        <span className="font-semibold">{email.subject}</span>
                        <br />
                        to {email.to} · {email.kind}
                      </td>
                      <td className={td}>
                        <StatusBadge status={email.status} />
                        <span className="block text-slate-600">
                          {email.attempts} {email.attempts === 1 ? "attempt" : "attempts"}
                        </span>
                        {email.error && <span className="block text-red-800">{email.error}</span>}
                      </td>
                      <td className={td}>{formatInstant(email.createdAt)}</td>
                      <td className={td}>
                        {email.status === "failed" && (
                          <button type="button" disabled={resending !== null} onClick={() => void resend(email)} className={buttonSecondary}>
                            Resend<span className="sr-only"> the email to {email.to}</span>
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableRegion>
            )}
            <Pager paged={list.data} onPage={setPage} noun="email" />
          </>
        )}
      </div>
    </div>
  );
}
