import { useState } from "react";
import type { Figures, OwnerMetricsResponse } from "#core/owner-metrics-api";
import type { OwnerSnapshot } from "#core/owner-snapshot-api";
import { formatCents } from "#core/pricing";
import { longDate } from "#core/time-slots";
import { useBusinessToday } from "#client/lib/clock";
import { LoadState } from "../admin-ui";
import { useAdminQuery } from "../use-admin-query";
import { type BreakdownRow, BreakdownTable } from "./breakdown-table";
import { changeText } from "./change";
import { CrewPayTable } from "./crew-pay-table";
import { CustomersFigures } from "./customers-figures";
import { FigureCard } from "./figure-card";
import { MoneyAtRisk } from "./money-at-risk";
import { PeriodPicker } from "./period-picker";
import { type DaySpan, type PeriodPreset, spanOf } from "./periods";
import { RevenueChart } from "./revenue-chart";
import { SubscriptionsFigures } from "./subscriptions-figures";
import { UtilisationTable } from "./utilisation-table";

/**
 * The owner's first view: what the chosen period earned against the one before, what is owed
 * now, and the plans. Every figure is the server's; the page only lays them out.
 */
export function OverviewPanel() {
  const today = useBusinessToday();
  const [preset, setPreset] = useState<PeriodPreset>("week");
  const [custom, setCustom] = useState<DaySpan | undefined>();
  const span = preset === "custom" && custom ? custom : spanOf(preset === "custom" ? "week" : preset, today);
  const query = new URLSearchParams({ from: span.from, to: span.to }).toString();
  const metrics = useAdminQuery<OwnerMetricsResponse>(`/api/admin/metrics?${query}`);
  const snapshot = useAdminQuery<OwnerSnapshot>("/api/admin/metrics/now");

  return (
    <div className="space-y-8">
      <PeriodPicker
        today={today}
        preset={preset}
        onChange={(chosen, chosenSpan) => {
          setPreset(chosen);
          if (chosen === "custom" && chosenSpan) setCustom(chosenSpan);
        }}
      />
      <LoadState loading={!metrics.data && metrics.loading} error={metrics.error} />
      {metrics.data && <PeriodFigures current={metrics.data.metrics} previous={metrics.data.previous} query={query} />}
      <LoadState loading={!snapshot.data && snapshot.loading} error={snapshot.error} />
      {snapshot.data && (
        <>
          <BookedAhead ahead={snapshot.data.booked_ahead} />
          <MoneyAtRisk atRisk={snapshot.data.at_risk} />
          {metrics.data && (
            <SubscriptionsFigures current={metrics.data.metrics} previous={metrics.data.previous} now={snapshot.data.subscriptions} />
          )}
        </>
      )}
      <CustomersFigures query={query} />
      <CrewPayTable query={query} />
      <UtilisationTable query={query} />
    </div>
  );
}

function PeriodFigures({ current, previous, query }: { current: Figures; previous: Figures; query: string }) {
  const byService = breakdown(
    current.by_service.map((row) => ({ key: row.service_id, name: row.title, ...row })),
    previous.by_service.map((row) => ({ key: row.service_id, revenue_cents: row.revenue_cents })),
  );
  const areaName = (area: string | null) => area ?? "Area unknown";
  const byArea = breakdown(
    current.by_area.map((row) => ({ key: areaName(row.area), name: areaName(row.area), ...row })),
    previous.by_area.map((row) => ({ key: areaName(row.area), revenue_cents: row.revenue_cents })),
  );
  return (
    <>
      <section aria-labelledby="overview-period">
        <h3 id="overview-period" className="mb-2 text-lg font-semibold">
          {current.from === current.to ? longDate(current.from) : `${longDate(current.from)} to ${longDate(current.to)}`}
        </h3>
        <p className="mb-3 text-sm text-slate-600">
          Against {current.from === current.to ? longDate(previous.from) : `${longDate(previous.from)} to ${longDate(previous.to)}`}. New
          York days.
        </p>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FigureCard
            label="Revenue collected"
            value={formatCents(current.revenue_cents)}
            change={changeText(current.revenue_cents, previous.revenue_cents)}
            note="Visit payments less their refunds; tips apart."
          />
          <FigureCard label="Tips for the crews" value={formatCents(current.tips_cents)} note="The crews', never revenue." />
          <FigureCard label="Refunded" value={formatCents(current.refunded_cents)} note="Of payments made in the period." />
          <FigureCard
            label="Average ticket"
            value={formatCents(current.average_ticket_cents)}
            change={changeText(current.average_ticket_cents, previous.average_ticket_cents)}
          />
        </dl>
      </section>
      <RevenueChart days={current.by_day} previous={previous.by_day} csvHref={`/api/admin/metrics/by-day.csv?${query}`} />
      <div className="grid gap-8 lg:grid-cols-2">
        <BreakdownTable
          label="Revenue by service"
          nameColumn="Service"
          rows={byService}
          csvHref={`/api/admin/metrics/by-service.csv?${query}`}
        />
        <BreakdownTable label="Revenue by area" nameColumn="Area" rows={byArea} csvHref={`/api/admin/metrics/by-area.csv?${query}`} />
      </div>
    </>
  );
}

/** Pairs each row with the same key's revenue in the period before (0 when it had none). */
function breakdown(
  rows: { key: string; name: string; revenue_cents: number; bookings_count: number }[],
  before: { key: string; revenue_cents: number }[],
): BreakdownRow[] {
  const previous = new Map(before.map((row) => [row.key, row.revenue_cents]));
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    revenue_cents: row.revenue_cents,
    bookings_count: row.bookings_count,
    previous_revenue_cents: previous.get(row.key) ?? 0,
  }));
}

function BookedAhead({ ahead }: { ahead: OwnerSnapshot["booked_ahead"] }) {
  return (
    <section aria-labelledby="overview-ahead">
      <h3 id="overview-ahead" className="mb-2 text-lg font-semibold">
        The next 7 days
      </h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FigureCard
          label="Booked value"
          value={formatCents(ahead.value_cents)}
          note={
            <>
              {ahead.bookings_count} {ahead.bookings_count === 1 ? "booking" : "bookings"} from {longDate(ahead.from)} to{" "}
              {longDate(ahead.to)}, at their estimates.
              {ahead.unpriced_count > 0 && ` ${ahead.unpriced_count} stored without an estimate are counted, not valued.`} The plans' visits
              are in the monthly recurring revenue, not here.
            </>
          }
        />
      </dl>
    </section>
  );
}
