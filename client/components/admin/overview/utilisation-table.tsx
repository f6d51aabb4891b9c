import type { ReactNode } from "react";
import type { UtilisationResponse, UtilisationRow } from "#core/utilisation-api";
import { LoadState, ColumnHeads, TableRegion, td } from "../admin-ui";
import { useAdminQuery } from "../use-admin-query";
import { formatRate } from "./change";

const COLUMNS = ["Hours of visits", "Hours on shift", "Utilisation"];

/** How full each crew member and each area was: hours of visits over hours on shift. */
export function UtilisationTable({ query }: { query: string }) {
  const loaded = useAdminQuery<UtilisationResponse>(`/api/admin/metrics/utilisation?${query}`);
  const data = loaded.data;
  return (
    <section aria-labelledby="overview-utilisation" className="min-w-0">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="overview-utilisation" className="text-lg font-semibold">
          Crew utilisation
        </h3>
        <a href={`/api/admin/metrics/utilisation.csv?${query}`} download className="text-sm font-semibold text-teal underline">
          Download utilisation CSV
        </a>
      </div>
      {data && (
        <p className="mb-2 text-sm text-slate-600">
          {data.shift_source === "crew_hours"
            ? "Hours on shift are the crews' weekly hours from the Staff tab, less their time off; an area's are the hours of the members who cover it (Places: how many)."
            : `No crew member has weekly hours in the Staff tab yet: a shift is the opening hours of each open day (${data.open_hours} hours in this period), times the area's places for an area.`}{" "}
          Bookings by their booked length; the plan's cleanings are not counted.
        </p>
      )}
      <LoadState loading={!data && loaded.loading} error={loaded.error} />
      {data && (
        <div className="space-y-4">
          <TableRegion label="Utilisation by area">
            <ColumnHeads columns={["Area", "Places", ...COLUMNS]} />
            <tbody>
              {data.areas.map((row) => (
                <HoursRow key={row.area} name={row.area} count={row.places} row={row} />
              ))}
            </tbody>
          </TableRegion>
          {data.members.length === 0 ? (
            <p className="text-sm text-slate-600">No crew was assigned to a visit in this period.</p>
          ) : (
            <TableRegion label="Utilisation by crew">
              <ColumnHeads columns={["Crew", "Visits", ...COLUMNS, "Rating"]} />
              <tbody>
                {data.members.map((row) => (
                  <HoursRow key={row.crew_name} name={row.crew_name} count={row.visits} row={row}>
                    <td className={td}>
                      {row.average_stars === null ? "No ratings" : `${row.average_stars.toFixed(1)} of 5 (${row.ratings})`}
                    </td>
                  </HoursRow>
                ))}
              </tbody>
            </TableRegion>
          )}
        </div>
      )}
    </section>
  );
}

/** One area's or one crew member's line: its name, its places or visits, the same three hours, then any cells of its own. */
function HoursRow({ name, count, row, children }: { name: string; count: number; row: UtilisationRow; children?: ReactNode }) {
  return (
    <tr>
      <th scope="row" className={`${td} font-normal`}>
        {name}
      </th>
      <td className={td}>{count}</td>
      <td className={td}>{row.visit_hours}</td>
      <td className={td}>{row.shift_hours}</td>
      <td className={td}>{formatRate(row.utilisation)}</td>
      {children}
    </tr>
  );
}
