import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import type { PaymentsResponse } from "#core/payments-api";
import { formatCents } from "#core/pricing";
import { longDate } from "#core/time-slots";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";
import { LoadState, StatusBadge, TableRegion, td, th } from "./admin-ui";
import { useAdminQuery } from "./use-admin-query";

/**
 * Money by visit day: what was paid, what completed visits still owe, what was refunded,
 * each payment under its day, and the same rows as a CSV file for the books.
 */
export function PaymentsPanel() {
  const [range, setRange] = useState({ from: "", to: "" });
  const [draft, setDraft] = useState(range);
  const query = new URLSearchParams(Object.entries(range).filter(([, value]) => value)).toString();
  const loaded = useAdminQuery<PaymentsResponse>(`/api/admin/payments?${query}`);
  const data = loaded.data;

  function apply(event: FormEvent) {
    event.preventDefault();
    setRange(draft);
  }

  return (
    <div className="space-y-6">
      <form onSubmit={apply} aria-label="Payments dates" className="flex flex-wrap items-end gap-2 rounded-xl bg-slate-50 p-4">
        <TextField label="From" type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        <TextField label="To" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        <Button type="submit" size="sm">
          Show
        </Button>
        <a href={`/api/admin/payments.csv?${query}`} download className="px-2 py-2 text-sm font-semibold text-teal underline">
          Download CSV
        </a>
      </form>
      <LoadState loading={!data && loaded.loading} error={loaded.error} />
      {data && (
        <>
          <p className="text-sm text-slate-700">
            {longDate(data.from)} to {longDate(data.to)}: paid <strong>{formatCents(data.totals.paid_cents)}</strong>, outstanding{" "}
            <strong>{formatCents(data.totals.outstanding_cents)}</strong>, refunded{" "}
            <strong>{formatCents(data.totals.refunded_cents)}</strong>.
          </p>
          {data.days.length === 0 && <p className="text-sm text-slate-600">No payments in these dates.</p>}
          {data.days.map((day) => (
            <section key={day.date} aria-labelledby={`payments-${day.date}`}>
              <h3 id={`payments-${day.date}`} className="mb-2 font-semibold">
                {longDate(day.date)}: paid {formatCents(day.paid_cents)}, outstanding {formatCents(day.outstanding_cents)}, refunded{" "}
                {formatCents(day.refunded_cents)}
              </h3>
              <TableRegion label={`Payments of ${longDate(day.date)}`}>
                <thead>
                  <tr>
                    {["Booking", "Customer", "Kind", "Status", "Amount", "Paid", "Refunded"].map((column) => (
                      <th key={column} scope="col" className={th}>
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {day.rows.map((row) => (
                    <tr key={`${row.reference} ${row.kind} ${row.paid_at ?? ""}`}>
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
                      <td className={td}>{row.kind === "tip" ? "Tip" : "Visit"}</td>
                      <td className={td}>
                        <StatusBadge status={row.status} />
                      </td>
                      <td className={td}>{formatCents(row.amount_cents)}</td>
                      <td className={td}>{formatCents(row.paid_cents)}</td>
                      <td className={td}>
                        {formatCents(row.refunded_cents)}
                        {row.paid_cents > 0 && row.refunded_cents >= row.paid_cents && (
                          <span className="block text-slate-600">Fully refunded</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableRegion>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
