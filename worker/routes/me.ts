import { Hono } from "hono";
import type { MeResponse } from "#core/api-types";
import { ProfileLanguageSchema } from "#core/i18n/locale-field";
import { requireUser, currentUser, type SignedInEnv } from "../middleware/session";
import { serviceContext } from "../services/context";
import { setProfileLanguage } from "../services/profile-language";
import { staffAccessOf } from "../services/work/staff-status";
import { validate } from "../validate";

/** Who is signed in: the header, the dashboard and the admin check read this; `staff` only steers the menus to the work portal. */
export const meRoutes = new Hono<SignedInEnv>()
  .get("/", async (c) => {
    const user = await currentUser(c.var.app, c.req.raw.headers);
    return c.json<MeResponse>({ user: user && { ...user, staff: await staffAccessOf(c.var.app.db, user.id) } });
  })
  /** The person's language: their emails, texts and calendar files are written in it from now on. */
  .patch("/", requireUser, validate("json", ProfileLanguageSchema), async (c) => {
    const locale = await setProfileLanguage(serviceContext(c.var.app, c.var.user), c.req.valid("json").locale);
    return c.json<MeResponse>({ user: { ...c.var.user, locale, staff: await staffAccessOf(c.var.app.db, c.var.user.id) } });
  });
