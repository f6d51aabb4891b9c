import type { BookingRecord } from "#worker/db/schema";
import { visitFinishedText } from "#worker/texts/job-texts";
import type { OutgoingText } from "#worker/texts/template";
import { textVisit } from "#worker/texts/visit-texts";
import type { ServiceContext } from "../context";
import { sendText, visitTextNumberOf } from "../outbox/texts";
import { manageBookingUrl } from "./booking-links";

/** Tells the customer, in the booking's language, the visit is finished, with the link to its receipt, if they said yes to visit texts (on their profile or on the booking). */
export async function textVisitFinished(ctx: ServiceContext, booking: BookingRecord) {
  const text = await finishedTextFor(ctx, booking);
  return text ? sendText(ctx.mailer, text, ctx.now()) : null;
}

/** The text textVisitFinished sends, built before the completion so that it is stored in the completion's batch; null when none is due. */
export async function finishedTextFor(ctx: ServiceContext, booking: BookingRecord): Promise<OutgoingText | null> {
  const to = await visitTextNumberOf(ctx.db, booking);
  if (!to) return null;
  const manageUrl = await manageBookingUrl(ctx.settings, booking.reference, booking.locale);
  return visitFinishedText(to, textVisit(booking, booking.locale), manageUrl, booking.locale);
}
