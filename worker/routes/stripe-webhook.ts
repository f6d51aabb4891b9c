import { Hono } from "hono";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";
import { bodyUpTo } from "../middleware/body-up-to";
import { billingGateway } from "../billing/request-gateway";
import { serviceContext } from "../services/context";
import { NotFound } from "../services/errors";
import { refundDuplicatePayments } from "../services/payments/payment-duplicates";
import { receiveStripeEvent } from "../services/payments/stripe-webhook";

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
  // Without Stripe's keys the local test checkout delivers its events inside the worker,
  // signed with a secret printed in the source: over HTTP it would let anyone subscribe.
  if (app.settings.billingMode === "local") throw new NotFound("not_found", "There is nothing at this address.");
  const body = await bodyUpTo(c.req.raw, MAX_EVENT_BYTES);
  if (!body) throw tooLarge();
  const payload = new TextDecoder().decode(body);
  const ctx = serviceContext(app, null);
  const { duplicatePayments = [], ...delivery } = await receiveStripeEvent(ctx, payload, c.req.header("Stripe-Signature"));
  // A payment taken twice is refunded now, after its event is stored: a refund Stripe refuses is left to the cron.
  if (duplicatePayments.length > 0) await refundDuplicatePayments(ctx, billingGateway(ctx), duplicatePayments);
  return c.json({ received: true, ...delivery });
});
