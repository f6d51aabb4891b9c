import type { MetaDescriptor } from "react-router";
import { BUSINESS } from "#core/business";
import { LANGUAGE_TAG, LOCALES, type Locale, localizedPath } from "#core/i18n/locale";

/** The public origin for canonical URLs, read from wrangler.toml's SITE_URL at build time. */
const CANONICAL_ORIGIN: string = import.meta.env.VITE_CANONICAL_ORIGIN ?? "https://sflconcierge.com";

export function absoluteUrl(path: string): string {
  return `${CANONICAL_ORIGIN}${path === "/" ? "/" : path}`;
}

interface PageMeta {
  title: string;
  description: string;
  /** The page's English path; a Spanish page's own URL is written from it. */
  path: string;
  /** Set on a page that exists in both languages: it names its pair (hreflang) in each. */
  locale?: Locale;
  image?: string;
  jsonLd?: object[];
  noindex?: boolean;
}

/** Title, description, canonical URL, its pair in the other language, Open Graph and JSON-LD of one page. */
export function pageMeta({
  title,
  description,
  path,
  locale,
  image = "/images/hero.svg",
  jsonLd = [],
  noindex,
}: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${BUSINESS.name}`;
  const url = absoluteUrl(localizedPath(path, locale ?? "en"));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(locale && !noindex ? languageAlternates(path) : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BUSINESS.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: LANGUAGE_TAG[locale ?? "en"].replace("-", "_") },
    { property: "og:image", content: absoluteUrl(image) },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

/** Each language's URL of a page that has both, and the English one for every other language. */
function languageAlternates(path: string): MetaDescriptor[] {
  const alternate = (hrefLang: string, locale: Locale) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(localizedPath(path, locale)),
  });
  return [...LOCALES.map((locale) => alternate(LANGUAGE_TAG[locale], locale)), alternate("x-default", "en")];
}

/** A page kept out of search results (accounts, consoles, links sent by email): its title and noindex. */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${BUSINESS.name}` }, { name: "robots", content: "noindex" }];
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
