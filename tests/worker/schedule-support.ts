import { env } from "cloudflare:workers";
import { addDays, format } from "date-fns";
import type { ScheduleRequest } from "../../core/schedule-schema";
import { SCHEDULE_SLOTS } from "../../core/time-slots";
import { createAppContext } from "../../worker/context";
import type { ScheduleDeps } from "../../worker/services/schedules";
import { api, db } from "./support";

/** What the services need, built from the test worker's settings (local mailbox, capacity 2). */
export function scheduleDeps(): ScheduleDeps {
  const { mailer, settings } = createAppContext(env);
  return {
    db,
    mailer,
    siteUrl: settings.siteUrl,
    authSecret: settings.authSecret,
    businessEmail: settings.businessEmail,
    slotCapacity: settings.slotCapacity,
  };
}

let slotCounter = 0;
/**
 * A first visit in 2030 whose slot no other call of this file shares: the time changes on
 * every call (13 slots), then the weekday. Weekly series run forever, so tests of one file
 * (which share storage) would otherwise fill each other's slots.
 */
export function freshSlot(): { date: string; time: string } {
  const index = slotCounter++;
  const time = SCHEDULE_SLOTS[index % SCHEDULE_SLOTS.length]!;
  return { date: format(addDays(new Date(2030, 0, 7), Math.floor(index / SCHEDULE_SLOTS.length)), "yyyy-MM-dd"), time };
}

export function scheduleBody(overrides: Partial<ScheduleRequest> = {}): ScheduleRequest {
  const { date, time } = freshSlot();
  return { scheduled_date: date, scheduled_time: time, frequency: "weekly", special_instructions: "Key at the front desk.", ...overrides };
}

export function createViaApi(cookie: string, body: unknown, key: string = crypto.randomUUID()) {
  return api("/api/schedules", { method: "POST", cookie, json: body, headers: { "Idempotency-Key": key } });
}
