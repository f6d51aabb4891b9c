import { formatCents } from "./pricing";

/**
 * What a refund gives back and why. D1 stores the codes; the console and the emails word
 * them here, so a label can be reworded without touching a stored row.
 */

/** A refund gives back part of the visit's payment or of the tip's (each its own Stripe payment). */
export const REFUND_KINDS = ["visit", "tip"] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

export const REFUND_REASONS = ["service_issue", "cancelled_visit", "overcharge", "goodwill", "other"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  service_issue: "Service issue",
  cancelled_visit: "Cancelled visit",
  overcharge: "Overcharge",
  goodwill: "Goodwill",
  other: "Other",
};

/** Refunds made before a reason was asked for have none. */
export const REASON_NOT_RECORDED = "Reason not recorded";

/** The short note that may go with the reason "other". */
export const MAX_REFUND_NOTE_LENGTH = 200;

/** As a sentence names it: "Refund of the tip", "refunded ... of the visit". */
export const REFUND_KIND_NAMES: Record<RefundKind, string> = { visit: "the visit", tip: "the tip" };

/** One refund as the console lists it: "Refund of the tip · $5.00 · Service issue". */
export function refundSummary(refund: {
  kind: RefundKind;
  amount_cents: number;
  reason: RefundReason | null;
  note: string | null;
}): string {
  const reason = refund.reason ? REFUND_REASON_LABELS[refund.reason] : REASON_NOT_RECORDED;
  const why = refund.note ? `${reason}: ${refund.note}` : reason;
  return `Refund of ${REFUND_KIND_NAMES[refund.kind]} · ${formatCents(refund.amount_cents)} · ${why}`;
}
