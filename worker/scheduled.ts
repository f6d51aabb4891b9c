import { createAppContext } from "./context";
import { retryFailedEmails } from "./services/email";

/** The cron's work: emails that failed are sent again. */
export async function runScheduledJobs(env: Env, now: Date): Promise<void> {
  const { mailer } = createAppContext(env);
  await retryFailedEmails(mailer, now);
}
