import { Hono } from "hono";
import { type TextSettings, TextSettingsSchema } from "#core/text-settings";
import { requireUser, type SignedInEnv } from "../middleware/session";
import { saveTextSettings, textSettingsOf } from "../services/outbox/text-settings";
import { validate } from "../validate";

/** A signed-in customer's own mobile number and consent to visit texts. */
export const textSettingsRoutes = new Hono<SignedInEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json<TextSettings>(await textSettingsOf(c.var.app.db, c.var.user.id)))
  .put("/", validate("json", TextSettingsSchema), async (c) =>
    c.json<TextSettings>(await saveTextSettings(c.var.app.db, c.var.user.id, c.req.valid("json"), c.var.app.now())),
  );
