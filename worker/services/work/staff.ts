import { and, asc, eq, sql } from "drizzle-orm";
import type { Locale } from "#core/i18n/locale";
import type { StaffList, StaffMember, StaffStatus } from "#core/staff-api";
import { fullName } from "#core/display-name";
import type { StaffRole } from "#core/staff";
import type { StaffSchedule } from "#core/staff-hours";
import { businessToday } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { accounts, jobRatings, staffMembers, type StaffMemberRecord, users } from "#worker/db/schema";
import { type StaffInvitationLink, staffInvitationEmail } from "#worker/emails/staff";
import { recordAction } from "../admin-audit";
import type { SignedInContext } from "../context";
import { sendEmail } from "../email";
import { Conflict, NotFound } from "../errors";
import { staffLanguageOf } from "./staff-language";
import { invitationUrl, newInvitation, refuseAdminEmail, renewInvitation } from "./staff-invitations";
import { emptySchedule, staffSchedules } from "./staff-schedules";

/**
 * Mails the "Choose your password" link: better-auth's password reset, the very link the
 * owner's account gets (worker/auth.ts). Routes pass it in, since services never hold
 * better-auth; choosing the password there also confirms the email.
 */
export type PasswordSetup = (email: string) => Promise<void>;

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

export interface NewStaff {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  serviceIds: string[];
  vendorApplicationId?: string;
  /** The language they applied in; otherwise their account's (English for a new one). */
  locale?: Locale;
}

/**
 * Invites an account to a staff role: the account with this email if there is one (a customer
 * may also work for the business), else a new one with no password. The row made is
 * "invited" and grants nothing: the role works once the owner of the mailbox accepts the
 * emailed invitation, signed in to this account (worker/services/work/staff-invitations.ts), since
 * whoever typed the address (an applicant, a mistyping admin) proves nothing about who reads
 * it. Someone who has not chosen a password yet also gets the "Choose your password" link
 * (again, when invited again: links last an hour). Inviting the same person twice (a double
 * click, a second invite) keeps the one row, and its link while that works. An admin's
 * address is refused.
 */
export async function addStaff(
  ctx: SignedInContext,
  input: NewStaff,
  sendPasswordSetup: PasswordSetup,
  options: { invitationEmail: boolean } = { invitationEmail: true },
): Promise<{ member: StaffMember; created: boolean; invitation: StaffInvitationLink | null }> {
  const { db } = ctx;
  const now = ctx.now();
  const email = input.email.trim().toLowerCase();
  refuseAdminEmail(ctx.settings, email);
  await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      name: fullName(input),
      email,
      emailVerified: false,
      firstName: input.firstName,
      lastName: input.lastName,
      locale: input.locale ?? "en",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email });
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (!user) throw new Error("The staff member's account vanished.");
  const [inserted] = await db
    .insert(staffMembers)
    .values({
      userId: user.id,
      role: input.role,
      serviceIds: input.serviceIds,
      active: false,
      ...newInvitation(now),
      vendorApplicationId: input.vendorApplicationId ?? null,
      locale: input.locale ?? user.locale,
      addedBy: ctx.user.email,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: staffMembers.userId })
    .returning();
  if (inserted) {
    await recordAction(db, ctx.user, { action: `invite ${input.role}`, targetType: "staff", targetId: user.id, detail: email }, now);
  }
  const invited = inserted ?? (await renewInvitation(db, user.id, now));
  const member = await staffMember(db, user.id, businessToday(now));
  if (member.status === "deactivated") {
    throw new Conflict("staff_deactivated", "This person's staff account was deactivated. Please call us to restore it.");
  }
  const needsPassword = !member.passwordSet || !user.emailVerified;
  if (needsPassword) await sendPasswordSetup(email);
  // Already a working member (invited earlier and accepted): nothing to accept.
  if (!invited?.invitationId || member.status !== "invited") return { member, created: Boolean(inserted), invitation: null };
  const invitation = { url: await invitationUrl(ctx.settings, invited.invitationId, invited.locale), needsPassword };
  if (options.invitationEmail) {
    await sendEmail(ctx.mailer, staffInvitationEmail(member, invitation, await staffLanguageOf(db, user.id)), now);
  }
  return { member, created: Boolean(inserted), invitation };
}

/** The admin emails an invited member their link again (the same one while it works, a new one once it has expired). */
export async function resendStaffInvitation(ctx: SignedInContext, userId: string, sendPasswordSetup: PasswordSetup): Promise<StaffMember> {
  const { db } = ctx;
  const now = ctx.now();
  const before = await staffMember(db, userId, businessToday(now));
  refuseAdminEmail(ctx.settings, before.email);
  const invited = before.status === "invited" ? await renewInvitation(db, userId, now) : null;
  if (!invited?.invitationId) {
    throw new Conflict(
      "not_invited",
      before.status === "active" ? "This person already accepted their invitation." : "This staff member was deactivated.",
    );
  }
  await recordAction(db, ctx.user, { action: "resend invitation", targetType: "staff", targetId: userId, detail: before.email }, now);
  const [user] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
  const needsPassword = !before.passwordSet || !user?.emailVerified;
  if (needsPassword) await sendPasswordSetup(before.email);
  const member = await staffMember(db, userId, businessToday(now));
  await sendEmail(
    ctx.mailer,
    staffInvitationEmail(
      member,
      { url: await invitationUrl(ctx.settings, invited.invitationId, invited.locale), needsPassword },
      await staffLanguageOf(db, userId),
    ),
    now,
  );
  return member;
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
