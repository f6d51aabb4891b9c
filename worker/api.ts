import { app } from "./app";
import { runScheduledJobs } from "./scheduled";

/** The API alone, without the page handler: what the worker tests load. */
export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
