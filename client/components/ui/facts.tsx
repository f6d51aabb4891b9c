import type { ReactNode } from "react";

export type Fact = readonly [label: string, value: ReactNode];

const LOOKS = {
  /** What a customer reads: a quiet label over a bold value. */
  summary: { term: "text-sm text-slate-600", value: "font-semibold" },
  /** A record in the admin console: small capitals over the value. */
  record: { term: "text-xs font-semibold uppercase tracking-wide text-slate-600", value: "mt-0.5" },
} as const;

/** Label/value pairs as a definition list, in a grid whose columns the caller sets. */
export function Facts({
  facts,
  look = "summary",
  boxed = false,
  className = "",
}: {
  facts: readonly Fact[];
  look?: keyof typeof LOOKS;
  /** In a bordered card of its own. */
  boxed?: boolean;
  className?: string;
}) {
  const { term, value } = LOOKS[look];
  return (
    <dl className={`grid gap-x-6 gap-y-3 ${boxed ? "rounded-2xl border border-slate-200 p-5" : ""} ${className}`}>
      {facts.map(([label, fact]) => (
        <div key={label}>
          <dt className={term}>{label}</dt>
          <dd className={`break-words ${value}`}>{fact}</dd>
        </div>
      ))}
    </dl>
  );
}
