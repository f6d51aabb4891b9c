import { CreditCard } from "lucide-react";
import { useEffect, useState } from "react";
import { dashboardMessages } from "#core/i18n/messages/dashboard";
import type { WalletCard } from "#core/wallet-api";
import { apiFetch } from "#client/lib/api";
import { useLocale } from "#client/lib/locale";
import { useToast } from "#client/lib/toast";
import { ConfirmDialog } from "../confirm-dialog";
import { walletCardName } from "../payments/wallet-card-name";
import { Button } from "../ui/button";

/**
 * The Profile tab's saved cards: each with its brand, last 4 and expiry, removable unless a
 * visit not yet paid will be charged to it; a new one is typed once, in Stripe's page.
 */
export function SavedCards({ justSaved }: { justSaved: boolean }) {
  const toast = useToast();
  const locale = useLocale();
  const t = dashboardMessages[locale];
  const nameOf = (card: WalletCard) => walletCardName(card, locale);
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
      toast({ title: t.cardRemoved, description: t.cardNoLongerOnAccount(nameOf(card)) });
    } catch (failure) {
      toast({ title: t.error, description: failure instanceof Error ? failure.message : String(failure), variant: "destructive" });
    }
  }

  async function add() {
    if (adding) return;
    setAdding(true);
    try {
      const { url } = await apiFetch("/api/wallet/cards", { method: "POST", headers: { "Idempotency-Key": key } });
      window.location.assign(url);
    } catch (failure) {
      toast({ title: t.error, description: failure instanceof Error ? failure.message : String(failure), variant: "destructive" });
      setAdding(false);
    }
  }

  return (
    <section aria-labelledby="saved-cards-heading" className="mt-8">
      <h3 id="saved-cards-heading" className="text-lg font-semibold">
        {t.savedCards}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t.savedCardsIntro}</p>
      {justSaved && (
        <p role="status" className="mt-3 rounded-lg bg-sand/60 p-3 text-sm">
          {t.cardSaved}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      {cards?.length === 0 && <p className="mt-3 text-sm text-slate-600">{t.noSavedCards}</p>}
      {cards && cards.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label={t.savedCards}>
          {cards.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3 text-sm">
              <span className="inline-flex items-center gap-2">
                <CreditCard aria-hidden="true" className="size-4 text-teal" /> {nameOf(card)}
              </span>
              {card.in_use ? (
                <span className="text-slate-600">{t.cardInUse}</span>
              ) : (
                <Button size="sm" variant="danger-outline" aria-label={t.removeCardLabel(nameOf(card))} onClick={() => setRemoving(card)}>
                  {t.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button size="sm" variant="secondary" className="mt-3" disabled={adding} onClick={() => void add()}>
        {adding ? t.openingSecurePage : t.addCard}
      </Button>
      <ConfirmDialog
        open={removing !== null}
        title={t.removeCardQuestion}
        message={t.removeCardMessage(removing ? nameOf(removing) : "")}
        confirmLabel={t.removeCard}
        cancelLabel={t.keepIt}
        destructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
