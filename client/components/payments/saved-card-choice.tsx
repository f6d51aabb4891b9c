import { CreditCard } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { savedCardWords } from "#core/i18n/messages/saved-card-words";
import type { SavedCard } from "#core/payments-api";
import type { WalletCard } from "#core/wallet-api";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useLocale } from "#client/lib/locale";
import { useSession } from "#client/lib/session";
import { Button } from "../ui/button";
import { CardRadioList } from "./card-radio-list";

/** The signed-in customer's saved cards; empty for a guest (and until they are read). */
export function useWalletCards(): WalletCard[] {
  const { user } = useSession();
  const [cards, setCards] = useState<WalletCard[]>([]);
  useEffect(() => {
    if (!user) return;
    let current = true;
    apiFetch("/api/wallet/cards")
      .then((answer) => current && setCards(answer.cards))
      .catch(() => current && setCards([]));
    return () => {
      current = false;
    };
  }, [user]);
  return cards;
}

const NEW_CARD = "new";

/**
 * A signed-in customer with saved cards chooses the one this visit is charged to after it
 * happens, or a new card (typed in Stripe's page, then kept on the account too). The
 * server checks that the card and the booking are the customer's.
 */
export function SavedCardChoice({
  reference,
  cards,
  required,
  busy,
  onNewCard,
  onChosen,
}: {
  reference: string;
  cards: WalletCard[];
  required: boolean;
  busy: boolean;
  onNewCard: () => void;
  onChosen: (card: SavedCard) => void;
}) {
  const id = useId();
  const t = savedCardWords[useLocale()];
  const [choice, setChoice] = useState(cards[0]?.id ?? NEW_CARD);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || busy) return;
    if (choice === NEW_CARD) return onNewCard();
    setSending(true);
    setError(null);
    try {
      const answer = await apiFetch(`/api/my-bookings/${encodeURIComponent(reference)}/saved-card`, {
        method: "POST",
        body: { card_id: choice },
      });
      onChosen(answer.booking.payment.card ?? (cards.find((card) => card.id === choice) as SavedCard));
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? (Object.values(failure.fields)[0] ?? failure.message) : String(failure));
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <fieldset>
        <legend className="font-medium">{required ? t.cardForThisVisit : t.chargeThisVisitTo}</legend>
        <CardRadioList
          name={`${id}-card`}
          cards={cards}
          newCardValue={NEW_CARD}
          newCardLabel={t.aNewCard}
          value={choice}
          onChange={setChoice}
        />
      </fieldset>
      <Button type="submit" size="sm" variant={required ? "primary" : "secondary"} disabled={sending || busy}>
        <CreditCard aria-hidden="true" className="size-4" />{" "}
        {choice === NEW_CARD ? (busy ? t.openingSecurePage : t.saveCardForVisit) : sending ? t.saving : t.useThisCard}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
