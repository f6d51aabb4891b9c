import { Hono } from "hono";
import { RatingSchema, RatingTokenQuerySchema, type RatingPage } from "#core/staff-api";
import type { AppEnv } from "../context";
import { rateLimit } from "../middleware/rate-limit";
import { serviceContext } from "../services/context";
import { ratingPage, rateVisit } from "../services/bookings/ratings";
import { validate } from "../validate";

/** The rating page's API: the signed link's token opens one completed visit, no sign-in. */
export const ratingRoutes = new Hono<AppEnv>()
  .get("/:reference", validate("query", RatingTokenQuerySchema), async (c) =>
    c.json<RatingPage>(await ratingPage(serviceContext(c.var.app, null), c.req.param("reference"), c.req.valid("query").token)),
  )
  .post(
    "/:reference",
    rateLimit({ key: "rating", limit: 10, window: 60 * 60 * 1000, message: "Too many ratings from here. Please try again in an hour." }),
    validate("query", RatingTokenQuerySchema),
    validate("json", RatingSchema),
    async (c) => {
      const ctx = serviceContext(c.var.app, null);
      return c.json<RatingPage>(await rateVisit(ctx, c.req.param("reference"), c.req.valid("query").token, c.req.valid("json")));
    },
  );
