import { useState } from "react";
import { Link } from "react-router";
import type { AdminEmail, AdminEmailList } from "#core/admin-api";
import { apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { formatInstant, StatusBadge, td } from "./admin-ui";
import { MessageBodyButton } from "./message-body-dialog";
import { PagedTable } from "./paged-table";
import { StatusFilter } from "./status-filter";
import { useAdminQuery } from "./use-admin-query";

const EMAIL_STATUSES = [
  ["", "All"],
  ["failed", "Failed"],
  ["dead", "Gave up"],
  ["queued", "Queued"],
  ["sending", "Sending"],
  ["sent", "Sent"],
  ["stored", "Stored (no provider)"],
] as const;

/** Every stored email with its delivery status; a failed one can be sent again. */
export function EmailLogPanel() {
  const toast = useToast();
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [resending, setResending] = useState<string | null>(null);
  const list = useAdminQuery<AdminEmailList>(`/api/admin/emails?status=${status}&page=${page}`);

  function filter(next: string) {
    setStatus(next);
    setPage(1);
  }

  async function resend(email: AdminEmail) {
    setResending(email.id);
    try {
      const result = await apiFetch(`/api/admin/emails/${encodeURIComponent(email.id)}/resend`, { method: "POST" });
      if (result.status === "failed")
        toast({ title: "Error", description: `Sending failed again: ${result.error ?? "no reason given"}`, variant: "destructive" });
      else
        toast({
          title: result.status === "queued" ? "Email queued again" : "Email sent again",
          description: `"${result.subject}" to ${result.to} is ${result.status}.`,
        });
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
        <StatusFilter label="Show emails" value={status} options={EMAIL_STATUSES} onChange={filter} />
        <Link to="/email-test" className="font-semibold text-teal underline">
          Send a test email
        </Link>
      </div>
      <div className="mt-6">
        <PagedTable
          query={list}
          rows={(loaded) => loaded.emails}
          label="Email log"
          columns={[
            "Email",
            "Status",
            "Created",
            <span key="action" className="sr-only">
              Actions
            </span>,
          ]}
          empty="No emails here."
          noun="email"
          onPage={setPage}
          row={(email) => (
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
                <div className="flex flex-wrap gap-2">
                  <MessageBodyButton message={email} />
                  {(email.status === "failed" || email.status === "dead") && (
                    <Button variant="secondary" size="sm" disabled={resending !== null} onClick={() => void resend(email)}>
                      Resend<span className="sr-only"> the email to {email.to}</span>
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          )}
        />
      </div>
    </div>
  );
}
