import { Hono } from "hono";
import type { MeResponse } from "#core/api-types";
import { ProfileLanguageSchema } from "#core/i18n/locale-field";
import { requireUser, currentUser, type SignedInEnv } from "../middleware/session";
import { serviceContext } from "../services/context";
import { setProfileLanguage } from "../services/profile-language";
import { validate } from "../validate";

/** Who is signed in: the header, the dashboard and the admin check read this. */
export const meRoutes = new Hono<SignedInEnv>()
  .get("/", async (c) => c.json<MeResponse>({ user: await currentUser(c.var.app, c.req.raw.headers) }))
  /** The person's language: their emails, texts and calendar files are written in it from now on. */
  .patch("/", requireUser, validate("json", ProfileLanguageSchema), async (c) => {
    const locale = await setProfileLanguage(serviceContext(c.var.app, c.var.user), c.req.valid("json").locale);
    return c.json<MeResponse>({ user: { ...c.var.user, locale } });
  });
