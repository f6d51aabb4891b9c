import { Hono } from "hono";
import { type ClosedDay, type ClosedDayListResponse, ClosedDaySchema } from "../../../core/closed-days";
import { addClosedDay, removeClosedDay, upcomingClosedDays } from "../../services/capacity/closed-days";
import { serviceContext } from "../../services/context";
import { validate } from "../../validate";
import type { AdminEnv } from "./context";

/** The days the business closes beside the public holidays. */
export const adminClosedDayRoutes = new Hono<AdminEnv>()
  .get("/", async (c) => c.json<ClosedDayListResponse>({ closed_days: await upcomingClosedDays(c.var.app.db, c.var.app.now()) }))
  .post("/", validate("json", ClosedDaySchema), async (c) =>
    c.json<ClosedDay>(await addClosedDay(serviceContext(c.var.app, c.var.user), c.req.valid("json")), 201),
  )
  .delete("/:date", async (c) => {
    await removeClosedDay(c.var.app.db, c.req.param("date"));
    return c.body(null, 204);
  });
