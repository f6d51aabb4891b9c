import { count, desc, eq, sql } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  type AdminVendorApplication,
  type AdminVendorDetail,
  type AdminVendorList,
  type ExistingAccount,
} from "#core/admin-api";
import type { VendorApplication } from "#core/vendor-schema";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import type { Database } from "#worker/db/client";
import { type EmailRecord, vendorApplications, type VendorApplicationRecord, type VendorApplicationStatus } from "#worker/db/schema";
import type { Settings } from "#worker/env";
import { vendorAcknowledgementEmail, vendorBusinessEmail, vendorDecisionEmail } from "#worker/emails/vendor";
import { historyOf, recordActionIf } from "../admin-audit";
import type { ServiceContext, SignedInContext } from "../context";
import { Conflict, NotFound } from "../errors";
import { mailboxCapInBatch } from "../mailbox-cap";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { runBatch } from "#worker/db/raw-batch";
import { sameRequest } from "../repeated-request";
import { isAdminEmail } from "./staff-invitations";
import type { PasswordSetup } from "./staff-invite";
import { approveVendorApplication } from "./vendor-approval";

export const VENDOR_KEY_REUSED_MESSAGE =
  "These details differ from the ones first sent with this application. Please check your email for our acknowledgement, or reload the page to apply again.";

/**
 * Stores an application as pending and emails the business and the applicant (at most a few
 * acknowledgements a day to one address, since they repeat the sender's text). A repeated
 * idempotency key (double click, retry) returns the first application and sends nothing,
 * only for the same applicant's email, name and service type.
 */
export async function submitVendorApplication(
  ctx: ServiceContext,
  input: VendorApplication,
  idempotencyKey: string,
): Promise<{ application: VendorApplicationRecord; created: boolean }> {
  const now = ctx.now();
  const application: VendorApplicationRecord = {
    id: crypto.randomUUID(),
    name: input.name,
    company: input.company ?? null,
    serviceType: input.serviceType,
    email: input.email,
    phone: input.phone,
    hearAboutUs: input.hearAboutUs ?? null,
    message: input.message,
    locale: input.locale,
    status: "pending",
    idempotencyKey,
    decidedAt: null,
    decidedBy: null,
    createdAt: now,
    updatedAt: now,
  };
  // The application and both emails are one batch: stored together, or none of them. The
  // acknowledgement counts against its mailbox's cap only when the application is new.
  const stored = sql`EXISTS (SELECT 1 FROM vendor_applications WHERE id = ${application.id})`;
  const acknowledgementCap = mailboxCapInBatch("vendorAcknowledgement", application.email, now, stored);
  const toBusiness = messagesToStore(ctx.mailer, [vendorBusinessEmail(application, ctx.settings.businessEmail)], now);
  const toApplicant = messagesToStore(ctx.mailer, [vendorAcknowledgementEmail(application)], now);
  const [inserted, businessStored, , applicantStored] = await runBatch(ctx.db, [
    ctx.db.insert(vendorApplications).values(application).onConflictDoNothing({ target: vendorApplications.idempotencyKey }).returning({
      id: vendorApplications.id,
    }),
    storeMessagesIf(ctx.mailer, toBusiness, stored),
    acknowledgementCap.count,
    storeMessagesIf(ctx.mailer, toApplicant, acknowledgementCap.within),
  ]);
  if (!inserted?.results?.length) {
    const [existing] = await ctx.db.select().from(vendorApplications).where(eq(vendorApplications.idempotencyKey, idempotencyKey)).limit(1);
    if (!existing) throw new Error("An application with this key vanished.");
    const sent = { email: input.email, name: input.name, serviceType: input.serviceType };
    return { application: sameRequest(existing, sent, VENDOR_KEY_REUSED_MESSAGE), created: false };
  }
  await queueStored(ctx.mailer, toBusiness, businessStored);
  if ((await queueStored(ctx.mailer, toApplicant, applicantStored)).length === 0) {
    console.warn("A vendorAcknowledgement email to a mailbox over its cap was not sent");
  }
  return { application, created: true };
}

/**
 * The account already using an application's email, by what it is: an admin's (from
 * ADMIN_EMAILS), a staff member's (by role, whatever the row's state), else a customer's.
 * Accounts' emails are stored lower case (better-auth, worker/services/work/staff.ts).
 */
// Written out with aliases: drizzle leaves columns unqualified in a one-table select, and an unqualified "email" here would be the account's.
const accountRole = sql<string | null>`(SELECT coalesce(s.role, 'customer') FROM users u LEFT JOIN staff_members s ON s.user_id = u.id
  WHERE u.email = lower(vendor_applications.email) LIMIT 1)`;

function existingAccountOf(settings: Settings, email: string, role: string | null): ExistingAccount | null {
  if (isAdminEmail(settings, email)) return "admin";
  return role === "crew" || role === "vendor" || role === "customer" ? role : null;
}

function toAdmin(record: VendorApplicationRecord, existingAccount: ExistingAccount | null): AdminVendorApplication {
  return {
    id: record.id,
    name: record.name,
    company: record.company,
    serviceType: record.serviceType,
    email: record.email,
    phone: record.phone,
    hearAboutUs: record.hearAboutUs,
    message: record.message,
    status: record.status,
    decidedBy: record.decidedBy,
    decidedAt: record.decidedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    existingAccount,
  };
}

const withAccount = { application: vendorApplications, accountRole };

export async function listVendorApplications(
  db: Database,
  settings: Settings,
  query: { status?: VendorApplicationStatus; page: number },
): Promise<AdminVendorList> {
  const where = query.status ? eq(vendorApplications.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(withAccount)
      .from(vendorApplications)
      .where(where)
      .orderBy(desc(vendorApplications.createdAt))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(vendorApplications).where(where),
  ]);
  const applications = rows.map((row) => toAdmin(row.application, existingAccountOf(settings, row.application.email, row.accountRole)));
  return { applications, page: query.page, pageSize: ADMIN_PAGE_SIZE, total: total?.value ?? 0 };
}

async function findApplication(db: Database, id: string): Promise<VendorApplicationRecord> {
  const [record] = await db.select().from(vendorApplications).where(eq(vendorApplications.id, id)).limit(1);
  if (!record) throw new NotFound("not_found", "There is no vendor application with this id.");
  return record;
}

export async function vendorApplicationDetail(db: Database, settings: Settings, id: string): Promise<AdminVendorDetail> {
  const [[row], history] = await Promise.all([
    db.select(withAccount).from(vendorApplications).where(eq(vendorApplications.id, id)).limit(1),
    historyOf(db, "vendor_application", id),
  ]);
  if (!row) throw new NotFound("not_found", "There is no vendor application with this id.");
  return { application: toAdmin(row.application, existingAccountOf(settings, row.application.email, row.accountRole)), history };
}

/**
 * The signed-in admin approves or rejects a pending application once (conditional update); the
 * applicant is emailed in the decision's batch. Approving invites them to the vendor role
 * (vendor-approval.ts). An application naming an admin's address cannot be approved, and
 * stays pending to be rejected.
 */
export async function decideVendorApplication(
  ctx: SignedInContext,
  id: string,
  decision: "approved" | "rejected",
  sendPasswordSetup: PasswordSetup,
): Promise<AdminVendorDetail & { email: { status: string } }> {
  const email =
    decision === "approved" ? await approveVendorApplication(ctx, id, sendPasswordSetup) : await rejectVendorApplication(ctx, id);
  return { ...(await vendorApplicationDetail(ctx.db, ctx.settings, id)), email: { status: email?.status ?? "failed" } };
}

/** Rejects a pending application once; the refusal's email is stored in the decision's batch. */
async function rejectVendorApplication(ctx: SignedInContext, id: string): Promise<EmailRecord | undefined> {
  const { db, user: actor } = ctx;
  const now = ctx.now();
  const current = await findApplication(db, id);
  const refusalMail = messagesToStore(
    ctx.mailer,
    [vendorDecisionEmail({ ...current, status: "rejected", decidedAt: now, decidedBy: actor.email, updatedAt: now }, "rejected")],
    now,
  );
  const condition = sql`id = ${id} AND status = 'pending'`;
  const [, updated, stored] = await db.batch([
    recordActionIf(
      db,
      actor,
      { action: "reject", targetType: "vendor_application", targetId: id },
      now,
      sql`vendor_applications`,
      condition,
    ),
    db
      .update(vendorApplications)
      .set({ status: "rejected", decidedAt: now, decidedBy: actor.email, updatedAt: now })
      .where(condition)
      .returning({ id: vendorApplications.id }),
    storeMessagesIf(ctx.mailer, refusalMail),
  ]);
  if (!updated[0]) {
    const decided = await findApplication(db, id);
    throw new Conflict("already_decided", (locale) => valuedErrorWords[locale].applicationDecided(decided.status));
  }
  const [email] = await queueStored(ctx.mailer, refusalMail, stored);
  return email;
}
