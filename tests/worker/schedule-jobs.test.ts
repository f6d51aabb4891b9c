import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ScheduleListResponse } from "#core/schedule-schema";
import { cleaningSchedules, emails } from "#worker/db/schema";
import { runScheduledJobs } from "#worker/scheduled";
import { scheduleVisitsBetween } from "#worker/services/schedules/schedule-jobs";
import { cancelSchedule, createSchedule } from "#worker/services/schedules/schedule-changes";
import { slotStart } from "#core/time-slots";
import { asOwner } from "./schedule-support";
import { giveSubscription, setSubscriptionStatus, subscriber, type Subscriber } from "./subscription-factory";
import { api, db } from "./support";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function emailsOfKind(to: string, kind: string) {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), eq(emails.kind, kind)));
}

async function plan(
  user: Subscriber,
  date: string,
  time: string,
  frequency: "biweekly" | "monthly" = "biweekly",
  createdAt = new Date("2029-12-01T12:00:00Z"),
) {
  const input = { scheduled_date: date, scheduled_time: time, frequency, special_instructions: "Cat inside <don't let out>" };
  const { schedule } = await createSchedule(asOwner({ id: user.userId, email: user.email }, createdAt), input, {
    idempotencyKey: crypto.randomUUID(),
  });
  return schedule;
}

/**
 * A series stored before the plan's limit (weekly, or a subscriber's second one): such rows
 * may still exist, and the jobs must keep serving them.
 */
async function legacySeries(user: Subscriber, date: string, time: string, frequency: "weekly" | "biweekly" | "monthly") {
  const id = crypto.randomUUID();
  const at = new Date("2029-12-01T12:00:00Z");
  await db.insert(cleaningSchedules).values({
    id,
    userId: user.userId,
    email: user.email,
    scheduledDate: date,
    scheduledTime: time,
    startsAt: slotStart(date, time),
    frequency,
    status: "active",
    subscriptionTier: "2bed2bath",
    createdAt: at,
    updatedAt: at,
  });
  return { id };
}

describe("visit reminders", () => {
  it("sends one reminder per visit, a day before it, however often the cron runs", async () => {
    const user = await subscriber();
    const schedule = await plan(user, "2030-02-05", "9:00 AM");
    const visit = new Date(schedule.next_visits[0]!.starts_at).getTime();
    expect(new Date(visit).toISOString()).toBe("2030-02-05T14:00:00.000Z");

    await runScheduledJobs(env, new Date(visit - 25 * HOUR));
    expect(await emailsOfKind(user.email, "schedule-reminder")).toHaveLength(0);
    await runScheduledJobs(env, new Date(visit - 23 * HOUR - 50 * 60 * 1000));
    await runScheduledJobs(env, new Date(visit - 23 * HOUR));
    await Promise.all([
      runScheduledJobs(env, new Date(visit - 22 * HOUR - 30 * 60 * 1000)),
      runScheduledJobs(env, new Date(visit - 22 * HOUR - 30 * 60 * 1000)),
    ]);
    const [reminder, ...more] = await emailsOfKind(user.email, "schedule-reminder");
    expect(more).toHaveLength(0);
    expect(reminder?.subject).toBe("Reminder: your cleaning tomorrow at 9:00 AM");
    expect(reminder?.text).toContain("Hello Ana Rivera,");
    expect(reminder?.text).toContain("When: Tuesday, February 5, 2030 at 9:00 AM (Eastern Time)");
    expect(reminder?.html).toContain("Cat inside &lt;don&#39;t let out&gt;");

    await runScheduledJobs(env, new Date(visit + 14 * DAY - 23 * HOUR));
    expect(await emailsOfKind(user.email, "schedule-reminder")).toHaveLength(2);
  });

  it("does not remind a visit set up inside the last day, nor a cancelled schedule", async () => {
    const user = await subscriber();
    const visit = new Date("2030-02-06T15:00:00.000Z").getTime();
    const cancelled = await plan(user, "2030-02-06", "11:00 AM");
    await cancelSchedule(asOwner({ id: user.userId, email: user.email }, new Date("2030-01-01T12:00:00Z")), cancelled.id);
    await plan(user, "2030-02-06", "10:00 AM", "biweekly", new Date(visit - 23 * HOUR - 30 * 60 * 1000));
    await runScheduledJobs(env, new Date(visit - 23 * HOUR));
    expect(await emailsOfKind(user.email, "schedule-reminder")).toHaveLength(0);
  });
});

describe("a subscription that ends", () => {
  it("stops its schedules' future visits from the cron and tells the customer and the business once", async () => {
    const user = await subscriber();
    await plan(user, "2030-03-04", "12:00 PM");
    await legacySeries(user, "2030-03-06", "1:00 PM", "monthly");
    const graced = await subscriber("past_due");
    await plan(graced, "2030-03-05", "12:00 PM");
    const renewed = await subscriber();
    await plan(renewed, "2030-03-05", "1:00 PM");
    // The old plan ended, but a newer one serves: the newest row decides, as check-subscription reads it.
    await giveSubscription(renewed.userId, "canceled", "2bed2bath", new Date("2020-01-01T00:00:00Z"));

    await setSubscriptionStatus(user.subscriptionId, "canceled");
    await runScheduledJobs(env, new Date());
    await runScheduledJobs(env, new Date());

    const rows = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.userId, user.userId));
    expect(rows.map((row) => [row.status, row.cancelReason])).toEqual([
      ["cancelled", "subscription_ended"],
      ["cancelled", "subscription_ended"],
    ]);
    const told = await emailsOfKind(user.email, "schedule-ended-customer");
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe("Your cleaning visits have stopped");
    expect(told[0]?.text).toContain("Schedule 1: bi-weekly from");
    expect(told[0]?.text).toContain("Schedule 2: monthly from");
    const business = (await db.select().from(emails).where(eq(emails.kind, "schedule-ended-business"))).filter((row) =>
      row.text.includes(user.email),
    );
    expect(business).toHaveLength(1);

    for (const kept of [graced, renewed]) {
      const [row] = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.userId, kept.userId));
      expect(row?.status).toBe("active");
    }

    const list = (await (await api("/api/schedules", { cookie: user.cookie })).json()) as ScheduleListResponse;
    expect(list).toEqual({ schedules: [], can_schedule: false });
  });

  it("is noticed when the customer opens the tab before the cron runs, still telling them once", async () => {
    const user = await subscriber();
    await plan(user, "2030-03-07", "2:00 PM");
    await setSubscriptionStatus(user.subscriptionId, "unpaid");
    const [first, second] = await Promise.all([
      api("/api/schedules", { cookie: user.cookie }),
      api("/api/schedules", { cookie: user.cookie }),
    ]);
    for (const answer of [first, second]) expect(((await answer.json()) as ScheduleListResponse).schedules).toEqual([]);
    await runScheduledJobs(env, new Date());
    expect(await emailsOfKind(user.email, "schedule-ended-customer")).toHaveLength(1);
  });
});

describe("scheduleVisitsBetween (for the admin console)", () => {
  it("lists every active schedule's visits in the window, soonest first, with the customer", async () => {
    const user = await subscriber();
    const gone = await plan(user, "2030-09-04", "4:00 PM");
    await cancelSchedule(asOwner({ id: user.userId, email: user.email }, new Date("2030-01-01T12:00:00Z")), gone.id);
    const biweekly = await plan(user, "2030-09-03", "8:00 AM", "biweekly");
    const weekly = await legacySeries(user, "2030-09-02", "3:00 PM", "weekly");

    const visits = await scheduleVisitsBetween(db, new Date("2030-09-09T04:00:00Z"), new Date("2030-09-16T04:00:00Z"));
    const mine = visits.filter((visit) => visit.customerEmail === user.email);
    expect(mine.map((visit) => [visit.scheduleId, visit.date, visit.timeLabel, visit.customerName])).toEqual([
      [weekly.id, "2030-09-09", "3:00 PM", "Ana Rivera"],
    ]);
    const fortnight = await scheduleVisitsBetween(db, new Date("2030-09-09T04:00:00Z"), new Date("2030-09-18T04:00:00Z"));
    expect(fortnight.filter((visit) => visit.customerEmail === user.email).map((visit) => [visit.scheduleId, visit.date])).toEqual([
      [weekly.id, "2030-09-09"],
      [weekly.id, "2030-09-16"],
      [biweekly.id, "2030-09-17"],
    ]);
    expect(visits.map((visit) => visit.startsAt.getTime())).toEqual(
      [...visits.map((visit) => visit.startsAt.getTime())].sort((a, b) => a - b),
    );
  });
});
