import { and, asc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { CrewCover } from "#core/crew-cover-api";
import { fullName } from "#core/display-name";
import type { z } from "zod";
import {
  clockOf,
  minutesOf,
  NO_HOURS,
  type StaffHoursSchema,
  type StaffSchedule,
  type TimeOff,
  type TimeOffSchema,
  WEEKDAY_NUMBER,
  WEEKDAYS,
  type WeeklyHours,
} from "#core/staff-hours";
import { businessToday } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { type BatchStatement, runBatch } from "#worker/db/raw-batch";
import { rowsWhere } from "#worker/db/rows-where";
import { staffAreas, staffMembers, staffShifts, staffTimeOff, type StaffTimeOffRecord, users } from "#worker/db/schema";
import { crewNeededForCount } from "#worker/emails/crew-needed";
import { recordAction, recordActionIf } from "../admin-audit";
import type { SignedInContext } from "../context";
import { Invalid, NotFound } from "../errors";
import { queueStored } from "../outbox/messages-in-batch";
import { storeCrewNeededMail } from "./crew-needed-mail";
import { handOverOutcome, handOverStatements, neededLines, workHeldBy } from "./member-cover";

/** Reads and edits who works when and where: areas, weekly hours and time off (core/staff-hours.ts). */

/**
 * Statements that decide whether the time off is added at all (the approval of a member's
 * request: its conditional update, then what it stores), run first in the time off's own
 * batch; the time off is inserted only if `decided` holds when the batch reaches it.
 */
export interface DecidingStatements {
  statements: BatchStatement[];
  decided: SQL;
}

export interface AddedTimeOff {
  /** Null only when the deciding statements decided against it. */
  timeOff: TimeOff | null;
  created: boolean;
  cover: CrewCover;
  /** D1's answers to the deciding statements, in their order. */
  decidingAnswers: D1Result[];
}

const WHOLE_DAY = { start: 0, end: 24 * 60 };
const WEEKDAY_OF_NUMBER = new Map(WEEKDAYS.map((day) => [WEEKDAY_NUMBER[day], day]));

function timeOffOf(row: StaffTimeOffRecord): TimeOff {
  const wholeDay = row.startMinute === WHOLE_DAY.start && row.endMinute === WHOLE_DAY.end;
  return {
    id: row.id,
    from: row.fromDate,
    to: row.toDate,
    start: wholeDay ? null : clockOf(row.startMinute),
    end: wholeDay ? null : clockOf(row.endMinute),
    reason: row.reason,
  };
}

/**
 * The schedules of these members (every member when `userIds` is omitted), with the time off
 * that has not ended before `today` (New York): what is past changes nothing.
 */
export async function staffSchedules(db: Database, today: string, userIds?: string[]): Promise<Map<string, StaffSchedule>> {
  const [areas, shifts, timeOff] = await db.batch([
    db
      .select()
      .from(staffAreas)
      .where(userIds ? inArray(staffAreas.userId, userIds) : undefined)
      .orderBy(asc(staffAreas.area)),
    db
      .select()
      .from(staffShifts)
      .where(userIds ? inArray(staffShifts.userId, userIds) : undefined)
      .orderBy(asc(staffShifts.weekday), asc(staffShifts.startMinute)),
    db
      .select()
      .from(staffTimeOff)
      .where(and(userIds ? inArray(staffTimeOff.userId, userIds) : undefined, gte(staffTimeOff.toDate, today)))
      .orderBy(asc(staffTimeOff.fromDate), asc(staffTimeOff.startMinute)),
  ]);
  const schedules = new Map<string, StaffSchedule>();
  const scheduleOf = (userId: string) => {
    let schedule = schedules.get(userId);
    if (!schedule) {
      schedule = { areas: [], hours: structuredClone(NO_HOURS), timeOff: [] };
      schedules.set(userId, schedule);
    }
    return schedule;
  };
  for (const row of areas) scheduleOf(row.userId).areas.push(row.area);
  for (const row of shifts) {
    const day = WEEKDAY_OF_NUMBER.get(row.weekday);
    if (day) scheduleOf(row.userId).hours[day].push({ start: clockOf(row.startMinute), end: clockOf(row.endMinute) });
  }
  for (const row of timeOff) scheduleOf(row.userId).timeOff.push(timeOffOf(row));
  return schedules;
}

export function emptySchedule(): StaffSchedule {
  return { areas: [], hours: structuredClone(NO_HOURS), timeOff: [] };
}

/** The member's name as the business's emails give it; 404 when there is no such member. */
async function requireMember(db: Database, userId: string): Promise<string> {
  const [member] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(eq(staffMembers.userId, userId))
    .limit(1);
  if (!member) throw new NotFound("not_found", "There is no staff member with this id.");
  return fullName(member) || member.email;
}

function hoursSummary(hours: WeeklyHours): string {
  return WEEKDAYS.filter((day) => hours[day].length)
    .map((day) => `${day} ${hours[day].map((span) => `${span.start}-${span.end}`).join(" ")}`)
    .join(", ");
}

/**
 * The owner sets a member's areas and weekly hours, replacing the ones before in one batch
 * (one transaction), so a visit is never counted against half of the old and half of the new.
 * A PUT: sending the same form twice leaves the same rows.
 */
export async function setStaffHours(ctx: SignedInContext, userId: string, input: z.output<typeof StaffHoursSchema>): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  await requireMember(db, userId);
  const shifts = WEEKDAYS.flatMap((day) =>
    input.hours[day].map((span) => ({
      userId,
      weekday: WEEKDAY_NUMBER[day],
      startMinute: minutesOf(span.start),
      endMinute: minutesOf(span.end),
    })),
  );
  const areas = input.areas.map((area) => ({ userId, area }));
  await db.batch([
    db.delete(staffAreas).where(eq(staffAreas.userId, userId)),
    db.delete(staffShifts).where(eq(staffShifts.userId, userId)),
    ...(areas.length ? [db.insert(staffAreas).values(areas)] : []),
    ...(shifts.length ? [db.insert(staffShifts).values(shifts)] : []),
    db.update(staffMembers).set({ updatedAt: now }).where(eq(staffMembers.userId, userId)),
    recordAction(
      db,
      ctx.user,
      {
        action: "change hours",
        targetType: "staff",
        targetId: userId,
        detail: `${input.areas.join("; ") || "no area"} / ${hoursSummary(input.hours) || "no hours"}`,
      },
      now,
    ),
  ]);
}

/**
 * The owner adds time off. The member's visits it covers, bookings and subscription cleanings,
 * go in the same batch to other free crew members, and the ones nobody is free for are listed
 * as needing a crew and emailed to the business (member-cover.ts). The same days and hours
 * twice (a double click) keep one row: the unique index refuses the second insert, every other
 * write of the batch is guarded by the new row, and the repeat answers the first row with
 * nothing moved.
 */
export async function addTimeOff(
  ctx: SignedInContext,
  userId: string,
  input: z.output<typeof TimeOffSchema>,
  deciding?: DecidingStatements,
): Promise<AddedTimeOff> {
  const { db } = ctx;
  const now = ctx.now();
  if (input.to < businessToday(now)) {
    throw new Invalid("invalid_input", "This time off has already ended.", { to: "Please choose a last day from today on." });
  }
  const memberName = await requireMember(db, userId);
  const startMinute = input.start === undefined ? WHOLE_DAY.start : minutesOf(input.start);
  const endMinute = input.end === undefined ? WHOLE_DAY.end : minutesOf(input.end);
  const work = await workHeldBy(db, userId, now, { from: input.from, to: input.to, startMinute, endMinute });
  const id = crypto.randomUUID();
  const guard = sql`EXISTS (SELECT 1 FROM staff_time_off WHERE id = ${id})`;
  const forCount = (count: number, placeholder: string) =>
    count ? crewNeededForCount(ctx.settings.businessEmail, memberName, count, placeholder) : null;
  const mail = storeCrewNeededMail(ctx.mailer, neededLines(work), forCount, guard, now);
  const when = `${input.from} to ${input.to}${input.start ? ` ${input.start}-${input.end}` : ""}`;
  const row = { id, userId, fromDate: input.from, toDate: input.to, startMinute, endMinute, reason: input.reason };
  const record = { ...row, addedBy: ctx.user.email, createdAt: now };
  const leading = deciding?.statements ?? [];
  const answers = await runBatch(db, [
    ...leading,
    deciding
      ? db
          .insert(staffTimeOff)
          .select(rowsWhere(staffTimeOff, [record], deciding.decided))
          .onConflictDoNothing()
      : db.insert(staffTimeOff).values(record).onConflictDoNothing(),
    recordActionIf(
      db,
      ctx.user,
      { action: "add time off", targetType: "staff", targetId: userId, detail: `${when}: ${input.reason}` },
      now,
      sql`staff_time_off`,
      sql`id = ${id}`,
    ),
    ...handOverStatements(userId, work, now, guard),
    ...(mail ? [mail.statement] : []),
  ]);
  const decidingAnswers = answers.slice(0, leading.length);
  const results = answers.slice(leading.length);
  if (results[0]?.meta.changes) {
    if (mail) await queueStored(ctx.mailer, [mail.record], results.at(-1));
    const cover = await handOverOutcome(db, work);
    return { timeOff: timeOffOf(record), created: true, cover, decidingAnswers };
  }
  const [existing] = await db
    .select()
    .from(staffTimeOff)
    .where(
      and(
        eq(staffTimeOff.userId, userId),
        eq(staffTimeOff.fromDate, input.from),
        eq(staffTimeOff.toDate, input.to),
        eq(staffTimeOff.startMinute, startMinute),
        eq(staffTimeOff.endMinute, endMinute),
      ),
    )
    .limit(1);
  const nothingMoved = { moved: [], needs_crew: [] };
  if (!existing && deciding) return { timeOff: null, created: false, cover: nothingMoved, decidingAnswers };
  if (!existing) throw new Error("The time off vanished between its insert and its read.");
  return { timeOff: timeOffOf(existing), created: false, cover: nothingMoved, decidingAnswers };
}

/** The owner removes one time off of a member. Removing it again (a second click) changes nothing and is no error. */
export async function removeTimeOff(ctx: SignedInContext, userId: string, timeOffId: string): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  await requireMember(db, userId);
  const [removed] = await db
    .delete(staffTimeOff)
    .where(and(eq(staffTimeOff.id, timeOffId), eq(staffTimeOff.userId, userId)))
    .returning();
  if (removed) {
    await recordAction(
      db,
      ctx.user,
      { action: "remove time off", targetType: "staff", targetId: userId, detail: `${removed.fromDate} to ${removed.toDate}` },
      now,
    );
  }
}
