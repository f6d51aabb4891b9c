import { createAppContext } from "./context";
import { sendDueReminders } from "./services/bookings";
import { retryFailedEmails } from "./services/email";
import { pruneExpiredRecords } from "./services/housekeeping";
import { runScheduleJobs } from "./services/schedule-jobs";
import { expireAbandonedCheckouts } from "./services/subscription-checkout";

/**
 * The cron's work: reminders for tomorrow's visits, schedules of ended subscriptions
 * stopped, failed emails sent again, abandoned checkouts' slots freed, expired rows deleted.
 */
export async function runScheduledJobs(env: Env, now: Date): Promise<void> {
  const { db, mailer, settings } = createAppContext(env);
  await sendDueReminders({ db, mailer }, now);
  await runScheduleJobs(
    {
      db,
      mailer,
      siteUrl: settings.siteUrl,
      authSecret: settings.authSecret,
      businessEmail: settings.businessEmail,
      slotCapacity: settings.slotCapacity,
    },
    now,
  );
  await retryFailedEmails(mailer, now);
  await expireAbandonedCheckouts(db, now);
  await pruneExpiredRecords(db, now);
}

/** The cron entry point, shared by the full worker and the API-only test entry. */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime)));
};
