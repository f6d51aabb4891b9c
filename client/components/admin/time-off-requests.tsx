import { useState } from "react";
import { longDate } from "#core/time-slots";
import type { PendingTimeOffRequests, TimeOffDecision } from "#core/time-off-requests-api";
import { apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { LoadState } from "./admin-ui";
import { useAdminQuery } from "./use-admin-query";

type Request = PendingTimeOffRequests["requests"][number];

function describe(request: Request): string {
  const days = request.from === request.to ? longDate(request.from) : `${longDate(request.from)} to ${longDate(request.to)}`;
  return request.start ? `${days}, ${request.start} to ${request.end}` : `${days}, all day`;
}

function outcome(decision: TimeOffDecision): string {
  const { moved, needs_crew } = decision.cover;
  return `${moved.length} visit(s) handed to another member, ${needs_crew.length} need a crew (see the day view).`;
}

/**
 * Time off staff asked for in the work portal, waiting for the owner. Approving adds it as the
 * owner's own time off would (their visits are handed over or listed as needing a crew).
 */
export function TimeOffRequests({ onDecided }: { onDecided: () => void }) {
  const pending = useAdminQuery<PendingTimeOffRequests>("/api/admin/time-off-requests");
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  if (!pending.data) return <LoadState loading={pending.loading} error={pending.error} />;
  if (!pending.data.requests.length) return null;

  async function decide(request: Request, choice: "approve" | "decline") {
    setBusy(request.id);
    try {
      const decision = await apiFetch(`/api/admin/time-off-requests/${encodeURIComponent(request.id)}/${choice}`, { method: "POST" });
      toast(
        choice === "approve"
          ? { title: `Time off approved for ${request.name}`, description: outcome(decision) }
          : { title: `Time off declined for ${request.name}`, description: describe(request) },
      );
      onDecided();
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(null);
      pending.reload();
    }
  }

  return (
    <section aria-labelledby="time-off-requests-title" className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="time-off-requests-title" className="text-lg font-semibold">
        Time off requests ({pending.data.requests.length})
      </h2>
      <ul className="mt-3 space-y-3">
        {pending.data.requests.map((request) => (
          <li key={request.id} className="rounded-lg border border-slate-200 bg-white p-3">
            <p className="font-medium">{request.name}</p>
            <p>{describe(request)}</p>
            <p className="text-sm text-slate-600">{request.reason}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={busy !== null}
                onClick={() => void decide(request, "approve")}
                aria-label={`Approve time off for ${request.name}: ${describe(request)}`}
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="danger-outline"
                disabled={busy !== null}
                onClick={() => void decide(request, "decline")}
                aria-label={`Decline time off for ${request.name}: ${describe(request)}`}
              >
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
