import { and, eq } from "drizzle-orm";
import { type BookingRecord, crewAssignments } from "#worker/db/schema";
import { jobChangedText, textJob } from "#worker/texts/job-texts";
import type { OutgoingText } from "#worker/texts/template";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";
import type { ServiceContext } from "../context";
import { staffLanguageOf } from "./staff-language";
import { textingNumberOf } from "../outbox/texts";

/**
 * The text to the crew member or vendor who has the visit that it is cancelled, if they said
 * yes to texts, in their language: built before the change, whose member is known beforehand,
 * and stored in the change's own batch (a move's member is decided inside its batch:
 * move-texts.ts). Null when nobody is due one.
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
