import { createAppContext } from "./context";
import { sendDueReminders } from "./services/bookings";
import { retryFailedEmails } from "./services/email";

/** The cron's work: reminders for tomorrow's visits, then emails that failed are sent again. */
export async function runScheduledJobs(env: Env, now: Date): Promise<void> {
  const { db, mailer } = createAppContext(env);
  await sendDueReminders({ db, mailer }, now);
  await retryFailedEmails(mailer, now);
}
