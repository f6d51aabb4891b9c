import type { OfferReason, Quote } from "../pricing";
import type { Locale } from "./locale";
import { offerNoteWords } from "./messages/offer-note-words";

/** Why the first-time offer is not in a final price, in the reader's language. */
export function offerReasonText(reason: OfferReason, locale: Locale): string {
  const words = offerNoteWords[locale];
  return words.offerUsedEarlier(words.foundBy[reason.values.found_by]);
}

/**
 * A final price's note about its offer, in the reader's language. A quote written before the
 * reason was stored as a code (read during a deploy, before the migration) keeps its sentence.
 */
export function offerNoteText(quote: Pick<Quote, "offer_reason" | "offer_note">, locale: Locale): string | null {
  if (quote.offer_reason) return offerReasonText(quote.offer_reason, locale);
  return quote.offer_note ?? null;
}

/** A quote as a reader receives it: its offer's note written from the stored reason in their language. */
export function quoteForReader(quote: Quote | null, locale: Locale): Quote | null {
  if (!quote?.offer_reason) return quote;
  return { ...quote, offer_note: offerReasonText(quote.offer_reason, locale) };
}
