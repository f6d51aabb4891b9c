import type { MetaDescriptor } from "react-router";
import { BUSINESS } from "#core/business";

/** The public origin for canonical URLs, read from wrangler.toml's SITE_URL at build time. */
const CANONICAL_ORIGIN: string = import.meta.env.VITE_CANONICAL_ORIGIN ?? "https://sflconcierge.com";

export function absoluteUrl(path: string): string {
  return `${CANONICAL_ORIGIN}${path === "/" ? "/" : path}`;
}

interface PageMeta {
  title: string;
  description: string;
  path: string;
  image?: string;
  jsonLd?: object[];
  noindex?: boolean;
}

/** Title, description, canonical URL, Open Graph and JSON-LD of one page. */
export function pageMeta({ title, description, path, image = "/images/hero.svg", jsonLd = [], noindex }: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${BUSINESS.name}`;
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BUSINESS.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(image) },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
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
