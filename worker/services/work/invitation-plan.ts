import { eq, sql, type SQL } from "drizzle-orm";
import { fullName } from "#core/display-name";
import type { Locale } from "#core/i18n/locale";
import type { StaffRole } from "#core/staff";
import { INVITATION_DAYS } from "#core/staff-api";
import type { Database } from "#worker/db/client";
import type { BatchStatement } from "#worker/db/raw-batch";
import { rowsWhere } from "#worker/db/rows-where";
import { accounts, staffMembers, type StaffMemberRecord, users } from "#worker/db/schema";

const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

/**
 * A link made or renewed less than this long ago is neither renewed nor emailed again by a
 * second invite or resend: a double click (or a retry of a lost answer) sends one invitation.
 */
export const RESEND_GAP_MS = 60_000;

/** Why a request read an account that another request changed before its batch, three times over. */
export const ACCOUNT_CHANGED_MESSAGE = "This person's staff account changed meanwhile. Please reload and try again.";

export const DEACTIVATED_MESSAGE = "This person's staff account was deactivated. Please call us to restore it.";

/** Reads and plans again when another request changed the account between the read and the batch. */
export const PLAN_ATTEMPTS = 3;

/** An account with this address as it was read, with its staff row if it has one. */
export interface AccountState {
  email: string;
  user: Pick<typeof users.$inferSelect, "id" | "firstName" | "locale" | "emailVerified"> | null;
  staff: StaffMemberRecord | null;
  passwordSet: boolean;
}

/** Who is invited, when the account or its staff row is made now. */
export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  serviceIds: string[];
  vendorApplicationId?: string;
  /** The language they applied in; otherwise their account's (English for a new one). */
  locale?: Locale;
}

/** The account with this address (stored lower case) or id, read in one statement. */
export async function accountStateOf(db: Database, by: { email: string } | { userId: string }): Promise<AccountState | null> {
  const [row] = await db
    .select({
      email: users.email,
      user: { id: users.id, firstName: users.firstName, locale: users.locale, emailVerified: users.emailVerified },
      staff: staffMembers,
      passwordSet: sql<number>`EXISTS (SELECT 1 FROM ${accounts} WHERE ${accounts.userId} = ${users.id}
        AND ${accounts.providerId} = 'credential' AND ${accounts.password} IS NOT NULL)`.mapWith(Boolean),
    })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where("email" in by ? sql`lower(${users.email}) = ${by.email}` : eq(users.id, by.userId))
    .limit(1);
  return row ?? null;
}

/** The invitation a planned batch makes or renews: what its email says. */
export interface PlannedInvitation {
  kind: "invite";
  userId: string;
  email: string;
  firstName: string;
  role: StaffRole;
  /** The link's random half (staff-invitations.ts signs it), as the row will hold it. */
  invitationId: string;
  /** The member's language: the link's page and the email. */
  locale: Locale;
  /** A new staff row (not a renewal). */
  created: boolean;
  needsPassword: boolean;
  /** SQL condition: the account and its staff row are still as read, so the writes do exactly what is planned. */
  unchanged: SQL;
  /** The writes, each only if `when` holds (a condition true only after `unchanged` was checked in the same batch). */
  writes(when: SQL): BatchStatement[];
}

/** What inviting this account means now. */
export type InvitationPlan =
  | PlannedInvitation
  | { kind: "deactivated"; userId: string }
  /** Already working for the business: nothing to accept. `unchanged` holds while that is so. */
  | { kind: "active"; userId: string; needsPassword: boolean; unchanged: SQL }
  /** Invited moments ago (a double click): nothing to write or send. */
  | { kind: "recent"; userId: string };

const needsPassword = (state: AccountState) => !state.passwordSet || !state.user?.emailVerified;

/**
 * Plans an invitation of `invitee` given the account read (`state`, null when there is none):
 * a new account and staff row, a staff row for an existing account, or the renewal of an
 * invited row's link (the link it has while that works, so an email arriving late never
 * carries a dead one; else a new one, which voids the expired one). `resendGap` leaves alone
 * a link renewed moments ago.
 */
export function planInvitation(
  db: Database,
  state: AccountState | null,
  invitee: Invitee,
  addedBy: string,
  now: Date,
  options: { resendGap: boolean },
): InvitationPlan {
  if (state?.user && state.staff) return planRenewal(state as InvitedState, now, options);
  const userId = state?.user?.id ?? crypto.randomUUID();
  const locale = invitee.locale ?? state?.user?.locale ?? "en";
  const invitationId = crypto.randomUUID();
  const staffRow: StaffMemberRecord = {
    userId,
    role: invitee.role,
    serviceIds: invitee.serviceIds,
    active: false,
    locale,
    vendorApplicationId: invitee.vendorApplicationId ?? null,
    addedBy,
    deactivatedAt: null,
    invitationId,
    invitationExpiresAt: new Date(now.getTime() + INVITATION_MS),
    createdAt: now,
    updatedAt: now,
  };
  const insertStaff = (when: SQL) => db.insert(staffMembers).select(rowsWhere(staffMembers, [staffRow], when));
  const planned = { kind: "invite" as const, userId, invitationId, locale, role: invitee.role, created: true };
  if (state?.user) {
    return {
      ...planned,
      email: state.email,
      firstName: state.user.firstName,
      needsPassword: needsPassword(state),
      unchanged: sql`EXISTS (SELECT 1 FROM users WHERE id = ${userId}) AND NOT EXISTS (SELECT 1 FROM staff_members WHERE user_id = ${userId})`,
      writes: (when) => [insertStaff(when)],
    };
  }
  const userRow: typeof users.$inferSelect = {
    id: userId,
    name: fullName(invitee),
    email: invitee.email,
    emailVerified: false,
    image: null,
    firstName: invitee.firstName,
    lastName: invitee.lastName,
    locale,
    createdAt: now,
    updatedAt: now,
  };
  return {
    ...planned,
    email: invitee.email,
    firstName: invitee.firstName,
    needsPassword: true,
    unchanged: sql`NOT EXISTS (SELECT 1 FROM users WHERE lower(email) = ${invitee.email})`,
    writes: (when) => [db.insert(users).select(rowsWhere(users, [userRow], when)), insertStaff(when)],
  };
}

export type InvitedState = AccountState & { user: NonNullable<AccountState["user"]>; staff: StaffMemberRecord };

/**
 * Plans the renewal of a staff row's invitation (or says why there is none): see planInvitation.
 */
export function planRenewal(state: InvitedState, now: Date, options: { resendGap: boolean }): InvitationPlan {
  const { staff } = state;
  const userId = staff.userId;
  if (staff.deactivatedAt) return { kind: "deactivated", userId };
  if (staff.active) {
    const unchanged = sql`EXISTS (SELECT 1 FROM staff_members WHERE user_id = ${userId} AND active = 1)`;
    return { kind: "active", userId, needsPassword: needsPassword(state), unchanged };
  }
  const expiresAt = staff.invitationExpiresAt?.getTime() ?? null;
  const renewedAt = expiresAt === null ? null : expiresAt - INVITATION_MS;
  if (options.resendGap && renewedAt !== null && renewedAt > now.getTime() - RESEND_GAP_MS) return { kind: "recent", userId };
  const linkWorks = expiresAt !== null && expiresAt > now.getTime();
  const invitationId = linkWorks && staff.invitationId ? staff.invitationId : crypto.randomUUID();
  return {
    kind: "invite",
    userId,
    email: state.email,
    firstName: state.user.firstName,
    role: staff.role,
    invitationId,
    locale: staff.locale,
    created: false,
    needsPassword: needsPassword(state),
    // Still invited, with the very link and expiry read: a second request that read the same row changes nothing.
    unchanged: sql`EXISTS (SELECT 1 FROM staff_members WHERE user_id = ${userId} AND active = 0 AND deactivated_at IS NULL
      AND invitation_id IS ${staff.invitationId} AND invitation_expires_at IS ${expiresAt})`,
    writes: (when) => [
      sql`UPDATE staff_members SET invitation_id = ${invitationId}, invitation_expires_at = ${now.getTime() + INVITATION_MS},
        updated_at = ${now.getTime()} WHERE user_id = ${userId} AND ${when}`,
    ],
  };
}
