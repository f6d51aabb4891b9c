import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { BUSINESS_TIME_ZONE } from "#core/time-slots";
import type { AuditEntry, Paged } from "#core/admin-api";
import { Link } from "react-router";
import { Button, buttonClass } from "../ui/button";
import type { Fact } from "../ui/facts";

const STATUS_STYLES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-teal/10 text-teal-dark",
  completed: "bg-slate-200 text-slate-800",
  cancelled: "bg-red-100 text-red-900",
  approved: "bg-teal/10 text-teal-dark",
  rejected: "bg-red-100 text-red-900",
  failed: "bg-red-100 text-red-900",
  sent: "bg-teal/10 text-teal-dark",
  stored: "bg-teal/10 text-teal-dark",
  active: "bg-teal/10 text-teal-dark",
  past_due: "bg-amber-100 text-amber-900",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status] ?? "bg-slate-100 text-slate-800"}`}
    >
      {status.replace("_", " ")}
    </span>
  );
}

const dateTime = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, dateStyle: "medium" });

/** An instant shown in the business's time zone, whatever the admin's browser uses. */
export function formatInstant(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDay(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/**
 * A wide table that scrolls sideways inside its own focusable region on narrow screens.
 * `relative` makes the region the containing block of the table's visually hidden (absolutely
 * positioned) labels, which would otherwise escape the scrolling and widen the whole page.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[40rem] text-left text-sm">{children}</table>
    </div>
  );
}

export const th = "bg-slate-50 px-3 py-2 font-semibold text-slate-700";
export const td = "border-t border-slate-100 px-3 py-2 align-top";

/** A table's head: one column header per name. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={th}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function Pager({ paged, onPage, noun }: { paged: Paged; onPage: (page: number) => void; noun: string }) {
  const pages = Math.max(1, Math.ceil(paged.total / paged.pageSize));
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p role="status">
        {paged.total} {paged.total === 1 ? noun : `${noun}s`} · page {paged.page} of {pages}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={paged.page <= 1} onClick={() => onPage(paged.page - 1)}>
          Previous page
        </Button>
        <Button variant="secondary" size="sm" disabled={paged.page >= pages} onClick={() => onPage(paged.page + 1)}>
          Next page
        </Button>
      </div>
    </div>
  );
}

/** Router state of a link to a record's own page: where its "back" leads (the list with its filters, or the day view). */
export interface RecordBackState {
  back?: { to: string; label: string };
}

/**
 * The top of one record opened from a list: the way back, then its heading, which takes focus
 * so keyboard and screen reader users start on what opened. The way back is a button inside
 * a tab (`onBack`), or a link (`backTo`) on a record's own page.
 */
export function RecordHeading({
  back,
  onBack,
  backTo,
  level = 3,
  children,
}: {
  back: string;
  onBack?: () => void;
  backTo?: string;
  /** 2 on a record's own page, under the console's h1; 3 inside a tab, under the tab's h2. */
  level?: 2 | 3;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = level === 2 ? "h2" : "h3";
  const label = (
    <>
      <ArrowLeft aria-hidden="true" className="size-4" /> {back}
    </>
  );
  return (
    <>
      {backTo !== undefined ? (
        <Link to={backTo} className={buttonClass("link", "md", "inline-flex items-center gap-1 text-sm")}>
          {label}
        </Link>
      ) : (
        <Button variant="link" onClick={onBack} className="inline-flex items-center gap-1 text-sm">
          {label}
        </Button>
      )}
      <Heading ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-semibold focus:outline-none">
        {children}
      </Heading>
    </>
  );
}

/** A person's email and phone as facts of a record, each a link that writes or calls. */
export function contactFacts(email: string, phone: string): Fact[] {
  return [
    [
      "Email",
      <a key="email" href={`mailto:${email}`} className="text-teal underline">
        {email}
      </a>,
    ],
    [
      "Phone",
      <a key="phone" href={`tel:${phone}`} className="text-teal underline">
        {phone}
      </a>,
    ],
  ];
}

/** Who did what, when: the audit trail of one record. */
export function History({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h4 id="history-heading" className="text-lg font-semibold">
        History
      </h4>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No admin actions yet.</p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm">
          {entries.map((entry) => (
            <li key={`${entry.at}-${entry.action}`} className="rounded-lg bg-slate-50 px-3 py-2">
              <time dateTime={entry.at} className="font-semibold">
                {formatInstant(entry.at)}
              </time>{" "}
              · {entry.actorEmail} · {entry.action}
              {entry.detail ? ` (${entry.detail})` : ""}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function LoadState({ loading, error }: { loading: boolean; error: string | undefined }) {
  if (error)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
        {error}
      </p>
    );
  if (loading)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading...
      </p>
    );
  return null;
}
