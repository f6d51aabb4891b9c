import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { Forbidden } from "../services/errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "This request did not come from our site. Please reload the page and try again.";

/**
 * A state-changing API request must come from the site's own pages. Browsers name the page's
 * origin on every such request, so a form or script on any other origin (another port of
 * localhost included) is refused, whatever cookies it carries. A request naming no origin
 * is not from a browser, unless it carries cookies, which only a browser would send for a
 * signed-in customer: those are refused too. Stripe's webhook (signed) is the exception.
 */
export function sameOriginWrites(options: { except: (path: string) => boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || options.except(c.req.path)) return next();
    const origin = c.req.header("Origin");
    const fetchSite = c.req.header("Sec-Fetch-Site");
    const own = [new URL(c.req.url).origin, new URL(c.var.app.settings.siteUrl).origin];
    const fromOurPages = origin ? own.includes(origin) : fetchSite ? fetchSite === "same-origin" : !c.req.header("Cookie");
    if (!fromOurPages) throw new Forbidden("cross_site_request", CROSS_SITE_MESSAGE);
    return next();
  };
}
