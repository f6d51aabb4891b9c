import { CreditCard } from "lucide-react";
import { useState } from "react";
import type { BookingPayment, SavedCard as SavedCardDetails } from "#core/payments-api";
import { formatMoney } from "#core/i18n/format";
import { manageBookingMessages } from "#core/i18n/messages/manage-booking";
import { Estimate } from "../booking/estimate";
import { PaymentParts } from "./payment-parts";
import { SavedCardChoice, useWalletCards } from "./saved-card-choice";
import { TipForm } from "./tip-form";
import { localCardName } from "./wallet-card-name";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { Button, buttonClass } from "../ui/button";
import { useNow } from "#client/lib/clock";
import { useLocale } from "#client/lib/locale";
import { bookingConfirmationMessages } from "#core/i18n/messages/booking-details";

/**
 * A booking's money as its customer sees it: the card on file (or the button to save one in
 * Stripe's hosted checkout), the pay link while a completed visit awaits payment, and the
 * receipt with a tip while the tip window is open. Every amount comes from the server.
 */
export function CustomerPayment({ reference, token, payment }: { reference: string; token?: string; payment: BookingPayment }) {
  const now = useNow();
  const locale = useLocale();
  const t = manageBookingMessages[locale];
  const { busy, error, goToCheckout } = useCheckoutRedirect();
  const [tipped, setTipped] = useState(false);
  const query = token ? (`?token=${encodeURIComponent(token)}` as const) : "";
  const tipOpen = payment.tip_until !== null && new Date(payment.tip_until) > now;

  return (
    <section aria-label={t.payment} className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4 text-sm">
      <p>
        <span className="font-semibold">{t.payment}: </span>
        {t.paymentState[payment.state]}
        {payment.card && <span className="text-slate-600"> · {localCardName(payment.card, locale)}</span>}
      </p>

      {payment.state === "none" && !payment.card && <SaveCard reference={reference} token={token} required={payment.card_required} />}

      {payment.state === "awaiting_payment" && payment.pay_url && (
        <div className="space-y-2">
          <p className="text-slate-700">{t.visitDue(formatMoney(payment.amount_cents, locale))}</p>
          <a href={payment.pay_url} className={buttonClass("primary", "sm", "inline-flex")}>
            {t.pay(formatMoney(payment.amount_cents, locale))}
          </a>
        </div>
      )}

      {payment.final && <Estimate quote={payment.final} title={payment.state === "awaiting_payment" ? t.amountDue : t.receipt} />}
      {payment.refunded_cents > 0 && <PaymentParts parts={payment.parts} />}

      {tipped && (
        <p role="status" className="text-slate-700">
          {t.tipNotice}
        </p>
      )}
      {tipOpen && payment.tip_cents === 0 && !tipped && (
        <TipForm
          reference={reference}
          query={query}
          options={payment.tip_options}
          busy={busy}
          goToCheckout={goToCheckout}
          onTipped={() => setTipped(true)}
        />
      )}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

/**
 * Sends the browser to Stripe's hosted page (or the local test checkout) the server made: the
 * card is typed there, never on our pages. Busy until the page leaves, so a double click sends once.
 */
function useCheckoutRedirect() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function goToCheckout(request: () => Promise<{ url: string }>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      window.location.assign((await request()).url);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? (Object.values(failure.fields)[0] ?? failure.message) : String(failure));
      setBusy(false);
    }
  }
  return { busy, error, setError, goToCheckout };
}

/**
 * Saving a card for one visit, by choice or because the business asks for one (rentals,
 * estimates over $300); a signed-in customer with saved cards chooses one of them instead.
 */
export function SaveCard({
  reference,
  token,
  required,
  onFile = null,
}: {
  reference: string;
  token?: string;
  required: boolean;
  /** The saved card the booking was made with, if one was chosen before Confirm. */
  onFile?: SavedCardDetails | null;
}) {
  const locale = useLocale();
  const t = bookingConfirmationMessages[locale];
  const { busy, error, goToCheckout } = useCheckoutRedirect();
  const cards = useWalletCards();
  const [chosen, setChosen] = useState<SavedCardDetails | null>(onFile);
  const query = token ? (`?token=${encodeURIComponent(token)}` as const) : "";
  // One saved-card checkout per booking is what the server keeps: the key only guards a double click.
  const [key] = useState(() => crypto.randomUUID());
  const newCard = () =>
    void goToCheckout(() =>
      apiFetch(`/api/my-bookings/${encodeURIComponent(reference)}/card${query}`, {
        method: "POST",
        headers: { "Idempotency-Key": key },
      }),
    );
  if (chosen)
    return (
      <p role="status" className="text-slate-700">
        {t.cardOnFile(localCardName(chosen, locale))}
      </p>
    );
  return (
    <div className="space-y-2">
      <p className="text-slate-700">{required ? t.cardRequired : t.cardOptional}</p>
      {cards.length > 0 ? (
        <SavedCardChoice reference={reference} cards={cards} required={required} busy={busy} onNewCard={newCard} onChosen={setChosen} />
      ) : (
        <Button size="sm" variant={required ? "primary" : "secondary"} disabled={busy} onClick={newCard}>
          <CreditCard aria-hidden="true" className="size-4" /> {busy ? t.openingSecurePage : t.saveCard}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
