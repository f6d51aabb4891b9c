import { and, eq, inArray, sql } from "drizzle-orm";
import { nextVisits, visitDate } from "#core/schedule-recurrence";
import type { ClosedDays } from "#core/holidays";
import { slotStart } from "#core/time-slots";
import { cleaningSchedules, type BookingRecord, type CleaningScheduleRecord } from "#worker/db/schema";
import { schedulesEndedEmails } from "#worker/emails/schedule";
import type { ServiceContext } from "../context";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { loadClosedDays } from "../capacity/closed-days";
import { noActiveSchedule } from "./schedule-rules";
import { customerName } from "../customer-name";
import { endedPlanLanguage } from "./ended-plan-language";

// The series a plan's subscription starts and stops, written in the subscription's own batches.

/**
 * Cancels every active schedule of a user whose subscription ended, and tells the customer and
 * the business in the same batch. The emails list the schedules read just before; the update
 * stops those only, so a schedule made meanwhile is left for the next run (and its own email),
 * and of two runs at once only the one whose update stopped any stores the emails.
 */
export async function stopSchedulesOf(
  ctx: ServiceContext,
  userId: string,
  now: Date,
  closedDays?: ClosedDays,
): Promise<CleaningScheduleRecord[]> {
  const active = await ctx.db
    .select()
    .from(cleaningSchedules)
    .where(and(eq(cleaningSchedules.userId, userId), eq(cleaningSchedules.status, "active")));
  if (active.length === 0) return [];
  // The closed days the caller read already, else read now (the cron, for an ended subscription).
  const [name, closed, locale] = await Promise.all([
    customerName(ctx.db, userId),
    closedDays ?? loadClosedDays(ctx.db),
    endedPlanLanguage(ctx.db, userId),
  ]);
  const ended = active.map((schedule) => ({ schedule, nextVisit: nextVisits(schedule, now, 1, closed)[0] }));
  const mail = messagesToStore(
    ctx.mailer,
    schedulesEndedEmails(ended, name, ctx.settings.siteUrl, ctx.settings.businessEmail, locale),
    now,
  );
  const [stopped, stored] = await ctx.db.batch([
    ctx.db
      .update(cleaningSchedules)
      .set({
        status: "cancelled",
        cancelReason: "subscription_ended",
        cancelledAt: now,
        updatedAt: now,
        revision: sql`${cleaningSchedules.revision} + 1`,
      })
      .where(
        and(
          inArray(
            cleaningSchedules.id,
            active.map((schedule) => schedule.id),
          ),
          eq(cleaningSchedules.status, "active"),
        ),
      )
      .returning(),
    storeMessagesIf(ctx.mailer, mail),
  ]);
  await queueStored(ctx.mailer, mail, stored);
  return stopped;
}

/**
 * The statement starting the plan's bi-weekly series when the subscription is paid for and
 * its first cleaning confirmed, unless the user already has an active schedule. The first cleaning stays the booking it was paid as (the
 * Bookings tab, its reminder, its slot): the series begins one step after it, on the same
 * weekday and time, so that visit is neither listed nor counted against capacity twice.
 * One statement, keyed by the Stripe subscription: a repeated or late checkout event, or
 * one racing another, inserts nothing, and a series the customer cancelled is not revived.
 * A subscription that has already ended (its deletion arrived first) gets none; one still
 * marked incomplete does, since this checkout was paid and its activation may come later.
 * Capacity is not checked: the customer has paid, and the admin console shows the week ahead.
 */
export function planSeriesWrite(
  first: Pick<BookingRecord, "id" | "appointmentDate" | "appointmentTime">,
  stripeSubscriptionId: string,
  now: Date,
) {
  const date = visitDate({ scheduledDate: first.appointmentDate, scheduledTime: first.appointmentTime, frequency: "biweekly" }, 1);
  const at = now.getTime();
  return sql`
    INSERT INTO cleaning_schedules (id, user_id, email, scheduled_date, scheduled_time, starts_at, frequency, status,
      subscription_tier, idempotency_key, revision, created_at, updated_at)
    SELECT ${crypto.randomUUID()}, s.user_id, u.email, ${date}, ${first.appointmentTime},
      ${slotStart(date, first.appointmentTime).getTime()}, 'biweekly', 'active', s.package_id, ${`plan-series:${stripeSubscriptionId}`}, 0, ${at}, ${at}
    FROM subscriptions s JOIN users u ON u.id = s.user_id
    WHERE s.stripe_subscription_id = ${stripeSubscriptionId} AND s.status NOT IN ('canceled', 'incomplete_expired', 'unpaid')
      AND EXISTS (SELECT 1 FROM bookings WHERE id = ${first.id} AND status = 'confirmed')
      AND ${noActiveSchedule(sql`s.user_id`)}
    ON CONFLICT(idempotency_key) DO NOTHING`;
}

/**
 * Run right after planSeriesWrite: the member who had the first cleaning becomes the series'
 * regular member (schedule_crews), with that visit's area, so the subscriber keeps their crew
 * from visit to visit where that member is free. Does nothing when the series was not
 * inserted or nobody had the first cleaning; a repeated event keeps the first choice.
 */
export function keepFirstCleaningMember(first: Pick<BookingRecord, "id">, stripeSubscriptionId: string, now: Date) {
  return sql`
    INSERT INTO schedule_crews (schedule_id, user_id, area, kept_at)
    SELECT s.id, a.provider_id, b.area, ${now.getTime()}
    FROM cleaning_schedules s, crew_assignments a JOIN bookings b ON b.id = a.visit_id
    WHERE s.idempotency_key = ${`plan-series:${stripeSubscriptionId}`}
      AND a.visit_type = 'booking' AND a.visit_id = ${first.id} AND a.provider_id IS NOT NULL
    ON CONFLICT(schedule_id) DO NOTHING`;
}
