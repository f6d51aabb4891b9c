import { app } from "./app";
import { queue } from "./outbox-queue";
import { scheduled } from "./scheduled";

/** The API alone, without the page handler: what the worker tests load. */
export default {
  fetch: app.fetch,
  scheduled,
  queue,
} satisfies ExportedHandler<Env, string>;
