import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AvailabilityResponse } from "#core/booking-schema";
import {
  ScheduleAvailabilityQuerySchema,
  ScheduleRequestSchema,
  type ScheduleListResponse,
  type ScheduleResponse,
} from "#core/schedule-schema";
import { lagTolerant, type AppEnv } from "../context";
import { cleaningSchedules } from "../db/schema";
import { idempotencyKey } from "../middleware/idempotency-key";
import { requireUser } from "../middleware/session";
import { serviceContext } from "../services/context";
import { NotFound } from "../services/errors";
import { assertScheduleLinkLive } from "../services/bookings/booking-links";
import { loadClosedDays } from "../services/capacity/closed-days";
import { scheduleCalendar } from "../services/schedules/schedule-calendar";
import { cancelSchedule, createSchedule, updateSchedule } from "../services/schedules/schedule-changes";
import { listSchedules, isValidScheduleCalendarToken, scheduleAvailability } from "../services/schedules/schedules";
import { SHARED_CREWS } from "../services/capacity/slot-capacity";
import { validate } from "../validate";

const IdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** The dashboard's Schedule tab: the signed-in user's own schedules only. */
export const scheduleRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json<ScheduleListResponse>(await listSchedules(serviceContext(c.var.app, c.var.user))))
  .get("/availability", requireUser, validate("query", ScheduleAvailabilityQuerySchema), async (c) => {
    const { date, exclude } = c.req.valid("query");
    const slots = await scheduleAvailability(serviceContext(lagTolerant(c.var.app), c.var.user), date, exclude);
    return c.json<AvailabilityResponse>({ service_id: SHARED_CREWS.serviceId, date, slots });
  })
  .post("/", requireUser, validate("json", ScheduleRequestSchema), async (c) => {
    const key = idempotencyKey(c);
    const { schedule, created } = await createSchedule(serviceContext(c.var.app, c.var.user), c.req.valid("json"), { idempotencyKey: key });
    return c.json<ScheduleResponse>({ schedule }, created ? 201 : 200);
  })
  .patch("/:id", requireUser, validate("param", IdParamSchema), validate("json", ScheduleRequestSchema), async (c) => {
    const schedule = await updateSchedule(serviceContext(c.var.app, c.var.user), c.req.valid("param").id, c.req.valid("json"));
    return c.json<ScheduleResponse>({ schedule });
  })
  .delete("/:id", requireUser, validate("param", IdParamSchema), async (c) => {
    const schedule = await cancelSchedule(serviceContext(c.var.app, c.var.user), c.req.valid("param").id);
    return c.json<ScheduleResponse>({ schedule });
  })
  // Opened by calendar apps without the session cookie: the signed token in the emailed link is the key.
  .get("/:id/calendar.ics", async (c) => {
    const { app } = c.var;
    const id = c.req.param("id");
    const valid = await isValidScheduleCalendarToken(app.settings.authSecret, id, c.req.query("token"));
    const [[schedule], closed] = valid
      ? await Promise.all([app.db.select().from(cleaningSchedules).where(eq(cleaningSchedules.id, id)).limit(1), loadClosedDays(app.db)])
      : [[], undefined];
    if (!schedule) throw new NotFound("not_found", "This calendar link is not valid.");
    const now = app.now();
    assertScheduleLinkLive(schedule, now);
    return c.body(scheduleCalendar(schedule, new URL(app.settings.siteUrl).host, now, closed), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="cleaning-schedule.ics"',
    });
  });
