import { Hono } from "hono";
import { VendorApplicationSchema, type VendorApplicationResponse } from "#core/vendor-schema";
import type { AppEnv } from "../context";
import { idempotencyKey } from "../middleware/idempotency-key";
import { rateLimit } from "../middleware/rate-limit";
import { serviceContext } from "../services/context";
import { submitVendorApplication } from "../services/work/vendor-applications";
import { validate } from "../validate";

const applicationsPerClient = rateLimit({
  key: "vendor-applications",
  limit: 5,
  window: 60 * 60 * 1000,
  message: "Too many applications from this connection. Please try again in an hour or call us.",
});

export const vendorApplicationRoutes = new Hono<AppEnv>().post(
  "/",
  validate("json", VendorApplicationSchema),
  applicationsPerClient,
  async (c) => {
    const key = idempotencyKey(c);
    const { application, created } = await submitVendorApplication(serviceContext(c.var.app, null), c.req.valid("json"), key);
    return c.json<VendorApplicationResponse>(
      { application: { id: application.id, status: application.status, createdAt: application.createdAt.toISOString() } },
      created ? 201 : 200,
    );
  },
);
