import { eq, sql } from "drizzle-orm";
import { staffMembers, type StaffMemberRecord } from "#worker/db/schema";
import type { Locale } from "#core/i18n/locale";
import { workPortalUrl } from "#worker/emails/staff";
import type { Settings } from "#worker/env";
import { recordActionIf } from "../admin-audit";
import type { SignedInContext } from "../context";
import { Conflict, Forbidden, NotFound } from "../errors";
import { isValidLinkToken, signLinkToken } from "../link-tokens";

/**
 * A staff role is granted only by the owner of the mailbox: adding someone (the console, an
 * approved vendor application, whose email anyone can type) makes an "invited" row and
 * emails a link; the person accepts it while signed in to the account of that address.
 *
 * The token is `<invitation id>.<signature>`: the id is random and stored on the row, the
 * signature (HMAC with the auth secret) means a token not made here is refused without a
 * lookup, and the row's state makes it single-use and expiring.
 */
const PURPOSE = "staff-invitation";

export const ADMIN_ACCOUNT_MESSAGE = "This email belongs to an admin of the business, who cannot also be given a staff role.";

const NOT_FOUND_MESSAGE = "This invitation link is not valid. Please open the latest invitation email, or ask us to send a new one.";

export function isAdminEmail(settings: Settings, email: string): boolean {
  return settings.adminEmails.includes(email.trim().toLowerCase());
}

/** The owner's addresses never get a staff role: their accounts hold the console, which a staff row must not be able to touch. */
export function refuseAdminEmail(settings: Settings, email: string): void {
  if (isAdminEmail(settings, email)) throw new Conflict("admin_account", ADMIN_ACCOUNT_MESSAGE);
}

/**
 * The link in the email: the work portal's page in the member's language, which sends the token
 * back once the person is signed in (a click, never the GET).
 */
export async function invitationUrl(settings: Settings, invitationId: string, locale: Locale): Promise<string> {
  const token = `${invitationId}.${await signLinkToken(settings.authSecret, PURPOSE, invitationId)}`;
  return workPortalUrl(settings.siteUrl, locale, `?invitation=${encodeURIComponent(token)}`);
}

/** Why a row's invitation cannot be accepted now, if it cannot. */
function refuseClosed(row: StaffMemberRecord, now: Date): void {
  if (row.deactivatedAt)
    throw new Conflict("invitation_withdrawn", "This invitation was withdrawn. Please call us if you think this is a mistake.");
  if (row.active) throw new Conflict("invitation_used", "This invitation was already accepted: your work portal is open.");
  if (!row.invitationExpiresAt || row.invitationExpiresAt.getTime() <= now.getTime()) {
    throw new Conflict("invitation_expired", "This invitation has expired. Please ask us to send you a new one.");
  }
}

/**
 * The signed-in person accepts an invitation: only for the account it was made for (the
 * address it was emailed to; an account's email never changes), confirmed, and never an
 * admin's. One conditional update grants the role, so a link works once, before it expires,
 * and not after the member was deactivated.
 */
export async function acceptStaffInvitation(ctx: SignedInContext, token: string): Promise<StaffMemberRecord> {
  const { db, user } = ctx;
  const [invitationId = "", signature] = token.split(".");
  if (!(await isValidLinkToken(ctx.settings.authSecret, PURPOSE, invitationId, signature))) {
    throw new NotFound("invitation_not_found", NOT_FOUND_MESSAGE);
  }
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.invitationId, invitationId)).limit(1);
  if (!row) throw new NotFound("invitation_not_found", NOT_FOUND_MESSAGE);
  // The address is not named: whoever holds a forwarded link learns nothing about the invitee.
  if (row.userId !== user.id) {
    throw new Forbidden(
      "wrong_account",
      "This invitation was sent to another email address. Please sign in with the address it was sent to.",
    );
  }
  if (user.isAdmin) throw new Forbidden("admin_account", ADMIN_ACCOUNT_MESSAGE);
  if (!user.emailVerified)
    throw new Forbidden("email_not_verified", "Please confirm your email address first, with the link we emailed you.");
  const now = ctx.now();
  refuseClosed(row, now);
  const open = sql`user_id = ${row.userId} AND invitation_id = ${invitationId} AND active = 0 AND deactivated_at IS NULL
    AND invitation_expires_at > ${now.getTime()}`;
  const [, updated] = await db.batch([
    recordActionIf(db, user, { action: "accept invitation", targetType: "staff", targetId: row.userId }, now, sql`staff_members`, open),
    db.update(staffMembers).set({ active: true, invitationExpiresAt: null, updatedAt: now }).where(open).returning(),
  ]);
  const accepted = updated[0];
  if (accepted) return accepted;
  // Changed between the read and the update (withdrawn, or accepted by a second click): say which.
  const [current] = await db.select().from(staffMembers).where(eq(staffMembers.userId, row.userId)).limit(1);
  if (current) refuseClosed(current, now);
  throw new NotFound("invitation_not_found", NOT_FOUND_MESSAGE);
}
