import { and, asc, eq, sql } from "drizzle-orm";
import type { SlotAvailability } from "../../core/booking-schema";
import { canChangeOnline, CHANGE_NOTICE_MESSAGE } from "../../core/change-notice";
import { nextVisits, visitDate, type Recurrence, type Visit } from "../../core/schedule-recurrence";
import {
  ONE_SCHEDULE_MESSAGE,
  PLAN_FREQUENCIES,
  PLAN_VISITS_MESSAGE,
  SCHEDULE_HORIZON_MESSAGE,
  type ScheduleInput,
  type ScheduleListResponse,
  type ScheduleSummary,
} from "../../core/schedule-schema";
import { getService } from "../../core/catalogue";
import { HOTEL_CLEANING_SERVICE_ID } from "../../core/service-index";
import { type ClosedDays, closedReason } from "../../core/holidays";
import { SLOT_PROBLEM_MESSAGES, slotProblem } from "../../core/opening-hours";
import { longDate, SCHEDULE_SLOTS, scheduleSlotsFor, slotStart } from "../../core/time-slots";
import { planVisitHours } from "../../core/visit-length";
import type { Database } from "../db/client";
import { rowsWhere, THE_WRITE_BEFORE_CHANGED_A_ROW } from "../db/rows-where";
import { cleaningSchedules, users, type BookingRecord, type CleaningScheduleRecord, type EmailRecord } from "../db/schema";
import { scheduleChangeEmails, schedulesEndedEmails, type ScheduleChange } from "../emails/schedule";
import type { ServiceContext, SignedInContext } from "./context";
import { Conflict, Forbidden, Invalid, NotFound } from "./errors";
import { calendarToken, isValidCalendarToken } from "./calendar";
import { deliverStored, emailToStore, sendEmail, storeEmailsIf } from "./email";
import { closedDaysOn, loadClosedDays } from "./closed-days";
import { visitPlace } from "./visit-place";
import { firstFullDate, hasFreePlaceOnEach, placesBetween, SHARED_CREWS } from "./slot-capacity";
import { isServing, currentSubscription } from "./subscription-state";

/** How many upcoming visits the list and the emails show. */
const VISITS_SHOWN = 4;
/**
 * A new or moved schedule is refused if any of its first visits lands in a full slot. Later
 * visits cannot be checked forever; the admin console lists the week ahead for the team.
 */
const VISITS_CHECKED_FOR_CAPACITY = 8;

export const SUBSCRIPTION_REQUIRED_MESSAGE =
  "Cleaning schedules come with an active cleaning subscription. Please choose a plan on the subscription page to plan your visits.";

const notFound = () => new NotFound("not_found", "This schedule does not exist.");

/** The signed-in user's active schedules, ordered by date; schedules of an ended subscription are stopped first. */
export async function listSchedules(ctx: SignedInContext): Promise<ScheduleListResponse> {
  const owner = ctx.user;
  const now = ctx.now();
  const [serving, closed] = await Promise.all([servingSubscription(ctx.db, owner.id), loadClosedDays(ctx.db)]);
  if (!serving) await stopSchedulesOf(ctx, owner.id, now, closed);
  const rows = await ctx.db
    .select()
    .from(cleaningSchedules)
    .where(and(eq(cleaningSchedules.userId, owner.id), eq(cleaningSchedules.status, "active")))
    .orderBy(asc(cleaningSchedules.scheduledDate), asc(cleaningSchedules.startsAt));
  return { schedules: await Promise.all(rows.map((row) => summarize(ctx, row, now, closed))), can_schedule: Boolean(serving) };
}

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
    scheduledTime: input.scheduled_time,
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
        sql`${hasFreePlaceOnEach(SHARED_CREWS, checked, input.scheduled_time, ctx.settings.slotCapacity, {}, lengthHours)} AND ${noActiveSchedule(owner.id)}`,
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
  await deliverAll(ctx, mail, now);
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
    scheduledTime: input.scheduled_time,
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
        hasFreePlaceOnEach(SHARED_CREWS, checked, input.scheduled_time, ctx.settings.slotCapacity, { scheduleId: id }, lengthHours),
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
  await deliverAll(ctx, mail, now);
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
  await deliverAll(ctx, mail, now);
  return summarize(ctx, cancelled, now, closed);
}

/** The 13 slots of a date for a schedule's first visit: places left with the shared crews. */
export async function scheduleAvailability(ctx: SignedInContext, date: string, exclude: string | undefined): Promise<SlotAvailability[]> {
  const owner = ctx.user;
  const now = ctx.now();
  // Only the user's own schedule may be left out of the count.
  const [own, serving, closed] = await Promise.all([
    exclude ? findOwn(ctx.db, owner.id, exclude) : undefined,
    servingSubscription(ctx.db, owner.id),
    closedDaysOn(ctx.db, [date]),
  ]);
  const excluded = own ? (exclude ?? "") : "";
  const lengthHours = planVisitHours(serving?.packageId);
  // A closed day offers no time, as the calendars show it.
  const offered = closedReason(date, closed) ? [] : scheduleSlotsFor(lengthHours);
  const places = await placesBetween(ctx.db, ctx.settings.slotCapacity, {
    from: date,
    to: date,
    group: SHARED_CREWS,
    excluded: { scheduleId: excluded },
  });
  return offered.map((time) => {
    const remaining = places.free(SHARED_CREWS, { date, time, lengthHours });
    const problem = slotProblem(date, time, now, offered);
    const reason = problem === "past" || problem === "too_soon" ? problem : remaining === 0 ? ("full" as const) : undefined;
    return { time, available: !reason, remaining, ...(reason ? { reason } : {}) };
  });
}

/** Cancels every active schedule of a user whose subscription ended; the single update claims them, so the email goes once. */
export async function stopSchedulesOf(
  ctx: ServiceContext,
  userId: string,
  now: Date,
  closedDays?: ClosedDays,
): Promise<CleaningScheduleRecord[]> {
  const stopped = await ctx.db
    .update(cleaningSchedules)
    .set({
      status: "cancelled",
      cancelReason: "subscription_ended",
      cancelledAt: now,
      updatedAt: now,
      revision: sql`${cleaningSchedules.revision} + 1`,
    })
    .where(and(eq(cleaningSchedules.userId, userId), eq(cleaningSchedules.status, "active")))
    .returning();
  if (stopped.length > 0) {
    // The closed days the caller read already, else read now (the cron, for an ended subscription).
    const [name, closed] = await Promise.all([customerName(ctx.db, userId), closedDays ?? loadClosedDays(ctx.db)]);
    const ended = stopped.map((schedule) => ({ schedule, nextVisit: nextVisits(schedule, now, 1, closed)[0] }));
    await Promise.all(
      schedulesEndedEmails(ended, name, ctx.settings.siteUrl, ctx.settings.businessEmail).map((email) => sendEmail(ctx.mailer, email, now)),
    );
  }
  return stopped;
}

/** The user's subscription if it still gives service (active, trialing or past-due grace). */
export async function servingSubscription(db: Database, userId: string) {
  const current = await currentSubscription(db, userId);
  return current && isServing(current) ? current : undefined;
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

/** SQL: the user has no active schedule, checked inside the statement that inserts one. */
function noActiveSchedule(userId: string | ReturnType<typeof sql>) {
  return sql`NOT EXISTS (SELECT 1 FROM cleaning_schedules WHERE user_id = ${userId} AND status = 'active')`;
}

async function hasActiveSchedule(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cleaningSchedules.id })
    .from(cleaningSchedules)
    .where(and(eq(cleaningSchedules.userId, userId), eq(cleaningSchedules.status, "active")))
    .limit(1);
  return Boolean(row);
}

/** The plan's visit limit for callers that skip the request schema (it holds the same rule). */
function assertPlanFrequency(input: ScheduleInput) {
  if (!(PLAN_FREQUENCIES as readonly string[]).includes(input.frequency)) {
    throw new Invalid("invalid_input", PLAN_VISITS_MESSAGE, { frequency: PLAN_VISITS_MESSAGE });
  }
}

function recurrenceOf(input: ScheduleInput): Recurrence {
  return { scheduledDate: input.scheduled_date, scheduledTime: input.scheduled_time, frequency: input.frequency };
}

/**
 * Whether the edit sends back the series as it is: same time and frequency, dated on its
 * first visit or on its next one (what the edit form starts from). Any other date starts
 * the series anew on that date.
 */
function sameSeries(current: CleaningScheduleRecord, input: ScheduleInput, now: Date, closed: ClosedDays): boolean {
  if (input.scheduled_time !== current.scheduledTime || input.frequency !== current.frequency) return false;
  return input.scheduled_date === current.scheduledDate || input.scheduled_date === nextVisits(current, now, 1, closed)[0]?.date;
}

/**
 * A new series starts like a booking: not in the past, with the same minimum notice, and at
 * a time whose visit of the plan's length ends inside the subscribers' window.
 */
function assertFuture(input: ScheduleInput, now: Date, lengthHours: number, closed: ClosedDays) {
  const problem = slotProblem(input.scheduled_date, input.scheduled_time, now, SCHEDULE_SLOTS, closed);
  if (!problem && !scheduleSlotsFor(lengthHours).includes(input.scheduled_time)) {
    const message = `Your plan's ${lengthHours}-hour visits must start by ${scheduleSlotsFor(lengthHours).at(-1)}. Please choose an earlier time.`;
    throw new Invalid("invalid_input", message, { scheduled_time: message });
  }
  if (problem === "past") {
    throw new Invalid("invalid_input", "That time has already passed. Please choose a later date or time.", {
      scheduled_time: "This time has already passed.",
    });
  }
  if (problem === "beyond_horizon") {
    throw new Invalid("invalid_input", SCHEDULE_HORIZON_MESSAGE, { scheduled_date: SCHEDULE_HORIZON_MESSAGE });
  }
  if (problem === "too_soon" || problem === "holiday" || problem === "closed_day") {
    throw new Invalid("invalid_input", SLOT_PROBLEM_MESSAGES[problem], {
      [problem === "too_soon" ? "scheduled_time" : "scheduled_date"]: SLOT_PROBLEM_MESSAGES[problem],
    });
  }
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

/** The 24-hour rule (docs/decisions/0010): the next visit must start 24 hours from now or later. */
function assertChangeable(schedule: CleaningScheduleRecord, now: Date, closed: ClosedDays) {
  const [next] = nextVisits(schedule, now, 1, closed);
  if (next && !canChangeOnline(next.startsAt, now)) throw new Conflict("change_notice", CHANGE_NOTICE_MESSAGE);
}

async function slotFullError(ctx: ServiceContext, dates: string[], time: string, lengthHours: number, excludeId = ""): Promise<Conflict> {
  const excluded = { scheduleId: excludeId };
  const full = (await firstFullDate(ctx.db, SHARED_CREWS, dates, time, ctx.settings.slotCapacity, excluded, lengthHours)) ?? dates[0] ?? "";
  const message = `Sorry, ${time} on ${longDate(full)} is fully booked. Please choose another time or day.`;
  return new Conflict("slot_full", message, { scheduled_time: message });
}

async function findOwn(db: Database, userId: string, id: string): Promise<CleaningScheduleRecord | undefined> {
  const [row] = await db
    .select()
    .from(cleaningSchedules)
    .where(and(eq(cleaningSchedules.id, id), eq(cleaningSchedules.userId, userId)))
    .limit(1);
  return row;
}

async function findByKey(db: Database, key: string): Promise<CleaningScheduleRecord | undefined> {
  const [row] = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.idempotencyKey, key)).limit(1);
  return row;
}

/** The name the emails greet: the profile's first and last name, else the email. */
export async function customerName(db: Database, userId: string): Promise<string> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return greetingName(user);
}

/** customerName for a user already read (null fields: no such user). */
export function greetingName(user: { firstName: string | null; lastName: string | null; email: string | null } | undefined): string {
  return `${user?.firstName ?? ""} ${user?.lastName ?? ""}`.trim() || user?.email || "Customer";
}

async function scheduleCalendarUrl(ctx: ServiceContext, id: string): Promise<string> {
  return `${ctx.settings.siteUrl}/api/schedules/${id}/calendar.ics?token=${await scheduleCalendarToken(ctx.settings.authSecret, id)}`;
}

function scheduleCalendarToken(secret: string, id: string): Promise<string> {
  return calendarToken(secret, `schedule-${id}`);
}

export function isValidScheduleCalendarToken(secret: string, id: string, token: string | undefined): Promise<boolean> {
  return isValidCalendarToken(secret, `schedule-${id}`, token);
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
    },
    ctx.settings.businessEmail,
  );
  return emails.map((email) => emailToStore(ctx.mailer, email, now));
}

/** Sends what the batch stored, side by side (with no provider, the stored rows are the delivery). */
async function deliverAll(ctx: ServiceContext, mail: EmailRecord[], now: Date) {
  await Promise.all(mail.map((record) => deliverStored(ctx.mailer, record, now)));
}

async function summarize(ctx: ServiceContext, row: CleaningScheduleRecord, now: Date, closed: ClosedDays): Promise<ScheduleSummary> {
  const active = row.status === "active";
  const visits = active ? nextVisits(row, now, VISITS_SHOWN, closed) : [];
  return {
    id: row.id,
    scheduled_date: row.scheduledDate,
    scheduled_time: row.scheduledTime,
    frequency: row.frequency,
    special_instructions: row.specialInstructions,
    status: row.status,
    subscription_tier: row.subscriptionTier,
    service_address: row.serviceAddress,
    next_visits: visits.map((visit) => ({ date: visit.date, time: visit.time, starts_at: visit.startsAt.toISOString() })),
    can_change: active && visits[0] !== undefined && canChangeOnline(visits[0].startsAt, now),
    calendar_url: await scheduleCalendarUrl(ctx, row.id),
  };
}
