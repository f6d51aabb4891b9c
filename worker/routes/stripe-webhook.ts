import { Hono } from "hono";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";
import { serviceContext } from "../services/context";
import { receiveStripeEvent } from "../services/stripe-webhook";

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/** Larger than any subscription or invoice event we subscribe to; refused before reading more. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * Stripe's events, the only writer of subscription state. The raw body is required for the
 * signature, so this route is exempt from the JSON body middleware and reads text itself.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { app } = c.var;
  if (Number(c.req.header("Content-Length") ?? "0") > MAX_EVENT_BYTES)
    throw new ApiError(413, "payload_too_large", "The event is too large.");
  const payload = await c.req.text();
  const delivery = await receiveStripeEvent(serviceContext(app, null), payload, c.req.header("Stripe-Signature"));
  return c.json({ received: true, ...delivery });
});
