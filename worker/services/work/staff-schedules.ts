import { and, asc, eq, gte, inArray } from "drizzle-orm";
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
import { staffAreas, staffMembers, staffShifts, staffTimeOff, type StaffTimeOffRecord } from "#worker/db/schema";
import { recordAction } from "../admin-audit";
import type { SignedInContext } from "../context";
import { Invalid, NotFound } from "../errors";

/** Reads and edits who works when and where: areas, weekly hours and time off (core/staff-hours.ts). */

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

async function requireMember(db: Database, userId: string): Promise<void> {
  const [member] = await db.select({ userId: staffMembers.userId }).from(staffMembers).where(eq(staffMembers.userId, userId)).limit(1);
  if (!member) throw new NotFound("not_found", "There is no staff member with this id.");
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
 * The owner adds time off. The same days and hours twice (a double click) keep one row: the
 * unique index refuses the second insert, which then answers the first.
 */
export async function addTimeOff(
  ctx: SignedInContext,
  userId: string,
  input: z.output<typeof TimeOffSchema>,
): Promise<{ timeOff: TimeOff; created: boolean }> {
  const { db } = ctx;
  const now = ctx.now();
  if (input.to < businessToday(now)) {
    throw new Invalid("invalid_input", "This time off has already ended.", { to: "Please choose a last day from today on." });
  }
  await requireMember(db, userId);
  const startMinute = input.start === undefined ? WHOLE_DAY.start : minutesOf(input.start);
  const endMinute = input.end === undefined ? WHOLE_DAY.end : minutesOf(input.end);
  const [inserted] = await db
    .insert(staffTimeOff)
    .values({
      id: crypto.randomUUID(),
      userId,
      fromDate: input.from,
      toDate: input.to,
      startMinute,
      endMinute,
      reason: input.reason,
      addedBy: ctx.user.email,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    const when = `${input.from} to ${input.to}${input.start ? ` ${input.start}-${input.end}` : ""}`;
    await recordAction(
      db,
      ctx.user,
      { action: "add time off", targetType: "staff", targetId: userId, detail: `${when}: ${input.reason}` },
      now,
    );
    return { timeOff: timeOffOf(inserted), created: true };
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
  if (!existing) throw new Error("The time off vanished between its insert and its read.");
  return { timeOff: timeOffOf(existing), created: false };
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
