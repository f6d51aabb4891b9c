import { useLocation, useMatches } from "react-router";
import { type Locale, localeOfPath, localizedPath } from "#core/i18n/locale";

/**
 * The language of the page a loader runs for. Prerendering asks for a page's data at its path
 * plus ".data" (/es.data for /es), which the path alone would not read as Spanish.
 */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname.replace(/\.data$/, ""));
}

/** The language of the page shown: its path says it (/es/... is Spanish). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** A path of the site in the page's language: on a Spanish page, "/services" -> "/es/services". */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}

/**
 * The `handle` of a route whose page exists in both languages. Read from the route rather than
 * from the list of paths (core/site-paths.ts), so no page's JavaScript carries that list.
 */
export const BILINGUAL_PAGE = { bilingual: true } as const;

/** Whether the page shown has its pair in the other language. */
export function useIsBilingualPage(): boolean {
  return useMatches().some((match) => (match.handle as Partial<typeof BILINGUAL_PAGE> | undefined)?.bilingual === true);
}
