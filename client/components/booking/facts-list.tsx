/** Label/value pairs of a booking (summary on step 3, reference card on step 4). */
export function FactsList({ facts, className }: { facts: [label: string, value: string][]; className: string }) {
  return (
    <dl className={`grid gap-3 rounded-2xl border border-slate-200 p-5 ${className}`}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
