import { Hono } from "hono";
import {
  VendorDecisionSchema,
  VendorListQuerySchema,
  type AdminVendorDetail,
  type AdminVendorList,
  type VendorDecisionResponse,
} from "#core/admin-api";
import { serviceContext } from "#worker/services/context";
import { decideVendorApplication, listVendorApplications, vendorApplicationDetail } from "#worker/services/work/vendor-applications";
import { validate } from "#worker/validate";
import type { AdminEnv } from "./context";
import { passwordSetup } from "./password-setup";

export const adminVendorRoutes = new Hono<AdminEnv>()
  .get("/", validate("query", VendorListQuerySchema), async (c) =>
    c.json<AdminVendorList>(await listVendorApplications(c.var.app.replica, c.var.app.settings, c.req.valid("query"))),
  )
  .get("/:id", async (c) => c.json<AdminVendorDetail>(await vendorApplicationDetail(c.var.app.db, c.var.app.settings, c.req.param("id"))))
  .post("/:id/decision", validate("json", VendorDecisionSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<VendorDecisionResponse>(
      await decideVendorApplication(ctx, c.req.param("id"), c.req.valid("json").decision, passwordSetup(c.var.app)),
    );
  });
