import { Hono } from "hono";
import type { ClosedDayListResponse } from "#core/closed-days";
import type { AppEnv } from "../context";
import { upcomingClosedDays } from "../services/capacity/closed-days";

/** The days the admin closed, for the calendars to show them closed (guests book too). */
export const closedDayRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json<ClosedDayListResponse>({ closed_days: await upcomingClosedDays(c.var.app.replica, c.var.app.now()) }),
);
