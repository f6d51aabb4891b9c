import { CANCELLATION_REASON_LABELS } from "#core/cancellation-reasons";
import type { Figures } from "#core/owner-metrics-api";
import type { OwnerSnapshot } from "#core/owner-snapshot-api";
import { formatCents } from "#core/pricing";
import { changeText, formatRate, rateChangeText } from "./change";
import { FigureCard } from "./figure-card";

/** The plans: what they bring in a month, who is on them now, who came and who left in the period. */
export function SubscriptionsFigures({
  current,
  previous,
  now,
}: {
  current: Figures;
  previous: Figures;
  now: OwnerSnapshot["subscriptions"];
}) {
  return (
    <section aria-labelledby="overview-subscriptions">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="overview-subscriptions" className="text-lg font-semibold">
          Subscriptions
        </h3>
        <a
          href={`/api/admin/metrics/subscriptions.csv?${new URLSearchParams({ from: current.from, to: current.to })}`}
          download
          className="text-sm font-semibold text-teal underline"
        >
          Download subscriptions CSV
        </a>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FigureCard
          label="Monthly recurring revenue"
          value={formatCents(current.mrr_cents)}
          change={changeText(current.mrr_cents, previous.mrr_cents)}
          note="The plans' monthly prices, of those serving at the period's end."
        />
        <FigureCard
          label="Subscribers now"
          value={`${now.active} active`}
          note={`${now.set_to_cancel} set to cancel at the end of their month, ${now.ended} ended.`}
        />
        <FigureCard
          label="New in the period"
          value={String(current.new_subscribers)}
          change={changeText(current.new_subscribers, previous.new_subscribers)}
        />
        <FigureCard
          label="Churned in the period"
          value={String(current.churned_subscribers)}
          change={changeText(current.churned_subscribers, previous.churned_subscribers)}
        />
        <FigureCard
          label="Churn rate"
          value={formatRate(current.churn_rate)}
          change={rateChangeText(current.churn_rate, previous.churn_rate)}
          note="Churned over those serving at the period's start."
        />
      </dl>
      <h4 className="mt-4 font-semibold">Why they cancelled</h4>
      {current.cancellation_reasons.length === 0 ? (
        <p className="text-sm text-slate-600">No reason given by those who cancelled in this period.</p>
      ) : (
        <ul aria-label="Why they cancelled" className="mt-1 space-y-1 text-sm">
          {current.cancellation_reasons.map((row) => (
            <li key={row.reason}>
              {CANCELLATION_REASON_LABELS[row.reason]}: <strong>{row.count}</strong>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-xs text-slate-600">
        Asked, never required, when a subscriber cancels from the dashboard; counted once Stripe reports the cancellation.
      </p>
    </section>
  );
}
