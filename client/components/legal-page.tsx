import type { ReactNode } from "react";

/** The shared frame of the three legal pages: title, effective date, readable prose. */
export function LegalPage({ title, effectiveDate, children }: { title: string; effectiveDate: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-4xl font-semibold">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{effectiveDate}</p>
      <div className="legal-prose mt-8 space-y-4 leading-relaxed text-slate-800 [&_h2]:mt-10 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-navy [&_h3]:mt-6 [&_h3]:font-semibold [&_a]:text-teal [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
