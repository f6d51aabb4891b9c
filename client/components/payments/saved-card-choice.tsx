import { CreditCard } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { cardName, type SavedCard } from "#core/payments-api";
import { expiryText, type WalletCard } from "#core/wallet-api";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useSession } from "#client/lib/session";
import { Button } from "../ui/button";

/** "Visa ending in 4242, expires 12/34": a saved card as the lists say it. */
export function walletCardName(card: WalletCard): string {
  const expiry = expiryText(card);
  return expiry ? `${cardName(card)}, expires ${expiry}` : cardName(card);
}

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
        <legend className="font-medium">{required ? "The card for this visit" : "Charge this visit to"}</legend>
        <div className="mt-2 grid gap-2">
          {cards.map((card) => (
            <label
              key={card.id}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border p-3 ${choice === card.id ? "border-teal bg-sand/50" : "border-slate-300"}`}
            >
              <input
                type="radio"
                name={`${id}-card`}
                value={card.id}
                checked={choice === card.id}
                onChange={() => setChoice(card.id)}
                className="accent-teal"
              />
              <span>{walletCardName(card)}</span>
            </label>
          ))}
          <label
            className={`flex cursor-pointer items-center gap-2 rounded-lg border p-3 ${choice === NEW_CARD ? "border-teal bg-sand/50" : "border-slate-300"}`}
          >
            <input
              type="radio"
              name={`${id}-card`}
              value={NEW_CARD}
              checked={choice === NEW_CARD}
              onChange={() => setChoice(NEW_CARD)}
              className="accent-teal"
            />
            <span>A new card</span>
          </label>
        </div>
      </fieldset>
      <Button type="submit" size="sm" variant={required ? "primary" : "secondary"} disabled={sending || busy}>
        <CreditCard aria-hidden="true" className="size-4" />{" "}
        {choice === NEW_CARD
          ? busy
            ? "Opening the secure page..."
            : "Save a card for this visit"
          : sending
            ? "Saving..."
            : "Use this card"}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
