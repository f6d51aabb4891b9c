import type { CrewPayResponse } from "#core/crew-pay-api";
import { formatCents } from "#core/pricing";
import { LoadState, ColumnHeads, TableRegion, td } from "../admin-ui";
import { useAdminQuery } from "../use-admin-query";

/** What each crew did in the period and the tips owed to them, as the owner pays from it. */
export function CrewPayTable({ query }: { query: string }) {
  const loaded = useAdminQuery<CrewPayResponse>(`/api/admin/metrics/crew-pay?${query}`);
  const data = loaded.data;
  return (
    <section aria-labelledby="overview-crew-pay" className="min-w-0">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="overview-crew-pay" className="text-lg font-semibold">
          Crew pay
        </h3>
        <a href={`/api/admin/metrics/crew-pay.csv?${query}`} download className="text-sm font-semibold text-teal underline">
          Download crew pay CSV
        </a>
      </div>
      <p className="mb-2 text-sm text-slate-600">
        Completed bookings by visit date, their booked hours, and the tips paid on them less refunds: the crews', never revenue. The plan's
        cleanings are not recorded as done, so they are not counted here.
      </p>
      <LoadState loading={!data && loaded.loading} error={loaded.error} />
      {data &&
        (data.rows.length === 0 ? (
          <p className="text-sm text-slate-600">No completed visits in this period.</p>
        ) : (
          <TableRegion label="Crew pay table">
            <ColumnHeads columns={["Crew", "Visits", "Hours", "Tips owed"]} />
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.crew_name ?? ""}>
                  <th scope="row" className={`${td} font-normal`}>
                    {row.crew_name ?? "No crew recorded"}
                  </th>
                  <td className={td}>{row.visits}</td>
                  <td className={td}>{row.hours}</td>
                  <td className={td}>{formatCents(row.tips_cents)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className={`${td} font-semibold`}>
                  Total
                </th>
                <td className={`${td} font-semibold`}>{data.totals.visits}</td>
                <td className={`${td} font-semibold`}>{data.totals.hours}</td>
                <td className={`${td} font-semibold`}>{formatCents(data.totals.tips_cents)}</td>
              </tr>
            </tbody>
          </TableRegion>
        ))}
    </section>
  );
}
