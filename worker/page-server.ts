import { isClientRenderedPath, isKnownPagePath, isServicePath, notFoundPagePath } from "#core/site-paths";
import { inlineScriptHashes } from "./inline-scripts";
import { applySecurityHeaders, type PageScripts } from "./middleware/security-headers";

/** Written by scripts/after-build.mjs: the inline-script hashes of every built HTML file, by path. */
export const SCRIPT_HASHES_PATH = "/__script-hashes.json";
/** React Router's app shell (ssr:false): one static file for every page that renders in the browser. */
export const APP_SHELL_PATH = "/__spa-fallback";
/** The header React Router's build sends when it prerenders the app shell. */
const SPA_MODE_HEADER = "X-React-Router-SPA-Mode";

export type ScriptHashManifest = Record<string, string[]>;

export interface PageServerOptions {
  /** React Router's request handler, for a page the build has no file for (see servePage). */
  render(request: Request): Promise<Response>;
  /** The dev server: nothing is built, every page is rendered per request. */
  dev: boolean;
}

/**
 * Cache policy, chosen per kind of file. Hashed assets never change under their name.
 * HTML and loader data keep their names across deploys, so browsers revalidate them on
 * every use (a 304 costs one round trip) and never run a page whose scripts a new deploy
 * removed. Pictures may be replaced under the same name, so they are kept for a day.
 */
export const CACHE_CONTROL = {
  hashedAsset: "public, max-age=31536000, immutable",
  page: "public, max-age=0, must-revalidate",
  otherFile: "public, max-age=86400",
  notFound: "no-cache",
  rendered: "no-store",
} as const;

/**
 * Pages and static files. Every page a visitor gets in production is a built file, sent
 * with the script hashes the build recorded for it: a prerendered page, the app shell for
 * pages that render in the browser (status 404 for an unknown service), or the 404 page.
 * React Router renders a page only when the build has no file for it: while the build
 * prerenders, and on the dev server.
 */
export function createPageServer({ render, dev }: PageServerOptions) {
  return async function servePage(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const site = new SiteFiles(request, env, render, dev);
    if (url.pathname.startsWith("/__")) return site.notFoundPage();
    // A path that does not decode ("/services/%ff") names nothing; the assets binding throws on it.
    if (decodedPath(url.pathname) === null) return site.notFoundPage();
    if (request.headers.get(SPA_MODE_HEADER) === "yes") return site.appShell(200);

    const asset = await env.ASSETS.fetch(request);
    if (asset.status !== 404) return site.fromBuild(asset, url.pathname);

    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
    // A page or its loader data without a file: the build is prerendering it, or this is the
    // dev server. A finished build (it has the hash manifest) never renders per request.
    if (isKnownPagePath(pagePathOfData(path)) && !(await site.isFinishedBuild())) return site.rendered(await render(request));
    if (path.endsWith(".data")) return site.notFoundPage();
    if (isClientRenderedPath(path)) return site.appShell(200);
    if (isServicePath(path) && !isKnownPagePath(path)) return site.appShell(404);
    return site.notFoundPage();
  };
}

// Returns the decoded path rather than a boolean: the minifier drops a decode whose result is unused.
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** `/services.data` is the loader data of `/services`; `/_.data` that of `/`. */
function pagePathOfData(path: string): string {
  if (!path.endsWith(".data")) return path;
  const page = path.slice(0, -".data".length);
  return page === "/_" ? "/" : page;
}

class SiteFiles {
  private readonly url: URL;
  private readonly production: boolean;

  constructor(
    private readonly request: Request,
    private readonly env: Env,
    private readonly render: (request: Request) => Promise<Response>,
    private readonly dev: boolean,
  ) {
    this.url = new URL(request.url);
    this.production = env.APP_ENV !== "local";
  }

  async isFinishedBuild(): Promise<boolean> {
    return (await scriptHashes(this.env, this.url)) !== null;
  }

  /** A file from the build, with its path's script hashes: the same on a 200 and a 304. */
  async fromBuild(file: Response, path: string, status = file.status): Promise<Response> {
    const hashes = (await scriptHashes(this.env, this.url))?.[path];
    const response = new Response(file.body, { status, statusText: status === file.status ? file.statusText : "", headers: file.headers });
    applySecurityHeaders(response.headers, { production: this.production, scripts: { inlineHashes: hashes ?? [] } });
    response.headers.set("Cache-Control", status === 404 ? CACHE_CONTROL.notFound : cacheControlFor(path, hashes !== undefined, status));
    if (status === 404) response.headers.delete("ETag");
    return response;
  }

  /** The shell for pages that render in the browser; prerendered by the build, rendered on the dev server. */
  async appShell(status: 200 | 404): Promise<Response> {
    const shell = await this.env.ASSETS.fetch(this.internalRequest(APP_SHELL_PATH, { conditional: status === 200 }));
    if (shell.status !== 404) return this.fromBuild(shell, APP_SHELL_PATH, shell.status === 304 ? 304 : status);
    // The build asks for the shell before it exists, and the dev server never has one. A path
    // that is not prerendered makes React Router render the shell alone (its SPA mode).
    return this.rendered(await this.render(this.internalRequest(APP_SHELL_PATH, { conditional: false })), status);
  }

  /** The 404 page in the language of the path asked for (Spanish under /es/). */
  async notFoundPage(): Promise<Response> {
    const path = notFoundPagePath(this.url.pathname);
    const page = await this.env.ASSETS.fetch(this.internalRequest(path, { conditional: false }));
    if (page.ok) return this.fromBuild(page, path, 404);
    return this.rendered(await this.render(this.internalRequest(path, { conditional: false })), 404);
  }

  /**
   * A page React Router rendered for this request. On the dev server its inline scripts
   * (React Router's and Vite's hot-reload client, which change with every edit) are allowed
   * by hashing the page as it is sent: nothing but the local dev server is trusted that way.
   * Anywhere else such a page gets no inline script at all: in production every page is a
   * built file, and during the build only the body is kept.
   */
  async rendered(page: Response, status = page.status): Promise<Response> {
    const isHtml = page.headers.get("Content-Type")?.includes("text/html") ?? false;
    const body = this.dev && isHtml ? await page.text() : page.body;
    const scripts: PageScripts = { inlineHashes: typeof body === "string" ? await inlineScriptHashes(body) : [] };
    const response = new Response(body, { status, headers: page.headers });
    applySecurityHeaders(response.headers, { production: this.production, scripts });
    response.headers.set("Cache-Control", CACHE_CONTROL.rendered);
    return response;
  }

  /** A GET for one of the site's own files, keeping the visitor's revalidation headers only when asked. */
  private internalRequest(path: string, { conditional }: { conditional: boolean }): Request {
    const headers = new Headers(this.request.headers);
    if (!conditional) {
      headers.delete("If-None-Match");
      headers.delete("If-Modified-Since");
    }
    return new Request(new URL(path, this.url), { headers });
  }
}

function cacheControlFor(path: string, isBuiltPage: boolean, status: number): string {
  // A redirect (e.g. a trailing slash dropped) is revalidated like a page.
  if (isBuiltPage || path.endsWith(".data") || (status >= 300 && status < 400 && status !== 304)) return CACHE_CONTROL.page;
  if (path.startsWith("/assets/")) return CACHE_CONTROL.hashedAsset;
  return CACHE_CONTROL.otherFile;
}

/**
 * Manifests already read, by assets binding. Only a resolved value is kept, never the pending
 * read: a promise belongs to the request that started it, and if that request is cancelled
 * (an aborted fetch, a closed tab) its continuations never run, so every later request
 * awaiting it would fail. Requests that start before the first read finishes each read it.
 */
const manifests = new WeakMap<Fetcher, ScriptHashManifest>();

/**
 * The build's hash manifest, read once per worker instance (it changes only with a deploy).
 * Null while there is none: on the dev server, and during the build itself.
 */
async function scriptHashes(env: Env, url: URL): Promise<ScriptHashManifest | null> {
  const cached = manifests.get(env.ASSETS);
  if (cached) return cached;
  const response = await env.ASSETS.fetch(new Request(new URL(SCRIPT_HASHES_PATH, url)));
  if (!response.ok) return null;
  const manifest = (await response.json()) as ScriptHashManifest;
  manifests.set(env.ASSETS, manifest);
  return manifest;
}
