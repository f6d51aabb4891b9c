import type { MiddlewareHandler } from "hono";
import { applySecurityHeaders } from "./security-headers";

/**
 * Every API answer's security headers, and no caching unless the route said otherwise. They
 * are set on the answer itself; only one whose headers are immutable (a fetched response, a
 * Response.redirect) is copied first, since a copy costs a new Response and its body's stream.
 */
export function apiAnswerHeaders(): MiddlewareHandler<{ Bindings: { APP_ENV: string } }> {
  return async (c, next) => {
    await next();
    const production = c.env.APP_ENV !== "local";
    try {
      finishHeaders(c.res.headers, production);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      c.res = new Response(c.res.body, c.res);
      finishHeaders(c.res.headers, production);
    }
  };
}

function finishHeaders(headers: Headers, production: boolean) {
  applySecurityHeaders(headers, { production });
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
}
