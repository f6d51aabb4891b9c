import { Hono } from "hono";
import { AvailabilityQuerySchema, BookingRequestSchema, type AvailabilityResponse, type BookingResponse } from "#core/booking-schema";
import { lagTolerant, type AppEnv } from "../context";
import { idempotencyKey } from "../middleware/idempotency-key";
import { type RateLimitOptions, requestLimitOf } from "../middleware/rate-limit";
import { currentUser } from "../middleware/session";
import { availability } from "../services/bookings/availability";
import { bookingForCalendarLink } from "../services/bookings/bookings";
import { createBooking } from "../services/bookings/create-booking";
import { mayHaveOffer } from "../services/bookings/first-time-offer";
import { personKeys } from "../services/bookings/person-keys";
import { bookingCalendar } from "../services/bookings/calendar";
import { serviceContext } from "../services/context";
import { validate } from "../validate";

const bookingsPerClient: RateLimitOptions<AppEnv> = {
  key: "bookings",
  limit: 10,
  window: 10 * 60 * 1000,
  message: "Too many bookings from this connection. Please wait a few minutes or call us.",
};

export const bookingRoutes = new Hono<AppEnv>()
  .post("/", validate("json", BookingRequestSchema), async (c) => {
    const { app } = c.var;
    // A guest may book; a signed-in customer's booking is kept under their account. The
    // session and whether the person (email, phone, home) may have the first-time 20% off are
    // read side by side; the insert checks the offer again with the account, and the
    // per-client count is taken in the booking's own batch.
    const input = c.req.valid("json");
    const { emailKey, phoneKey, addressKey } = personKeys(input);
    const [user, firstCleaning] = await Promise.all([
      currentUser(app, c.req.raw.headers),
      mayHaveOffer(app.db, input.service_id, { emailKeys: [emailKey], phoneKey, addressKey, userId: null }),
    ]);
    const { response, created } = await createBooking(serviceContext(app, user), input, {
      idempotencyKey: idempotencyKey(c),
      firstCleaning,
      requestLimit: await requestLimitOf(c, bookingsPerClient),
    });
    return c.json<BookingResponse>(response, created ? 201 : 200);
  })
  .get("/:reference/calendar.ics", async (c) => {
    const { app } = c.var;
    const booking = await bookingForCalendarLink(serviceContext(app, null), c.req.param("reference"), c.req.query("token"));
    return c.body(bookingCalendar(booking, new URL(app.settings.siteUrl).host, app.now()), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${booking.reference}.ics"`,
    });
  });

export const availabilityRoutes = new Hono<AppEnv>().get("/", validate("query", AvailabilityQuerySchema), async (c) => {
  const { service, date, zip, length } = c.req.valid("query");
  return c.json<AvailabilityResponse>(await availability(serviceContext(lagTolerant(c.var.app), null), service, date, { zip, length }));
});
