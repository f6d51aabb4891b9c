import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { PAYMENTS_PAGE_SIZE, type PaymentsResponse } from "#core/payments-api";
import { formatCents } from "#core/pricing";
import { longDate } from "#core/time-slots";
import { useBusinessToday } from "#client/lib/clock";
import { Button } from "../ui/button";
import { Select } from "../ui/fields";
import { CustomRangeFields } from "./custom-range-fields";
import { LoadState, StatusBadge, ColumnHeads, TableRegion, td } from "./admin-ui";
import { type DaySpan, shiftDay, spanOf } from "./overview/periods";
import { useAdminQuery } from "./use-admin-query";

const PRESETS = [
  { id: "last-30", label: "Last 30 days" },
  { id: "week", label: "This week" },
  { id: "month", label: "This month" },
  { id: "custom", label: "Custom range" },
] as const;
type Preset = (typeof PRESETS)[number]["id"];

/**
 * Money by visit day: what was paid, what completed visits still owe, what was refunded, the
 * net collected, each payment under its day a page at a time, and every row of the span as a
 * CSV file for the books.
 */
export function PaymentsPanel() {
  const today = useBusinessToday();
  const [preset, setPreset] = useState<Preset>("last-30");
  const [custom, setCustom] = useState<DaySpan>({ from: shiftDay(today, -29), to: today });
  const [draft, setDraft] = useState(custom);
  // The cursors of the pages seen so far: the last one is the page shown (undefined: the first).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const span = preset === "custom" ? custom : spanOf(preset, today);
  const range = new URLSearchParams({ from: span.from, to: span.to });
  const cursor = cursors.at(-1);
  const page = new URLSearchParams({ ...Object.fromEntries(range), ...(cursor ? { cursor } : {}) });
  const loaded = useAdminQuery<PaymentsResponse>(`/api/admin/payments?${page.toString()}`);
  const data = loaded.data;
  const first = (cursors.length - 1) * PAYMENTS_PAGE_SIZE + 1;
  const shown = data ? data.days.reduce((count, day) => count + day.rows.length, 0) : 0;

  function choose(chosen: Preset) {
    setPreset(chosen);
    setCursors([undefined]);
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!draft.from || !draft.to) return;
    setCustom(draft.from <= draft.to ? draft : { from: draft.to, to: draft.from });
    setCursors([undefined]);
  }

  return (
    <div className="space-y-6">
      <form onSubmit={apply} aria-label="Payments dates" className="flex flex-wrap items-end gap-2 rounded-xl bg-slate-50 p-4">
        <Select label="Visit dates" value={preset} onChange={(event) => choose(event.target.value as Preset)} className="basis-44">
          {PRESETS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Select>
        {preset === "custom" && <CustomRangeFields draft={draft} onDraft={setDraft} />}
        <a href={`/api/admin/payments.csv?${range.toString()}`} download className="px-2 py-2 text-sm font-semibold text-teal underline">
          Download CSV
        </a>
      </form>
      <LoadState loading={!data && loaded.loading} error={loaded.error} />
      {data && (
        <>
          <p className="text-sm text-slate-700" data-testid="payments-totals">
            {longDate(data.from)} to {longDate(data.to)}: collected <strong>{formatCents(data.totals.net_cents)}</strong> net (visits paid
            less refunds, tips apart), tips <strong>{formatCents(data.totals.tips_cents)}</strong>; paid{" "}
            <strong>{formatCents(data.totals.paid_cents)}</strong>, outstanding{" "}
            <strong>{formatCents(data.totals.outstanding_cents)}</strong>, refunded{" "}
            <strong>{formatCents(data.totals.refunded_cents)}</strong>.
          </p>
          {data.totals.rows === 0 && <p className="text-sm text-slate-600">No payments in these dates.</p>}
          {data.days.map((day) => (
            <section key={day.date} aria-labelledby={`payments-${day.date}`}>
              <h3 id={`payments-${day.date}`} className="mb-2 font-semibold">
                {longDate(day.date)}: paid {formatCents(day.paid_cents)}, outstanding {formatCents(day.outstanding_cents)}, refunded{" "}
                {formatCents(day.refunded_cents)}
              </h3>
              <TableRegion label={`Payments of ${longDate(day.date)}`}>
                <ColumnHeads columns={["Booking", "Customer", "Kind", "Status", "Amount", "Paid", "Refunded"]} />
                <tbody>
                  {day.rows.map((row) => (
                    <tr key={`${row.reference} ${row.kind}`}>
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
          {data.totals.rows > 0 && (
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <p role="status">
                Payments {first} to {first + shown - 1} of {data.totals.rows}
              </p>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
                  Previous page
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!data.next_cursor}
                  onClick={() => data.next_cursor && setCursors([...cursors, data.next_cursor])}
                >
                  Next page
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
