import { useId } from "react";
import { bookingCardMessages } from "#core/i18n/messages/booking-card";
import type { WalletCard } from "#core/wallet-api";
import { useLocale } from "#client/lib/locale";
import { CardRadioList } from "../payments/card-radio-list";

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
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-4" aria-describedby={`${group}-hint`}>
      <legend className="px-1 font-medium">{t.legend}</legend>
      <p id={`${group}-hint`} className="text-sm text-slate-600">
        {t.hint}
      </p>
      <CardRadioList
        name={`${group}-card`}
        cards={cards}
        newCardValue={NEW_CARD}
        newCardLabel={t.newCard}
        value={value}
        onChange={onChange}
      />
    </fieldset>
  );
}
