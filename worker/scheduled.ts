import { billingGateway } from "./billing/request-gateway";
import { createAppContext } from "./context";
import { settingsFrom } from "./env";
import { sendDueReminders } from "./services/bookings/reminders";
import { serviceContext } from "./services/context";
import { requeueStuckEmails } from "./services/email";
import { pruneExpiredRecords } from "./services/housekeeping";
import { dropOldMessageBodies } from "./services/outbox/body-retention";
import { emailNewOffers } from "./services/work/job-offers";
import { keyOlderOfferAddresses } from "./services/bookings/offer-address-keys";
import { remindUnpaidVisits } from "./services/payments/payment-collections";
import { refundDueDuplicatePayments } from "./services/payments/payment-duplicates";
import { runScheduleJobs } from "./services/schedules/schedule-jobs";
import { expireAbandonedCheckouts } from "./services/subscriptions/subscription-checkout";

/**
 * The cron's work: reminders for tomorrow's visits, schedules of ended subscriptions
 * stopped, new job offers emailed to the vendors who cover them, messages stuck on their way queued again,
 * abandoned checkouts' slots freed, payments taken twice refunded where Stripe could not
 * take the refund before, unpaid visits' pay links reminded (and the owner told), expired rows deleted, bodies of messages past 90 days dropped, older first-time offers' homes keyed.
 * Every job sees the run's scheduled time as now.
 */
export async function runScheduledJobs(env: Env, now: Date): Promise<void> {
  const ctx = serviceContext(createAppContext(env), null, () => now);
  await sendDueReminders(ctx);
  await runScheduleJobs(ctx);
  await emailNewOffers(ctx);
  await requeueStuckEmails(ctx.mailer, now);
  await expireAbandonedCheckouts(ctx);
  await refundDueDuplicatePayments(ctx, billingGateway(ctx));
  await remindUnpaidVisits(ctx);
  await pruneExpiredRecords(ctx);
  await dropOldMessageBodies(ctx);
  await keyOlderOfferAddresses(ctx);
}

/** The cron entry point, shared by the full worker and the API-only test entry. */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  // The scheduled time on the app's clock: moved with it where the tests move it (worker/clock.ts).
  const now = new Date(controller.scheduledTime + settingsFrom(env).clockOffsetMs);
  ctx.waitUntil(runScheduledJobs(env, now));
};
