import { useState } from "react";
import type { AdminSubscriberList } from "../../../core/admin-api";
import { formatDay, StatusBadge, td } from "./admin-ui";
import { PagedTable } from "./paged-table";
import { useAdminQuery } from "./use-admin-query";

/** Subscribers as Stripe's webhooks left them in D1. */
export function SubscribersPanel() {
  const [page, setPage] = useState(1);
  const list = useAdminQuery<AdminSubscriberList>(`/api/admin/subscribers?page=${page}`);
  return (
    <div>
      <PagedTable
        query={list}
        rows={(loaded) => loaded.subscribers}
        label="Subscribers"
        columns={["Subscriber", "Plan", "Status", "Next billing date"]}
        empty="No subscribers yet."
        noun="subscriber"
        onPage={setPage}
        row={(subscriber) => (
          <tr key={subscriber.subscriptionId}>
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
