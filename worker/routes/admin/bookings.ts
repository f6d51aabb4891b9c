import { Hono } from "hono";
import {
  AdminRescheduleSchema,
  BookingActionSchema,
  BookingListQuerySchema,
  CrewAssignmentSchema,
  type AdminBookingDetail,
  type AdminBookingList,
  type BookingActionResponse,
} from "#core/admin-api";
import { ProviderAssignmentSchema } from "#core/staff-api";
import { CompleteBookingSchema, OutsidePaymentSchema, RefundRequestSchema } from "#core/payments-api";
import { recordOutsidePayment, resendPayLink } from "#worker/services/payments/payment-collections";
import { lagTolerant } from "#worker/context";
import { idempotencyKey } from "#worker/middleware/idempotency-key";
import { assignCrew, changeBookingStatus, rescheduleBooking } from "#worker/services/bookings/admin-changes";
import { bookingDetail, listBookings } from "#worker/services/reads/admin-bookings";
import { completeBooking } from "#worker/services/payments/complete-booking";
import { serviceContext } from "#worker/services/context";
import { assignProvider } from "#worker/services/work/provider-assignment";
import { bookingMembers } from "#worker/services/work/booking-members";
import type { VisitMembersResponse } from "#core/visit-members-api";
import { refundPayment } from "#worker/services/payments/payment-refund";
import { retryVisitCharge } from "#worker/services/payments/payment-retry";
import { validate } from "#worker/validate";
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
    const reference = c.req.param("reference");
    const outcome = await changeBookingStatus(ctx, reference, c.req.valid("json").action);
    return c.json<BookingActionResponse>({ ...(await bookingDetail(ctx, reference)), ...outcome });
  })
  .post("/:reference/reschedule", validate("json", AdminRescheduleSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    const reference = c.req.param("reference");
    const outcome = await rescheduleBooking(ctx, reference, c.req.valid("json"));
    return c.json<BookingActionResponse>({ ...(await bookingDetail(ctx, reference)), ...outcome });
  })
  // The visit's money: completion with the real quantities, a charge retry, a refund of the visit or the tip.
  .post("/:reference/complete", validate("json", CompleteBookingSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    await completeBooking(ctx, c.req.param("reference"), c.req.valid("json"));
    return c.json<AdminBookingDetail>(await bookingDetail(ctx, c.req.param("reference")));
  })
  .post("/:reference/charge", async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    await retryVisitCharge(ctx, c.req.param("reference"));
    return c.json<AdminBookingDetail>(await bookingDetail(ctx, c.req.param("reference")));
  })
  // Collecting an unpaid visit: the pay link emailed again, or a payment taken outside Stripe.
  .post("/:reference/pay-link", async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    await resendPayLink(ctx, c.req.param("reference"));
    return c.json<AdminBookingDetail>(await bookingDetail(ctx, c.req.param("reference")));
  })
  .post("/:reference/outside-payment", validate("json", OutsidePaymentSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    await recordOutsidePayment(ctx, c.req.param("reference"), c.req.valid("json").method);
    return c.json<AdminBookingDetail>(await bookingDetail(ctx, c.req.param("reference")));
  })
  .post("/:reference/refund", validate("json", RefundRequestSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    const key = idempotencyKey(c);
    await refundPayment(ctx, c.req.param("reference"), c.req.valid("json"), key);
    return c.json<AdminBookingDetail>(await bookingDetail(ctx, c.req.param("reference")));
  })
  .put("/:reference/crew", validate("json", CrewAssignmentSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    await assignCrew(ctx, c.req.param("reference"), c.req.valid("json").crewName);
    return c.json<AdminBookingDetail>(await bookingDetail(ctx, c.req.param("reference")));
  })
  .get("/:reference/members", async (c) => c.json<VisitMembersResponse>(await bookingMembers(c.var.app.db, c.req.param("reference"))))
  .put("/:reference/provider", validate("json", ProviderAssignmentSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    await assignProvider(ctx, c.req.param("reference"), c.req.valid("json").providerId);
    return c.json<AdminBookingDetail>(await bookingDetail(ctx, c.req.param("reference")));
  });
