import { createRequestHandler, type ServerBuild } from "react-router";
import { isKnownPagePath, isServicePath, NOT_FOUND_PAGE_PATH } from "../core/site-paths";
import { withPageSecurity } from "./middleware/security-headers";

// @ts-expect-error: a virtual module that React Router's Vite plugin writes at build time.
const loadBuild = (): Promise<ServerBuild> => import("virtual:react-router/server-build");
const renderShell = createRequestHandler(loadBuild, import.meta.env.MODE);

/**
 * Pages and static files: a built file if there is one, the app shell for pages that
 * render in the browser, and the prerendered 404 page (status 404) for anything else.
 */
export async function servePage(request: Request, env: Env): Promise<Response> {
  const production = env.APP_ENV !== "local";
  const url = new URL(request.url);
  // A path that does not decode ("/services/%ff") names nothing; the assets binding throws on it.
  if (decodedPath(url.pathname) === null) return notFoundPage(env, url, production);
  const asset = await env.ASSETS.fetch(request);
  if (asset.status !== 404) return withPageSecurity(asset, production);

  if (isKnownPagePath(url.pathname)) return withPageSecurity(await renderShell(request), production);
  if (isServicePath(url.pathname)) {
    // An unknown service id: the app shell shows 'Service Not Found', with the right status.
    const shell = await renderShell(request);
    return withPageSecurity(new Response(shell.body, { status: 404, headers: shell.headers }), production);
  }

  return notFoundPage(env, url, production);
}

async function notFoundPage(env: Env, url: URL, production: boolean): Promise<Response> {
  const page = await env.ASSETS.fetch(new URL(NOT_FOUND_PAGE_PATH, url));
  const body = page.ok ? page.body : "Not found";
  const notFound = new Response(body, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
  return withPageSecurity(notFound, production);
}

// Returns the decoded path rather than a boolean: the minifier drops a decode whose result is unused.
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
