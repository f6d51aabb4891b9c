import { Hono } from "hono";
import {
  EmailLogQuerySchema,
  MessageIdParamSchema,
  SubscriberListQuerySchema,
  type AdminBookingMessages,
  type AdminEmail,
  type AdminEmailList,
  type AdminMessage,
  type AdminSubscriberList,
  type DayViewResponse,
  type ScheduleVisitCrewResponse,
} from "#core/admin-api";
import { PaymentsQuerySchema, type PaymentsResponse } from "#core/payments-api";
import { lagTolerant } from "#worker/context";
import { requireAdmin } from "#worker/middleware/session";
import { serviceContext } from "#worker/services/context";
import { dayView } from "#worker/services/reads/day-view";
import { dayBoard } from "#worker/services/reads/day-board";
import { DayBoardQuerySchema, type DayBoardResponse } from "#core/day-board-api";
import { DayViewQuerySchema } from "#core/day-view-query";
import { bookingMessages, listEmailLog, resendEmail } from "#worker/services/reads/email-log";
import { messageWithBody } from "#worker/services/reads/message-body";
import { assignScheduleVisitCrew } from "#worker/services/schedules/schedule-visit-crew";
import { scheduleVisitChoice } from "#worker/services/schedules/schedule-visit-staffing";
import { ProviderAssignmentSchema } from "#core/staff-api";
import type { ScheduleVisitMembersResponse } from "#core/visit-members-api";
import { paymentsCsvStream, paymentsReport, paymentsSpanOf } from "#worker/services/reads/payments-report";
import { listSubscribers } from "#worker/services/reads/subscribers";
import { validate } from "#worker/validate";
import { adminBookingRoutes } from "./bookings";
import { adminBuildingRoutes } from "./buildings";
import { adminClosedDayRoutes } from "./closed-days";
import type { AdminEnv } from "./context";
import { adminMetricsRoutes } from "./metrics";
import { adminStaffRoutes } from "./staff";
import { adminTimeOffRequestRoutes } from "./time-off-requests";
import { adminVendorRoutes } from "./vendor-applications";

/**
 * The admin console's API. requireAdmin runs before every route here, and the access test
 * walks this app's route table, so a route added here is covered by both.
 */
export const adminRoutes = new Hono<AdminEnv>()
  .use(requireAdmin)
  .route("/bookings", adminBookingRoutes)
  .route("/vendor-applications", adminVendorRoutes)
  .route("/buildings", adminBuildingRoutes)
  .route("/closed-days", adminClosedDayRoutes)
  .route("/staff", adminStaffRoutes)
  .route("/time-off-requests", adminTimeOffRequestRoutes)
  .route("/metrics", adminMetricsRoutes)
  .get("/day-board", validate("query", DayBoardQuerySchema), async (c) =>
    c.json<DayBoardResponse>(await dayBoard(c.var.app.db, c.req.valid("query").date)),
  )
  .get("/day-view", validate("query", DayViewQuerySchema), async (c) =>
    c.json<DayViewResponse>(await dayView(serviceContext(lagTolerant(c.var.app), c.var.user), c.req.valid("query").date)),
  )
  .get("/schedule-visits/:visitId/members", async (c) =>
    c.json<ScheduleVisitMembersResponse>(await scheduleVisitChoice(c.var.app.db, c.req.param("visitId"))),
  )
  .put("/schedule-visits/:visitId/crew", validate("json", ProviderAssignmentSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<ScheduleVisitCrewResponse>(await assignScheduleVisitCrew(ctx, c.req.param("visitId"), c.req.valid("json").providerId));
  })
  .get("/subscribers", validate("query", SubscriberListQuerySchema), async (c) =>
    c.json<AdminSubscriberList>(await listSubscribers(c.var.app.replica, c.req.valid("query"))),
  )
  .get("/payments", validate("query", PaymentsQuerySchema), async (c) =>
    c.json<PaymentsResponse>(await paymentsReport(c.var.app.db, c.req.valid("query"), c.var.app.now())),
  )
  .get("/payments.csv", validate("query", PaymentsQuerySchema), async (c) => {
    const span = paymentsSpanOf(c.req.valid("query"), c.var.app.now());
    return c.body(paymentsCsvStream(c.var.app.db, span), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="payments-${span.from}-to-${span.to}.csv"`,
    });
  })
  .get("/emails", validate("query", EmailLogQuerySchema), async (c) =>
    c.json<AdminEmailList>(await listEmailLog(c.var.app.replica, c.req.valid("query"))),
  )
  .get("/emails/:id", validate("param", MessageIdParamSchema), async (c) =>
    c.json<AdminMessage>(await messageWithBody(c.var.app.db, c.req.valid("param").id)),
  )
  .post("/emails/:id/resend", async (c) => c.json<AdminEmail>(await resendEmail(serviceContext(c.var.app, c.var.user), c.req.param("id"))))
  .get("/bookings/:reference/messages", async (c) =>
    c.json<AdminBookingMessages>(await bookingMessages(c.var.app.db, c.req.param("reference"))),
  );
