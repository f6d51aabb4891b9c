import type { Locale } from "./locale";
import { cardDeclineWords } from "./messages/card-decline-words";

/** A decline code in the reader's words; a code without its own message (or none) gets the general one. */
export function cardDeclineText(code: string | null | undefined, locale: Locale): string {
  const words = cardDeclineWords[locale];
  const reasons: Readonly<Record<string, string>> = words.reasons;
  return code && Object.hasOwn(reasons, code) ? (reasons[code] ?? words.general) : words.general;
}
