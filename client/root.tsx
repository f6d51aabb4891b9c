import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import { LANGUAGE_TAG, localeOfPath } from "#core/i18n/locale";
import type { Route } from "./+types/root";
// Inlined so the first paint needs no second request. The build then keeps in each
// prerendered page only the rules it uses (scripts/page-stylesheet.mjs).
import appCss from "./app.css?inline";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { HydrateApart } from "./components/ui/hydrate-apart";
import { ScrollManager } from "./lib/scroll-manager";
import { SessionProvider } from "./lib/session";
import { ToastProvider } from "./lib/toast";
import { SpanishOffer } from "./components/spanish-offer";

// Zod probes for eval (new Function) unless told not to; the script policy refuses eval and
// the browser reports the refusal. Zod reads its settings from this global (importing its
// `config` here would bring 4 KB of zod into every page); set before any form's schema is
// built. The browser tests fail on such a report, so a rename in zod would show.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

const STYLESHEET_ID = "app-css";

/**
 * The stylesheet's text. Prerendering writes it into every page; in the browser the page
 * already holds it (or the part of it the page uses), so the built JavaScript reads it from
 * there instead of carrying a second copy (6 KB gzip). The dev server keeps its own copy, so
 * style edits apply without a reload.
 */
function stylesheet(): string {
  if (import.meta.env.SSR || import.meta.env.DEV) return appCss;
  return document.getElementById(STYLESHEET_ID)?.textContent ?? "";
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const language = LANGUAGE_TAG[localeOfPath(pathname)];
  // A page rendered in the browser starts from the one app shell, written in English: its
  // language is set here, as hydration does not correct an attribute.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a43" />
        <Meta />
        <Links />
        {/* The dev server's copy may differ from the page's until it reloads: no warning for that. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, no user input */}
        <style id={STYLESHEET_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: stylesheet() }} />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets browser tests and scripts know clicks will be handled.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ToastProvider>
      <SessionProvider>
        <ScrollManager />
        <div className="flex min-h-screen flex-col">
          <SiteHeader />
          <SpanishOffer />
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <HydrateApart>
            <SiteFooter />
          </HydrateApart>
        </div>
      </SessionProvider>
    </ToastProvider>
  );
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <p className="text-slate-600">Loading...</p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold">We hit a snag</h1>
      <p className="mt-3 text-slate-600">{message} Please reload the page or try again in a moment.</p>
      <a href="/" className="mt-6 inline-block font-semibold text-teal underline">
        Return to Home
      </a>
    </main>
  );
}
