import { and, eq } from "drizzle-orm";
import { type BookingRecord, crewAssignments } from "#worker/db/schema";
import { jobChangedText, textJob } from "#worker/texts/job-texts";
import type { OutgoingText } from "#worker/texts/template";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";
import type { ServiceContext } from "../context";
import { staffLanguageOf } from "./staff-language";
import { sendText, textingNumberOf } from "../outbox/texts";

/**
 * Tells the crew member or vendor who has the visit (after the change: a move may have given
 * it to another) that it moved or was cancelled, if they said yes to texts. Called only by the
 * request whose conditional write made the change, so a double click texts once.
 */
export async function textJobChange(ctx: ServiceContext, booking: BookingRecord, change: "moved" | "cancelled") {
  const text = await jobChangeTextFor(ctx, booking, change);
  return text ? sendText(ctx.mailer, text, ctx.now()) : null;
}

/**
 * The text textJobChange sends, built before the change so that a change whose member is
 * known beforehand (a cancellation) can store it in its own batch; null when nobody is due one.
 */
export async function jobChangeTextFor(
  ctx: ServiceContext,
  booking: BookingRecord,
  change: "moved" | "cancelled",
): Promise<OutgoingText | null> {
  const [assignment] = await ctx.db
    .select({ providerId: crewAssignments.providerId })
    .from(crewAssignments)
    .where(and(eq(crewAssignments.visitType, BOOKING_VISIT_TYPE), eq(crewAssignments.visitId, booking.id)))
    .limit(1);
  const to = await textingNumberOf(ctx.db, assignment?.providerId ?? null);
  if (!to || !assignment?.providerId) return null;
  const language = await staffLanguageOf(ctx.db, assignment.providerId);
  return jobChangedText(to, textJob(booking, language), change, language);
}
