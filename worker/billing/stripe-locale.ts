import type { Locale } from "#core/i18n/locale";

/**
 * The language Stripe's Checkout and billing portal open in for a customer: Latin American
 * Spanish for a Spanish customer (Stripe has no US Spanish; es-419 is the closest to Miami's),
 * else nothing, so English customers keep Stripe's own choice from their browser.
 */
export function stripeLocale(locale: Locale | undefined): { locale: "es-419" } | Record<string, never> {
  return locale === "es" ? { locale: "es-419" } : {};
}
