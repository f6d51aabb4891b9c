import type { Context } from "hono";
import type { AppEnv } from "../context";
import { STRIPE_WEBHOOK_PATH } from "../routes/stripe-webhook";
import type { EventDeliverer } from "./local-gateway";
import { signatureFor } from "./local-events";

function executionContext<E extends AppEnv>(c: Context<E>) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/**
 * Signs a local event with the webhook secret and posts it through the whole app, as Stripe
 * would: the same route, signature check and handler run. Throws if it is not accepted.
 */
export function deliverThroughWebhook<E extends AppEnv>(c: Context<E>): EventDeliverer {
  return async (event) => {
    const payload = JSON.stringify(event);
    const signature = await signatureFor(payload, c.var.app.settings.stripeWebhookSecret);
    // Imported lazily: a static import would be circular (the app imports the routes that use this).
    const { app } = await import("../app");
    const request = new Request(new URL(STRIPE_WEBHOOK_PATH, c.req.url), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    });
    const response = await app.fetch(request, c.env, executionContext(c));
    if (!response.ok) throw new Error(`The webhook answered ${response.status} to ${event.type}: ${await response.text()}`);
  };
}
