import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessToday } from "#core/time-slots";
import { emails, staffMembers, staffTimeOff, staffTimeOffRequests } from "#worker/db/schema";
import { addDays, openDayFrom } from "./business-calendar";
import { expectSpanishEmail } from "./spanish-email-checks";
import { staffAccount } from "./staff-support";
import { type Account, adminAccount, api, appNow, db } from "./support";

/** The member is told how the owner answered their request for time off, and the answer is given once. */

async function ask(member: Account, days: number, reason = "Dentist"): Promise<string> {
  const day = openDayFrom(addDays(businessToday(appNow()), days), { weekday: true });
  const asked = await api("/api/work/time-off-requests", {
    method: "POST",
    cookie: member.cookie,
    json: { from: day, to: day, start: "09:00", end: "13:00", reason },
  });
  expect(asked.status).toBe(201);
  return ((await asked.json()) as { id: string }).id;
}

function answer(admin: Account, id: string, decision: "approve" | "decline") {
  return api(`/api/admin/time-off-requests/${id}/${decision}`, { method: "POST", cookie: admin.cookie });
}

function decisionEmailsTo(email: string) {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.to, email), like(emails.kind, "time-off-%")));
}

describe("the owner's answer to a request for time off", () => {
  it("emails the member once, in their language, when the owner approves or declines, with their reason escaped", async () => {
    const admin = await adminAccount();
    const ana = await staffAccount("crew", ["regular-cleaning"], "Ana");
    const bea = await staffAccount("crew", ["regular-cleaning"], "Bea");
    await db.update(staffMembers).set({ locale: "es" }).where(eq(staffMembers.userId, bea.userId));

    const anas = await ask(ana, 6, "Dentist <b>early</b>");
    const [first, second] = await Promise.all([answer(admin, anas, "approve"), answer(admin, anas, "approve")]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [approved, ...more] = await decisionEmailsTo(ana.email);
    expect(more).toEqual([]);
    expect(approved?.kind).toBe("time-off-approved");
    expect(approved?.subject).toMatch(/^Your time off is approved: \w+day, .* 9:00 AM to 1:00 PM$/);
    expect(approved?.html).toContain("Your reason: Dentist &lt;b&gt;early&lt;/b&gt;");
    expect(approved?.html).not.toContain("<b>early</b>");
    expect(approved?.html).toContain("/work?tab=hours");

    const beas = await ask(bea, 7, "Cita médica");
    expect((await answer(admin, beas, "decline")).status).toBe(200);
    expect((await answer(admin, beas, "decline")).status).toBe(200);
    const [declined, ...again] = await decisionEmailsTo(bea.email);
    expect(again).toEqual([]);
    expect(declined?.kind).toBe("time-off-declined");
    expect(declined?.subject).toMatch(/^Su solicitud de tiempo libre fue rechazada: /);
    expect(declined?.html).toContain("Su motivo: Cita médica");
    expect(declined?.html).toContain("/es/work?tab=hours");
    expectSpanishEmail(declined!, ["Hello", "declined", "Your reason", "Questions?", "Open my work portal"]);
  });

  it("decides once when an approval races a decline: one answer wins, the other is refused, and the time off and the email follow the winner", async () => {
    const admin = await adminAccount();
    const cruz = await staffAccount("crew", ["regular-cleaning"], "Cruz");
    for (const days of [8, 9, 10]) {
      const id = await ask(cruz, days, `Race ${days}`);
      const [approving, declining] = await Promise.all([answer(admin, id, "approve"), answer(admin, id, "decline")]);
      const statuses = [approving.status, declining.status].sort();
      expect(statuses).toEqual([200, 409]);
      const [request] = await db.select().from(staffTimeOffRequests).where(eq(staffTimeOffRequests.id, id));
      expect(request?.status).toBe(approving.status === 200 ? "approved" : "declined");
      const timeOff = await db
        .select()
        .from(staffTimeOff)
        .where(and(eq(staffTimeOff.userId, cruz.userId), eq(staffTimeOff.reason, `Race ${days}`)));
      expect(timeOff).toHaveLength(request?.status === "approved" ? 1 : 0);
      const told = (await decisionEmailsTo(cruz.email)).filter((email) => email.text.includes(`Race ${days}`));
      expect(told.map((email) => email.kind)).toEqual([`time-off-${request?.status}`]);
    }
  });
});
