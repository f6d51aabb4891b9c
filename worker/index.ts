import { createRequestHandler, type ServerBuild } from "react-router";
import { app } from "./app";
import { withPageSecurity } from "./middleware/security-headers";
import { runScheduledJobs } from "./scheduled";

// @ts-expect-error: a virtual module that React Router's Vite plugin writes at build time.
const loadBuild = (): Promise<ServerBuild> => import("virtual:react-router/server-build");
const renderShell = createRequestHandler(loadBuild, import.meta.env.MODE);

/** Paths the Hono app answers; everything else is a page or a static file. */
function isAppPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/dev/");
}

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (isAppPath(pathname)) return app.fetch(request, env, ctx);
    const production = env.APP_ENV !== "local";
    const asset = await env.ASSETS.fetch(request);
    if (asset.status !== 404) return withPageSecurity(asset, production);
    // Not a built file: pages rendered in the browser (dashboard, booking) get the app shell.
    return withPageSecurity(await renderShell(request), production);
  },
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
