import { describe, expect, it } from "vitest";
import type { ScheduleListResponse, ScheduleResponse } from "#core/schedule-schema";
import { createViaApi } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { api, futureDate } from "./support";

describe("a schedule's slot in its answers", () => {
  it("is answered as the English label and as its clock, for the schedule and each next visit, as bookings answer it, whichever way it was sent", async () => {
    const owner = await subscriber();
    const created = await createViaApi(owner.cookie, {
      scheduled_date: futureDate({ weekday: true }),
      scheduled_time: "10:00",
      frequency: "biweekly",
    });
    expect(created.status).toBe(201);
    const { schedule } = (await created.json()) as ScheduleResponse;
    expect([schedule.scheduled_time, schedule.scheduled_clock]).toEqual(["10:00 AM", "10:00"]);
    expect(new Set(schedule.next_visits.map((visit) => [visit.time, visit.clock].join(" / ")))).toEqual(new Set(["10:00 AM / 10:00"]));

    const listed = (await (await api("/api/schedules", { cookie: owner.cookie })).json()) as ScheduleListResponse;
    const mine = listed.schedules.find((each) => each.id === schedule.id);
    expect([mine?.scheduled_time, mine?.scheduled_clock]).toEqual(["10:00 AM", "10:00"]);
    expect(mine?.next_visits[0]).toMatchObject({ time: "10:00 AM", clock: "10:00" });

    const moved = await api(`/api/schedules/${schedule.id}`, {
      method: "PATCH",
      cookie: owner.cookie,
      json: { scheduled_date: schedule.scheduled_date, scheduled_time: "1:00 PM", frequency: "biweekly" },
    });
    expect(moved.status).toBe(200);
    const { schedule: after } = (await moved.json()) as ScheduleResponse;
    expect([after.scheduled_time, after.scheduled_clock]).toEqual(["1:00 PM", "13:00"]);
    expect(new Set(after.next_visits.map((visit) => [visit.time, visit.clock].join(" / ")))).toEqual(new Set(["1:00 PM / 13:00"]));
  });
});
