import type { Locale } from "#core/i18n/locale";
import { savedCardWords } from "#core/i18n/messages/saved-card-words";
import { cardBrandName, type SavedCard } from "#core/payments-api";
import { expiryText, type WalletCard } from "#core/wallet-api";

/** "Visa ending in 4242" / "Visa terminada en 4242": a card on a booking, in the page's language. */
export function localCardName(card: SavedCard, locale: Locale): string {
  return savedCardWords[locale].cardEnding(cardBrandName(card.brand), card.last4);
}

/** "Visa ending in 4242, expires 12/34": a saved card as the lists say it. */
export function walletCardName(card: WalletCard, locale: Locale): string {
  const expiry = expiryText(card);
  const name = localCardName(card, locale);
  return expiry ? savedCardWords[locale].withExpiry(name, expiry) : name;
}
