import { formatCents } from "#core/pricing";
import { ColumnHeads, TableRegion, td } from "../admin-ui";
import { changeText } from "./change";

export interface BreakdownRow {
  key: string;
  name: string;
  revenue_cents: number;
  previous_revenue_cents: number;
  bookings_count: number;
}

/** Revenue and bookings of the period per service or area, the largest first, against the period before. */
export function BreakdownTable({
  label,
  nameColumn,
  rows,
  csvHref,
}: {
  label: string;
  nameColumn: string;
  rows: BreakdownRow[];
  /** The same rows as a spreadsheet, from the server. */
  csvHref: string;
}) {
  const sorted = [...rows].sort((a, b) => b.revenue_cents - a.revenue_cents || b.bookings_count - a.bookings_count);
  return (
    // min-w-0: as a grid item it would otherwise grow to its wide table instead of letting the table scroll.
    <section aria-label={label} className="min-w-0">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{label}</h3>
        <a href={csvHref} download className="text-sm font-semibold text-teal underline">
          Download {label.toLowerCase()} CSV
        </a>
      </div>
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing in this period.</p>
      ) : (
        <TableRegion label={label}>
          <ColumnHeads columns={[nameColumn, "Revenue", "Against the period before", "Bookings"]} />
          <tbody>
            {sorted.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={`${td} font-normal`}>
                  {row.name}
                </th>
                <td className={td}>{formatCents(row.revenue_cents)}</td>
                <td className={td}>{changeText(row.revenue_cents, row.previous_revenue_cents)}</td>
                <td className={td}>{row.bookings_count}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </section>
  );
}
