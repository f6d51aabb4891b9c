import type { ServiceContext } from "../services/context";
import { ProviderFailed } from "../services/errors";
import { BillingUnavailableError, type BillingGateway } from "./gateway";
import { deliverThroughWebhook } from "./local-delivery";
import { createLocalGateway } from "./local-gateway";
import { createStripeClient, createStripeGateway } from "./stripe-gateway";

/** Stripe when its key is set; otherwise (local mode only, see env.ts) the local test checkout. */
export function billingGateway(ctx: ServiceContext): BillingGateway {
  const { settings, db } = ctx;
  if (settings.stripeSecretKey) return createStripeGateway(createStripeClient(settings.stripeSecretKey));
  return createLocalGateway({ db, siteUrl: settings.siteUrl, deliver: deliverThroughWebhook(ctx), now: ctx.now });
}

/** Runs a billing action; Stripe being unreachable becomes a 502 the customer can read. */
export async function withBilling<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof BillingUnavailableError)) throw error;
    console.error(error.message);
    throw new ProviderFailed("billing_unavailable", "We could not reach our payment provider. Please try again in a minute.");
  }
}
