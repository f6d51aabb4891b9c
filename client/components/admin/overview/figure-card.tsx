import type { ReactNode } from "react";

/** One figure of the period, large, with how it moved against the period before and a note on what it counts. */
export function FigureCard({ label, value, change, note }: { label: string; value: string; change?: string; note?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
      {change && <dd className="text-sm text-slate-700">{change}</dd>}
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}
