import { DEFAULT_LOCALE, isLocale, type Locale } from "./locale";

/**
 * The site's language a request's Accept-Language prefers: the first of its ranges, by
 * weight, that is English or Spanish ("es-US,es;q=0.9,en;q=0.8" -> es). A header naming
 * neither, or none, is English.
 */
export function preferredLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0], weight: weight === undefined ? 1 : Number(weight), order };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranges.map((range) => range.language).find(isLocale) ?? DEFAULT_LOCALE;
}
