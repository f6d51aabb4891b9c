import { and, eq, sql } from "drizzle-orm";
import { nextVisits, type Recurrence, type Visit } from "#core/schedule-recurrence";
import { ONE_SCHEDULE_MESSAGE, type ScheduleInput, type ScheduleSummary } from "#core/schedule-schema";
import { getService } from "#core/catalogue";
import { HOTEL_CLEANING_SERVICE_ID } from "#core/services/ids";
import type { ClosedDays } from "#core/holidays";
import { longDate, slotClock, slotLabel, slotStart } from "#core/time-slots";
import { planVisitHours } from "#core/services/visit-hours";
import type { Database } from "#worker/db/client";
import { rowsWhere, THE_WRITE_BEFORE_CHANGED_A_ROW } from "#worker/db/rows-where";
import { cleaningSchedules, type CleaningScheduleRecord, type EmailRecord } from "#worker/db/schema";
import { scheduleChangeEmails, type ScheduleChange } from "#worker/emails/schedule";
import type { ServiceContext, SignedInContext } from "../context";
import { Conflict, Forbidden } from "../errors";
import { enqueueIds, emailToStore, storeEmailsIf } from "../email";
import { loadClosedDays } from "../capacity/closed-days";
import { visitPlace } from "../visit-place";
import { firstFullDate, hasFreePlaceOnEach, SHARED_CREWS } from "../capacity/slot-capacity";
import {
  assertChangeable,
  assertFuture,
  assertPlanFrequency,
  hasActiveSchedule,
  noActiveSchedule,
  recurrenceOf,
  sameSeries,
} from "./schedule-rules";
import {
  SUBSCRIPTION_REQUIRED_MESSAGE,
  VISITS_SHOWN,
  findOwn,
  notFound,
  scheduleCalendarUrl,
  servingSubscription,
  summarize,
} from "./schedules";
import { greetingName } from "../customer-name";

// A subscriber's changes to their schedules: create, edit, cancel. Each checks the plan, the
// notice period and the crews' places in one conditional write.

/**
 * A new or moved schedule is refused if any of its first visits lands in a full slot. Later
 * visits cannot be checked forever; the admin console lists the week ahead for the team.
 */
const VISITS_CHECKED_FOR_CAPACITY = 8;

/** Creates a schedule for a subscriber; its first visits must fit the shared crews' capacity. */
export async function createSchedule(
  ctx: SignedInContext,
  input: ScheduleInput,
  options: { idempotencyKey: string },
): Promise<{ schedule: ScheduleSummary; created: boolean }> {
  const owner = ctx.user;
  const now = ctx.now();
  // Keys are stored per user, so one customer's key can never collide with another's.
  const key = `${owner.id}:${options.idempotencyKey}`;
  // Both reads in one round trip: a repeated key answers what it made, even if the plan ended since.
  const [existing, serving, closed] = await Promise.all([
    findByKey(ctx.db, key),
    servingSubscription(ctx.db, owner.id),
    loadClosedDays(ctx.db),
  ]);
  if (existing) return { schedule: await summarize(ctx, existing, now, closed), created: false };
  if (!serving) throw new Forbidden("subscription_required", SUBSCRIPTION_REQUIRED_MESSAGE);
  assertPlanFrequency(input);
  const lengthHours = planVisitHours(serving.packageId);
  assertFuture(input, now, lengthHours, closed);

  const recurrence = recurrenceOf(input);
  const checked = nextVisits(recurrence, now, VISITS_CHECKED_FOR_CAPACITY, closed).map((visit) => visit.date);
  const row: CleaningScheduleRecord = {
    id: crypto.randomUUID(),
    userId: owner.id,
    email: owner.email,
    scheduledDate: input.scheduled_date,
    scheduledTime: slotClock(input.scheduled_time),
    startsAt: slotStart(input.scheduled_date, input.scheduled_time),
    frequency: input.frequency,
    specialInstructions: input.special_instructions || null,
    status: "active",
    subscriptionTier: serving.packageId,
    ...(await schedulePlace(ctx, input)),
    idempotencyKey: key,
    revision: 0,
    cancelReason: null,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  };
  // The insert takes its places and the emails are stored only if it did, in one batch.
  const mail = await changeEmailRecords(ctx, { type: "new", schedule: row }, now, closed);
  const insert = ctx.db
    .insert(cleaningSchedules)
    .select(
      rowsWhere(
        cleaningSchedules,
        [row],
        sql`${hasFreePlaceOnEach(SHARED_CREWS, checked, input.scheduled_time, {}, lengthHours)} AND ${noActiveSchedule(owner.id)}`,
      ),
    )
    .onConflictDoNothing({ target: cleaningSchedules.idempotencyKey })
    .returning();
  const [[inserted]] = await ctx.db.batch([
    insert,
    storeEmailsIf(ctx.db, mail, sql`EXISTS (SELECT 1 FROM cleaning_schedules WHERE id = ${row.id})`),
  ]);
  if (!inserted) {
    const raced = await findByKey(ctx.db, key);
    if (raced) return { schedule: await summarize(ctx, raced, now, closed), created: false };
    if (await hasActiveSchedule(ctx.db, owner.id)) throw new Conflict("schedule_exists", ONE_SCHEDULE_MESSAGE);
    throw await slotFullError(ctx, checked, input.scheduled_time, lengthHours);
  }
  await queueAll(ctx, mail);
  return { schedule: await summarize(ctx, inserted, now, closed), created: true };
}

/** Moves or changes a schedule: only its owner, only while the next visit is 24 hours away or more. */
export async function updateSchedule(ctx: SignedInContext, id: string, input: ScheduleInput): Promise<ScheduleSummary> {
  const owner = ctx.user;
  const now = ctx.now();
  const [current, serving, closed] = await Promise.all([
    findOwn(ctx.db, owner.id, id),
    servingSubscription(ctx.db, owner.id),
    loadClosedDays(ctx.db),
  ]);
  if (!current) throw notFound();
  if (current.status !== "active") throw new Conflict("cancelled", "This schedule has been cancelled. Please create a new one.");
  assertChangeable(current, now, closed);
  if (!serving) throw new Forbidden("subscription_required", SUBSCRIPTION_REQUIRED_MESSAGE);
  assertPlanFrequency(input);

  // The same series sent back (e.g. only the instructions changed) keeps its first visit,
  // even if that date has passed; a new series must start in the future.
  const keepSeries = sameSeries(current, input, now, closed);
  const lengthHours = planVisitHours(serving.packageId);
  if (!keepSeries) assertFuture(input, now, lengthHours, closed);
  const anchor = keepSeries ? current.scheduledDate : input.scheduled_date;
  const recurrence: Recurrence = { scheduledDate: anchor, scheduledTime: input.scheduled_time, frequency: input.frequency };
  const checked = nextVisits(recurrence, now, VISITS_CHECKED_FOR_CAPACITY, closed).map((visit) => visit.date);

  const changes = {
    scheduledDate: anchor,
    scheduledTime: slotClock(input.scheduled_time),
    startsAt: slotStart(anchor, input.scheduled_time),
    frequency: input.frequency,
    specialInstructions: input.special_instructions || null,
    subscriptionTier: serving.packageId,
    // Sent without an address (an older client), the series keeps the one it has.
    ...(input.address ? await schedulePlace(ctx, input) : {}),
    updatedAt: now,
  };
  const next: CleaningScheduleRecord = { ...current, ...changes, revision: current.revision + 1 };
  const mail = await changeEmailRecords(ctx, { type: "update", schedule: next, previous: current }, now, closed);
  const update = ctx.db
    .update(cleaningSchedules)
    .set({ ...changes, revision: sql`${cleaningSchedules.revision} + 1` })
    .where(
      and(
        eq(cleaningSchedules.id, id),
        eq(cleaningSchedules.userId, owner.id),
        eq(cleaningSchedules.status, "active"),
        eq(cleaningSchedules.revision, current.revision),
        hasFreePlaceOnEach(SHARED_CREWS, checked, input.scheduled_time, { scheduleId: id }, lengthHours),
      ),
    )
    .returning();
  const [[updated]] = await ctx.db.batch([update, storeEmailsIf(ctx.db, mail, THE_WRITE_BEFORE_CHANGED_A_ROW)]);
  if (!updated) {
    const latest = await findOwn(ctx.db, owner.id, id);
    if (latest?.status !== "active" || latest.revision !== current.revision) {
      throw new Conflict("changed", "This schedule was changed in the meantime. Please reload the page and try again.");
    }
    throw await slotFullError(ctx, checked, input.scheduled_time, lengthHours, id);
  }
  await queueAll(ctx, mail);
  return summarize(ctx, updated, now, closed);
}

/** Soft-cancels a schedule; cancelling it again answers the same, without a second email. */
export async function cancelSchedule(ctx: SignedInContext, id: string): Promise<ScheduleSummary> {
  const owner = ctx.user;
  const now = ctx.now();
  const [current, closed] = await Promise.all([findOwn(ctx.db, owner.id, id), loadClosedDays(ctx.db)]);
  if (!current) throw notFound();
  if (current.status !== "active") return summarize(ctx, current, now, closed);
  assertChangeable(current, now, closed);
  const changes = { status: "cancelled" as const, cancelReason: "customer" as const, cancelledAt: now, updatedAt: now };
  const mail = await changeEmailRecords(
    ctx,
    { type: "cancel", schedule: { ...current, ...changes, revision: current.revision + 1 }, previous: current },
    now,
    closed,
  );
  const cancel = ctx.db
    .update(cleaningSchedules)
    .set({ ...changes, revision: sql`${cleaningSchedules.revision} + 1` })
    .where(and(eq(cleaningSchedules.id, id), eq(cleaningSchedules.userId, owner.id), eq(cleaningSchedules.status, "active")))
    .returning();
  const [[cancelled]] = await ctx.db.batch([cancel, storeEmailsIf(ctx.db, mail, THE_WRITE_BEFORE_CHANGED_A_ROW)]);
  if (!cancelled) return summarize(ctx, (await findOwn(ctx.db, owner.id, id)) ?? current, now, closed);
  await queueAll(ctx, mail);
  return summarize(ctx, cancelled, now, closed);
}

/**
 * Where a series' visits are: the address typed in the form, checked against the plan's
 * areas (the hotel-style cleaning's) and its way in sealed, as a booking's. None typed: null
 * parts, and the visits stay at the subscription's first cleaning's address.
 */
async function schedulePlace(
  ctx: ServiceContext,
  input: ScheduleInput,
): Promise<Pick<CleaningScheduleRecord, "area" | "serviceAddress" | "addressParts" | "accessNotesSealed">> {
  if (!input.address) return { area: null, serviceAddress: null, addressParts: null, accessNotesSealed: null };
  const service = getService(HOTEL_CLEANING_SERVICE_ID)!;
  return visitPlace(ctx.settings.accessSecret, service, { address: input.address, service_address: "" });
}

async function slotFullError(ctx: ServiceContext, dates: string[], time: string, lengthHours: number, excludeId = ""): Promise<Conflict> {
  const excluded = { scheduleId: excludeId };
  const full = (await firstFullDate(ctx.db, SHARED_CREWS, dates, time, excluded, lengthHours)) ?? dates[0] ?? "";
  const message = `Sorry, ${slotLabel(time)} on ${longDate(full)} is fully booked. Please choose another time or day.`;
  return new Conflict("slot_full", message, { scheduled_time: message });
}

async function findByKey(db: Database, key: string): Promise<CleaningScheduleRecord | undefined> {
  const [row] = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.idempotencyKey, key)).limit(1);
  return row;
}

/**
 * The customer's and the business's emails about a change, as they will be stored in the
 * batch that makes it: built from the row as it will be written, with the name of the
 * signed-in customer, so building them reads nothing.
 */
async function changeEmailRecords(
  ctx: SignedInContext,
  change: { type: ScheduleChange["type"]; schedule: CleaningScheduleRecord; previous?: CleaningScheduleRecord },
  now: Date,
  closed: ClosedDays,
): Promise<EmailRecord[]> {
  const upcoming = (record: CleaningScheduleRecord): Visit[] => nextVisits(record, now, VISITS_SHOWN, closed);
  const emails = scheduleChangeEmails(
    {
      type: change.type,
      schedule: change.schedule,
      previousVisit: change.previous ? upcoming(change.previous)[0] : undefined,
      previousFrequency: change.previous?.frequency,
      customerName: greetingName(ctx.user),
      nextVisits: upcoming(change.schedule),
      calendarUrl: await scheduleCalendarUrl(ctx, change.schedule.id),
      locale: ctx.user.locale,
    },
    ctx.settings.businessEmail,
  );
  return emails.map((email) => emailToStore(ctx.mailer, email, now));
}

/** Queues what the batch stored (with no provider, the stored rows are the delivery). */
async function queueAll(ctx: ServiceContext, mail: EmailRecord[]) {
  await enqueueIds(ctx.mailer, mail);
}
