import { REBOOKING_WINDOW_DAYS, type TopService } from "#core/customer-figures-api";
import { ColumnHeads, TableRegion, td } from "../admin-ui";
import { formatRate } from "./change";

/** The services the period's new customers came for first, the most customers first, and how many came back. */
export function TopServicesTable({ services }: { services: TopService[] }) {
  return (
    <section aria-labelledby="overview-top-services" className="mt-4 min-w-0">
      <h4 id="overview-top-services" className="mb-2 font-semibold">
        Top services among new customers
      </h4>
      <p className="mb-2 text-sm text-slate-600">The service of each new customer's first visit in the period.</p>
      {services.length === 0 ? (
        <p className="text-sm text-slate-600">No first visits in this period.</p>
      ) : (
        <TableRegion label="Top services among new customers">
          <ColumnHeads columns={["Service", "First visits", `Back within ${REBOOKING_WINDOW_DAYS} days`, "Rate"]} />
          <tbody>
            {services.map((row) => (
              <tr key={row.service_id}>
                <th scope="row" className={`${td} font-normal`}>
                  {row.title}
                </th>
                <td className={td}>{row.new_customers}</td>
                <td className={td}>{row.rebooked}</td>
                <td className={td}>{formatRate(row.new_customers === 0 ? null : row.rebooked / row.new_customers)}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </section>
  );
}
