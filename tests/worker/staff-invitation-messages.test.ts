import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StaffMember } from "#core/staff-api";
import { adminActions, emails, staffMembers, users } from "#worker/db/schema";
import { whileOutboxRefuses } from "./outbox-refusal";
import { invitationLink } from "./staff-support";
import { adminAccount, api, appNow, db, uniqueEmail } from "./support";

// The staff invitation's email is a row of the batch that makes or renews the invitation: an
// email that cannot be stored leaves no invitation, and a double click emails one.

async function invitationsTo(email: string) {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.to, email), eq(emails.template, "staff-invitation")));
}

async function passwordLinksTo(email: string) {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.to, email), eq(emails.kind, "reset-password")));
}

async function inviter() {
  const admin = await adminAccount();
  const email = uniqueEmail("crew");
  const invite = () =>
    api("/api/admin/staff/invitations", { method: "POST", cookie: admin.cookie, json: { email, firstName: "Rosa", lastName: "Diaz" } });
  return { admin, email, invite };
}

describe("a crew invitation and its email", () => {
  it("are stored together: when the email cannot be written there is no account, no staff row and no audit; inviting again sends it", async () => {
    const { email, invite } = await inviter();

    expect((await whileOutboxRefuses("staff-invitation", invite)).status).toBe(500);
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await db.select().from(adminActions).where(eq(adminActions.detail, email))).toEqual([]);
    // Nor the "Choose your password" link to an account that is not there.
    expect(await passwordLinksTo(email)).toEqual([]);

    const invited = await invite();
    expect(invited.status).toBe(201);
    const member = (await invited.json()) as StaffMember;
    expect(member).toMatchObject({ email, status: "invited" });
    const [row] = await db.select().from(staffMembers).where(eq(staffMembers.userId, member.userId));
    expect(await invitationsTo(email)).toHaveLength(1);
    // The emailed link is the one the row holds.
    expect(await invitationLink(email)).toContain(`invitation=${row!.invitationId}.`);
  });

  it("a double click invites once and emails once, at the same moment or one after the other", async () => {
    const { email, invite } = await inviter();
    const statuses = (await Promise.all([invite(), invite()])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 201]);
    expect((await invite()).status).toBe(200);
    expect(await invitationsTo(email)).toHaveLength(1);
    expect(await passwordLinksTo(email)).toHaveLength(1);
    expect(await db.select().from(adminActions).where(eq(adminActions.detail, email))).toHaveLength(1);
  });
});

describe("a resent invitation and its email", () => {
  async function expiredInvitation() {
    const { admin, email, invite } = await inviter();
    const member = (await (await invite()).json()) as StaffMember;
    // A week has passed (its expiry moved back, as the clock cannot move).
    await db
      .update(staffMembers)
      .set({ invitationExpiresAt: new Date(appNow().getTime() - 1000) })
      .where(eq(staffMembers.userId, member.userId));
    const [before] = await db.select().from(staffMembers).where(eq(staffMembers.userId, member.userId));
    const resend = () => api(`/api/admin/staff/${member.userId}/invitation`, { method: "POST", cookie: admin.cookie });
    return { email, member, before: before!, resend };
  }

  it("are stored together: when the email cannot be written the expired link is not replaced", async () => {
    const { email, member, before, resend } = await expiredInvitation();

    expect((await whileOutboxRefuses("staff-invitation", resend)).status).toBe(500);
    const [unchanged] = await db.select().from(staffMembers).where(eq(staffMembers.userId, member.userId));
    expect(unchanged).toMatchObject({ invitationId: before.invitationId, invitationExpiresAt: before.invitationExpiresAt });
    expect(await invitationsTo(email)).toHaveLength(1);

    expect((await resend()).status).toBe(200);
    const [renewed] = await db.select().from(staffMembers).where(eq(staffMembers.userId, member.userId));
    expect(renewed!.invitationId).not.toBe(before.invitationId);
    expect(await invitationsTo(email)).toHaveLength(2);
    expect(await invitationLink(email)).toContain(`invitation=${renewed!.invitationId}.`);
  });

  it("a double click resends once", async () => {
    const { email, resend } = await expiredInvitation();
    const answers = await Promise.all([resend(), resend()]);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    expect((await resend()).status).toBe(200);
    // The first invitation, and one resent.
    expect(await invitationsTo(email)).toHaveLength(2);
  });
});
