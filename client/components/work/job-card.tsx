import type { ReactNode } from "react";
import { formatCents, type Quote } from "#core/pricing";
import type { JobProgress } from "#core/staff-api";
import { formatLongDate, formatMoney, formatTime } from "#core/i18n/format";
import type { Locale } from "#core/i18n/locale";
import { workPortalPageMessages } from "#core/i18n/messages/work-portal-page";
import { slotClock } from "#core/i18n/visit-words";
import { longDate, shortDate } from "#core/time-slots";
import { useLocale } from "#client/lib/locale";

export function progressLabel(progress: JobProgress, locale: Locale): string {
  return workPortalPageMessages[locale].progress[progress];
}

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
  const locale = useLocale();
  const words = workPortalPageMessages[locale];
  // English keeps the console's own date and slot label; Spanish writes both through the language layer.
  const when =
    locale === "en" ? words.when(longDate(date), time) : words.when(formatLongDate(date, locale), formatTime(slotClock(time), locale));
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="text-lg font-semibold">{title}</h4>
        {badge && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">{badge}</span>}
      </div>
      <p className="mt-1 text-slate-700">
        {when} <span className="text-slate-600">{words.easternTime}</span>
      </p>
      {estimate && (
        <p className="mt-1 text-slate-700">
          {words.estimate(locale === "en" ? formatCents(estimate.total_cents) : formatMoney(estimate.total_cents, locale))}
        </p>
      )}
      {children}
    </li>
  );
}

export function contactNote(contactFrom: string, locale: Locale): string {
  const words = workPortalPageMessages[locale];
  return words.contactFrom(locale === "en" ? shortDate(contactFrom) : formatLongDate(contactFrom, locale));
}
