import { CreditCard } from "lucide-react";
import { useEffect, useState } from "react";
import type { WalletCard } from "#core/wallet-api";
import { apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { ConfirmDialog } from "../confirm-dialog";
import { walletCardName } from "../payments/saved-card-choice";
import { Button } from "../ui/button";

/**
 * The Profile tab's saved cards: each with its brand, last 4 and expiry, removable unless a
 * visit not yet paid will be charged to it; a new one is typed once, in Stripe's page.
 */
export function SavedCards({ justSaved }: { justSaved: boolean }) {
  const toast = useToast();
  const [cards, setCards] = useState<WalletCard[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WalletCard | null>(null);
  const [adding, setAdding] = useState(false);
  // The server hands an open setup page out again; the key only makes a double click one page at Stripe.
  const [key] = useState(() => crypto.randomUUID());

  useEffect(() => {
    let current = true;
    apiFetch("/api/wallet/cards")
      .then((answer) => current && setCards(answer.cards))
      .catch((failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)));
    return () => {
      current = false;
    };
  }, []);

  async function remove(card: WalletCard) {
    setRemoving(null);
    try {
      const answer = await apiFetch(`/api/wallet/cards/${encodeURIComponent(card.id)}`, { method: "DELETE" });
      setCards(answer.cards);
      toast({ title: "Card removed", description: `${walletCardName(card)} is no longer on your account.` });
    } catch (failure) {
      toast({ title: "Error", description: failure instanceof Error ? failure.message : String(failure), variant: "destructive" });
    }
  }

  async function add() {
    if (adding) return;
    setAdding(true);
    try {
      const { url } = await apiFetch("/api/wallet/cards", { method: "POST", headers: { "Idempotency-Key": key } });
      window.location.assign(url);
    } catch (failure) {
      toast({ title: "Error", description: failure instanceof Error ? failure.message : String(failure), variant: "destructive" });
      setAdding(false);
    }
  }

  return (
    <section aria-labelledby="saved-cards-heading" className="mt-8">
      <h3 id="saved-cards-heading" className="text-lg font-semibold">
        Saved cards
      </h3>
      <p className="mt-1 text-sm text-slate-600">Choose one when you book: it is charged only after each visit, for what the visit took.</p>
      {justSaved && (
        <p role="status" className="mt-3 rounded-lg bg-sand/60 p-3 text-sm">
          Your card was saved.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      {cards?.length === 0 && <p className="mt-3 text-sm text-slate-600">No saved cards yet.</p>}
      {cards && cards.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label="Saved cards">
          {cards.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3 text-sm">
              <span className="inline-flex items-center gap-2">
                <CreditCard aria-hidden="true" className="size-4 text-teal" /> {walletCardName(card)}
              </span>
              {card.in_use ? (
                <span className="text-slate-600">A visit not yet paid will be charged to it.</span>
              ) : (
                <Button size="sm" variant="danger-outline" aria-label={`Remove ${walletCardName(card)}`} onClick={() => setRemoving(card)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button size="sm" variant="secondary" className="mt-3" disabled={adding} onClick={() => void add()}>
        {adding ? "Opening the secure page..." : "Add a card"}
      </Button>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this card?"
        message={`${removing ? walletCardName(removing) : ""} will no longer be offered when you book.`}
        confirmLabel="Remove card"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
