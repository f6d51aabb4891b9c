import { type FormEvent, useRef, useState } from "react";
import type { AdminBookingPayment, RefundRequest } from "#core/payments-api";
import { formatCents } from "#core/pricing";
import {
  MAX_REFUND_NOTE_LENGTH,
  REFUND_KINDS,
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  type RefundKind,
  type RefundReason,
  refundSummary,
} from "#core/refund-reasons";
import { formatInstant } from "./admin-ui";
import { ApiRequestError } from "#client/lib/api";
import { requestKeys } from "#client/lib/request-key";
import { Button } from "../ui/button";
import { Select, TextField } from "../ui/fields";
import { PART_NAMES } from "../payments/payment-parts";

/** Every refund asked, oldest first: "Refund of the tip · $5.00 · Service issue". */
export function RefundList({ refunds }: { refunds: AdminBookingPayment["refunds"] }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" className="space-y-1 text-sm">
      <h4 id="refunds-heading" className="font-semibold">
        Refunds
      </h4>
      <ol className="space-y-1">
        {refunds.map((refund) => (
          <li key={refund.id} className="rounded-lg bg-slate-50 px-3 py-2">
            <time dateTime={refund.at} className="font-semibold">
              {formatInstant(refund.at)}
            </time>{" "}
            · {refundSummary(refund)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The refund form: what (the visit, or the tip when one was paid and something of it is
 * left), how much and why. What was typed stays after a refusal; the Idempotency-Key of the
 * same details stays the same, so a double click or a retry refunds once on the server too.
 */
export function RefundForm({
  refundable,
  busy,
  onRefund,
}: {
  refundable: AdminBookingPayment["refundable_cents"];
  busy: boolean;
  onRefund: (body: RefundRequest, key: string) => Promise<boolean>;
}) {
  const offered = REFUND_KINDS.filter((kind) => refundable[kind] > 0);
  const [kind, setKind] = useState<RefundKind>(offered[0] ?? "visit");
  const [dollars, setDollars] = useState("");
  const [reason, setReason] = useState<RefundReason | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [keys] = useState(requestKeys);
  // Set at once, unlike `busy`, which a second click of a double click still reads as false.
  const sending = useRef(false);
  const chosen = offered.includes(kind) ? kind : (offered[0] ?? "visit");
  const left = refundable[chosen];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const cents = Math.round(Number(dollars) * 100);
    const found: Record<string, string> = {};
    if (!Number.isFinite(cents) || cents < 1 || cents > left)
      found.amount_cents = `Refund from $0.01 to ${formatCents(left)}, what was paid for the ${chosen} and not yet refunded.`;
    if (!reason) found.reason = "Please choose why the refund is made.";
    setErrors(found);
    if (!reason || Object.keys(found).length > 0) return;
    const body: RefundRequest = {
      kind: chosen,
      amount_cents: cents,
      reason,
      ...(reason === "other" && note.trim() ? { note: note.trim() } : {}),
    };
    if (!window.confirm(`Refund ${formatCents(cents)} of the ${chosen} to the customer's card?`)) return;
    sending.current = true;
    try {
      if (await onRefund(body, keys.keyFor(body))) {
        keys.forget();
        setDollars("");
        setReason("");
        setNote("");
      }
    } catch (failure) {
      if (failure instanceof ApiRequestError)
        setErrors(Object.keys(failure.fields).length > 0 ? failure.fields : { amount_cents: failure.message });
    } finally {
      sending.current = false;
    }
  }

  return (
    <form onSubmit={submit} aria-label="Refund" className="space-y-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label="Refund of"
          value={chosen}
          error={errors.kind}
          onChange={(event) => setKind(event.target.value as RefundKind)}
          className="w-40"
        >
          {offered.map((option) => (
            <option key={option} value={option}>
              {PART_NAMES[option]}
            </option>
          ))}
        </Select>
        <TextField
          label={`Amount ($, up to ${formatCents(left)})`}
          type="number"
          inputMode="decimal"
          min="0.01"
          max={(left / 100).toFixed(2)}
          step="0.01"
          value={dollars}
          error={errors.amount_cents}
          onChange={(event) => setDollars(event.target.value)}
          className="min-w-0 flex-1 basis-48"
        />
        <Select
          label="Reason"
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value as RefundReason | "")}
          className="w-48"
        >
          <option value="">Choose a reason</option>
          {REFUND_REASONS.map((option) => (
            <option key={option} value={option}>
              {REFUND_REASON_LABELS[option]}
            </option>
          ))}
        </Select>
      </div>
      {reason === "other" && (
        <TextField
          label="Note (optional)"
          value={note}
          maxLength={MAX_REFUND_NOTE_LENGTH}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      <Button type="submit" size="sm" variant="danger-outline" disabled={busy || dollars === ""}>
        Refund
      </Button>
    </form>
  );
}
