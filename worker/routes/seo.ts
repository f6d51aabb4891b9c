import { Hono } from "hono";
import { LANGUAGE_TAG, LOCALES, localizedPath } from "#core/i18n/locale";
import { hasPageInBothLanguages, NOT_FOUND_PAGE_PATHS, PRERENDERED_PATHS } from "#core/site-paths";
import type { AppEnv } from "../context";
import { escapeHtml } from "../html";

/** sitemap.xml and robots.txt, generated from the catalogue so they never fall behind it. */
export const seoRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", (c) => {
    const origin = c.var.app.settings.siteUrl;
    const url = (path: string) => escapeHtml(origin + (path === "/" ? "/" : path));
    // Each page in both languages names every version of itself, as its hreflang links do.
    const alternates = (path: string) =>
      hasPageInBothLanguages(path)
        ? LOCALES.map(
            (locale) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[locale]}" href="${url(localizedPath(path, locale))}"/>`,
          ).join("")
        : "";
    const urls = PRERENDERED_PATHS.filter((path) => !NOT_FOUND_PAGE_PATHS.includes(path)).map(
      (path) => `  <url><loc>${url(path)}</loc>${alternates(path)}</url>`,
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  })
  .get("/robots.txt", (c) => {
    const origin = c.var.app.settings.siteUrl;
    const lines = [
      "User-agent: *",
      "Disallow: /api/",
      "Disallow: /dashboard",
      "Disallow: /auth",
      "Disallow: /admin",
      "Disallow: /email-test",
      "",
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return c.text(`${lines.join("\n")}\n`, 200, { "Cache-Control": "public, max-age=3600" });
  });
