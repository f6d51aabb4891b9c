import { type FormEvent, useState } from "react";
import type { AdminBookingDetail } from "#core/admin-api";
import { type AdminBookingPayment, OUTSIDE_PAYMENT_METHODS, type OutsidePaymentMethod } from "#core/payments-api";
import { formatCents } from "#core/pricing";
import { businessToday, longDate } from "#core/time-slots";
import { Button } from "../ui/button";
import { Select } from "../ui/fields";

export const OUTSIDE_METHOD_LABELS: Record<OutsidePaymentMethod, string> = { cash: "Cash", zelle: "Zelle", check: "Check" };

/**
 * Collecting a completed visit that is still unpaid: when its pay link went out and how many
 * reminders followed (the cron sends them 3 and 7 days after, then tells the owner), the
 * link emailed again, and a payment the customer made another way recorded as paid.
 */
export function PaymentCollection({
  payment,
  busy,
  onResend,
  onRecord,
}: {
  payment: AdminBookingPayment;
  busy: boolean;
  onResend: () => Promise<boolean>;
  onRecord: (method: OutsidePaymentMethod) => Promise<boolean>;
}) {
  const [method, setMethod] = useState<OutsidePaymentMethod | "">("");
  const [error, setError] = useState<string | null>(null);
  const reminders = payment.pay_link_reminders;

  async function record(event: FormEvent) {
    event.preventDefault();
    if (!method) {
      setError("Please choose how the customer paid.");
      return;
    }
    setError(null);
    if (await onRecord(method).catch(() => false)) setMethod("");
  }

  return (
    <div className="space-y-3 rounded-lg bg-amber-50 p-3 text-sm">
      {payment.pay_link_sent_at && (
        <p>
          Pay link emailed {longDate(businessToday(new Date(payment.pay_link_sent_at)))}
          {reminders > 0 && `; ${reminders} ${reminders === 1 ? "reminder" : "reminders"} since`}.
        </p>
      )}
      {payment.pay_url && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void onResend().catch(() => undefined)}>
          Email the pay link again
        </Button>
      )}
      <form onSubmit={record} noValidate className="flex flex-wrap items-end gap-2">
        <Select
          id="outside-payment-method"
          label="Paid another way"
          value={method}
          error={error ?? undefined}
          onChange={(event) => setMethod(event.target.value as OutsidePaymentMethod | "")}
        >
          <option value="">Choose how</option>
          {OUTSIDE_PAYMENT_METHODS.map((option) => (
            <option key={option} value={option}>
              {OUTSIDE_METHOD_LABELS[option]}
            </option>
          ))}
        </Select>
        <Button type="submit" size="sm" disabled={busy}>
          Record {formatCents(payment.amount_cents)} as paid
        </Button>
      </form>
    </div>
  );
}

/** The status line's words for a payment recorded outside Stripe. */
export function paidOutsideNote(detail: AdminBookingDetail): string {
  const outside = detail.payment?.paid_outside;
  return outside ? ` · ${OUTSIDE_METHOD_LABELS[outside.method]}, recorded by ${outside.recorded_by}` : "";
}
