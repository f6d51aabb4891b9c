import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { RateLimited } from "../services/errors";
import { type RequestLimit, takeRequest } from "../services/rate-limit";
import { clientAddress } from "./client-address";

export interface RateLimitOptions<E extends AppEnv> {
  /** Names the counter; stored as "key:who", so each route keeps its own. */
  key: string;
  /** Requests allowed per window. */
  limit: number;
  /** The window's length in milliseconds (fixed windows). */
  window: number;
  /** The customer-facing message of the 429. */
  message: string;
  /**
   * Whom a request counts against. By default the client's address (IPv6 by /64, see
   * clientAddress); a signed-in route may count per user, the account emails per recipient.
   */
  per?: (c: Context<E>) => string | Promise<string>;
}

/** Refuses a request over the limit with RateLimited (429) before the route's work starts. */
export function rateLimit<E extends AppEnv = AppEnv>(options: RateLimitOptions<E>): MiddlewareHandler<E> {
  return async (c, next) => {
    const request = await requestLimitOf(c, options);
    if (!(await takeRequest(c.var.app.db, request.key, request.limit, request.windowMs, c.var.app.now().getTime()))) {
      throw new RateLimited("rate_limited", request.message);
    }
    await next();
  };
}

/**
 * This request's counter under these options: the route's key and whom the request counts
 * against. A route that counts the request inside its own write (a booking) takes this.
 */
export async function requestLimitOf<E extends AppEnv>(c: Context<E>, options: RateLimitOptions<E>): Promise<RequestLimit> {
  const who = options.per ? await options.per(c) : clientAddress(c.req.raw.headers);
  return { key: `${options.key}:${who}`, limit: options.limit, windowMs: options.window, message: options.message };
}
