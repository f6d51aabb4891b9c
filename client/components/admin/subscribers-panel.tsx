import { useState } from "react";
import type { AdminSubscriberList } from "../../../core/admin-api";
import { formatDay, LoadState, Pager, StatusBadge, TableRegion, td, th } from "./admin-ui";
import { useAdminQuery } from "./use-admin-query";

/** Subscribers as Stripe's webhooks left them in D1. */
export function SubscribersPanel() {
  const [page, setPage] = useState(1);
  const list = useAdminQuery<AdminSubscriberList>(`/api/admin/subscribers?page=${page}`);
  return (
    <div>
      <LoadState loading={list.loading && !list.data} error={list.error} />
      {list.data && (
        <>
          {list.data.subscribers.length === 0 ? (
            <p className="rounded-xl border border-slate-200 p-6 text-center text-slate-600">No subscribers yet.</p>
          ) : (
            <TableRegion label="Subscribers">
              <thead>
                <tr>
                  <th scope="col" className={th}>Subscriber</th>
                  <th scope="col" className={th}>Plan</th>
                  <th scope="col" className={th}>Status</th>
                  <th scope="col" className={th}>Next billing date</th>
                </tr>
              </thead>
              <tbody>
                {list.data.subscribers.map((subscriber) => (
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
                ))}
              </tbody>
            </TableRegion>
          )}
          <Pager paged={list.data} onPage={setPage} noun="subscriber" />
        </>
      )}
    </div>
  );
}
