import type { MiddlewareHandler } from "hono";
import type { AppContext } from "../context";
import { applySecurityHeaders } from "./security-headers";

/** Names the app's time on API answers while the tests have moved its clock (worker/clock.ts); client/lib/clock.ts follows it. */
export const APP_CLOCK_HEADER = "X-App-Clock";

type ClockParts = Pick<AppContext, "settings" | "now">;

/**
 * Every API answer's security headers, and no caching unless the route said otherwise. They
 * are set on the answer itself; only one whose headers are immutable (a fetched response, a
 * Response.redirect) is copied first, since a copy costs a new Response and its body's stream.
 */
export function apiAnswerHeaders(): MiddlewareHandler<{ Bindings: { APP_ENV: string }; Variables: { app?: ClockParts } }> {
  return async (c, next) => {
    await next();
    const production = c.env.APP_ENV !== "local";
    const clock = movedClock(c.get("app"));
    try {
      finishHeaders(c.res.headers, production, clock);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      c.res = new Response(c.res.body, c.res);
      finishHeaders(c.res.headers, production, clock);
    }
  };
}

/** The app's time in epoch milliseconds, only where its clock was moved (never in production, whose offset is 0). */
function movedClock(app: ClockParts | undefined): string | null {
  return app && app.settings.clockOffsetMs !== 0 ? String(app.now().getTime()) : null;
}

function finishHeaders(headers: Headers, production: boolean, clock: string | null) {
  applySecurityHeaders(headers, { production });
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  if (clock) headers.set(APP_CLOCK_HEADER, clock);
}
