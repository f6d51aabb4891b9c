import { Hono } from "hono";
import type { SubscriptionState } from "../../core/api-types";
import {
  EmergencyRequestSchema,
  SubscriptionChangeSchema,
  SubscriptionCheckoutSchema,
  type BillingPortalResponse,
  type EmergencyResponse,
  type SubscriptionCheckoutResponse,
} from "../../core/subscription-api";
import { billingGateway, withBilling } from "../billing/request-gateway";
import type { AppEnv } from "../context";
import { Forbidden, RateLimited } from "../services/errors";
import { idempotencyKey } from "../middleware/idempotency-key";
import { requireUser, type SessionUser } from "../middleware/session";
import { serviceContext } from "../services/context";
import { takeRequest } from "../services/rate-limit";
import { startSubscriptionCheckout } from "../services/subscription-checkout";
import { billingPortalUrl, changePlan, requestEmergencyCleaning } from "../services/subscription-manager";
import { subscriptionStateFor } from "../services/subscription-state";
import { validate } from "../validate";

const CHECKOUTS_PER_WINDOW = 10;
const CHECKOUT_WINDOW_MS = 10 * 60 * 1000;

/** The signed-in customer's subscription: state from D1, changes through the billing gateway. */
export const subscriptionRoutes = new Hono<AppEnv & { Variables: { user: SessionUser } }>()
  .use(requireUser)
  .get("/", async (c) => c.json<SubscriptionState>(await subscriptionStateFor(c.var.app.db, c.var.user.id)))
  .post("/checkout", validate("json", SubscriptionCheckoutSchema), async (c) => {
    const { app, user } = c.var;
    if (!user.emailVerified) throw new Forbidden("email_not_verified", "Please verify your email address before subscribing.");
    const key = idempotencyKey(c);
    if (!(await takeRequest(app.db, `subscription-checkout:${user.id}`, CHECKOUTS_PER_WINDOW, CHECKOUT_WINDOW_MS))) {
      throw new RateLimited("rate_limited", "Too many checkout attempts. Please wait a few minutes or call us.");
    }
    const ctx = serviceContext(app, user);
    const answer = await withBilling(() => startSubscriptionCheckout(ctx, billingGateway(c), c.req.valid("json"), key));
    return c.json<SubscriptionCheckoutResponse>(answer, 201);
  })
  .post("/change", validate("json", SubscriptionChangeSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    const state = await withBilling(() => changePlan(ctx, billingGateway(c), c.req.valid("json").package));
    return c.json<SubscriptionState>(state);
  })
  .post("/portal", async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    const url = await withBilling(() => billingPortalUrl(ctx, billingGateway(c)));
    return c.json<BillingPortalResponse>({ url });
  })
  .post("/emergency", validate("json", EmergencyRequestSchema), async (c) => {
    const answer = await requestEmergencyCleaning(serviceContext(c.var.app, c.var.user), c.req.valid("json").notes || null);
    return c.json<EmergencyResponse>(answer, 201);
  });
