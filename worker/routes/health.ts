import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../context";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  await c.var.app.db.run(sql`select 1`);
  return c.json({ ok: true as const });
});
