import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import type { AdminSubscriberList } from "#core/admin-api";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";
import { formatDay, StatusBadge, td } from "./admin-ui";
import { PagedTable } from "./paged-table";
import { useAdminQuery } from "./use-admin-query";

/** Subscribers as Stripe's webhooks left them in D1, searchable by name or email. */
export function SubscribersPanel() {
  // The board's subscription cleanings link here with their subscriber's name.
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState(params.get("subscriber") ?? "");
  const [q, setQ] = useState(params.get("subscriber") ?? "");
  const query = new URLSearchParams({ page: String(page), ...(q ? { q } : {}) });
  const list = useAdminQuery<AdminSubscriberList>(`/api/admin/subscribers?${query.toString()}`);

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  }

  return (
    <div>
      <form
        onSubmit={search}
        role="search"
        aria-label="Search subscribers"
        className="mb-6 flex flex-wrap items-end gap-2 rounded-xl bg-slate-50 p-4"
      >
        <TextField
          label="Search subscribers"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Name or email"
          maxLength={100}
          className="min-w-0 flex-1 basis-56"
        />
        <Button type="submit" size="sm">
          Search
        </Button>
      </form>
      <PagedTable
        query={list}
        rows={(loaded) => loaded.subscribers}
        label="Subscribers"
        columns={["Subscriber", "Plan", "Status", "Next billing date"]}
        empty={q ? `No subscriber's name or email contains "${q}".` : "No subscribers yet."}
        noun="subscriber"
        onPage={setPage}
        row={(subscriber) => (
          <tr key={subscriber.subscriptionId} data-testid="subscriber-row">
            <td className={td}>
              {subscriber.name}
              <br />
              <span className="text-slate-600">{subscriber.email}</span>
            </td>
            <td className={td}>{subscriber.plan}</td>
            <td className={td}>
              <StatusBadge status={subscriber.status} />
            </td>
            <td className={td}>
              {subscriber.nextBillingDate ? formatDay(subscriber.nextBillingDate) : "None"}
              {subscriber.cancelAtPeriodEnd && <span className="block text-slate-600">Ends then (cancelled)</span>}
            </td>
          </tr>
        )}
      />
    </div>
  );
}
