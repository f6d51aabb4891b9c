import { CANCELLATION_REASON_LABELS, type CancellationReason } from "#core/cancellation-reasons";
import { type CustomerFigures, REBOOKING_WINDOW_DAYS } from "#core/customer-figures-api";
import type { Figures } from "#core/owner-metrics-api";
import { amountCell, textCell } from "./csv-cells";

/** A rate (0-1) as a plain number a spreadsheet can format; empty when there is none. */
const rateCell = (rate: number | null) => (rate === null ? "" : rate.toFixed(4));

const fileOf = (lines: string[]) => `${lines.join("\r\n")}\r\n`;

/**
 * The Overview's subscriptions as a spreadsheet: each figure in the period and the one before,
 * then the reasons given by those who cancelled, the most given first, with their counts in both.
 */
export function subscriptionsCsv(current: Figures, previous: Figures): string {
  const lines = [
    "figure,period,previous_period",
    ["monthly_recurring_revenue", amountCell(current.mrr_cents), amountCell(previous.mrr_cents)].join(","),
    ["active_subscribers", current.active_subscribers, previous.active_subscribers].join(","),
    ["new_subscribers", current.new_subscribers, previous.new_subscribers].join(","),
    ["churned_subscribers", current.churned_subscribers, previous.churned_subscribers].join(","),
    ["churn_rate", rateCell(current.churn_rate), rateCell(previous.churn_rate)].join(","),
    "",
    "cancellation_reason,period,previous_period",
  ];
  const before = new Map(previous.cancellation_reasons.map((row) => [row.reason, row.count]));
  const reasons: CancellationReason[] = [
    ...current.cancellation_reasons.map((row) => row.reason),
    ...previous.cancellation_reasons
      .map((row) => row.reason)
      .filter((reason) => !current.cancellation_reasons.some((row) => row.reason === reason)),
  ];
  for (const reason of reasons) {
    const now = current.cancellation_reasons.find((row) => row.reason === reason)?.count ?? 0;
    lines.push([textCell(CANCELLATION_REASON_LABELS[reason]), now, before.get(reason) ?? 0].join(","));
  }
  return fileOf(lines);
}

/**
 * The Overview's customers as a spreadsheet: new and returning customers and the rebooking
 * rates of the period, then the services new customers came for first. Service names go through
 * textCell: one the catalogue no longer lists shows its stored id.
 */
export function customersCsv(figures: CustomerFigures): string {
  const lines = [
    "figure,value",
    `new_customers,${figures.new_customers}`,
    `returning_customers,${figures.returning_customers}`,
    `first_visits,${figures.rebooking.first_visits}`,
    `rebooked_within_${REBOOKING_WINDOW_DAYS}_days,${figures.rebooking.rebooked}`,
    `rebooking_rate,${rateCell(figures.rebooking.rate)}`,
    `first_visits_with_first_time_offer,${figures.rebooking_with_first_time_offer.first_visits}`,
    `rebooked_with_first_time_offer,${figures.rebooking_with_first_time_offer.rebooked}`,
    `rebooking_rate_with_first_time_offer,${rateCell(figures.rebooking_with_first_time_offer.rate)}`,
    `rebooking_window_complete,${figures.window_complete ? "yes" : "no"}`,
    "",
    `service,new_customers,rebooked_within_${REBOOKING_WINDOW_DAYS}_days`,
    ...figures.top_services.map((row) => [textCell(row.title), row.new_customers, row.rebooked].join(",")),
  ];
  return fileOf(lines);
}
