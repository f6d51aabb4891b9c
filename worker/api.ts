import { app } from "./app";
import { scheduled } from "./scheduled";

/** The API alone, without the page handler: what the worker tests load. */
export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
