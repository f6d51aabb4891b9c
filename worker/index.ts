import { app } from "./app";
import { servePage } from "./pages";
import { queue } from "./outbox-queue";
import { scheduled } from "./scheduled";

/** Paths the Hono app answers; everything else is a page or a static file. */
function isAppPath(pathname: string): boolean {
  return (
    pathname === "/api" ||
    pathname.startsWith("/api/") ||
    pathname.startsWith("/dev/") ||
    pathname === "/sitemap.xml" ||
    pathname === "/robots.txt"
  );
}

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    return isAppPath(pathname) ? app.fetch(request, env, ctx) : servePage(request, env);
  },
  scheduled,
  queue,
} satisfies ExportedHandler<Env, string>;
