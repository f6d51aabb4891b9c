import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StaffList, StaffMember } from "#core/staff-api";
import { emails, staffMembers, users, vendorApplications } from "#worker/db/schema";
import { acceptInvitation, invitationLink, signIn, STAFF_PASSWORD, vendorApplicationBody } from "./staff-support";
import { ADMIN_EMAIL, adminAccount, api, appNow, cookieFrom, db, setPasswordFromEmail, uniqueEmail, verifiedAccount } from "./support";

const DAY_MS = 24 * 60 * 60 * 1000;

async function apply(overrides: Record<string, unknown> = {}) {
  const response = await api("/api/vendor-applications", {
    method: "POST",
    json: vendorApplicationBody(overrides),
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  if (response.status !== 201) throw new Error(`application failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { application: { id: string } }).application.id;
}

async function approve(id: string) {
  const admin = await adminAccount();
  return api(`/api/admin/vendor-applications/${id}/decision`, { method: "POST", cookie: admin.cookie, json: { decision: "approved" } });
}

async function staffEntry(email: string): Promise<StaffMember | undefined> {
  const admin = await adminAccount();
  const list = (await (await api("/api/admin/staff", { cookie: admin.cookie })).json()) as StaffList;
  return list.staff.find((member) => member.email === email);
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account for ${email}`);
  return user.id;
}

const workMe = (cookie?: string) => api("/api/work/me", { cookie });

describe("a vendor application that names a customer's email", () => {
  it("leaves the customer a customer: the approval only emails an invitation, which opens the portal once they accept it signed in", async () => {
    const customer = await verifiedAccount();
    const approved = await approve(await apply({ email: customer.email }));
    expect(approved.status).toBe(200);

    // The customer's own session does not open the work portal, and the Staff view says "invited".
    const before = await workMe(customer.cookie);
    expect(before.status).toBe(403);
    expect(await before.json()).toMatchObject({ error: { code: "forbidden" } });
    const invited = await staffEntry(customer.email);
    expect(invited).toMatchObject({ role: "vendor", status: "invited", active: false });
    // The link works for a week from the approval.
    const expiresIn = new Date(invited!.invitationExpiresAt!).getTime() - appNow().getTime();
    expect(expiresIn).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * DAY_MS);

    // Accepting, signed in to that address, grants the role.
    const accepted = await acceptInvitation(customer.email, customer.cookie);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ role: "vendor" });
    expect(await (await workMe(customer.cookie)).json()).toMatchObject({ role: "vendor" });
    expect(await staffEntry(customer.email)).toMatchObject({ status: "active", active: true, invitationExpiresAt: null });
  });

  it("opens nothing for anyone else: another account, a visitor, a forged link; and it works once", async () => {
    const customer = await verifiedAccount();
    expect((await approve(await apply({ email: customer.email }))).status).toBe(200);
    const link = await invitationLink(customer.email);
    const token = new URL(link).searchParams.get("invitation")!;
    const accept = (body: unknown, cookie?: string) => api("/api/staff-invitations/accept", { method: "POST", json: body, cookie });

    // The applicant, signed in to their own account, holding the forwarded link.
    const applicant = await verifiedAccount();
    const stranger = await accept({ token }, applicant.cookie);
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toEqual({
      error: {
        code: "wrong_account",
        message: "This invitation was sent to another email address. Please sign in with the address it was sent to.",
      },
    });
    expect((await workMe(applicant.cookie)).status).toBe(403);
    expect((await workMe(customer.cookie)).status).toBe(403);

    expect((await accept({ token })).status).toBe(401);
    const forged = await accept({ token: `${token.split(".")[0]}.${"A".repeat(32)}` }, customer.cookie);
    expect(forged.status).toBe(404);
    expect(await forged.json()).toMatchObject({ error: { code: "invitation_not_found" } });
    const unread = await accept({}, customer.cookie);
    expect(unread.status).toBe(400);
    expect(await unread.json()).toMatchObject({ error: { code: "invalid_input", fields: { token: expect.any(String) } } });
    expect((await workMe(customer.cookie)).status).toBe(403);

    expect((await accept({ token }, customer.cookie)).status).toBe(200);
    const again = await accept({ token }, customer.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: "invitation_used" } });
  });

  it("expires: a week-old link grants nothing, and asking again sends a new one", async () => {
    const customer = await verifiedAccount();
    expect((await approve(await apply({ email: customer.email }))).status).toBe(200);
    const oldLink = await invitationLink(customer.email);
    const userId = await userIdOf(customer.email);
    // A week has passed since the invitation (its expiry moved back, as the clock cannot move).
    await db
      .update(staffMembers)
      .set({ invitationExpiresAt: new Date(appNow().getTime() - 1000) })
      .where(eq(staffMembers.userId, userId));
    const expired = await acceptInvitation(customer.email, customer.cookie);
    expect(expired.status).toBe(409);
    expect(await expired.json()).toMatchObject({ error: { code: "invitation_expired" } });
    expect((await workMe(customer.cookie)).status).toBe(403);

    const admin = await adminAccount();
    const resent = await api(`/api/admin/staff/${userId}/invitation`, { method: "POST", cookie: admin.cookie });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ status: "invited" });
    const newLink = await invitationLink(customer.email);
    expect(newLink).not.toBe(oldLink);
    const stale = await api("/api/staff-invitations/accept", {
      method: "POST",
      json: { token: new URL(oldLink).searchParams.get("invitation") },
      cookie: customer.cookie,
    });
    expect(stale.status).toBe(404);
    expect((await acceptInvitation(customer.email, customer.cookie)).status).toBe(200);
  });

  it("for an address with no account: the person chooses a password from the mailbox, signs in, then accepts", async () => {
    const email = uniqueEmail("new-vendor");
    expect((await approve(await apply({ email }))).status).toBe(200);
    expect(await staffEntry(email)).toMatchObject({ status: "invited", passwordSet: false });
    expect((await setPasswordFromEmail(email, STAFF_PASSWORD)).status).toBe(200);
    const signedIn = await signIn(email);
    expect(signedIn.status).toBe(200);
    const cookie = cookieFrom(signedIn);
    expect((await workMe(cookie)).status).toBe(403);
    expect((await acceptInvitation(email, cookie)).status).toBe(200);
    expect((await workMe(cookie)).status).toBe(200);
  });

  it("withdraws an invitation not yet accepted", async () => {
    const admin = await adminAccount();
    const customer = await verifiedAccount();
    expect((await approve(await apply({ email: customer.email }))).status).toBe(200);
    const userId = await userIdOf(customer.email);
    expect((await api(`/api/admin/staff/${userId}/deactivate`, { method: "POST", cookie: admin.cookie })).status).toBe(200);
    const late = await acceptInvitation(customer.email, customer.cookie);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { code: "invitation_withdrawn" } });
    expect((await workMe(customer.cookie)).status).toBe(403);
    expect((await api("/api/me", { cookie: customer.cookie }).then((r) => r.json())) as unknown).toMatchObject({
      user: { email: customer.email },
    });
  });
});

describe("the invitation email", () => {
  it("escapes the name typed in the console, and names the address to sign in with", async () => {
    const admin = await adminAccount();
    const email = uniqueEmail("crew");
    const invited = await api("/api/admin/staff/invitations", {
      method: "POST",
      cookie: admin.cookie,
      json: { email, firstName: "Rosa <img src=x onerror=alert(1)>", lastName: "Diaz" },
    });
    expect(invited.status).toBe(201);
    const [message] = (await db.select().from(emails).where(eq(emails.to, email))).filter((sent) => sent.kind === "staff-invitation");
    expect(message?.html).not.toContain("<img src=x");
    expect(message?.html).toContain("Hello Rosa &lt;img src=x onerror=alert(1)&gt;");
    expect(message?.text).toContain(`sign in with this email address, ${email}`);
    expect(message?.text).toContain("The link works for 7 days");
  });
});

describe("an admin's address", () => {
  it("cannot be given a staff role by approving an application that names it; the application stays pending", async () => {
    const admin = await adminAccount();
    const id = await apply({ email: ADMIN_EMAIL });
    const refused = await approve(id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: "admin_account", message: "This email belongs to an admin of the business, who cannot also be given a staff role." },
    });
    const [application] = await db.select().from(vendorApplications).where(eq(vendorApplications.id, id));
    expect(application?.status).toBe("pending");
    expect(await db.select().from(staffMembers).where(eq(staffMembers.vendorApplicationId, id))).toHaveLength(0);
    expect((await workMe(admin.cookie)).status).toBe(403);
  });

  it("cannot be invited as crew from the console", async () => {
    const admin = await adminAccount();
    const refused = await api("/api/admin/staff/invitations", {
      method: "POST",
      cookie: admin.cookie,
      json: { email: ADMIN_EMAIL.toUpperCase(), firstName: "Owner", lastName: "Team" },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "admin_account" } });
    const adminId = await userIdOf(ADMIN_EMAIL);
    expect(
      await db
        .select()
        .from(staffMembers)
        .where(and(eq(staffMembers.userId, adminId), eq(staffMembers.role, "crew"))),
    ).toHaveLength(0);
  });
});
