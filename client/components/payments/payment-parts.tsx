import type { PaymentPart } from "#core/payments-api";
import { formatCents } from "#core/pricing";
import type { RefundKind } from "#core/refund-reasons";

export const PART_NAMES: Record<RefundKind, string> = { visit: "Visit", tip: "Tip" };

/**
 * Each paid payment (the visit, the tip) with what Stripe refunded of it, for the console and
 * the customer alike: "Tip · paid $15.00 · Fully refunded".
 */
export function PaymentParts({ parts }: { parts: PaymentPart[] }) {
  if (parts.length === 0) return null;
  return (
    <ul aria-label="Payments" className="space-y-1 text-sm">
      {parts.map((part) => (
        <li key={part.kind}>
          {PART_NAMES[part.kind]} · paid {formatCents(part.paid_cents)}
          {part.fully_refunded ? " · Fully refunded" : part.refunded_cents > 0 ? ` · refunded ${formatCents(part.refunded_cents)}` : ""}
        </li>
      ))}
    </ul>
  );
}
