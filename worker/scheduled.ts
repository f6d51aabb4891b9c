import { createAppContext } from "./context";
import { sendDueReminders } from "./services/bookings";
import { retryFailedEmails } from "./services/email";

/** The cron's work: reminders for tomorrow's visits, then emails that failed are sent again. */
export async function runScheduledJobs(env: Env, now: Date): Promise<void> {
  const { db, mailer } = createAppContext(env);
  await sendDueReminders({ db, mailer }, now);
  await retryFailedEmails(mailer, now);
}

/** The cron entry point, shared by the full worker and the API-only test entry. */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime)));
};
