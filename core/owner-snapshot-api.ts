/**
 * What the owner's Overview shows as it stands now, whatever period is chosen
 * (GET /api/admin/metrics/now): the week ahead's booked value, the money at risk and the
 * subscriptions by state. Amounts are whole cents.
 */

/** Why a completed visit's money has not come in. */
export const AT_RISK_KINDS = ["declined", "pay_link_open", "unpaid"] as const;
export type AtRiskKind = (typeof AT_RISK_KINDS)[number];

export const AT_RISK_LABELS: Record<AtRiskKind, string> = {
  declined: "Card declined",
  pay_link_open: "Pay link open",
  unpaid: "Completed, unpaid",
};

/** The most rows of money at risk listed at once; the count and the total always cover every one. */
export const AT_RISK_LISTED = 100;

export interface AtRiskRow {
  reference: string;
  service_title: string;
  customer_name: string;
  kind: AtRiskKind;
  amount_cents: number;
  /** When the visit was completed and its payment owed (ISO instant). */
  owed_since: string;
  /** Whole days since then. */
  age_days: number;
}

export interface OwnerSnapshot {
  /** New York's today, the first of the 7 days ahead. */
  today: string;
  booked_ahead: {
    from: string;
    to: string;
    /** The estimates of the bookings to come (pending or confirmed) on those days. */
    value_cents: number;
    bookings_count: number;
    /** Bookings in those days stored without an estimate: counted, not valued. */
    unpriced_count: number;
  };
  at_risk: {
    total_cents: number;
    count: number;
    by_kind: Record<AtRiskKind, { count: number; amount_cents: number }>;
    /** The oldest first, at most AT_RISK_LISTED. */
    rows: AtRiskRow[];
  };
  subscriptions: {
    /** Serving and renewing. */
    active: number;
    /** Serving until the period's end, then cancelled. */
    set_to_cancel: number;
    /** Cancelled, or unpaid once Stripe's retries ran out. */
    ended: number;
  };
}
