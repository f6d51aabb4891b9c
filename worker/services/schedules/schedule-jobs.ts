import { and, eq, lte, sql } from "drizzle-orm";
import { visitsBetween, type ScheduleFrequency } from "#core/schedule-recurrence";
import { businessToday, slotLabel } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { type CleaningScheduleRecord, cleaningSchedules, scheduleVisitReminders, users } from "#worker/db/schema";
import { scheduleReminderEmail } from "#worker/emails/schedule";
import type { ServiceContext } from "../context";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { scheduleReminderText } from "#worker/texts/schedule-texts";
import { scheduleTextNumberOf } from "./schedule-text-number";
import { loadClosedDays } from "../capacity/closed-days";
import { greetingName } from "../customer-name";
import { servingSubscription } from "./schedules";
import { stopSchedulesOf } from "./plan-series";
import { SERVING_STATUS_LIST } from "../subscriptions/subscription-state";

const HOUR = 60 * 60 * 1000;
/** Reminders go out once a visit is inside the 24-hour notice period (it can no longer move); two hours of slack cover a missed cron run. */
const REMINDER_WINDOW = { from: 22 * HOUR, to: 24 * HOUR };
/** Where a schedule's text leads: the dashboard's Schedule tab. */
const SCHEDULE_TAB_PATH = "/dashboard?tab=Schedule";

/** The cron's schedule work: stop schedules whose subscription ended, then remind tomorrow's visits. */
export async function runScheduleJobs(ctx: ServiceContext): Promise<void> {
  const now = ctx.now();
  await stopSchedulesWithoutSubscription(ctx, now);
  await sendScheduleReminders(ctx, now);
}

/**
 * Cancels the future visits of every customer none of whose subscriptions gives service
 * any more (canceled, unpaid...), telling each customer once. Independent of how billing
 * learns of the end: it reads only the subscriptions table.
 */
async function stopSchedulesWithoutSubscription(ctx: ServiceContext, now: Date): Promise<number> {
  const owners = await ctx.db.all<{ userId: string }>(sql`
    SELECT DISTINCT s.user_id AS userId FROM cleaning_schedules s
    WHERE s.status = 'active' AND NOT EXISTS (SELECT 1 FROM subscriptions sub
      WHERE sub.user_id = s.user_id AND sub.status IN (${SERVING_STATUS_LIST}))
    LIMIT 100`);
  let stopped = 0;
  for (const { userId } of owners) {
    if (await servingSubscription(ctx.db, userId)) continue;
    stopped += (await stopSchedulesOf(ctx, userId, now)).length;
  }
  return stopped;
}

/**
 * One reminder per visit, 22 to 24 hours before it, by email and (to a customer who said yes to
 * texts) by text: the reminder row's key claims the visit in the batch that stores them.
 */
async function sendScheduleReminders(ctx: ServiceContext, now: Date): Promise<number> {
  const from = new Date(now.getTime() + REMINDER_WINDOW.from);
  const to = new Date(now.getTime() + REMINDER_WINDOW.to);
  // The names the reminders greet come in this one query, not one query per reminder.
  const [rows, closed] = await Promise.all([
    ctx.db
      .select({
        schedule: cleaningSchedules,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        locale: users.locale,
      })
      .from(cleaningSchedules)
      .leftJoin(users, eq(users.id, cleaningSchedules.userId))
      .where(and(eq(cleaningSchedules.status, "active"), lte(cleaningSchedules.scheduledDate, businessToday(to)))),
    loadClosedDays(ctx.db),
  ]);
  let sent = 0;
  for (const { schedule, ...user } of rows) {
    for (const visit of visitsBetween(schedule, from, to, closed)) {
      // Set up or changed when the visit was already within a day: the confirmation just told them.
      if (schedule.updatedAt.getTime() > visit.startsAt.getTime() - REMINDER_WINDOW.to) continue;
      const language = user.locale ?? "en";
      const textTo = await scheduleTextNumberOf(ctx.db, schedule.userId);
      const texts = textTo ? [scheduleReminderText(textTo, visit.time, `${ctx.settings.siteUrl}${SCHEDULE_TAB_PATH}`, language)] : [];
      const mail = messagesToStore(ctx.mailer, [scheduleReminderEmail(schedule, visit, greetingName(user), language)], now, texts);
      // The claim of the visit and its reminders are one batch: stored only by the run that claimed it.
      const [, stored] = await ctx.db.batch([
        ctx.db
          .insert(scheduleVisitReminders)
          .values({ scheduleId: schedule.id, visitStartsAt: visit.startsAt, sentAt: now, emailId: mail[0]?.id ?? null })
          .onConflictDoNothing(),
        storeMessagesIf(ctx.mailer, mail),
      ]);
      if ((await queueStored(ctx.mailer, mail, stored)).length === 0) continue;
      sent += 1;
    }
  }
  return sent;
}

/** One visit of a cleaning schedule, as the admin console lists the days ahead. */
export interface ScheduledVisit {
  scheduleId: string;
  customerName: string;
  customerEmail: string;
  /** yyyy-MM-dd in New York. */
  date: string;
  /** Slot label, e.g. "10:00 AM". */
  timeLabel: string;
  startsAt: Date;
  frequency: ScheduleFrequency;
  specialInstructions: string | null;
  subscriptionTier: string | null;
  /** The schedule's own address, if the form gave one (else the day view finds the first cleaning's). */
  place: Pick<CleaningScheduleRecord, "area" | "serviceAddress" | "addressParts" | "accessNotesSealed">;
}

/** Every visit of the active schedules that starts at or after `from` and before `to`, soonest first. */
export async function scheduleVisitsBetween(db: Database, from: Date, to: Date): Promise<ScheduledVisit[]> {
  const [rows, closed] = await Promise.all([
    db
      .select({ schedule: cleaningSchedules, firstName: users.firstName, lastName: users.lastName })
      .from(cleaningSchedules)
      .innerJoin(users, eq(users.id, cleaningSchedules.userId))
      .where(and(eq(cleaningSchedules.status, "active"), lte(cleaningSchedules.scheduledDate, businessToday(to)))),
    loadClosedDays(db),
  ]);
  const visits = rows.flatMap(({ schedule, firstName, lastName }) =>
    visitsBetween(schedule, from, to, closed).map((visit) => ({
      scheduleId: schedule.id,
      customerName: `${firstName} ${lastName}`.trim() || schedule.email,
      customerEmail: schedule.email,
      date: visit.date,
      timeLabel: slotLabel(visit.time),
      startsAt: visit.startsAt,
      frequency: schedule.frequency,
      specialInstructions: schedule.specialInstructions,
      subscriptionTier: schedule.subscriptionTier,
      place: {
        area: schedule.area,
        serviceAddress: schedule.serviceAddress,
        addressParts: schedule.addressParts,
        accessNotesSealed: schedule.accessNotesSealed,
      },
    })),
  );
  return visits.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
