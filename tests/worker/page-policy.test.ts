import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "#worker/inline-scripts";
import { APP_SHELL_PATH, createPageServer, SCRIPT_HASHES_PATH } from "#worker/page-server";

/**
 * The page policy, over a small build served by a fake assets binding (the worker tests
 * load the API alone, without React Router's build). The manifest is made by the same
 * function as the real build's (scripts/after-build.mjs); the checks below hash the
 * served page's scripts on their own.
 */
const page = (title: string, scripts: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><script type="application/ld+json">{"@type":"LocalBusiness"}</script></head>` +
  `<body><h1>${title}</h1>${scripts}</body></html>`;

const BUILD: Record<string, { body: string; type: string }> = {
  "/": {
    body: page(
      "Home",
      '<script>window.__context = {"isSpaMode":false};</script><script type="module" async="">import "/assets/root-1.js";</script>',
    ),
    type: "text/html; charset=utf-8",
  },
  "/page-not-found": {
    body: page("Oops! Page not found", '<script>window.__context = {"page":404};</script>'),
    type: "text/html; charset=utf-8",
  },
  [APP_SHELL_PATH]: { body: page("", '<script>window.__context = {"isSpaMode":true};</script>'), type: "text/html; charset=utf-8" },
  "/assets/root-1.js": { body: "export {};", type: "text/javascript" },
  "/images/hero.svg": { body: "<svg xmlns='http://www.w3.org/2000/svg'/>", type: "image/svg+xml" },
};

async function manifestOf(build: typeof BUILD): Promise<Record<string, string[]>> {
  const entries = Object.entries(build).filter(([, file]) => file.type.startsWith("text/html"));
  return Object.fromEntries(await Promise.all(entries.map(async ([path, file]) => [path, await inlineScriptHashes(file.body)] as const)));
}

/** Serves files like the assets binding: ETags, 304 on a matching If-None-Match, 404 otherwise. */
function fakeAssets(files: Record<string, { body: string; type: string }>): Fetcher {
  return {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init);
      const file = files[new URL(request.url).pathname];
      if (!file) return new Response("Not found", { status: 404 });
      const etag = `"${file.body.length.toString(16)}-${[...file.body].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7).toString(16)}"`;
      if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
      return new Response(file.body, {
        headers: { "Content-Type": file.type, ETag: etag, "Cache-Control": "public, max-age=0, must-revalidate" },
      });
    },
  } as unknown as Fetcher;
}

interface Setup {
  files?: Record<string, { body: string; type: string }>;
  withManifest?: boolean;
  dev?: boolean;
  /** Wraps the assets binding, e.g. to stall one of its reads. */
  assets?: (served: Fetcher) => Fetcher;
}

async function site({ files = BUILD, withManifest = true, dev = false, assets = (served) => served }: Setup = {}) {
  const served = { ...files };
  if (withManifest) served[SCRIPT_HASHES_PATH] = { body: JSON.stringify(await manifestOf(files)), type: "application/json" };
  const rendered: string[] = [];
  const servePage = createPageServer({
    dev,
    async render(request) {
      rendered.push(new URL(request.url).pathname);
      return new Response(page("Rendered", "<script>window.__rendered = 1;</script>"), {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
  });
  const pageEnv = { ...env, APP_ENV: "production", ASSETS: assets(fakeAssets(served)) } as Env;
  const get = (path: string, headers: HeadersInit = {}) => servePage(new Request(`https://sflconcierge.com${path}`, { headers }), pageEnv);
  return { get, rendered };
}

/** script-src's sources, and a check of one script text against them, done independently. */
function scriptSources(policy: string | null): string[] {
  const directive = policy
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src "));
  return directive?.split(/\s+/).slice(1) ?? [];
}

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

function executedInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?: type="module" async="")?>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
}

describe("the script policy of built pages", () => {
  it("is the same on 200 and 304, allows exactly the page's inline scripts and refuses any other", async () => {
    const { get } = await site();
    const first = await get("/");
    expect(first.status).toBe(200);
    const html = await first.text();
    const policy = first.headers.get("Content-Security-Policy");

    const again = await get("/", { "If-None-Match": first.headers.get("ETag") ?? "" });
    expect(again.status).toBe(304);
    expect(again.headers.get("Content-Security-Policy")).toBe(policy);

    const sources = scriptSources(policy);
    expect(sources[0]).toBe("'self'");
    const inline = executedInlineScripts(html);
    expect(inline).toHaveLength(2);
    for (const script of inline) expect(sources, script).toContain(await sha256Source(script));
    expect(sources.slice(1)).toHaveLength(inline.length);
    expect(sources).not.toContain(await sha256Source("alert(document.cookie)"));
    expect(sources).not.toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/'unsafe-eval'|'nonce-|\*/);
  });

  it("serves the app shell with its own policy to pages that render in the browser, and with 404 to an unknown service", async () => {
    const { get } = await site();
    const shellHashes = await inlineScriptHashes(BUILD[APP_SHELL_PATH]!.body);
    for (const [path, status] of [
      ["/booking", 200],
      ["/dashboard", 200],
      ["/services/no-such-service", 404],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toBe(BUILD[APP_SHELL_PATH]!.body);
      expect(scriptSources(response.headers.get("Content-Security-Policy")).slice(1), path).toEqual(shellHashes);
    }
    const shell = await get("/booking");
    const revalidated = await get("/booking", { "If-None-Match": shell.headers.get("ETag") ?? "" });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("Content-Security-Policy")).toBe(shell.headers.get("Content-Security-Policy"));
  });

  it("answers unknown paths and the build's own files with the 404 page and its policy", async () => {
    const { get } = await site();
    const notFoundHashes = await inlineScriptHashes(BUILD["/page-not-found"]!.body);
    for (const path of ["/no-such-page", SCRIPT_HASHES_PATH, APP_SHELL_PATH, "/about.data"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("Oops! Page not found");
      expect(scriptSources(response.headers.get("Content-Security-Policy")).slice(1), path).toEqual(notFoundHashes);
      expect(response.headers.get("Cache-Control"), path).toBe("no-cache");
    }
  });

  it("never renders a page per request once built, and renders only while building or in dev", async () => {
    const built = await site();
    expect((await built.get("/about")).status).toBe(404);
    expect(built.rendered).toEqual([]);

    const building = await site({ withManifest: false });
    const prerender = await building.get("/about");
    expect(prerender.status).toBe(200);
    expect(building.rendered).toEqual(["/about"]);
    expect(scriptSources(prerender.headers.get("Content-Security-Policy"))).toEqual(["'self'"]);

    const dev = await site({ files: {}, withManifest: false, dev: true });
    const devPage = await dev.get("/about");
    const devHtml = await devPage.text();
    expect(scriptSources(devPage.headers.get("Content-Security-Policy")).slice(1)).toEqual(
      await Promise.all(executedInlineScripts(devHtml).map(sha256Source)),
    );
    const devMissing = await dev.get("/no-such-page");
    expect(devMissing.status).toBe(404);
    expect(dev.rendered).toEqual(["/about", "/page-not-found"]);
  });

  it("keeps hashed assets for a year, revalidates pages, and keeps pictures for a day", async () => {
    const { get } = await site();
    expect((await get("/assets/root-1.js")).headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/")).headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect((await get("/images/hero.svg")).headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect((await get("/")).headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await get("/")).headers.get("Strict-Transport-Security")).toContain("max-age=");
  });
});

/**
 * Assets whose first read of the hash manifest never answers, as for a request cancelled
 * mid-read: its continuations never run. `stalled` resolves once that read has begun.
 */
function firstManifestReadStalls() {
  let began: () => void = () => {};
  const stalled = new Promise<void>((resolve) => {
    began = resolve;
  });
  let reads = 0;
  const wrap = (served: Fetcher) =>
    ({
      fetch(input: RequestInfo | URL, init?: RequestInit) {
        const path = new URL(new Request(input, init).url).pathname;
        if (path === SCRIPT_HASHES_PATH && reads++ === 0) {
          began();
          return new Promise<Response>(() => {});
        }
        return served.fetch(input, init);
      },
    }) as unknown as Fetcher;
  return { wrap, stalled };
}

describe("requests share no pending work", () => {
  for (const [name, setup] of [
    ["a built site", {}],
    ["the dev server", { files: {}, withManifest: false, dev: true }],
  ] as const) {
    it(`answers 50 concurrent pages on ${name} after a request abandoned while reading the build's manifest`, async () => {
      const { wrap, stalled } = firstManifestReadStalls();
      const { get } = await site({ ...setup, assets: wrap });
      void get("/");
      await stalled;
      const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => get(index % 2 ? "/" : "/booking")));
      expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 50 }, () => 200));
    });
  }
});
