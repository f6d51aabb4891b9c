import { z } from "zod";
import type { CancellationReasonCount } from "./cancellation-reasons";
import { calendarDateField } from "./date-fields";
import type { ServiceLocation } from "./services/areas";

/**
 * The owner's figures for a span of New York days (GET /api/admin/metrics). What each figure
 * counts is set down in docs/decisions/0026-owner-figures.md. Amounts are whole cents.
 */

/** The widest span asked at once: a year and a bit, so "this year against last" fits. */
export const MAX_METRICS_DAYS = 400;

const isoDate = calendarDateField("Use a date like 2026-12-01.");
const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Whole days from `from` to `to` (yyyy-MM-dd); 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** GET /api/admin/metrics: both New York days inclusive; default this week, Monday to Sunday. */
export const OwnerMetricsQuerySchema = z
  .object({
    from: z.preprocess(blankToUndefined, isoDate.optional()),
    to: z.preprocess(blankToUndefined, isoDate.optional()),
  })
  .superRefine(({ from, to }, context) => {
    if (!from || !to) return;
    if (to < from) context.addIssue({ code: "custom", path: ["to"], message: "The end date must be on or after the start date." });
    else if (daysBetween(from, to) + 1 > MAX_METRICS_DAYS)
      context.addIssue({ code: "custom", path: ["to"], message: `Please choose at most ${MAX_METRICS_DAYS} days.` });
  });
export type OwnerMetricsQuery = z.infer<typeof OwnerMetricsQuerySchema>;

export interface DayFigures {
  /** yyyy-MM-dd, New York. */
  date: string;
  /** Visit money collected that day, less refunds of it. */
  revenue_cents: number;
  /** Bookings whose visit falls that day, cancelled ones left out. */
  bookings_count: number;
}

export interface ServiceFigures {
  service_id: string;
  /** The catalogue's name of the service. */
  title: string;
  revenue_cents: number;
  bookings_count: number;
}

export interface AreaFigures {
  /** null: bookings whose ZIP matched no area. */
  area: ServiceLocation | null;
  revenue_cents: number;
  bookings_count: number;
}

export interface Figures {
  from: string;
  to: string;
  revenue_cents: number;
  /** The crew's, never revenue. */
  tips_cents: number;
  refunded_cents: number;
  outstanding_cents: number;
  average_ticket_cents: number;
  bookings_count: number;
  mrr_cents: number;
  active_subscribers: number;
  /** Subscriptions started in the period (paid for at least once). */
  new_subscribers: number;
  churned_subscribers: number;
  /** 0 to 1; null when no one subscribed at the period's start. */
  churn_rate: number | null;
  /** Why those who cancelled in the period said they left, the most given first; those who gave none are not in it. */
  cancellation_reasons: CancellationReasonCount[];
  /** Every day of the period, in order, zeros included. */
  by_day: DayFigures[];
  by_service: ServiceFigures[];
  by_area: AreaFigures[];
}

/** GET /api/admin/metrics: the period asked and the same number of days just before it. */
export interface OwnerMetricsResponse {
  metrics: Figures;
  previous: Figures;
}
