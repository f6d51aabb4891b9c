import { createAppContext } from "./context";
import { deliverStoredMessages, markDead } from "./services/outbox/outbox-delivery";

/** The dead-letter queue's name ends so (wrangler.toml); every other batch is the outbox's. */
const DEAD_LETTER_SUFFIX = "-dead";

/**
 * The outbox queue's consumer: each message is a stored message's id. One attempt each, one
 * at a time (the provider limits requests per second), the batch's messages claimed together;
 * a failed attempt comes back after its delay, a message the queue gave up on is marked dead.
 */
export const queue: ExportedHandlerQueueHandler<Env, string> = async (batch, env) => {
  const app = createAppContext(env);
  if (batch.queue.endsWith(DEAD_LETTER_SUFFIX)) {
    for (const message of batch.messages) {
      await markDead(app.mailer, message.body, app.now());
      message.ack();
    }
    return;
  }
  const { messages } = batch;
  await deliverStoredMessages(
    app.mailer,
    messages.map((message) => message.body),
    app.now,
    (index, outcome) => {
      const message = messages[index];
      if (outcome.kind === "retry") message?.retry({ delaySeconds: outcome.delaySeconds });
      else message?.ack();
    },
  );
};
