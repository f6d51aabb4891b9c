import { Link } from "react-router";
import { AT_RISK_KINDS, AT_RISK_LABELS, type OwnerSnapshot } from "#core/owner-snapshot-api";
import { formatCents } from "#core/pricing";
import { ColumnHeads, TableRegion, td } from "../admin-ui";

/** What completed visits still owe now, by why, and each one with its age and a link to its booking. */
export function MoneyAtRisk({ atRisk }: { atRisk: OwnerSnapshot["at_risk"] }) {
  return (
    <section aria-labelledby="overview-at-risk">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="overview-at-risk" className="text-lg font-semibold">
          Money at risk now: {formatCents(atRisk.total_cents)}
        </h3>
        <a href="/api/admin/metrics/at-risk.csv" download className="text-sm font-semibold text-teal underline">
          Download money at risk CSV
        </a>
      </div>
      <ul className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {AT_RISK_KINDS.map((kind) => (
          <li key={kind}>
            {AT_RISK_LABELS[kind]}: <strong>{formatCents(atRisk.by_kind[kind].amount_cents)}</strong> ({atRisk.by_kind[kind].count})
          </li>
        ))}
      </ul>
      {atRisk.count === 0 ? (
        <p className="text-sm text-slate-600">Every completed visit is paid.</p>
      ) : (
        <>
          {atRisk.rows.length < atRisk.count && (
            <p className="mb-2 text-sm text-slate-700">
              The oldest {atRisk.rows.length} of {atRisk.count} are listed; the totals above and the CSV count all {atRisk.count}.
            </p>
          )}
          <TableRegion label="Money at risk">
            <ColumnHeads columns={["Booking", "Customer", "Why", "Amount", "Owed for"]} />
            <tbody>
              {atRisk.rows.map((row) => (
                <tr key={row.reference}>
                  <td className={td}>
                    <Link
                      to={`/admin/bookings/${encodeURIComponent(row.reference)}`}
                      className="font-mono font-semibold text-teal underline"
                    >
                      {row.reference}
                    </Link>
                    <br />
                    <span className="text-slate-600">{row.service_title}</span>
                  </td>
                  <td className={td}>{row.customer_name}</td>
                  <td className={td}>{AT_RISK_LABELS[row.kind]}</td>
                  <td className={td}>{formatCents(row.amount_cents)}</td>
                  <td className={td}>{row.age_days === 0 ? "Since today" : `${row.age_days} ${row.age_days === 1 ? "day" : "days"}`}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        </>
      )}
    </section>
  );
}
