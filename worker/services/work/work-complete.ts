import type { CompleteBookingRequest } from "#core/payments-api";
import type { JobActionResponse } from "#core/staff-api";
import { completeBooking } from "../payments/complete-booking";
import type { SignedInContext } from "../context";
import { ownJob, workJob } from "./work-jobs";

/**
 * The provider completes their own job with the real quantities, through the very service
 * the admin's Complete uses (complete-booking.ts): priced by the server, the booking
 * completed and its payment settled once; a second completion answers 409. Anyone else's
 * job is 404 before anything is priced. completeBooking asks the customer for a rating.
 */
export async function completeJob(ctx: SignedInContext, reference: string, input: CompleteBookingRequest): Promise<JobActionResponse> {
  await ownJob(ctx.db, ctx.user.id, reference);
  await completeBooking(ctx, reference, { ...input, extras: undefined });
  const row = await ownJob(ctx.db, ctx.user.id, reference);
  return { job: await workJob(ctx, row, ctx.now()), email: null };
}
