import { createAppContext } from "./context";
import { sendDueReminders } from "./services/bookings";
import { retryFailedEmails } from "./services/email";
import { expireAbandonedCheckouts } from "./services/subscription-checkout";

/** The cron's work: reminders for tomorrow's visits, emails that failed sent again, abandoned checkouts' slots freed. */
export async function runScheduledJobs(env: Env, now: Date): Promise<void> {
  const { db, mailer } = createAppContext(env);
  await sendDueReminders({ db, mailer }, now);
  await retryFailedEmails(mailer, now);
  await expireAbandonedCheckouts(db, now);
}

/** The cron entry point, shared by the full worker and the API-only test entry. */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime)));
};
