import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StaffMember } from "#core/staff-api";
import { crewAssignments, emails, staffMembers } from "#worker/db/schema";
import { STAFF_PASSWORD, acceptInvitation, newBooking, signIn, staffAccount, vendorApplicationBody } from "./staff-support";
import { adminAccount, api, cookieFrom, db, latestEmailTo, setPasswordFromEmail, uniqueEmail, verifiedAccount } from "./support";
import { withoutDemoStaff } from "./staff-seed";

describe("staff accounts", () => {
  it("invites a crew member, who chooses a password from the emailed link, accepts the invitation and reaches the portal", async () => {
    const admin = await adminAccount();
    const email = uniqueEmail("crew");
    const invite = () =>
      api("/api/admin/staff/invitations", { method: "POST", cookie: admin.cookie, json: { email, firstName: "Rosa", lastName: "Diaz" } });
    const first = await invite();
    expect(first.status).toBe(201);
    const member = (await first.json()) as StaffMember;
    expect(member).toMatchObject({ email, role: "crew", status: "invited", active: false, passwordSet: false, firstName: "Rosa" });
    const invitation = (await db.select().from(emails).where(eq(emails.to, email))).map((message) => message.kind);
    expect(invitation.sort()).toEqual(["reset-password", "staff-invitation"]);

    // A double click keeps the one staff row.
    expect((await invite()).status).toBe(200);
    expect(await db.select().from(staffMembers).where(eq(staffMembers.userId, member.userId))).toHaveLength(1);

    expect((await setPasswordFromEmail(email, STAFF_PASSWORD)).status).toBe(200);
    const signedIn = await signIn(email);
    expect(signedIn.status).toBe(200);
    const cookie = cookieFrom(signedIn);
    // Signed in, but the role waits for the invitation to be accepted.
    expect((await api("/api/work/me", { cookie })).status).toBe(403);
    expect((await acceptInvitation(email, cookie)).status).toBe(200);
    const me = await api("/api/work/me", { cookie });
    expect(await me.json()).toEqual({ firstName: "Rosa", role: "crew", serviceIds: expect.arrayContaining(["regular-cleaning"]) });
  });

  it("approving a vendor application invites the applicant as a vendor with the services of the applied type", async () => {
    const admin = await adminAccount();
    const application = vendorApplicationBody({ serviceType: "Hair", name: "Camila <b>Ortiz</b>" });
    const submitted = await api("/api/vendor-applications", {
      method: "POST",
      json: application,
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    const { id } = ((await submitted.json()) as { application: { id: string } }).application;
    const decided = await api(`/api/admin/vendor-applications/${id}/decision`, {
      method: "POST",
      cookie: admin.cookie,
      json: { decision: "approved" },
    });
    expect(decided.status).toBe(200);

    const staff = (await (await api("/api/admin/staff", { cookie: admin.cookie })).json()) as { staff: StaffMember[] };
    const vendor = staff.staff.find((member) => member.email === application.email);
    expect(vendor).toMatchObject({
      role: "vendor",
      serviceIds: ["hair-stylist", "barber-service"],
      firstName: "Camila",
      passwordSet: false,
      status: "invited",
      active: false,
    });
    const sent = await db.select().from(emails).where(eq(emails.to, application.email));
    expect(sent.map((message) => message.kind)).toEqual(expect.arrayContaining(["vendor-approved", "reset-password"]));
    const approval = sent.find((message) => message.kind === "vendor-approved");
    expect(approval?.html).toContain("/work?invitation=");
    expect(approval?.html).not.toContain("<b>Ortiz</b>");

    // The admin adjusts the services.
    const adjusted = await api(`/api/admin/staff/${vendor!.userId}/services`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { serviceIds: ["hair-stylist", "makeup-service"] },
    });
    expect(await adjusted.json()).toMatchObject({ serviceIds: ["hair-stylist", "makeup-service"] });
    const unknown = await api(`/api/admin/staff/${vendor!.userId}/services`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { serviceIds: ["rocket-launch"] },
    });
    expect(unknown.status).toBe(400);
  });

  it("invites an existing customer account instead of making a second one; the role waits for their acceptance", async () => {
    const admin = await adminAccount();
    const customer = await verifiedAccount();
    const invited = await api("/api/admin/staff/invitations", {
      method: "POST",
      cookie: admin.cookie,
      json: { email: customer.email.toUpperCase(), firstName: "Ana", lastName: "Rivera" },
    });
    expect(invited.status).toBe(201);
    expect(await invited.json()).toMatchObject({ email: customer.email, passwordSet: true, status: "invited" });
    expect((await latestEmailTo(customer.email))?.kind).toBe("staff-invitation");
    expect((await api("/api/work/me", { cookie: customer.cookie })).status).toBe(403);
    expect((await acceptInvitation(customer.email, customer.cookie)).status).toBe(200);
    expect((await api("/api/work/me", { cookie: customer.cookie })).status).toBe(200);
  });

  it("deactivating closes the work portal at once (the account itself stays signed in), unassigns future jobs and tells the business", async () => {
    // The only member who mounts TVs: once she goes, nobody is free to take her visit.
    await withoutDemoStaff(["tv-mounting"]);
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["tv-mounting"]);
    const { reference } = await newBooking({ service_id: "tv-mounting" });
    const assigned = await api(`/api/admin/bookings/${reference}/provider`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { providerId: crew.userId },
    });
    expect(assigned.status).toBe(200);
    expect(((await assigned.json()) as { booking: { providerId: string; crewName: string } }).booking).toMatchObject({
      providerId: crew.userId,
      crewName: "Maria Lopez",
    });
    expect((await api("/api/work/jobs", { cookie: crew.cookie })).status).toBe(200);

    const deactivated = await api(`/api/admin/staff/${crew.userId}/deactivate`, { method: "POST", cookie: admin.cookie });
    expect(deactivated.status).toBe(200);
    expect(await deactivated.json()).toMatchObject({ member: { active: false }, unassigned: [reference] });

    // The very next request with the old cookie is refused the portal; the account is still theirs as a customer.
    const after = await api("/api/work/jobs", { cookie: crew.cookie });
    expect(after.status).toBe(403);
    expect(await api("/api/me", { cookie: crew.cookie }).then((r) => r.json())).toMatchObject({ user: { email: crew.email } });
    const again = await signIn(crew.email);
    expect(again.status).toBe(200);
    expect((await api("/api/work/jobs", { cookie: cookieFrom(again) })).status).toBe(403);

    const [bookingRow] = await db.select().from(crewAssignments).where(eq(crewAssignments.providerId, crew.userId));
    expect(bookingRow).toBeUndefined();
    const business = (await db.select().from(emails)).filter((message) => message.kind === "staff-deactivated");
    expect(business.some((message) => message.text.includes(reference))).toBe(true);

    const twice = await api(`/api/admin/staff/${crew.userId}/deactivate`, { method: "POST", cookie: admin.cookie });
    expect(twice.status).toBe(409);
  });

  it("the admin can only assign an active staff member", async () => {
    const admin = await adminAccount();
    const { reference } = await newBooking();
    const nobody = await api(`/api/admin/bookings/${reference}/provider`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { providerId: "nobody" },
    });
    expect(nobody.status).toBe(400);
    expect(await nobody.json()).toMatchObject({ error: { fields: { providerId: "Please choose an active crew member or vendor." } } });
  });
});
