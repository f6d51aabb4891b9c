import { Link, useLocation } from "react-router";
import { LANGUAGE_TAG, localizedPath } from "#core/i18n/locale";
import { siteMessages } from "#core/i18n/messages/site";
import { useIsBilingualPage, useLocale } from "../lib/locale";

/**
 * "Español" on English pages, "English" on Spanish ones: the same page, query and hash kept,
 * in the other language. Only pages that exist in both show it; nothing ever switches by
 * itself.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  const locale = useLocale();
  const bilingual = useIsBilingualPage();
  if (!bilingual) return null;
  const other = locale === "en" ? "es" : "en";
  const t = siteMessages[locale];
  return (
    <Link
      to={localizedPath(`${pathname}${search}${hash}`, other)}
      lang={LANGUAGE_TAG[other]}
      hrefLang={LANGUAGE_TAG[other]}
      aria-label={t.otherLanguageLabel}
      className={className}
    >
      {t.otherLanguageName}
    </Link>
  );
}
