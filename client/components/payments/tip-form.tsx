import { type FormEvent, useId, useState } from "react";
import type { MyBooking } from "#core/my-bookings";
import { MAX_TIP_CENTS, MIN_TIP_CENTS, type TipOption } from "#core/payments-api";
import { formatMoney } from "#core/i18n/format";
import { tipFormMessages } from "#core/i18n/messages/tip-form";
import type { TipPercent } from "#core/tip-options";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useLocale } from "#client/lib/locale";
import { requestKeys } from "#client/lib/request-key";
import { Button } from "../ui/button";
import { Select, TextField } from "../ui/fields";
import { useWalletCards } from "./saved-card-choice";
import { walletCardName } from "./wallet-card-name";

const CUSTOM = "custom";
const NEW_CARD = "new";

/**
 * A tip for the crew: 15, 18 or 20% of the visit (the amounts the server computed) or an
 * amount of the customer's own; paid in Stripe's page, or by a signed-in customer with one
 * of their saved cards, without typing it again.
 */
export function TipForm({
  reference,
  query,
  options,
  busy,
  goToCheckout,
  onTipped,
}: {
  reference: string;
  query: `?token=${string}` | "";
  options: TipOption[];
  busy: boolean;
  goToCheckout: (request: () => Promise<{ url: string }>) => Promise<void>;
  onTipped: (booking: MyBooking) => void;
}) {
  const id = useId();
  const locale = useLocale();
  const t = tipFormMessages[locale];
  const cards = useWalletCards();
  const [choice, setChoice] = useState<string | null>(null);
  const [amount, setAmount] = useState("");
  const [card, setCard] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [keys] = useState(requestKeys);
  const path = `/api/my-bookings/${encodeURIComponent(reference)}` as const;
  const payWith = card ?? cards[0]?.id ?? NEW_CARD;

  function tipAsked(): { percent: TipPercent } | { tip_cents: number } | null {
    if (choice !== null && choice !== CUSTOM) return { percent: Number(choice) as TipPercent };
    const cents = Math.round(Number(amount) * 100);
    if (amount === "" || !Number.isFinite(cents) || cents < MIN_TIP_CENTS || cents > MAX_TIP_CENTS) return null;
    return { tip_cents: cents };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || sending) return;
    const asked = tipAsked();
    if (!asked) {
      setError(
        choice === null && amount === ""
          ? t.chooseTipOrAmount
          : t.tipBetween(formatMoney(MIN_TIP_CENTS, locale), formatMoney(MAX_TIP_CENTS, locale)),
      );
      return;
    }
    setError(null);
    if (payWith === NEW_CARD) {
      await goToCheckout(() =>
        apiFetch(`${path}/tip${query}`, { method: "POST", body: asked, headers: { "Idempotency-Key": keys.keyFor(asked) } }),
      );
      return;
    }
    setSending(true);
    try {
      const answer = await apiFetch(`${path}/saved-card-tip`, { method: "POST", body: { ...asked, card_id: payWith } });
      onTipped(answer.booking);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? (Object.values(failure.fields)[0] ?? failure.message) : String(failure));
      setSending(false);
    }
  }

  return (
    <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate>
      {options.length > 0 && (
        <fieldset>
          <legend className="font-medium">{t.tipForCrew}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[
              ...options.map((option) => ({
                value: String(option.percent),
                label: `${option.percent}% · ${formatMoney(option.amount_cents, locale)}`,
              })),
              { value: CUSTOM, label: t.anotherAmount },
            ].map((option) => (
              <label
                key={option.value}
                className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 ${choice === option.value ? "border-teal bg-sand/50" : "border-slate-300"}`}
              >
                <input
                  type="radio"
                  name={`${id}-tip`}
                  value={option.value}
                  checked={choice === option.value}
                  onChange={() => setChoice(option.value)}
                  className="accent-teal"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <TextField
        label={t.addTipLabel}
        type="number"
        inputMode="decimal"
        min={MIN_TIP_CENTS / 100}
        max={MAX_TIP_CENTS / 100}
        step="0.01"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setChoice(CUSTOM);
        }}
        className="max-w-xs"
      />
      {cards.length > 0 && (
        <Select label={t.payTipWith} value={payWith} onChange={(event) => setCard(event.target.value)} className="max-w-sm">
          {cards.map((saved) => (
            <option key={saved.id} value={saved.id}>
              {walletCardName(saved, locale)}
            </option>
          ))}
          <option value={NEW_CARD}>{t.aNewCard}</option>
        </Select>
      )}
      <Button type="submit" size="sm" variant="secondary" disabled={busy || sending}>
        {sending ? t.addingTip : t.addTip}
      </Button>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
