import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { LOCAL_CHECKOUT_PATH, LOCAL_PAY_PATH, LOCAL_PORTAL_PATH } from "./billing/local-gateway";
import { createAppContext, type AppEnv } from "./context";
import { ConfigurationError } from "./env";
import { ApiError, errorBody, errorResponse, readerErrorBody } from "./errors";
import { discardUnreadBody } from "./middleware/body-up-to";
import { jsonBodyOnly } from "./middleware/json-body";
import { sameOriginWrites } from "./middleware/same-origin";
import { apiAnswerHeaders } from "./middleware/api-answer-headers";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { availabilityRoutes, bookingRoutes } from "./routes/bookings";
import { quoteRoutes } from "./routes/quote";
import { buildingRoutes } from "./routes/buildings";
import { closedDayRoutes } from "./routes/closed-days";
import { ratingRoutes } from "./routes/ratings";
import { photoRoutes } from "./routes/photos";
import { emailTestRoutes } from "./routes/email-test";
import { devApiRoutes, mailboxRoutes } from "./routes/dev";
import { healthRoutes } from "./routes/health";
import { localCheckoutRoutes, localPortalRoutes } from "./routes/local-billing";
import { localPayRoutes } from "./routes/local-pay";
import { meRoutes } from "./routes/me";
import { myBookingRoutes } from "./routes/my-bookings";
import { savedAddressRoutes } from "./routes/saved-addresses";
import { walletRoutes } from "./routes/wallet";
import { textSettingsRoutes } from "./routes/text-settings";
import { textOutboxRoutes } from "./routes/dev-texts";
import { twilioRoutes } from "./routes/twilio";
import { TWILIO_PATH } from "./routes/twilio-path";
import { scheduleRoutes } from "./routes/schedules";
import { seoRoutes } from "./routes/seo";
import { staffInvitationRoutes } from "./routes/staff-invitations";
import { vendorApplicationRoutes } from "./routes/vendor-applications";
import { workRoutes } from "./routes/work";
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from "./routes/stripe-webhook";
import { subscriptionRoutes } from "./routes/subscription";
import { DomainError } from "./services/errors";

/** A provider's photo upload: an image, not JSON, read by its route up to 10 MB. */
const PHOTO_UPLOAD_PATH = /^\/api\/work\/jobs\/[^/]+\/photos$/;

/** The API and the server-rendered local tools. Pages are served by worker/index.ts. */
export const app = new Hono<AppEnv>()
  .use(apiAnswerHeaders())
  .use(async (c, next) => {
    c.set("app", createAppContext(c.env));
    await next();
  })
  .use("/api/*", sameOriginWrites({ except: (path) => path === STRIPE_WEBHOOK_PATH }))
  // Stripe's events are read raw, photos are images, and Twilio posts forms.
  .use(
    "/api/*",
    jsonBodyOnly({ except: (path) => path === STRIPE_WEBHOOK_PATH || PHOTO_UPLOAD_PATH.test(path) || path.startsWith(`${TWILIO_PATH}/`) }),
  )
  .route("/api/health", healthRoutes)
  .route("/api/me", meRoutes)
  .route("/api/auth", authRoutes)
  .route("/api/bookings", bookingRoutes)
  .route("/api/availability", availabilityRoutes)
  .route("/api/quote", quoteRoutes)
  .route("/api/buildings", buildingRoutes)
  .route("/api/closed-days", closedDayRoutes)
  .route("/api/my-bookings", myBookingRoutes)
  .route("/api/saved-addresses", savedAddressRoutes)
  .route("/api/wallet", walletRoutes)
  .route("/api/text-settings", textSettingsRoutes)
  .route("/api/schedules", scheduleRoutes)
  .route("/api/email-test", emailTestRoutes)
  .route("/api/vendor-applications", vendorApplicationRoutes)
  .route("/api/admin", adminRoutes)
  .route("/api/work", workRoutes)
  .route("/api/staff-invitations", staffInvitationRoutes)
  .route("/api/ratings", ratingRoutes)
  .route("/api/photos", photoRoutes)
  .route("/api/subscription", subscriptionRoutes)
  .route(STRIPE_WEBHOOK_PATH, stripeWebhookRoutes)
  .route(TWILIO_PATH, twilioRoutes)
  .route("/api/dev", devApiRoutes)
  .route("/dev/mailbox", mailboxRoutes)
  .route("/dev/texts", textOutboxRoutes)
  .route(LOCAL_CHECKOUT_PATH, localCheckoutRoutes)
  .route(LOCAL_PORTAL_PATH, localPortalRoutes)
  .route(LOCAL_PAY_PATH, localPayRoutes)
  .route("/", seoRoutes)
  .notFound((c) => c.json(readerErrorBody(c, "not_found", "There is nothing at this address."), 404))
  .onError(async (error, c) => {
    // Locally the dev server's proxy needs a photo's body read before its refusal can reach the portal (see discardUnreadBody).
    if (c.var.app?.settings.isLocal && PHOTO_UPLOAD_PATH.test(c.req.path)) await discardUnreadBody(c.req.raw);
    if (error instanceof DomainError || error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException) {
      return c.json(errorBody("bad_request", error.message || "The request could not be read."), error.status);
    }
    if (error instanceof ConfigurationError) console.error(error.message);
    else console.error("Unhandled error", error);
    return c.json(readerErrorBody(c, "server_error", "Something went wrong on our side. Please try again."), 500);
  });
