import { Hono } from "hono";
import { VendorApplicationSchema, type VendorApplicationResponse } from "../../core/vendor-schema";
import type { AppEnv } from "../context";
import { RateLimited } from "../services/errors";
import { idempotencyKey } from "../middleware/idempotency-key";
import { serviceContext } from "../services/context";
import { takeRequest } from "../services/rate-limit";
import { submitVendorApplication } from "../services/vendor-applications";
import { validate } from "../validate";

const APPLICATIONS_PER_WINDOW = 5;
const APPLICATION_WINDOW_MS = 60 * 60 * 1000;

export const vendorApplicationRoutes = new Hono<AppEnv>().post("/", validate("json", VendorApplicationSchema), async (c) => {
  const { app } = c.var;
  const key = idempotencyKey(c);
  const client = c.req.header("cf-connecting-ip") ?? "unknown";
  if (!(await takeRequest(app.db, `vendor-applications:${client}`, APPLICATIONS_PER_WINDOW, APPLICATION_WINDOW_MS))) {
    throw new RateLimited("rate_limited", "Too many applications from this connection. Please try again in an hour or call us.");
  }
  const { application, created } = await submitVendorApplication(serviceContext(app, null), c.req.valid("json"), key);
  return c.json<VendorApplicationResponse>(
    { application: { id: application.id, status: application.status, createdAt: application.createdAt.toISOString() } },
    created ? 201 : 200,
  );
});
