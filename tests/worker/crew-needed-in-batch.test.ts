import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "#core/time-slots";
import { emails, staffMembers, staffTimeOff } from "#worker/db/schema";
import { renderStoredEmail } from "#worker/emails/templates";
import { addDays, openDayFrom } from "./business-calendar";
import { memberOf, memberWithHours, soldVisit } from "./crew-members";
import { whileOutboxRefuses } from "./outbox-refusal";
import { adminAccount, type Account, api, appNow, db } from "./support";
import { withoutDemoStaff } from "./staff-seed";

/**
 * The business's email about visits left without a crew lists what the batch that took the
 * member away really did, and is stored by that batch: the cover is decided inside it, so the
 * email cannot be worded from a read made before.
 */

const MIAMI_ADDRESS = "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131";

function sell(serviceId: string, date: string, time: string) {
  return soldVisit({ service_id: serviceId, appointment_date: date, appointment_time: time, service_address: MIAMI_ADDRESS });
}

/** Two members; the leaving one holds a 10 AM and a 2 PM visit, the other a 10 AM one, so only the 2 PM can be handed over. */
async function twoMembersThreeVisits(admin: Account, serviceId: string) {
  const date = openDayFrom(addDays(businessToday(appNow()), 2), { weekday: true });
  const crew = [await memberWithHours(admin, [serviceId]), await memberWithHours(admin, [serviceId])];
  const morning = await sell(serviceId, date, "10:00 AM");
  const otherMorning = await sell(serviceId, date, "10:00 AM");
  const afternoon = await sell(serviceId, date, "2:00 PM");
  const leaving = (await memberOf(morning.id))!;
  const staying = crew.find((id) => id !== leaving)!;
  expect(await memberOf(otherMorning.id)).toBe(staying);
  expect(await memberOf(afternoon.id)).toBe(leaving);
  return { date, leaving, staying, morning, afternoon };
}

const RACE = "staying_member_leaves_meanwhile";

/**
 * Between the request's reads and its batch, the member who was free for the afternoon is
 * deactivated by someone else: a trigger on the batch's first write does it, as a concurrent
 * request would have just before it.
 */
async function stayingMemberLeavesDuring(on: "time off" | "deactivation", leaving: string, staying: string) {
  const when =
    on === "time off"
      ? `AFTER INSERT ON staff_time_off WHEN NEW.user_id = '${leaving}'`
      : `AFTER UPDATE OF active ON staff_members WHEN NEW.user_id = '${leaving}' AND NEW.active = 0`;
  await env.DB.prepare(`CREATE TRIGGER ${RACE} ${when} BEGIN UPDATE staff_members SET active = 0 WHERE user_id = '${staying}'; END`).run();
}

afterEach(async () => {
  await env.DB.prepare(`DROP TRIGGER IF EXISTS ${RACE}`).run();
});

async function businessEmailsAbout(references: string[]) {
  const rows = await db
    .select()
    .from(emails)
    .where(inArray(emails.kind, ["crew-needed", "staff-deactivated"]));
  return rows.filter((row) => references.some((reference) => row.templateValues?.includes(reference)));
}

/** The stored row reads exactly as its template renders it again from its stored values, as the outbox will send it. */
function expectRendersAsStored(row: typeof emails.$inferSelect) {
  const again = renderStoredEmail(row.template!, row.templateValues!);
  expect({ subject: row.subject, html: row.html, text: row.text }).toEqual({ subject: again.subject, html: again.html, text: again.text });
}

beforeAll(() => withoutDemoStaff());

describe("the email about visits left without a crew", () => {
  it("lists what a time off's batch really left without a crew, even when another change got there first", async () => {
    const admin = await adminAccount();
    const { date, leaving, staying, morning, afternoon } = await twoMembersThreeVisits(admin, "furniture-cleaning");
    await stayingMemberLeavesDuring("time off", leaving, staying);
    const added = await api(`/api/admin/staff/${leaving}/time-off`, {
      method: "POST",
      cookie: admin.cookie,
      json: { from: date, to: date, reason: "Doctor" },
    });
    expect(added.status).toBe(201);
    const answer = (await added.json()) as { needs_crew: { reference: string }[] };
    expect(answer.needs_crew.map((visit) => visit.reference)).toEqual([morning.reference, afternoon.reference]);
    const [mail, ...more] = await businessEmailsAbout([morning.reference, afternoon.reference]);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("2 visits need a crew: Ivo Paz is off");
    expect(mail?.text).toContain(morning.reference);
    expect(mail?.text).toContain(afternoon.reference);
    expectRendersAsStored(mail!);
  });

  it("cannot be lost: a time off whose email cannot be stored is not added, and nobody's visits move", async () => {
    const admin = await adminAccount();
    const { date, leaving, staying, morning, afternoon } = await twoMembersThreeVisits(admin, "tv-mounting");
    await stayingMemberLeavesDuring("time off", leaving, staying);
    const added = await whileOutboxRefuses("crew-needed", () =>
      api(`/api/admin/staff/${leaving}/time-off`, {
        method: "POST",
        cookie: admin.cookie,
        json: { from: date, to: date, reason: "Doctor" },
      }),
    );
    expect(added.status).toBe(500);
    expect(await db.select().from(staffTimeOff).where(eq(staffTimeOff.userId, leaving))).toEqual([]);
    expect(await memberOf(morning.id)).toBe(leaving);
    expect(await memberOf(afternoon.id)).toBe(leaving);
    expect(await businessEmailsAbout([morning.reference, afternoon.reference])).toEqual([]);
  });

  it("cannot be lost: a deactivation whose email cannot be stored is not made", async () => {
    const admin = await adminAccount();
    const { leaving, staying, morning, afternoon } = await twoMembersThreeVisits(admin, "locksmith");
    await stayingMemberLeavesDuring("deactivation", leaving, staying);
    const response = await whileOutboxRefuses("member-left", () =>
      api(`/api/admin/staff/${leaving}/deactivate`, { method: "POST", cookie: admin.cookie }),
    );
    expect(response.status).toBe(500);
    const [member] = await db.select({ active: staffMembers.active }).from(staffMembers).where(eq(staffMembers.userId, leaving));
    expect(member?.active).toBe(true);
    expect(await memberOf(morning.id)).toBe(leaving);
    expect(await memberOf(afternoon.id)).toBe(leaving);
  });

  it("a deactivation's email counts what was handed over and lists the rest, as its batch left them", async () => {
    const admin = await adminAccount();
    const { leaving, staying, morning, afternoon } = await twoMembersThreeVisits(admin, "pc-phone-repair");
    await stayingMemberLeavesDuring("deactivation", leaving, staying);
    const response = await api(`/api/admin/staff/${leaving}/deactivate`, { method: "POST", cookie: admin.cookie });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { moved: unknown[]; needs_crew: { reference: string }[] };
    expect(answer.moved).toEqual([]);
    expect(answer.needs_crew.map((visit) => visit.reference)).toEqual([morning.reference, afternoon.reference]);
    const [mail, ...more] = await businessEmailsAbout([morning.reference, afternoon.reference]);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain("0 of their visits still to come went to other members");
    expectRendersAsStored(mail!);

    const twice = await api(`/api/admin/staff/${leaving}/deactivate`, { method: "POST", cookie: admin.cookie });
    expect(twice.status).toBe(409);
    expect(await businessEmailsAbout([morning.reference, afternoon.reference])).toHaveLength(1);
  });

  it("a deactivation with nothing to hand over still tells the business, rendered as the outbox will send it", async () => {
    const admin = await adminAccount();
    const member = await memberWithHours(admin, ["massage-service"], { firstName: "Noa" });
    const response = await api(`/api/admin/staff/${member}/deactivate`, { method: "POST", cookie: admin.cookie });
    expect(response.status).toBe(200);
    const rows = await db.select().from(emails).where(eq(emails.kind, "staff-deactivated"));
    const mail = rows.find((row) => row.templateValues?.includes("Noa Paz"));
    expect(mail?.subject).toBe("Deactivated: Noa Paz (0 visits need a crew)");
    expectRendersAsStored(mail!);
  });
});
