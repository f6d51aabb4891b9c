import type { PaymentPart } from "#core/payments-api";
import { formatMoney } from "#core/i18n/format";
import { paymentPartsMessages } from "#core/i18n/messages/payment-parts";
import type { RefundKind } from "#core/refund-reasons";
import { useLocale } from "#client/lib/locale";

/** The console's names of a booking's payments (the console is English). */
export const PART_NAMES: Record<RefundKind, string> = paymentPartsMessages.en.parts;

/**
 * Each paid payment (the visit, the tip) with what Stripe refunded of it, for the console and
 * the customer alike, in the page's language: "Tip · paid $15.00 · Fully refunded".
 */
export function PaymentParts({ parts }: { parts: PaymentPart[] }) {
  const locale = useLocale();
  const t = paymentPartsMessages[locale];
  if (parts.length === 0) return null;
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <ul aria-label={t.label} className="space-y-1 text-sm">
      {parts.map((part) => (
        <li key={part.kind}>
          {t.parts[part.kind]} · {t.paid(money(part.paid_cents))}
          {part.fully_refunded ? ` · ${t.fullyRefunded}` : part.refunded_cents > 0 ? ` · ${t.refunded(money(part.refunded_cents))}` : ""}
        </li>
      ))}
    </ul>
  );
}
