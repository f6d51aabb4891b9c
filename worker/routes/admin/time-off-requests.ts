import { Hono } from "hono";
import type { PendingTimeOffRequests, TimeOffDecision } from "#core/time-off-requests-api";
import { serviceContext } from "#worker/services/context";
import { approveTimeOffRequest, declineTimeOffRequest } from "#worker/services/work/time-off-decisions";
import { pendingTimeOffRequests } from "#worker/services/work/time-off-requests";
import type { AdminEnv } from "./context";

/** The owner's answer to the time off staff ask for in the portal (the Staff view's pending list). */
export const adminTimeOffRequestRoutes = new Hono<AdminEnv>()
  .get("/", async (c) => c.json<PendingTimeOffRequests>(await pendingTimeOffRequests(c.var.app.db)))
  .post("/:requestId/approve", async (c) =>
    c.json<TimeOffDecision>(await approveTimeOffRequest(serviceContext(c.var.app, c.var.user), c.req.param("requestId"))),
  )
  .post("/:requestId/decline", async (c) =>
    c.json<TimeOffDecision>(await declineTimeOffRequest(serviceContext(c.var.app, c.var.user), c.req.param("requestId"))),
  );
