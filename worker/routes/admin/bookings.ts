import { Hono } from "hono";
import {
  AdminRescheduleSchema,
  BookingActionSchema,
  BookingListQuerySchema,
  CrewAssignmentSchema,
  type AdminBookingDetail,
  type AdminBookingList,
  type BookingActionResponse,
} from "../../../core/admin-api";
import { ProviderAssignmentSchema } from "../../../core/staff-api";
import { CompleteBookingSchema, RefundRequestSchema } from "../../../core/payments-api";
import { lagTolerant } from "../../context";
import { idempotencyKey } from "../../middleware/idempotency-key";
import { assignCrew, bookingDetail, changeBookingStatus, listBookings, rescheduleBooking } from "../../services/booking-admin";
import { completeBooking } from "../../services/complete-booking";
import { serviceContext } from "../../services/context";
import { assignProvider } from "../../services/provider-assignment";
import { refundPayment } from "../../services/payment-refund";
import { retryVisitCharge } from "../../services/payment-retry";
import { validate } from "../../validate";
import type { AdminEnv } from "./context";

export const adminBookingRoutes = new Hono<AdminEnv>()
  .get("/", validate("query", BookingListQuerySchema), async (c) =>
    c.json<AdminBookingList>(await listBookings(serviceContext(lagTolerant(c.var.app), c.var.user), c.req.valid("query"))),
  )
  .get("/:reference", async (c) =>
    c.json<AdminBookingDetail>(await bookingDetail(serviceContext(c.var.app, c.var.user), c.req.param("reference"))),
  )
  .post("/:reference/status", validate("json", BookingActionSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<BookingActionResponse>(await changeBookingStatus(ctx, c.req.param("reference"), c.req.valid("json").action));
  })
  .post("/:reference/reschedule", validate("json", AdminRescheduleSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<BookingActionResponse>(await rescheduleBooking(ctx, c.req.param("reference"), c.req.valid("json")));
  })
  // The visit's money: completion with the real quantities, a charge retry, a refund of the visit or the tip.
  .post("/:reference/complete", validate("json", CompleteBookingSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<AdminBookingDetail>(await completeBooking(ctx, c.req.param("reference"), c.req.valid("json")));
  })
  .post("/:reference/charge", async (c) =>
    c.json<AdminBookingDetail>(await retryVisitCharge(serviceContext(c.var.app, c.var.user), c.req.param("reference"))),
  )
  .post("/:reference/refund", validate("json", RefundRequestSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    const key = idempotencyKey(c);
    return c.json<AdminBookingDetail>(await refundPayment(ctx, c.req.param("reference"), c.req.valid("json"), key));
  })
  .put("/:reference/crew", validate("json", CrewAssignmentSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<AdminBookingDetail>(await assignCrew(ctx, c.req.param("reference"), c.req.valid("json").crewName));
  })
  .put("/:reference/provider", validate("json", ProviderAssignmentSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<AdminBookingDetail>(await assignProvider(ctx, c.req.param("reference"), c.req.valid("json").providerId));
  });
