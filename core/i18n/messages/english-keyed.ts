import type { Locale } from "../locale";

/**
 * A group of refusals keyed by the English message the server writes (worker/errors.ts looks
 * each one up by that text): the English side is the key itself, so the English answer stays
 * word for word, and no English message can be listed without its Spanish beside it.
 */
export function englishKeyed(spanish: Readonly<Record<string, string>>): Record<Locale, Record<string, string>> {
  const english = Object.fromEntries(Object.keys(spanish).map((text) => [text, text]));
  return { en: english, es: { ...spanish } };
}
