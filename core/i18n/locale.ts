/**
 * The site's two languages. English pages live at their own paths, Spanish ones under /es/;
 * formats follow the US variant of each language, so money and times read as a Miami reader
 * expects them ("$1,234.50", "3:00 p.m."), where plain "es" would write "1234,50 US$" and "15:00".
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The BCP 47 tag of each language: Intl's formats, `<html lang>` and hreflang. */
export const LANGUAGE_TAG: Record<Locale, "en-US" | "es-US"> = { en: "en-US", es: "es-US" };

const SPANISH_PREFIX = "/es";

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The language of a page, from its path: /es and everything under /es/ is Spanish. */
export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** The path without its language prefix: /es/services -> /services, /es -> /. */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || "/";
}

/**
 * The same page in a language, keeping its query and hash: ("/services", "es") -> /es/services,
 * ("/", "es") -> /es, ("/#contact", "es") -> /es#contact, ("/es/about", "en") -> /about.
 */
export function localizedPath(path: string, locale: Locale): string {
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? "" : path.slice(split);
  const base = unlocalizedPath(pathname);
  if (locale === "en") return `${base}${rest}`;
  return `${base === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${base}`}${rest}`;
}
