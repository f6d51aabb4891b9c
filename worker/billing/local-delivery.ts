import { errorBody, statusOf } from "../errors";
import type { ServiceContext } from "../services/context";
import { DomainError, fieldsIn } from "../services/errors";
import { receiveStripeEvent } from "../services/payments/stripe-webhook";
import type { EventDeliverer } from "./local-gateway";
import { signatureFor } from "./local-events";

/**
 * Signs a local event with the webhook secret and hands it to the webhook's own handling,
 * as Stripe's delivery reaches the route: the same signature check and handler run, without
 * a request through the app. Throws if it is not accepted, saying what the route would
 * answer, or if it is ignored: the local pages' own events should always be usable.
 */
export function deliverThroughWebhook(ctx: ServiceContext): EventDeliverer {
  return async (event) => {
    const payload = JSON.stringify(event);
    const signature = await signatureFor(payload, ctx.settings.stripeWebhookSecret);
    let ignored: string | undefined;
    try {
      ({ ignored } = await receiveStripeEvent(ctx, payload, signature));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const body = JSON.stringify(errorBody(error.code, error.message, error.fields && fieldsIn(error.fields, "en")));
      throw new Error(`The webhook answered ${statusOf(error)} to ${event.type}: ${body}`);
    }
    if (ignored) throw new Error(`The webhook ignored ${event.type}: ${ignored}`);
  };
}
