import type { ReactNode } from "react";
import { formatCents, type Quote } from "#core/pricing";
import type { JobProgress } from "#core/staff-api";
import { longDate, shortDate } from "#core/time-slots";

export const PROGRESS_LABELS: Record<JobProgress, string> = {
  assigned: "Assigned",
  on_the_way: "On the way",
  started: "Started",
  completed: "Completed",
};

/** One job or offer as a card: what, when, then whatever the caller adds (details, actions). */
export function JobCard({
  title,
  date,
  time,
  badge,
  estimate,
  children,
}: {
  title: string;
  date: string;
  time: string;
  badge?: string;
  estimate: Quote | null;
  children?: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="text-lg font-semibold">{title}</h4>
        {badge && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">{badge}</span>}
      </div>
      <p className="mt-1 text-slate-700">
        {longDate(date)} at {time} <span className="text-slate-600">(Eastern Time)</span>
      </p>
      {estimate && <p className="mt-1 text-slate-700">Estimate: {formatCents(estimate.total_cents)}</p>}
      {children}
    </li>
  );
}

export function contactNote(contactFrom: string): string {
  return `The customer's name and phone show from ${shortDate(contactFrom)}.`;
}
