import { sql } from "drizzle-orm";
import type { StaffMember } from "#core/staff-api";
import { businessToday } from "#core/time-slots";
import { runBatch } from "#worker/db/raw-batch";
import { staffInvitationEmail } from "#worker/emails/staff";
import { actionRecorded, recordActionIf } from "../admin-audit";
import type { SignedInContext } from "../context";
import { Conflict, NotFound } from "../errors";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import {
  ACCOUNT_CHANGED_MESSAGE,
  accountStateOf,
  DEACTIVATED_MESSAGE,
  type Invitee,
  type InvitedState,
  type PlannedInvitation,
  PLAN_ATTEMPTS,
  planInvitation,
  planRenewal,
} from "./invitation-plan";
import { staffMember } from "./staff";
import { invitationUrl, refuseAdminEmail } from "./staff-invitations";

/**
 * Mails the "Choose your password" link: better-auth's password reset, the very link the
 * owner's account gets (worker/auth.ts). Routes pass it in, since services never hold
 * better-auth; choosing the password there also confirms the email.
 */
export type PasswordSetup = (email: string) => Promise<void>;

export type NewStaff = Invitee;

/**
 * Writes the planned invitation and its email in one batch (one transaction): the audit row,
 * written only while the account is as read, then the writes and the email, each only if that
 * row was. A second request that read the same account (a double click) changes and sends
 * nothing; an email that cannot be stored leaves no invitation. False when the account changed.
 */
async function inviteWithEmail(ctx: SignedInContext, plan: PlannedInvitation, action: string, now: Date): Promise<boolean> {
  const url = await invitationUrl(ctx.settings, plan.invitationId, plan.locale);
  const member = { email: plan.email, firstName: plan.firstName, role: plan.role };
  const invitation = staffInvitationEmail(member, { url, needsPassword: plan.needsPassword }, plan.locale);
  const mail = messagesToStore(ctx.mailer, [invitation], now);
  const auditId = crypto.randomUUID();
  const made = actionRecorded(auditId);
  const results = await runBatch(ctx.db, [
    recordActionIf(
      ctx.db,
      ctx.user,
      { id: auditId, action, targetType: "staff", targetId: plan.userId, detail: plan.email },
      now,
      sql`(SELECT 1)`,
      plan.unchanged,
    ),
    ...plan.writes(made),
    storeMessagesIf(ctx.mailer, mail, made),
  ]);
  if (!results[0]?.meta.changes) return false;
  await queueStored(ctx.mailer, mail, results.at(-1));
  return true;
}

/**
 * Invites an account to a staff role: the account with this email if there is one (a customer
 * may also work for the business), else a new one with no password. The row made is
 * "invited" and grants nothing: the role works once the owner of the mailbox accepts the
 * emailed invitation, signed in to this account (worker/services/work/staff-invitations.ts), since
 * whoever typed the address (an applicant, a mistyping admin) proves nothing about who reads
 * it. Someone who has not chosen a password yet also gets the "Choose your password" link
 * (again, when invited again: links last an hour). Inviting the same person twice keeps the
 * one row, and its link while that works; twice within a minute (a double click) sends one
 * invitation. An admin's address is refused.
 */
export async function addStaff(
  ctx: SignedInContext,
  input: NewStaff,
  sendPasswordSetup: PasswordSetup,
): Promise<{ member: StaffMember; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  refuseAdminEmail(ctx.settings, email);
  for (let attempt = 0; attempt < PLAN_ATTEMPTS; attempt += 1) {
    const now = ctx.now();
    const state = await accountStateOf(ctx.db, { email });
    const plan = planInvitation(ctx.db, state, { ...input, email }, ctx.user.email, now, { resendGap: true });
    if (plan.kind === "deactivated") throw new Conflict("staff_deactivated", DEACTIVATED_MESSAGE);
    if (plan.kind === "invite" && !(await inviteWithEmail(ctx, plan, `invite ${plan.role}`, now))) continue;
    if ((plan.kind === "invite" || plan.kind === "active") && plan.needsPassword) await sendPasswordSetup(email);
    const member = await staffMember(ctx.db, plan.userId, businessToday(now));
    return { member, created: plan.kind === "invite" && plan.created };
  }
  throw new Conflict("staff_changed", ACCOUNT_CHANGED_MESSAGE);
}

/**
 * The admin emails an invited member their link again (the same one while it works, a new one
 * once it has expired); a second resend within a minute (a double click) sends nothing more.
 */
export async function resendStaffInvitation(ctx: SignedInContext, userId: string, sendPasswordSetup: PasswordSetup): Promise<StaffMember> {
  for (let attempt = 0; attempt < PLAN_ATTEMPTS; attempt += 1) {
    const now = ctx.now();
    const state = await accountStateOf(ctx.db, { userId });
    if (!state?.user || !state.staff) throw new NotFound("not_found", "There is no staff member with this id.");
    refuseAdminEmail(ctx.settings, state.email);
    const plan = planRenewal(state as InvitedState, now, { resendGap: true });
    if (plan.kind === "active") throw new Conflict("not_invited", "This person already accepted their invitation.");
    if (plan.kind === "deactivated") throw new Conflict("not_invited", "This staff member was deactivated.");
    if (plan.kind === "invite") {
      if (!(await inviteWithEmail(ctx, plan, "resend invitation", now))) continue;
      if (plan.needsPassword) await sendPasswordSetup(state.email);
    }
    return staffMember(ctx.db, userId, businessToday(now));
  }
  throw new Conflict("staff_changed", ACCOUNT_CHANGED_MESSAGE);
}
