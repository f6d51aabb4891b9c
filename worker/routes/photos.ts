import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { currentUser } from "../middleware/session";
import { serviceContext } from "../services/context";
import { photoFor } from "../services/work/job-photos";
import { validate } from "../validate";

const PhotoQuerySchema = z.object({ token: z.string().min(1).max(200).optional() });

/**
 * Photos of finished work, only through the worker (the bucket is never public): to the
 * booking's customer, its provider, admins, or whoever holds the booking's emailed link
 * while it works (30 days after the visit).
 */
export const photoRoutes = new Hono<AppEnv>().get("/:id", validate("query", PhotoQuerySchema), async (c) => {
  const { app } = c.var;
  const user = await currentUser(app, c.req.raw.headers);
  const viewer = { userId: user?.id ?? null, isAdmin: user?.isAdmin ?? false, token: c.req.valid("query").token };
  const photo = await photoFor(serviceContext(app, user), c.env.PHOTOS, c.req.param("id"), viewer);
  return c.body(photo.body, 200, {
    "Content-Type": photo.contentType,
    "Content-Length": String(photo.size),
    "Content-Disposition": "inline",
    "X-Content-Type-Options": "nosniff",
    // Private: a shared cache must never hand one customer's home to another.
    "Cache-Control": "private, max-age=3600",
  });
});
