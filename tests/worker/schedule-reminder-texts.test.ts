import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, emails, subscriptions } from "#worker/db/schema";
import { runScheduledJobs } from "#worker/scheduled";
import { createSchedule } from "#worker/services/schedules/schedule-changes";
import { asOwner } from "./schedule-support";
import { subscriber, type Subscriber } from "./subscription-factory";
import { db, futureDate, postBooking } from "./support";

const HOUR = 60 * 60 * 1000;

/** The subscription's first cleaning, booked with the wizard's texts box ticked or not (its phone is kept only when ticked). */
async function firstCleaning(user: Subscriber, phone: string, ticked: boolean) {
  const response = await postBooking({ customer_email: user.email, customer_phone: phone, text_reminders: ticked });
  expect(response.status).toBe(201);
  const { booking } = (await response.json()) as { booking: { reference: string } };
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
  await db.update(subscriptions).set({ firstBookingId: row!.id }).where(eq(subscriptions.id, user.subscriptionId));
}

/** A schedule of later cleanings, and the instant 23 hours before its first visit, when the cron reminds it. */
async function laterCleanings(user: Subscriber) {
  const input = { scheduled_date: futureDate({ weekday: true }), scheduled_time: "10:00 AM", frequency: "biweekly" as const };
  const { schedule } = await createSchedule(asOwner({ id: user.userId, email: user.email }), input, {
    idempotencyKey: crypto.randomUUID(),
  });
  return new Date(new Date(schedule.next_visits[0]!.starts_at).getTime() - 23 * HOUR);
}

function textsTo(phone: string) {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.to, phone), eq(emails.kind, "schedule-reminder-text")));
}

describe("the day-before text of a plan's later cleanings", () => {
  it("goes to the phone given with the subscription wizard's texts box ticked, once however often the cron runs", async () => {
    const user = await subscriber();
    await firstCleaning(user, "(954) 555-0131", true);
    const dayBefore = await laterCleanings(user);
    await Promise.all([runScheduledJobs(env, dayBefore), runScheduledJobs(env, dayBefore)]);
    await runScheduledJobs(env, new Date(dayBefore.getTime() + 30 * 60 * 1000));

    const [text, ...more] = await textsTo("+19545550131");
    expect(more).toHaveLength(0);
    expect(text).toMatchObject({ channel: "sms", template: "schedule-reminder-text" });
    expect(text?.text).toMatch(
      /reminder of your plan's cleaning tomorrow at 10:00\sAM\. Your schedule: http:\/\/localhost:5173\/dashboard\?tab=Schedule Reply STOP/,
    );
    // The email goes beside it, as before.
    const reminders = await db
      .select()
      .from(emails)
      .where(and(eq(emails.to, user.email), eq(emails.kind, "schedule-reminder")));
    expect(reminders).toHaveLength(1);
  });

  it("is not sent when the box was left unticked and the profile did not say yes to texts", async () => {
    const user = await subscriber();
    await firstCleaning(user, "(954) 555-0132", false);
    await runScheduledJobs(env, await laterCleanings(user));
    expect(await textsTo("+19545550132")).toEqual([]);
    expect(
      await db
        .select()
        .from(emails)
        .where(and(eq(emails.to, user.email), eq(emails.kind, "schedule-reminder"))),
    ).toHaveLength(1);
  });
});
