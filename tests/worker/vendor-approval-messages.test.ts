import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActions, emails, staffMembers, users, vendorApplications } from "#worker/db/schema";
import { whileOutboxRefuses } from "./outbox-refusal";
import { invitationLink, vendorApplicationBody } from "./staff-support";
import { adminAccount, api, db, uniqueIp } from "./support";

// A vendor's approval, their invitation and the email that carries it are one batch: never an
// email without the decision, nor a decision (or an invitation) without its email.

async function application() {
  const body = vendorApplicationBody();
  const applied = await api("/api/vendor-applications", {
    method: "POST",
    ip: uniqueIp(),
    json: body,
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  expect(applied.status).toBe(201);
  const { id } = ((await applied.json()) as { application: { id: string } }).application;
  const admin = await adminAccount();
  const decide = (decision: "approved" | "rejected") =>
    api(`/api/admin/vendor-applications/${id}/decision`, { method: "POST", cookie: admin.cookie, json: { decision } });
  return { id, email: body.email, decide };
}

async function decisionsTo(email: string) {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.to, email), like(emails.kind, "vendor-%"), eq(emails.template, "vendor-decision")));
}

async function statusOf(id: string) {
  const [row] = await db.select({ status: vendorApplications.status }).from(vendorApplications).where(eq(vendorApplications.id, id));
  return row?.status;
}

describe("a vendor's approval and its email", () => {
  it("are stored together: when the email cannot be written the application stays pending and nobody is invited", async () => {
    const { id, email, decide } = await application();

    expect((await whileOutboxRefuses("vendor-decision", () => decide("approved"))).status).toBe(500);
    expect(await statusOf(id)).toBe("pending");
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await db.select().from(staffMembers).where(eq(staffMembers.vendorApplicationId, id))).toEqual([]);
    expect(await db.select().from(adminActions).where(eq(adminActions.targetId, id))).toEqual([]);
    expect(
      await db
        .select()
        .from(emails)
        .where(and(eq(emails.to, email), eq(emails.kind, "reset-password"))),
    ).toEqual([]);

    expect((await decide("approved")).status).toBe(200);
    expect(await statusOf(id)).toBe("approved");
    const [row] = await db.select().from(staffMembers).where(eq(staffMembers.vendorApplicationId, id));
    expect(row).toMatchObject({ role: "vendor", active: false });
    expect((await decisionsTo(email)).map((sent) => sent.kind)).toEqual(["vendor-approved"]);
    // The emailed link is the one the row holds.
    expect(await invitationLink(email)).toContain(`invitation=${row!.invitationId}.`);
  });

  it("a double click approves once and emails once", async () => {
    const { id, email, decide } = await application();
    const statuses = (await Promise.all([decide("approved"), decide("approved")])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await decisionsTo(email)).toHaveLength(1);
    expect(await db.select().from(staffMembers).where(eq(staffMembers.vendorApplicationId, id))).toHaveLength(1);
  });

  it("an approval racing a refusal decides once, and the one email says what was decided", async () => {
    const { id, email, decide } = await application();
    const statuses = (await Promise.all([decide("approved"), decide("rejected")])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const decided = await statusOf(id);
    expect((await decisionsTo(email)).map((sent) => sent.kind)).toEqual([`vendor-${decided}`]);
    const invited = await db.select().from(staffMembers).where(eq(staffMembers.vendorApplicationId, id));
    expect(invited).toHaveLength(decided === "approved" ? 1 : 0);
  });

  it("is refused, the application left pending, for someone whose staff account was deactivated", async () => {
    const first = await application();
    expect((await first.decide("approved")).status).toBe(200);
    const [member] = await db.select().from(staffMembers).where(eq(staffMembers.vendorApplicationId, first.id));
    await db.update(staffMembers).set({ deactivatedAt: new Date() }).where(eq(staffMembers.userId, member!.userId));
    const again = await api("/api/vendor-applications", {
      method: "POST",
      ip: uniqueIp(),
      json: vendorApplicationBody({ email: first.email }),
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    const { id } = ((await again.json()) as { application: { id: string } }).application;
    const admin = await adminAccount();
    const refused = await api(`/api/admin/vendor-applications/${id}/decision`, {
      method: "POST",
      cookie: admin.cookie,
      json: { decision: "approved" },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "staff_deactivated" } });
    expect(await statusOf(id)).toBe("pending");
    expect(await decisionsTo(first.email)).toHaveLength(1);
  });
});
