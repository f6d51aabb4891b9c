import { useId } from "react";
import { bookingCardMessages } from "#core/i18n/messages/booking-card";
import type { WalletCard } from "#core/wallet-api";
import { useLocale } from "#client/lib/locale";
import { walletCardName } from "../payments/saved-card-choice";

/** The choice of a card added after booking, in Stripe's page, instead of a saved one. */
export const NEW_CARD = "new";

/**
 * A signed-in customer with saved cards says, before Confirm, which one the visit is charged
 * to after it happens (the booking request names it, and the server checks it is theirs), or
 * a new card, saved once booked. A guest, or a customer with no saved card, sees nothing.
 */
export function CardBeforeConfirm({
  cards,
  value,
  onChange,
}: {
  cards: readonly WalletCard[];
  value: string;
  onChange: (choice: string) => void;
}) {
  const t = bookingCardMessages[useLocale()];
  const group = useId();
  if (cards.length === 0) return null;
  const options = [...cards.map((card) => ({ id: card.id, label: walletCardName(card) })), { id: NEW_CARD, label: t.newCard }];
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-4" aria-describedby={`${group}-hint`}>
      <legend className="px-1 font-medium">{t.legend}</legend>
      <p id={`${group}-hint`} className="text-sm text-slate-600">
        {t.hint}
      </p>
      <div className="mt-2 grid gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border p-3 ${value === option.id ? "border-teal bg-sand/50" : "border-slate-300"}`}
          >
            <input
              type="radio"
              name={`${group}-card`}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              className="accent-teal"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
