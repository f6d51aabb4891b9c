import { and, asc, eq, sql } from "drizzle-orm";
import type { StaffList, StaffMember, StaffStatus } from "#core/staff-api";
import type { StaffRole } from "#core/staff";
import type { StaffSchedule } from "#core/staff-hours";
import { businessToday } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { accounts, jobRatings, staffMembers, type StaffMemberRecord, users } from "#worker/db/schema";
import { recordAction } from "../admin-audit";
import type { SignedInContext } from "../context";
import { NotFound } from "../errors";
import { emptySchedule, staffSchedules } from "./staff-schedules";

type UserRow = typeof users.$inferSelect;

interface StaffRow {
  staff: StaffMemberRecord;
  user: UserRow;
  passwordSet: boolean;
  ratingAverage: number | null;
  ratingCount: number;
  latestComment: string | null;
}

/** Rows from before invitations were either active or deactivated (with its date), never in between. */
function statusOf(staff: StaffMemberRecord): StaffStatus {
  if (staff.active) return "active";
  return staff.deactivatedAt ? "deactivated" : "invited";
}

function toStaffMember(row: StaffRow, schedule: StaffSchedule = emptySchedule()): StaffMember {
  return {
    ...schedule,
    userId: row.staff.userId,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    role: row.staff.role,
    serviceIds: row.staff.serviceIds,
    status: statusOf(row.staff),
    active: row.staff.active,
    invitationExpiresAt: row.staff.active || row.staff.deactivatedAt ? null : (row.staff.invitationExpiresAt?.toISOString() ?? null),
    passwordSet: row.passwordSet,
    rating: {
      average: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 10) / 10,
      count: row.ratingCount,
      latestComment: row.latestComment,
    },
    createdAt: row.staff.createdAt.toISOString(),
  };
}

const passwordSet = sql<boolean>`EXISTS (SELECT 1 FROM ${accounts} WHERE ${accounts.userId} = ${staffMembers.userId} AND ${accounts.providerId} = 'credential' AND ${accounts.password} IS NOT NULL)`;

function staffQuery(db: Database) {
  return db
    .select({
      staff: staffMembers,
      user: users,
      passwordSet: sql<number>`${passwordSet}`.mapWith(Boolean),
      ratingAverage: sql<
        number | null
      >`(SELECT avg(${jobRatings.stars}) FROM ${jobRatings} WHERE ${jobRatings.providerId} = ${staffMembers.userId})`,
      ratingCount: sql<number>`(SELECT count(*) FROM ${jobRatings} WHERE ${jobRatings.providerId} = ${staffMembers.userId})`.mapWith(
        Number,
      ),
      latestComment: sql<
        string | null
      >`(SELECT ${jobRatings.comment} FROM ${jobRatings} WHERE ${jobRatings.providerId} = ${staffMembers.userId} AND ${jobRatings.comment} IS NOT NULL ORDER BY ${jobRatings.createdAt} DESC LIMIT 1)`,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId));
}

/** Every member, with their areas, hours and the time off not ended before `today` (New York). */
export async function listStaff(db: Database, today: string): Promise<StaffList> {
  const [rows, schedules] = await Promise.all([
    staffQuery(db).orderBy(asc(staffMembers.role), asc(users.firstName), asc(users.lastName)),
    staffSchedules(db, today),
  ]);
  return { staff: rows.map((row) => toStaffMember(row, schedules.get(row.staff.userId))) };
}

export async function staffMember(db: Database, userId: string, today: string): Promise<StaffMember> {
  const [[row], schedules] = await Promise.all([
    staffQuery(db).where(eq(staffMembers.userId, userId)).limit(1),
    staffSchedules(db, today, [userId]),
  ]);
  if (!row) throw new NotFound("not_found", "There is no staff member with this id.");
  return toStaffMember(row, schedules.get(userId));
}

/** The admin changes the services a member is offered and can be sent to. */
export async function updateStaffServices(ctx: SignedInContext, userId: string, serviceIds: string[]): Promise<StaffMember> {
  const now = ctx.now();
  const [updated] = await ctx.db
    .update(staffMembers)
    .set({ serviceIds, updatedAt: now })
    .where(eq(staffMembers.userId, userId))
    .returning();
  if (!updated) throw new NotFound("not_found", "There is no staff member with this id.");
  await recordAction(
    ctx.db,
    ctx.user,
    { action: "change services", targetType: "staff", targetId: userId, detail: serviceIds.join(", ") },
    now,
  );
  return staffMember(ctx.db, userId, businessToday(now));
}

/** Active members of a role who cover a service: who a booking is offered to. */
export async function activeStaffCovering(db: Database, role: StaffRole, serviceId: string) {
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(
      and(
        eq(staffMembers.role, role),
        eq(staffMembers.active, true),
        sql`EXISTS (SELECT 1 FROM json_each(${staffMembers.serviceIds}) WHERE value = ${serviceId})`,
      ),
    );
}
