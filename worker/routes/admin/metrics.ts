import { Hono } from "hono";
import { OwnerMetricsQuerySchema, type OwnerMetricsResponse } from "#core/owner-metrics-api";
import { ownerMetrics } from "#worker/services/reads/owner-metrics";
import { validate } from "#worker/validate";
import type { AdminEnv } from "./context";

/** The owner's figures for a span of days and the span before it; read from the replica, a moment's lag is harmless. */
export const adminMetricsRoutes = new Hono<AdminEnv>().get("/", validate("query", OwnerMetricsQuerySchema), async (c) =>
  c.json<OwnerMetricsResponse>(await ownerMetrics(c.var.app.replica, c.req.valid("query"), c.var.app.now())),
);
