import { Hono } from "hono";
import { z } from "zod";
import type { ClosedDayVisitsResponse } from "#core/closed-day-visits";
import { type ClosedDayListResponse, type ClosedDayResult, ClosedDaySchema } from "#core/closed-days";
import { calendarDateField } from "#core/date-fields";
import { closeDay } from "#worker/services/capacity/close-day";
import { visitsOnDay } from "#worker/services/capacity/closed-day-visits";
import { assertClosableDay, removeClosedDay, upcomingClosedDays } from "#worker/services/capacity/closed-days";
import { serviceContext } from "#worker/services/context";
import { validate } from "#worker/validate";
import type { AdminEnv } from "./context";

const DayParamSchema = z.object({ date: calendarDateField("Please choose a date like 2026-12-24.") });

/** The days the business closes beside the public holidays. */
export const adminClosedDayRoutes = new Hono<AdminEnv>()
  .get("/", async (c) => c.json<ClosedDayListResponse>({ closed_days: await upcomingClosedDays(c.var.app.db, c.var.app.now()) }))
  // A day with visits is closed only once confirmed (409 day_has_visits): the console shows these first.
  .post("/", validate("json", ClosedDaySchema), async (c) =>
    c.json<ClosedDayResult>(await closeDay(serviceContext(c.var.app, c.var.user), c.req.valid("json")), 201),
  )
  // What closing the day would leave standing; a day that cannot be closed is refused as the close is, at its field.
  .get("/:date/visits", validate("param", DayParamSchema), async (c) => {
    const { date } = c.req.valid("param");
    assertClosableDay(date, c.var.app.now());
    const { visits } = await visitsOnDay(c.var.app.db, date);
    return c.json<ClosedDayVisitsResponse>({ date, visits });
  })
  .delete("/:date", async (c) => {
    await removeClosedDay(c.var.app.db, c.req.param("date"));
    return c.body(null, 204);
  });
