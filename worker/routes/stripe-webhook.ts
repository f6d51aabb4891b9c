import { Hono } from "hono";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";
import { serviceContext } from "../services/context";
import { receiveStripeEvent } from "../services/stripe-webhook";

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/**
 * The subscription, checkout and invoice events we subscribe to weigh a few KB (an invoice
 * with many lines a few tens); 512 KB leaves room for growth while bounding what one request
 * can make the worker buffer.
 */
const MAX_EVENT_BYTES = 512 * 1024;

const tooLarge = () => new ApiError(413, "payload_too_large", "The event is too large (512 KB at most).");

/**
 * Stripe's events, the only writer of subscription state. The raw body is required for the
 * signature, so this route is exempt from the JSON body middleware and reads text itself.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { app } = c.var;
  if (Number(c.req.header("Content-Length") ?? "0") > MAX_EVENT_BYTES) throw tooLarge();
  const payload = await textUpTo(c.req.raw, MAX_EVENT_BYTES);
  if (payload === undefined) throw tooLarge();
  const delivery = await receiveStripeEvent(serviceContext(app, null), payload, c.req.header("Stripe-Signature"));
  return c.json({ received: true, ...delivery });
});

/**
 * The body as text, or undefined once it passes `limit` bytes: read chunk by chunk and
 * abandoned there, since a chunked body declares no length to refuse it by beforehand.
 */
async function textUpTo(request: Request, limit: number): Promise<string | undefined> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
}
