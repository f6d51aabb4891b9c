import { Hono, type MiddlewareHandler } from "hono";
import type { SubscriptionState } from "#core/api-types";
import {
  EmergencyRequestSchema,
  SubscriptionChangeSchema,
  SubscriptionCheckoutSchema,
  type BillingPortalResponse,
  type CheckoutCancelResponse,
  type CheckoutStateResponse,
  type EmergencyResponse,
  type SubscriptionCheckoutResponse,
} from "#core/subscription-api";
import { CancellationReasonSchema, type CancellationReasonResponse } from "#core/cancellation-reasons";
import { billingGateway, withBilling } from "../billing/request-gateway";
import { idempotencyKey } from "../middleware/idempotency-key";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser, type SignedInEnv } from "../middleware/session";
import { serviceContext } from "../services/context";
import { Forbidden } from "../services/errors";
import { cancelOpenCheckout, checkoutState, startSubscriptionCheckout } from "../services/subscriptions/subscription-checkout";
import { billingPortalUrl, changePlan, requestEmergencyCleaning, resumeSubscription } from "../services/subscriptions/subscription-manager";
import { recordCancellationReason } from "../services/subscriptions/cancellation-reason";
import { subscriptionStateFor } from "../services/subscriptions/subscription-state";
import { validate } from "../validate";

/** Checked before the checkout limit, so an unverified attempt does not use up the customer's tries. */
const verifiedEmailOnly: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  if (!c.var.user.emailVerified) throw new Forbidden("email_not_verified", "Please verify your email address before subscribing.");
  await next();
};

/** Per account rather than per address: checkouts are signed in, and a phone changes networks. */
const checkoutsPerUser = rateLimit<SignedInEnv>({
  key: "subscription-checkout",
  per: (c) => c.var.user.id,
  limit: 10,
  window: 10 * 60 * 1000,
  message: "Too many checkout attempts. Please wait a few minutes or call us.",
});

/** The signed-in customer's subscription: state from D1, changes through the billing gateway. */
export const subscriptionRoutes = new Hono<SignedInEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json<SubscriptionState>(await subscriptionStateFor(c.var.app.db, c.var.user.id)))
  .post("/checkout", validate("json", SubscriptionCheckoutSchema), verifiedEmailOnly, checkoutsPerUser, async (c) => {
    const key = idempotencyKey(c);
    const ctx = serviceContext(c.var.app, c.var.user);
    const answer = await withBilling(() => startSubscriptionCheckout(ctx, billingGateway(ctx), c.req.valid("json"), key));
    return c.json<SubscriptionCheckoutResponse>(answer, 201);
  })
  .get("/checkout/:sessionId", async (c) => {
    const answer = await checkoutState(serviceContext(c.var.app, c.var.user), c.req.param("sessionId"));
    return c.json<CheckoutStateResponse>(answer);
  })
  .post("/checkout/cancel", async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    const answer = await withBilling(() => cancelOpenCheckout(ctx, billingGateway(ctx)));
    return c.json<CheckoutCancelResponse>(answer);
  })
  .post("/cancellation-reason", validate("json", CancellationReasonSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<CancellationReasonResponse>(await recordCancellationReason(ctx, c.req.valid("json")));
  })
  .post("/resume", async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<SubscriptionState>(await withBilling(() => resumeSubscription(ctx, billingGateway(ctx))));
  })
  .post("/change", validate("json", SubscriptionChangeSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    const state = await withBilling(() => changePlan(ctx, billingGateway(ctx), c.req.valid("json").package));
    return c.json<SubscriptionState>(state);
  })
  .post("/portal", async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    const url = await withBilling(() => billingPortalUrl(ctx, billingGateway(ctx)));
    return c.json<BillingPortalResponse>({ url });
  })
  .post("/emergency", validate("json", EmergencyRequestSchema), async (c) => {
    const answer = await requestEmergencyCleaning(serviceContext(c.var.app, c.var.user), c.req.valid("json").notes || null);
    return c.json<EmergencyResponse>(answer, 201);
  });
