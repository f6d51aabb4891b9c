import { Hono } from "hono";
import type { MeResponse } from "#core/api-types";
import type { AppEnv } from "../context";
import { currentUser } from "../middleware/session";

/** Who is signed in: the header, the dashboard and the admin check read this. */
export const meRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json<MeResponse>({ user: await currentUser(c.var.app, c.req.raw.headers) }),
);
