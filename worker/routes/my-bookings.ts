import { preferredLocale } from "#core/i18n/accept-language";
import { Hono } from "hono";
import { ManageTokenQuerySchema, RescheduleRequestSchema, type MyBookingResponse, type MyBookingsResponse } from "#core/my-bookings";
import type { CheckoutUrlResponse } from "#core/payments-api";
import { SavedCardTipSchema, TipRequestSchema } from "#core/tip-options";
import { tipCentsOf, tipWithSavedCard } from "../services/payments/tip-payments";
import { idempotencyKey } from "../middleware/idempotency-key";
import type { AppContext } from "../context";
import { currentUser, requireUser, type SignedInEnv } from "../middleware/session";
import { serviceContext } from "../services/context";
import { Unauthenticated } from "../services/errors";
import {
  cancelOwnBooking,
  describeOwnBooking,
  findOwnBooking,
  listOwnBookings,
  rescheduleOwnBooking,
  type BookingAccess,
} from "../services/bookings/my-bookings";
import { openPayLink } from "../services/payments/pay-link";
import { startCardCheckout, startTipCheckout } from "../services/payments/payment-checkouts";
import { chooseSavedCard } from "../services/payments/wallet";
import { ChooseSavedCardSchema } from "#core/wallet-api";
import { validate } from "../validate";

/** The language the request's page reads in, for the sentences an answer writes from stored codes. */
const readerLocale = (headers: Headers) => preferredLocale(headers.get("Accept-Language"));

/** The emailed link's token wins; otherwise the booking must belong to the signed-in user. */
async function accessFrom(app: AppContext, headers: Headers, token: string | undefined): Promise<BookingAccess> {
  if (token) return { token };
  const user = await currentUser(app, headers);
  if (!user) throw new Unauthenticated("unauthenticated", "Please sign in, or open the link in your confirmation email.");
  return { userId: user.id };
}

async function ownBooking(app: AppContext, headers: Headers, reference: string, token: string | undefined) {
  return findOwnBooking(serviceContext(app, null), reference, await accessFrom(app, headers, token));
}

/** A customer's own bookings: list (signed in), and one booking by account or signed link. */
export const myBookingRoutes = new Hono<SignedInEnv>()
  .get("/", requireUser, async (c) =>
    c.json<MyBookingsResponse>(await listOwnBookings(serviceContext(c.var.app, c.var.user), readerLocale(c.req.raw.headers))),
  )
  .get("/:reference", validate("query", ManageTokenQuerySchema), async (c) => {
    const { token } = c.req.valid("query");
    const booking = await ownBooking(c.var.app, c.req.raw.headers, c.req.param("reference"), token);
    const described = await describeOwnBooking(c.var.app.db, booking, c.var.app.now(), readerLocale(c.req.raw.headers));
    // Opened by the emailed link, with no session: its photos are opened by the same token.
    const photos = token
      ? described.photos.map((photo) => ({ ...photo, url: `${photo.url}?token=${encodeURIComponent(token)}` }))
      : described.photos;
    return c.json<MyBookingResponse>({ booking: { ...described, photos } });
  })
  // The emailed pay link: to Stripe's page for exactly the amount, opened anew when Stripe's session has lapsed.
  .get("/:reference/pay", validate("query", ManageTokenQuerySchema), async (c) => {
    const booking = await ownBooking(c.var.app, c.req.raw.headers, c.req.param("reference"), c.req.valid("query").token);
    return c.redirect(await openPayLink(serviceContext(c.var.app, null), booking), 303);
  })
  .post("/:reference/card", validate("query", ManageTokenQuerySchema), async (c) => {
    const booking = await ownBooking(c.var.app, c.req.raw.headers, c.req.param("reference"), c.req.valid("query").token);
    return c.json<CheckoutUrlResponse>(await startCardCheckout(serviceContext(c.var.app, null), booking, idempotencyKey(c)));
  })
  // A signed-in customer's saved card, chosen for this visit instead of typing one again.
  .post("/:reference/saved-card", requireUser, validate("json", ChooseSavedCardSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    const booking = await findOwnBooking(ctx, c.req.param("reference"), { userId: c.var.user.id });
    await chooseSavedCard(ctx, booking, c.req.valid("json").card_id);
    return c.json<MyBookingResponse>({
      booking: await describeOwnBooking(c.var.app.db, booking, c.var.app.now(), readerLocale(c.req.raw.headers)),
    });
  })
  .post("/:reference/tip", validate("query", ManageTokenQuerySchema), validate("json", TipRequestSchema), async (c) => {
    const booking = await ownBooking(c.var.app, c.req.raw.headers, c.req.param("reference"), c.req.valid("query").token);
    const ctx = serviceContext(c.var.app, null);
    const tipCents = await tipCentsOf(ctx, booking, c.req.valid("json"));
    return c.json<CheckoutUrlResponse>(await startTipCheckout(ctx, booking, tipCents, idempotencyKey(c)));
  })
  // A signed-in customer's tip charged to one of their saved cards, with no page to type it in.
  .post("/:reference/saved-card-tip", requireUser, validate("json", SavedCardTipSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    const booking = await findOwnBooking(ctx, c.req.param("reference"), { userId: c.var.user.id });
    const asked = c.req.valid("json");
    await tipWithSavedCard(ctx, booking, await tipCentsOf(ctx, booking, asked), asked.card_id);
    return c.json<MyBookingResponse>({
      booking: await describeOwnBooking(c.var.app.db, booking, c.var.app.now(), readerLocale(c.req.raw.headers)),
    });
  })
  .post("/:reference/cancel", validate("query", ManageTokenQuerySchema), async (c) => {
    const booking = await ownBooking(c.var.app, c.req.raw.headers, c.req.param("reference"), c.req.valid("query").token);
    return c.json<MyBookingResponse>({ booking: await cancelOwnBooking(serviceContext(c.var.app, null), booking) });
  })
  .post("/:reference/reschedule", validate("query", ManageTokenQuerySchema), validate("json", RescheduleRequestSchema), async (c) => {
    const booking = await ownBooking(c.var.app, c.req.raw.headers, c.req.param("reference"), c.req.valid("query").token);
    const ctx = serviceContext(c.var.app, null);
    return c.json<MyBookingResponse>({ booking: await rescheduleOwnBooking(ctx, booking, c.req.valid("json")) });
  });
