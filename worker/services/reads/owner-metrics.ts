import type { AreaFigures, Figures, OwnerMetricsQuery, OwnerMetricsResponse, ServiceFigures } from "#core/owner-metrics-api";
import { getService } from "#core/catalogue";
import { packageOrDefault } from "#core/packages";
import type { Database } from "#worker/db/client";
import { cancellationReasonsIn } from "./owner-metrics/cancellation-rows";
import { bookedByDayFromFigures, outstandingFromFigures, paidByDayFromFigures } from "./owner-metrics/day-figure-rows";
import type { BookedRow, PaidRow } from "./owner-metrics/money-rows";
import { datesOf, type Period, periodsOf } from "./owner-metrics/periods";
import { type PlanRow, subscribersByPlan } from "./owner-metrics/subscriber-rows";

/**
 * The owner's figures for a period and the one before it (docs/decisions/0026-owner-figures.md).
 * Money and bookings come from the day figures the database keeps per New York day, service and
 * area, so the sums here run over a few thousand rows at most for a year, never over payments;
 * what is owed likewise (outstandingFromFigures).
 */
export async function ownerMetrics(db: Database, query: OwnerMetricsQuery, now: Date): Promise<OwnerMetricsResponse> {
  const { current, previous } = periodsOf(query, now);
  const both: Period = { from: previous.from, to: current.to, start: previous.start, end: current.end };
  const [paid, booked, outstanding, plans, reasons] = await Promise.all([
    paidByDayFromFigures(db, both),
    bookedByDayFromFigures(db, both),
    outstandingFromFigures(db, current, previous),
    subscribersByPlan(db, current, previous),
    cancellationReasonsIn(db, current, previous),
  ]);
  const inside = (span: Period) => (row: { day: string }) => row.day >= span.from && row.day <= span.to;
  const subscribers = subscriberFigures(plans);
  return {
    metrics: {
      ...moneyFigures(current, paid.filter(inside(current)), booked.filter(inside(current))),
      outstanding_cents: outstanding.current,
      ...subscribers.current,
      cancellation_reasons: reasons.current,
    },
    previous: {
      ...moneyFigures(previous, paid.filter(inside(previous)), booked.filter(inside(previous))),
      outstanding_cents: outstanding.previous,
      ...subscribers.previous,
      cancellation_reasons: reasons.previous,
    },
  };
}

type MoneyFigures = Omit<
  Figures,
  | "outstanding_cents"
  | "mrr_cents"
  | "active_subscribers"
  | "churned_subscribers"
  | "churn_rate"
  | "new_subscribers"
  | "cancellation_reasons"
>;

interface Tally {
  revenue_cents: number;
  bookings_count: number;
}

function tallyOf<Key>(tallies: Map<Key, Tally>, key: Key): Tally {
  const known = tallies.get(key);
  if (known) return known;
  const tally = { revenue_cents: 0, bookings_count: 0 };
  tallies.set(key, tally);
  return tally;
}

function moneyFigures(span: Period, paid: PaidRow[], booked: BookedRow[]): MoneyFigures {
  const byDay = new Map(datesOf(span.from, span.to).map((date) => [date, { revenue_cents: 0, bookings_count: 0 }]));
  const byService = new Map<string, Tally>();
  const byArea = new Map<AreaFigures["area"], Tally>();
  let revenue = 0;
  let tips = 0;
  let refunded = 0;
  let visitsPaid = 0;
  for (const row of paid) {
    if (row.kind === "tip") {
      // Tips are the crew's: reported beside revenue, never in it.
      tips += row.paidCents - row.refundedCents;
      continue;
    }
    const net = row.paidCents - row.refundedCents;
    revenue += net;
    refunded += row.refundedCents;
    visitsPaid += row.payments;
    tallyOf(byDay, row.day).revenue_cents += net;
    tallyOf(byService, row.serviceId).revenue_cents += net;
    tallyOf(byArea, row.area).revenue_cents += net;
  }
  let bookingsCount = 0;
  for (const row of booked) {
    bookingsCount += row.bookings;
    tallyOf(byDay, row.day).bookings_count += row.bookings;
    tallyOf(byService, row.serviceId).bookings_count += row.bookings;
    tallyOf(byArea, row.area).bookings_count += row.bookings;
  }
  return {
    from: span.from,
    to: span.to,
    revenue_cents: revenue,
    tips_cents: tips,
    refunded_cents: refunded,
    average_ticket_cents: visitsPaid === 0 ? 0 : Math.round(revenue / visitsPaid),
    bookings_count: bookingsCount,
    by_day: [...byDay].map(([date, tally]) => ({ date, ...tally })),
    by_service: [...byService]
      // A service the catalogue no longer lists keeps its id as its name.
      .map(([service_id, tally]): ServiceFigures => ({ service_id, title: getService(service_id)?.title ?? service_id, ...tally }))
      .sort((a, b) => a.service_id.localeCompare(b.service_id)),
    by_area: [...byArea]
      .map(([area, tally]): AreaFigures => ({ area, ...tally }))
      .sort((a, b) => (a.area ?? "\uffff").localeCompare(b.area ?? "\uffff")),
  };
}

type SubscriberFigures = Pick<Figures, "mrr_cents" | "active_subscribers" | "churned_subscribers" | "churn_rate" | "new_subscribers">;

function subscriberFigures(plans: PlanRow[]): { current: SubscriberFigures; previous: SubscriberFigures } {
  const sum = (count: (plan: PlanRow) => number) => plans.reduce((total, plan) => total + count(plan), 0);
  // A row's plan id the catalogue no longer knows is priced as the app bills it (packageOrDefault).
  const mrr = (serving: (plan: PlanRow) => number) => sum((plan) => serving(plan) * packageOrDefault(plan.packageId).priceValue);
  const rate = (churned: number, atStart: number) => (atStart === 0 ? null : Math.min(1, churned / atStart));
  const churnedNow = sum((plan) => plan.endedInCurrent);
  const churnedBefore = sum((plan) => plan.endedInPrevious);
  return {
    current: {
      mrr_cents: mrr((plan) => plan.servingAtEnd),
      active_subscribers: sum((plan) => plan.servingAtEnd),
      new_subscribers: sum((plan) => plan.startedInCurrent),
      churned_subscribers: churnedNow,
      churn_rate: rate(
        churnedNow,
        sum((plan) => plan.servingAtStart),
      ),
    },
    previous: {
      mrr_cents: mrr((plan) => plan.servingAtStart),
      active_subscribers: sum((plan) => plan.servingAtStart),
      new_subscribers: sum((plan) => plan.startedInPrevious),
      churned_subscribers: churnedBefore,
      churn_rate: rate(
        churnedBefore,
        sum((plan) => plan.servingAtPreviousStart),
      ),
    },
  };
}
