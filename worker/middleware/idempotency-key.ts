import type { Context } from "hono";
import { z } from "zod";
import { Invalid } from "../services/errors";

const IdempotencyKeySchema = z.string().trim().min(8).max(100);

/**
 * The request's Idempotency-Key header, which makes a repeated create (double click, retry)
 * answer the first result. Without the header each request is its own; a key of the wrong
 * length is refused. A function rather than middleware, so that each route keeps its own
 * order of checks (rate limit, verified email) and so its own answer when several fail.
 */
export function idempotencyKey(c: Context): string {
  const key = IdempotencyKeySchema.safeParse(c.req.header("Idempotency-Key") ?? crypto.randomUUID());
  if (!key.success) throw new Invalid("invalid_input", "The Idempotency-Key header must be 8 to 100 characters.");
  return key.data;
}
