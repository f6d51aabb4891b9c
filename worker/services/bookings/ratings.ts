import { and, eq } from "drizzle-orm";
import { type Locale, localizedPath } from "#core/i18n/locale";
import type { RatingPage } from "#core/staff-api";
import { bookings, crewAssignments, jobRatings, type BookingRecord, users } from "#worker/db/schema";
import { lowRatingEmail, ratingRequestEmail } from "#worker/emails/ratings";
import type { Settings } from "#worker/env";
import type { ServiceContext } from "../context";
import type { OutgoingEmail } from "../email";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { Conflict, NotFound } from "../errors";
import { isValidLinkToken, signLinkToken } from "../link-tokens";
import { BOOKING_VISIT_TYPE } from "./booking-status-rules";

/**
 * Ratings: the customer of a completed visit gets a signed link (an HMAC of the reference for
 * this purpose only, so no other link of the booking rates it) to give 1-5 stars and a
 * comment without signing in, once per booking. A rating of 2 or less tells the business.
 */
const RATE_PURPOSE = "rate-visit";
const LOW_RATING = 2;
const NOT_FOUND = "We could not find this visit.";

/** The signed link to the rating page in the booking's language. */
export async function ratingUrl(
  settings: Pick<Settings, "siteUrl" | "authSecret">,
  reference: string,
  locale: Locale = "en",
): Promise<string> {
  const params = new URLSearchParams({ reference, token: await signLinkToken(settings.authSecret, RATE_PURPOSE, reference) });
  return `${settings.siteUrl}${localizedPath("/rate", locale)}?${params}`;
}

/**
 * The email asking the customer of a just-completed visit for a rating, naming the provider
 * assigned to it (or the team, for a visit nobody was assigned to), whoever completed it.
 * Built before the completion, which stores it in its own batch.
 */
export async function ratingRequestFor(ctx: ServiceContext, booking: BookingRecord): Promise<OutgoingEmail> {
  const [provider] = await ctx.db
    .select({ firstName: users.firstName })
    .from(crewAssignments)
    .innerJoin(users, eq(users.id, crewAssignments.providerId))
    .where(and(eq(crewAssignments.visitType, BOOKING_VISIT_TYPE), eq(crewAssignments.visitId, booking.id)))
    .limit(1);
  const url = await ratingUrl(ctx.settings, booking.reference, booking.locale);
  return ratingRequestEmail(booking, provider?.firstName || null, url);
}

async function ratedVisit(ctx: ServiceContext, reference: string, token: string) {
  if (!(await isValidLinkToken(ctx.settings.authSecret, RATE_PURPOSE, reference, token))) throw new NotFound("not_found", NOT_FOUND);
  const [row] = await ctx.db
    .select({ booking: bookings, providerId: crewAssignments.providerId, providerFirstName: users.firstName, rating: jobRatings })
    .from(bookings)
    .leftJoin(crewAssignments, and(eq(crewAssignments.visitType, BOOKING_VISIT_TYPE), eq(crewAssignments.visitId, bookings.id)))
    .leftJoin(users, eq(users.id, crewAssignments.providerId))
    .leftJoin(jobRatings, eq(jobRatings.bookingId, bookings.id))
    .where(eq(bookings.reference, reference))
    .limit(1);
  if (!row) throw new NotFound("not_found", NOT_FOUND);
  return row;
}

function toPage(row: Awaited<ReturnType<typeof ratedVisit>>): RatingPage {
  return {
    reference: row.booking.reference,
    serviceId: row.booking.serviceId,
    serviceTitle: row.booking.serviceTitle,
    appointmentDate: row.booking.appointmentDate,
    providerFirstName: row.providerFirstName ?? null,
    rating: row.rating ? { stars: row.rating.stars, comment: row.rating.comment } : null,
  };
}

export async function ratingPage(ctx: ServiceContext, reference: string, token: string): Promise<RatingPage> {
  return toPage(await ratedVisit(ctx, reference, token));
}

/** One rating per completed booking: the primary key keeps the first, a second answers 409. */
export async function rateVisit(
  ctx: ServiceContext,
  reference: string,
  token: string,
  input: { stars: number; comment?: string },
): Promise<RatingPage> {
  const now = ctx.now();
  const row = await ratedVisit(ctx, reference, token);
  if (row.booking.status !== "completed") throw new Conflict("not_completed", "You can rate this visit once it is completed.");
  const rating = {
    bookingId: row.booking.id,
    providerId: row.providerId ?? null,
    stars: input.stars,
    comment: input.comment || null,
    createdAt: now,
  };
  // The business hears of a low rating in the rating's own batch: both are stored, or neither.
  const mail =
    rating.stars <= LOW_RATING
      ? messagesToStore(ctx.mailer, [lowRatingEmail(ctx.settings.businessEmail, row.booking, row.providerFirstName ?? null, rating)], now)
      : [];
  const [[inserted], stored] = await ctx.db.batch([
    ctx.db.insert(jobRatings).values(rating).onConflictDoNothing().returning(),
    storeMessagesIf(ctx.mailer, mail),
  ]);
  if (!inserted) throw new Conflict("already_rated", "Thank you: this visit has already been rated.");
  await queueStored(ctx.mailer, mail, stored);
  return toPage({ ...row, rating: inserted });
}
