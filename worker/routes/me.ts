import { Hono } from "hono";
import type { MeResponse } from "#core/api-types";
import type { AppEnv } from "../context";
import { currentUser } from "../middleware/session";
import { staffAccessOf } from "../services/work/staff-status";

/** Who is signed in: the header, the dashboard and the admin check read this. */
export const meRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const user = await currentUser(c.var.app, c.req.raw.headers);
  return c.json<MeResponse>({ user: user && { ...user, staff: await staffAccessOf(c.var.app.db, user.id) } });
});
