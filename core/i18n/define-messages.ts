import type { Locale } from "./locale";

/** A message: a text, a list of texts, a function of values that writes a text, or a group of messages. */
export type Message = string | readonly string[] | ((...values: never[]) => string) | { readonly [key: string]: Message };

/**
 * What the other language must provide for a message: the same kind, with the same keys at
 * every level. A Spanish message left out, or one English does not have, is a type error.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : T extends (...values: infer Values) => string
      ? (...values: Values) => string
      : { readonly [K in keyof T]: Translation<T[K]> };

/**
 * One group of messages in both languages. Plain typed modules rather than a library: the
 * texts a page only shows travel in its prerendered HTML (route loaders), so what its
 * JavaScript carries is only the few messages that change in the browser
 * (docs/decisions/0037-language-layer.md).
 */
export function defineMessages<const T extends { readonly [key: string]: Message }>(messages: {
  en: T;
  es: Translation<T>;
}): Record<Locale, Translation<T>> {
  return messages as unknown as Record<Locale, Translation<T>>;
}
