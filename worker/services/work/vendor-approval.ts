import { eq, sql } from "drizzle-orm";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import { servicesOfVendorType } from "#core/staff";
import { runBatch } from "#worker/db/raw-batch";
import { type EmailRecord, vendorApplications, type VendorApplicationRecord } from "#worker/db/schema";
import { workPortalUrl } from "#worker/emails/staff";
import { vendorDecisionEmail } from "#worker/emails/vendor";
import { actionRecorded, recordActionIf } from "../admin-audit";
import type { SignedInContext } from "../context";
import { Conflict, NotFound } from "../errors";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import {
  ACCOUNT_CHANGED_MESSAGE,
  accountStateOf,
  DEACTIVATED_MESSAGE,
  type InvitationPlan,
  PLAN_ATTEMPTS,
  planInvitation,
} from "./invitation-plan";
import { invitationUrl, refuseAdminEmail } from "./staff-invitations";
import type { PasswordSetup } from "./staff-invite";

async function pendingApplication(ctx: SignedInContext, id: string): Promise<VendorApplicationRecord> {
  const [application] = await ctx.db.select().from(vendorApplications).where(eq(vendorApplications.id, id)).limit(1);
  if (!application) throw new NotFound("not_found", "There is no vendor application with this id.");
  if (application.status !== "pending") {
    throw new Conflict("already_decided", (locale) => valuedErrorWords[locale].applicationDecided(application.status));
  }
  return application;
}

/** The approved applicant is invited to be a vendor, with the services of the type they applied for. */
async function planVendorInvitation(ctx: SignedInContext, application: VendorApplicationRecord, now: Date): Promise<InvitationPlan> {
  const email = application.email.trim().toLowerCase();
  const [firstName = application.name, ...rest] = application.name.trim().split(/\s+/);
  const invitee = {
    email,
    firstName,
    lastName: rest.join(" "),
    role: "vendor" as const,
    serviceIds: servicesOfVendorType(application.serviceType),
    vendorApplicationId: application.id,
    locale: application.locale,
  };
  // The approval always renews the link: its email must carry one that works for the week.
  const state = await accountStateOf(ctx.db, { email });
  return planInvitation(ctx.db, state, invitee, ctx.user.email, now, { resendGap: false });
}

/**
 * The signed-in admin approves a pending application, once: the decision, the applicant's
 * invitation (their account made now, or the one they have with this email, gets an invited
 * row; someone already working for us keeps the role they have) and the email that carries it
 * are one batch (one transaction). Its first statement records the approval only while the
 * application is pending and the account is as read; every other statement runs only if it
 * did. So a double click, or an approval racing a refusal, decides once and mails once; an
 * email that cannot be stored leaves the application pending. Answers the stored email.
 */
export async function approveVendorApplication(
  ctx: SignedInContext,
  id: string,
  sendPasswordSetup: PasswordSetup,
): Promise<EmailRecord | undefined> {
  const { db, user: actor } = ctx;
  for (let attempt = 0; attempt < PLAN_ATTEMPTS; attempt += 1) {
    const now = ctx.now();
    const application = await pendingApplication(ctx, id);
    refuseAdminEmail(ctx.settings, application.email);
    const plan = await planVendorInvitation(ctx, application, now);
    if (plan.kind === "deactivated") {
      throw new Conflict("staff_deactivated", DEACTIVATED_MESSAGE);
    }
    if (plan.kind === "recent") throw new Error("An approval renews the invitation however recent it is.");
    const access =
      plan.kind === "invite"
        ? { invitation: { url: await invitationUrl(ctx.settings, plan.invitationId, plan.locale), needsPassword: plan.needsPassword } }
        : { portalUrl: workPortalUrl(ctx.settings.siteUrl, application.locale) };
    const decided = { ...application, status: "approved" as const, decidedAt: now, decidedBy: actor.email, updatedAt: now };
    const mail = messagesToStore(ctx.mailer, [vendorDecisionEmail(decided, "approved", access)], now);
    const auditId = crypto.randomUUID();
    const approved = actionRecorded(auditId);
    const pendingAsRead = sql`id = ${id} AND status = 'pending' AND ${plan.unchanged}`;
    const invitation = plan.kind === "invite" ? plan : null;
    const results = await runBatch(db, [
      recordActionIf(
        db,
        actor,
        { id: auditId, action: "approve", targetType: "vendor_application", targetId: id },
        now,
        sql`vendor_applications`,
        pendingAsRead,
      ),
      db
        .update(vendorApplications)
        .set({ status: "approved", decidedAt: now, decidedBy: actor.email, updatedAt: now })
        .where(sql`id = ${id} AND ${approved}`),
      ...(invitation?.writes(approved) ?? []),
      ...(invitation?.created
        ? [
            recordActionIf(
              db,
              actor,
              { action: "invite vendor", targetType: "staff", targetId: invitation.userId, detail: invitation.email },
              now,
              sql`(SELECT 1)`,
              approved,
            ),
          ]
        : []),
      storeMessagesIf(ctx.mailer, mail, approved),
    ]);
    // Not recorded: decided meanwhile (the next read says so) or the account changed (planned again).
    if (!results[0]?.meta.changes) continue;
    const [email] = await queueStored(ctx.mailer, mail, results.at(-1));
    if (plan.needsPassword) await sendPasswordSetup(application.email.trim().toLowerCase());
    return email;
  }
  throw new Conflict("staff_changed", ACCOUNT_CHANGED_MESSAGE);
}
