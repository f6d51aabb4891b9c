import { type FormEvent, useState } from "react";
import type { AdminBooking, AdminBookingDetail } from "#core/admin-api";
import { getService } from "#core/catalogue";
import {
  AUTO_CHARGE_TOLERANCE_PERCENT,
  type AdminBookingPayment,
  cardName,
  MAX_EXTRAS,
  type ExtraLine,
  needsApproval,
  type SavedCard,
} from "#core/payments-api";
import { type FinalOffer, formatCents, type PriceInputs, type Quote } from "#core/pricing";
import { finalQuote } from "#core/services/quote";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { estimateFor, type QuantityValues, quantitiesOf, startingQuantities } from "#client/lib/price-form";
import { useToast } from "#client/lib/toast";
import { Estimate } from "../booking/estimate";
import { CompletionQuantities } from "../booking/price-inputs";
import { RefundForm, RefundList } from "./booking-refunds";
import { PaymentParts } from "../payments/payment-parts";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";
import { useNow } from "#client/lib/clock";
import { PaymentCollection, paidOutsideNote } from "./payment-collection";

const STATE_LABELS: Record<AdminBookingPayment["state"], string> = {
  none: "Nothing saved or owed",
  card_on_file: "Card on file, not charged yet",
  awaiting_payment: "Completed, unpaid",
  paid: "Paid",
  refunded: "Fully refunded",
  partially_refunded: "Partly refunded",
};

/** An extra line as typed: the amount in dollars, kept as text. */
interface ExtraDraft {
  label: string;
  dollars: string;
}

/**
 * The money of one booking in the console: its payment state and card, the completion with
 * the visit's real quantities (priced by the server with the booking's function; a card on
 * file is charged once, otherwise the customer gets a pay link), a retry after a failed
 * charge, and refunds of the visit or the tip, each up to what was paid for it, with the reason.
 */
export function BookingPayment({ detail, onChanged }: { detail: AdminBookingDetail; onChanged: (detail: AdminBookingDetail) => void }) {
  const now = useNow();
  const { booking, payment } = detail;
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const path = `/api/admin/bookings/${encodeURIComponent(booking.reference)}` as const;

  async function act(title: string, request: () => Promise<AdminBookingDetail>) {
    if (busy) return false;
    setBusy(true);
    try {
      const result = await request();
      onChanged(result);
      toast({ title, description: result.payment ? STATE_LABELS[result.payment.state] : undefined });
      return true;
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
      throw error;
    } finally {
      setBusy(false);
    }
  }

  // A visit marked completed before payments existed has no final amount yet: it can still be completed here.
  const started = new Date(booking.startsAt) <= now;
  return (
    <section aria-labelledby="payment-heading" className="space-y-4 rounded-xl border border-slate-200 p-4">
      <h3 id="payment-heading" className="text-lg font-semibold">
        Payment
      </h3>
      {payment && (
        <p className="text-sm">
          {STATE_LABELS[payment.state]}
          {payment.card && ` · ${cardName(payment.card)}`}
          {payment.paid_cents > 0 && ` · paid ${formatCents(payment.paid_cents)}`}
          {payment.tip_cents > 0 && ` (tip ${formatCents(payment.tip_cents)})`}
          {payment.refunded_cents > 0 && ` · refunded ${formatCents(payment.refunded_cents)}`}
          {paidOutsideNote(detail)}
        </p>
      )}
      {payment?.state === "awaiting_payment" && payment.final && (
        <PaymentCollection
          payment={payment}
          busy={busy}
          onResend={() => act("Pay link sent again", () => apiFetch(`${path}/pay-link`, { method: "POST" }))}
          onRecord={(method) => act("Payment recorded", () => apiFetch(`${path}/outside-payment`, { method: "POST", body: { method } }))}
        />
      )}
      {payment?.last_error && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>The last charge failed: {payment.last_error}</p>
          <Button
            className="mt-2"
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void act("Charge tried again", () => apiFetch(`${path}/charge`, { method: "POST" })).catch(() => undefined)}
          >
            Retry the charge
          </Button>
        </div>
      )}
      {payment?.final && <Estimate quote={payment.final} title="Final amount" />}
      {booking.status === "pending" && !payment?.final && (
        <p className="text-sm text-slate-600">Confirm the booking first. The visit can be completed and charged once it has started.</p>
      )}
      {booking.status === "confirmed" && !started && (
        <p className="text-sm text-slate-600">The visit can be completed and charged once it has started.</p>
      )}
      {(booking.status === "confirmed" || booking.status === "completed") && started && !payment?.final && (
        <CompleteForm
          booking={booking}
          card={payment?.card ?? null}
          offer={detail.firstCleaningOffer}
          busy={busy}
          onComplete={(body) => act("Booking completed", () => apiFetch(`${path}/complete`, { method: "POST", body }))}
        />
      )}
      {payment && <PaymentParts parts={payment.parts} />}
      {payment && <RefundList refunds={payment.refunds} />}
      {payment && (payment.refundable_cents.visit > 0 || payment.refundable_cents.tip > 0) && (
        <RefundForm
          refundable={payment.refundable_cents}
          busy={busy}
          onRefund={(body, key) =>
            act("Refund sent", () => apiFetch(`${path}/refund`, { method: "POST", body, headers: { "Idempotency-Key": key } }))
          }
        />
      )}
    </section>
  );
}

function CompleteForm({
  booking,
  card,
  offer,
  busy,
  onComplete,
}: {
  booking: AdminBooking;
  /** The card saved for the visit, charged when the final amount is within the estimate's tolerance. */
  card: SavedCard | null;
  offer: FinalOffer;
  busy: boolean;
  onComplete: (body: ReturnType<typeof quantitiesOf> & { extras?: ExtraLine[] }) => Promise<boolean>;
}) {
  const service = getService(booking.serviceId);
  const [values, setValues] = useState<QuantityValues>(() =>
    service ? { ...startingQuantities(service), ...stringsOf(booking.priceInputs ?? {}) } : {},
  );
  const [extras, setExtras] = useState<ExtraDraft[]>([]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  if (!service) return null;
  const priced = estimateFor(service, values);
  const extraLines = extras.filter((extra) => extra.label.trim() && Number(extra.dollars) > 0).map(toLine);
  // The very price the completion charges: the same function, with the offer as the server decided it.
  const final = "quote" in priced ? finalQuote(service, quantitiesOf(service, values), offer, extraLines) : null;
  const preview: Quote | null = final && "quote" in final ? final.quote : null;
  const overEstimate = preview !== null && booking.estimate !== null && needsApproval(preview.total_cents, booking.estimate, offer);
  // What pressing the button does, said on it: the card is charged (as the server decides it,
  // worker/services/payments/complete-booking.ts), or the customer is emailed a pay link.
  const action =
    preview &&
    (card && !overEstimate
      ? `Charge ${formatCents(preview.total_cents)} to ${cardName(card)}`
      : `Send a pay link for ${formatCents(preview.total_cents)}`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!service || !("quote" in priced)) return;
    setServerErrors({});
    try {
      await onComplete({ ...quantitiesOf(service, values), ...(extraLines.length > 0 ? { extras: extraLines } : {}) });
    } catch (error) {
      if (error instanceof ApiRequestError) setServerErrors(error.fields);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="complete-heading" className="space-y-3 border-t border-slate-200 pt-4">
      <h4 id="complete-heading" className="font-semibold">
        Complete the visit
      </h4>
      <p className="text-sm text-slate-600">
        Enter what the visit really took. A saved card is charged once; otherwise the customer is emailed a pay link.
      </p>
      <CompletionQuantities service={service} values={values} serverErrors={serverErrors} priced={priced} onChange={setValues} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Lines the business adds (materials, parking, extra work)</legend>
        {extras.map((extra, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and removed by position
          <div key={index} className="flex flex-wrap items-end gap-2">
            <TextField
              label={`Line ${index + 1}`}
              value={extra.label}
              maxLength={80}
              onChange={(event) => setExtras(extras.map((row, at) => (at === index ? { ...row, label: event.target.value } : row)))}
              className="min-w-0 flex-1 basis-48"
            />
            <TextField
              label={`Amount of line ${index + 1} ($)`}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              value={extra.dollars}
              onChange={(event) => setExtras(extras.map((row, at) => (at === index ? { ...row, dollars: event.target.value } : row)))}
              className="w-36"
            />
            <Button size="sm" variant="secondary" onClick={() => setExtras(extras.filter((_, at) => at !== index))}>
              Remove<span className="sr-only"> line {index + 1}</span>
            </Button>
          </div>
        ))}
        {extras.length < MAX_EXTRAS && (
          <Button size="sm" variant="secondary" onClick={() => setExtras([...extras, { label: "", dollars: "" }])}>
            Add a line
          </Button>
        )}
        {serverErrors.extras && <p className="text-sm text-red-700">{serverErrors.extras}</p>}
      </fieldset>
      {preview && <Estimate quote={preview} title="Final amount to charge" />}
      {overEstimate && (
        <p role="note" className="rounded-lg bg-sand/60 p-3 text-sm">
          This is more than {AUTO_CHARGE_TOLERANCE_PERCENT}% over the estimate of {formatCents(booking.estimate?.total_cents ?? 0)}: it is
          not charged automatically, the customer approves it through the pay link.
        </p>
      )}
      <Button type="submit" size="sm" disabled={busy || !preview}>
        {busy ? "Completing..." : (action ?? "Complete the visit")}
      </Button>
    </form>
  );
}

function toLine(extra: ExtraDraft): ExtraLine {
  return { label: extra.label.trim(), amount_cents: Math.round(Number(extra.dollars) * 100) };
}

function stringsOf(inputs: PriceInputs): QuantityValues {
  return Object.fromEntries(Object.entries(inputs).map(([name, value]) => [name, String(value)]));
}
