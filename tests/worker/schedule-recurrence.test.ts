import { addDays, format } from "date-fns";
import { describe, expect, it } from "vitest";
import { nextVisits, visitsBetween, type Recurrence, type ScheduleFrequency } from "#core/schedule-recurrence";
import { slotHour, slotStart } from "#core/time-slots";
import { cleaningSchedules, type CleaningScheduleRecord } from "#worker/db/schema";
import { recurrenceRule, scheduleCalendar } from "#worker/services/schedules/schedule-calendar";
import { scheduleVisitsBetween } from "#worker/services/schedules/schedule-jobs";
import { createSchedule } from "#worker/services/schedules/schedule-changes";
import { listSchedules } from "#worker/services/schedules/schedules";
import { placesBetween } from "#worker/services/capacity/slot-places";
import { SHARED_CREWS } from "#worker/services/capacity/slot-capacity";
import { asOwner } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { api, db } from "./support";

const iso = (date: Date) => date.toISOString();
const visitsOf = (recurrence: Recurrence, count: number, now = new Date("2027-01-01T00:00:00Z")) =>
  nextVisits(recurrence, now, count).map((visit) => [visit.date, iso(visit.startsAt)]);

describe("recurrence in New York time", () => {
  it("keeps weekly visits at 10:00 AM local across the spring change (2027-03-14)", () => {
    expect(visitsOf({ scheduledDate: "2027-03-07", scheduledTime: "10:00 AM", frequency: "weekly" }, 3)).toEqual([
      ["2027-03-07", "2027-03-07T15:00:00.000Z"],
      ["2027-03-14", "2027-03-14T14:00:00.000Z"],
      ["2027-03-21", "2027-03-21T14:00:00.000Z"],
    ]);
  });

  it("keeps bi-weekly visits at 8:00 PM local across the autumn change (2027-11-07)", () => {
    expect(visitsOf({ scheduledDate: "2027-10-24", scheduledTime: "8:00 PM", frequency: "biweekly" }, 3)).toEqual([
      ["2027-10-24", "2027-10-25T00:00:00.000Z"],
      ["2027-11-07", "2027-11-08T01:00:00.000Z"],
      ["2027-11-21", "2027-11-22T01:00:00.000Z"],
    ]);
  });

  it("puts monthly visits of the 29th-31st on the last day of shorter months, then back", () => {
    const dates = (scheduledDate: string) =>
      visitsOf({ scheduledDate, scheduledTime: "9:00 AM", frequency: "monthly" }, 5).map(([date]) => date);
    expect(dates("2027-01-31")).toEqual(["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31"]);
    expect(dates("2027-12-30")).toEqual(["2027-12-30", "2028-01-30", "2028-02-29", "2028-03-30", "2028-04-30"]);
    expect(recurrenceRule({ frequency: "monthly", scheduledDate: "2027-01-31" })).toBe(
      "RRULE:FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1",
    );
    expect(recurrenceRule({ frequency: "monthly", scheduledDate: "2027-01-29" })).toBe("RRULE:FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1");
    expect(recurrenceRule({ frequency: "monthly", scheduledDate: "2027-01-15" })).toBe("RRULE:FREQ=MONTHLY;BYMONTHDAY=15");
    expect(recurrenceRule({ frequency: "biweekly", scheduledDate: "2027-01-15" })).toBe("RRULE:FREQ=WEEKLY;INTERVAL=2");
  });

  it("finds the visits of a long-running series without walking from its start", () => {
    const recurrence: Recurrence = { scheduledDate: "2027-01-05", scheduledTime: "11:00 AM", frequency: "weekly" };
    const visits = visitsBetween(recurrence, new Date("2036-06-01T00:00:00Z"), new Date("2036-06-15T00:00:00Z"));
    expect(visits.map((visit) => visit.date)).toEqual(["2036-06-03", "2036-06-10"]);
    expect(visits.map((visit) => iso(visit.startsAt))).toEqual(["2036-06-03T15:00:00.000Z", "2036-06-10T15:00:00.000Z"]);
  });
});

/** A stored schedule as the calendar file reads it. */
const storedSchedule: CleaningScheduleRecord = {
  id: "schedule-thursdays",
  userId: "user-1",
  email: "tenant@example.com",
  scheduledDate: "2027-11-04",
  scheduledTime: "10:00 AM",
  startsAt: slotStart("2027-11-04", "10:00 AM"),
  frequency: "weekly",
  specialInstructions: null,
  status: "active",
  subscriptionTier: "1bed1bath",
  area: null,
  serviceAddress: null,
  addressParts: null,
  accessNotesSealed: null,
  idempotencyKey: "key-thursdays",
  revision: 0,
  cancelReason: null,
  cancelledAt: null,
  createdAt: new Date("2027-11-01T12:00:00Z"),
  updatedAt: new Date("2027-11-01T12:00:00Z"),
};

describe("closed days in a running series", () => {
  // Thursdays at 10 AM from Nov 4, 2027: Thanksgiving is Thursday Nov 25.
  const thursdays: Recurrence = { scheduledDate: "2027-11-04", scheduledTime: "10:00 AM", frequency: "weekly" };

  it("skips the visit on Thanksgiving and goes on the next week, in the list and in the day's visits", () => {
    expect(visitsOf(thursdays, 4, new Date("2027-11-10T00:00:00Z")).map(([date]) => date)).toEqual([
      "2027-11-11",
      "2027-11-18",
      "2027-12-02",
      "2027-12-09",
    ]);
    expect(visitsBetween(thursdays, new Date("2027-11-25T00:00:00Z"), new Date("2027-11-26T12:00:00Z"))).toEqual([]);
  });

  it("names the skipped visits in the calendar file, so calendar apps leave them out too", () => {
    const ics = scheduleCalendar(storedSchedule, "example.com", new Date("2027-11-01T12:00:00Z"));
    expect(ics).toContain("EXDATE;TZID=America/New_York:20271125T100000");
    // Christmas and New Year's Day 2027/28 are Saturdays: the Thursday series never meets them.
    expect(ics.match(/EXDATE/g)?.length).toBe(2);
    expect(ics).toContain("EXDATE;TZID=America/New_York:20281123T100000");
  });
});

describe("stored schedules across the DST changes", () => {
  it("answer, email, calendar file and the admin's visit list all keep the local time", async () => {
    const user = await subscriber();
    const owner = { id: user.userId, email: user.email };
    // Bi-weekly, as the plans run: the second visit is on the far side of the March change.
    const input = { scheduled_date: "2027-03-07", scheduled_time: "10:00 AM", frequency: "biweekly" as const, special_instructions: null };
    const { schedule } = await createSchedule(asOwner(owner, new Date("2027-02-01T12:00:00Z")), input, {
      idempotencyKey: crypto.randomUUID(),
    });

    const listed = await listSchedules(asOwner(owner, new Date("2027-03-08T12:00:00Z")));
    expect(listed.schedules[0]?.next_visits.slice(0, 2)).toEqual([
      { date: "2027-03-21", time: "10:00 AM", clock: "10:00", starts_at: "2027-03-21T14:00:00.000Z" },
      { date: "2027-04-04", time: "10:00 AM", clock: "10:00", starts_at: "2027-04-04T14:00:00.000Z" },
    ]);

    const url = new URL(schedule.calendar_url);
    const ics = await (await api(url.pathname + url.search)).text();
    expect(ics).toContain("DTSTART;TZID=America/New_York:20270307T100000\r\n");
    expect(ics).toContain("TZOFFSETTO:-0400");

    const week = await scheduleVisitsBetween(db, new Date("2027-03-17T00:00:00Z"), new Date("2027-03-24T00:00:00Z"));
    expect(week.filter((visit) => visit.scheduleId === schedule.id)).toEqual([
      expect.objectContaining({
        date: "2027-03-21",
        timeLabel: "10:00 AM",
        startsAt: new Date("2027-03-21T14:00:00.000Z"),
        customerName: "Ana Rivera",
        customerEmail: user.email,
      }),
    ]);

    // 10 AM: these are Sundays, whose crews are on shift from the 10 AM opening.
    const autumn = { ...input, scheduled_date: "2027-10-31", scheduled_time: "10:00 AM" };
    // A subscriber has one series, so the autumn one is another's.
    const other = await subscriber();
    const { schedule: later } = await createSchedule(
      asOwner({ id: other.userId, email: other.email }, new Date("2027-02-01T12:00:00Z")),
      autumn,
      {
        idempotencyKey: crypto.randomUUID(),
      },
    );
    expect(later.next_visits.slice(0, 2).map((visit) => visit.starts_at)).toEqual(["2027-10-31T14:00:00.000Z", "2027-11-14T15:00:00.000Z"]);
  });
});

describe("the capacity count in SQL", () => {
  it("finds exactly the visits the recurrence computes, day by day over half a year", async () => {
    const user = await subscriber();
    const owner = { id: user.userId, email: user.email };
    // Afternoon slots: the other tests of this file hold morning series, which run forever.
    const series: [string, ScheduleFrequency, string][] = [
      ["2031-01-06", "weekly", "1:00 PM"],
      ["2031-01-09", "biweekly", "2:00 PM"],
      ["2031-01-31", "monthly", "3:00 PM"],
      ["2031-01-30", "monthly", "4:00 PM"],
      ["2031-01-15", "monthly", "5:00 PM"],
    ];
    const recurrences: Recurrence[] = [];
    // Stored as rows: a subscriber now creates one bi-weekly or monthly series, but weekly
    // rows and several series from before the plan's limit are still counted by the SQL.
    for (const [date, frequency, time] of series) {
      const at = new Date("2030-12-01T12:00:00Z");
      await db.insert(cleaningSchedules).values({
        id: crypto.randomUUID(),
        userId: owner.id,
        email: owner.email,
        scheduledDate: date,
        scheduledTime: time,
        startsAt: slotStart(date, time),
        frequency,
        status: "active",
        // The 1bed1bath plan: each visit holds its crew 2 hours.
        subscriptionTier: "1bed1bath",
        createdAt: at,
        updatedAt: at,
      });
      recurrences.push({ scheduledDate: date, scheduledTime: time, frequency });
    }
    const from = new Date("2031-01-01T05:00:00Z");
    const expected = new Set(
      recurrences.flatMap((recurrence) =>
        visitsBetween(recurrence, from, new Date("2031-07-01T05:00:00Z")).map((visit) => `${visit.date} ${visit.time}`),
      ),
    );
    // Each visit covers its start hour and the next (2 hours): the SQL's count of every hour
    // must be the number of computed visits covering it.
    const covering = (date: string, hour: number) =>
      [...expected].filter((visit) => {
        const [day, ...clock] = visit.split(" ");
        const start = slotHour(clock.join(" "));
        return day === date && start <= hour && hour < start + 2;
      }).length;
    const places = await placesBetween(db, {
      from: "2031-01-01",
      to: "2031-06-30",
      group: SHARED_CREWS,
    });
    let checked = 0;
    for (let day = 0; day < 181; day += 1) {
      const date = format(addDays(new Date(2031, 0, 1), day), "yyyy-MM-dd");
      for (const [, , time] of series) {
        const count = places.taken(SHARED_CREWS, { date, time });
        expect(count, `${date} ${time}`).toBe(covering(date, slotHour(time)));
        if (count > 0) checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(expected.size);
    expect(["2031-02-28 3:00 PM", "2031-02-28 4:00 PM", "2031-04-30 3:00 PM"].every((visit) => expected.has(visit))).toBe(true);
  });
});
