/**
 * What each crew did in a span of New York days and the tips owed to them
 * (GET /api/admin/metrics/crew-pay, and its CSV): the owner pays the crews from it.
 */

/** One crew's completed visits in the span. */
export interface CrewPayRow {
  /** The crew as the assignment names it; null for completed visits no crew was recorded on. */
  crew_name: string | null;
  visits: number;
  /** The visits' booked lengths, in whole hours. */
  hours: number;
  /** Tips paid on those visits less their refunds: the crew's, never revenue. */
  tips_cents: number;
}

export interface CrewPayResponse {
  from: string;
  to: string;
  rows: CrewPayRow[];
  totals: { visits: number; hours: number; tips_cents: number };
}
