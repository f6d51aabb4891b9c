import { createAppContext } from "./context";
import { deliverStoredMessage, markDead } from "./services/outbox/outbox-delivery";

/** The dead-letter queue's name ends so (wrangler.toml); every other batch is the outbox's. */
const DEAD_LETTER_SUFFIX = "-dead";

/**
 * The outbox queue's consumer: each message is a stored message's id. One attempt each, one
 * at a time (the provider limits requests per second); a failed attempt comes back after its
 * delay, a message the queue gave up on is marked dead.
 */
export const queue: ExportedHandlerQueueHandler<Env, string> = async (batch, env) => {
  const app = createAppContext(env);
  for (const message of batch.messages) {
    const now = app.now();
    if (batch.queue.endsWith(DEAD_LETTER_SUFFIX)) {
      await markDead(app.mailer, message.body, now);
      message.ack();
      continue;
    }
    const outcome = await deliverStoredMessage(app.mailer, message.body, now);
    if (outcome.kind === "retry") message.retry({ delaySeconds: outcome.delaySeconds });
    else message.ack();
  }
};
