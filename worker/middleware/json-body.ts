import type { MiddlewareHandler } from "hono";
import { ApiError } from "../errors";
import { bodyUpTo } from "./body-up-to";
import { Invalid } from "../services/errors";

const MAX_BODY_BYTES = 64 * 1024;
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every API body is JSON of at most 64 KB. Checked before any route runs so that
 * a route never sees a body it would have to guess about.
 *
 * The body is read from the network once, here; the routes then read a copy of the request
 * that carries the bytes read (reading a clone instead tees the stream into two).
 */
export function jsonBodyOnly(options: { except?: (path: string) => boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method) || options.except?.(c.req.path)) return next();
    // A chunked 10 MB body is abandoned at 64 KB.
    const raw = await bodyUpTo(c.req.raw, MAX_BODY_BYTES);
    if (!raw) throw tooLarge();
    c.req.raw = new Request(c.req.raw, { body: raw });
    const contentType = c.req.header("Content-Type");
    // A route that reads no body is sent none, with no type. A form's type is refused even when
    // empty: an empty form post from another site must not reach a route that needs no body.
    if (raw.byteLength === 0 && contentType === undefined) return next();
    if (!/^application\/json\b/i.test(contentType ?? "")) {
      throw new ApiError(415, "unsupported_media_type", "Requests must be sent as JSON (Content-Type: application/json).");
    }
    if (raw.byteLength === 0) return next();
    try {
      JSON.parse(new TextDecoder().decode(raw));
    } catch {
      throw new Invalid("malformed_json", "The request body is not valid JSON.");
    }
    return next();
  };
}

function tooLarge() {
  return new ApiError(413, "payload_too_large", "The request is too large (64 KB at most).");
}
