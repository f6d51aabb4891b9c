import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
// Inlined so the first paint needs no second request: the stylesheet is small (about 5 KB
// compressed) and every page needs all of it.
import appCss from "./app.css?inline";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ScrollManager } from "./lib/scroll-manager";
import { SessionProvider } from "./lib/session";
import { ToastProvider } from "./lib/toast";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a43" />
        <Meta />
        <Links />
        <style dangerouslySetInnerHTML={{ __html: appCss }} />
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
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <SiteFooter />
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
