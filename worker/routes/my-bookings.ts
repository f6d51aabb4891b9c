import { Hono, type Context } from "hono";
import { ManageTokenQuerySchema, RescheduleRequestSchema, type MyBookingResponse, type MyBookingsResponse } from "../../core/my-bookings";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";
import { currentUser, requireUser, type SessionUser } from "../middleware/session";
import { cancelOwnBooking, describeBooking, findOwnBooking, listOwnBookings, rescheduleOwnBooking, type BookingAccess } from "../services/my-bookings";
import { validate } from "../validate";
import { bookingDeps } from "./bookings";

/** The emailed link's token wins; otherwise the booking must belong to the signed-in user. */
async function accessFrom(c: Context<AppEnv>, token: string | undefined): Promise<BookingAccess> {
  if (token) return { token };
  const user = await currentUser(c.var.app, c.req.raw.headers);
  if (!user) throw new ApiError(401, "unauthenticated", "Please sign in, or open the link in your confirmation email.");
  return { userId: user.id };
}

async function ownBooking(c: Context<AppEnv>, token: string | undefined) {
  return findOwnBooking(bookingDeps(c.var.app), c.req.param("reference") ?? "", await accessFrom(c, token));
}

/** A customer's own bookings: list (signed in), and one booking by account or signed link. */
export const myBookingRoutes = new Hono<AppEnv & { Variables: { user: SessionUser } }>()
  .get("/", requireUser, async (c) => c.json<MyBookingsResponse>(await listOwnBookings(c.var.app.db, c.var.user.id)))
  .get("/:reference", validate("query", ManageTokenQuerySchema), async (c) => {
    const booking = await ownBooking(c, c.req.valid("query").token);
    return c.json<MyBookingResponse>({ booking: describeBooking(booking) });
  })
  .post("/:reference/cancel", validate("query", ManageTokenQuerySchema), async (c) => {
    const booking = await ownBooking(c, c.req.valid("query").token);
    return c.json<MyBookingResponse>({ booking: await cancelOwnBooking(bookingDeps(c.var.app), booking) });
  })
  .post("/:reference/reschedule", validate("query", ManageTokenQuerySchema), validate("json", RescheduleRequestSchema), async (c) => {
    const booking = await ownBooking(c, c.req.valid("query").token);
    return c.json<MyBookingResponse>({ booking: await rescheduleOwnBooking(bookingDeps(c.var.app), booking, c.req.valid("json")) });
  });
