import { beforeAll, describe, expect, it } from "vitest";
import type { WorkJobs } from "#core/staff-api";
import { businessToday } from "#core/time-slots";
import type { VisitMembersResponse } from "#core/visit-members-api";
import { addDays, openDayFrom } from "./business-calendar";
import { memberOf, memberWithHours, soldVisit } from "./crew-members";
import { errorOf, SPANISH } from "./reader-language";
import { withoutDemoStaff } from "./staff-seed";
import { staffAccount } from "./staff-support";
import { type Account, adminAccount, api, appNow } from "./support";

/** The day view gives a booking to a member's account, and only to one who is free then. */

const SERVICE = "furniture-cleaning";
const MIAMI = "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131";
const FORT_LAUDERDALE = "401 E Las Olas Blvd, Apt 2207, Fort Lauderdale, FL 33301";
const WEEKDAY_HOURS = (span: { start: string; end: string }) =>
  Object.fromEntries(["mon", "tue", "wed", "thu", "fri"].map((day) => [day, [span]]));

function sell(date: string, time: string, address: string) {
  return soldVisit({ service_id: SERVICE, appointment_date: date, appointment_time: time, service_address: address });
}

function give(admin: Account, reference: string, providerId: string) {
  return api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId } });
}

/**
 * Within the day view's week: Ana covers Miami and Fort Lauderdale and is given the Miami
 * 2 PM visit at sale; Bea (Fort Lauderdale) is given the Fort Lauderdale 2 PM visit; Cruz is
 * off that afternoon, Dora works mornings only.
 */
async function twoPmInTwoCities(admin: Account) {
  const date = openDayFrom(addDays(businessToday(appNow()), 2), { weekday: true });
  const ana = await memberWithHours(admin, [SERVICE], { areas: ["Miami, FL", "Fort Lauderdale, FL"], firstName: "Ana" });
  const miami = await sell(date, "2:00 PM", MIAMI);
  expect(await memberOf(miami.id)).toBe(ana);
  const bea = await memberWithHours(admin, [SERVICE], { areas: ["Fort Lauderdale, FL"], firstName: "Bea" });
  const fortLauderdale = await sell(date, "2:00 PM", FORT_LAUDERDALE);
  expect(await memberOf(fortLauderdale.id)).toBe(bea);
  const cruz = await memberWithHours(admin, [SERVICE], { areas: ["Fort Lauderdale, FL"], firstName: "Cruz" });
  const off = { from: date, to: date, start: "12:00", end: "18:00", reason: "Dentist" };
  expect((await api(`/api/admin/staff/${cruz}/time-off`, { method: "POST", cookie: admin.cookie, json: off })).status).toBe(201);
  const dora = await memberWithHours(admin, [SERVICE], {
    areas: ["Fort Lauderdale, FL"],
    firstName: "Dora",
    span: { start: "08:00", end: "12:00" },
  });
  return { date, ana, bea, cruz, dora, miami, fortLauderdale };
}

// This file's own members are the only ones who clean furniture: who holds each visit is theirs to say.
beforeAll(() => withoutDemoStaff([SERVICE]));

describe("assigning a member from the day view", () => {
  it("refuses a member who is not free then with 409 naming why (another visit, time off, outside their hours, a day they do not work, another area or service), and keeps the visit's member", async () => {
    const admin = await adminAccount();
    const { ana, bea, cruz, dora, fortLauderdale } = await twoPmInTwoCities(admin);
    // Elsa works West Palm Beach only, so the later tests' Miami and Fort Lauderdale sales never go to her.
    const elsewhere = await memberWithHours(admin, [SERVICE], { areas: ["West Palm Beach, FL"], firstName: "Elsa" });
    const otherService = await memberWithHours(admin, ["regular-cleaning"], { areas: ["Fort Lauderdale, FL"], firstName: "Fito" });
    const saturdays = await memberWithHours(admin, [SERVICE], { areas: ["Fort Lauderdale, FL"], firstName: "Gala" });
    const onlySaturday = { areas: ["Fort Lauderdale, FL"], hours: { sat: [{ start: "09:00", end: "18:00" }] } };
    expect((await api(`/api/admin/staff/${saturdays}/hours`, { method: "PUT", cookie: admin.cookie, json: onlySaturday })).status).toBe(
      200,
    );
    for (const [member, why] of [
      [ana, "Ana Paz has another visit at that time."],
      [cruz, "Cruz Paz is on time off then."],
      [dora, "Dora Paz's hours that day do not cover the whole visit."],
      [saturdays, "Gala Paz does not work that day."],
      [elsewhere, "Elsa Paz does not cover this visit's area."],
      [otherService, "Fito Paz does not do this service."],
    ] as const) {
      const refused = await give(admin, fortLauderdale.reference, member);
      expect(refused.status, why).toBe(409);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("member_not_free");
      expect(body.error.message).toBe(`${why} Please choose someone free.`);
      expect(await memberOf(fortLauderdale.id)).toBe(bea);
    }
    // In the reader's language.
    const spanish = await api(`/api/admin/bookings/${fortLauderdale.reference}/provider`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { providerId: cruz },
      headers: SPANISH,
    });
    expect((await errorOf(spanish)).message).toBe("Cruz Paz tiene tiempo libre a esa hora. Elija a alguien libre.");
  });

  it("lists the visit's members, free ones first, with whether each is free then and why not", async () => {
    const admin = await adminAccount();
    const { ana, bea, cruz, dora, fortLauderdale } = await twoPmInTwoCities(admin);
    const response = await api(`/api/admin/bookings/${fortLauderdale.reference}/members`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const list = (await response.json()) as VisitMembersResponse;
    expect(list.providerId).toBe(bea);
    // Members of the file's other tests are in the same database: only this test's are compared.
    const ours = new Set([ana, bea, cruz, dora]);
    expect(
      list.members.filter((member) => ours.has(member.userId)).map((member) => [member.userId, member.free, member.notFreeBecause]),
    ).toEqual([
      [bea, true, null],
      [ana, false, "other_visit"],
      [cruz, false, "time_off"],
      [dora, false, "outside_hours"],
    ]);
  });

  it("links the visit to a free member's account: the job reaches their work portal, and the earlier member may take it back", async () => {
    const admin = await adminAccount();
    const { bea, fortLauderdale } = await twoPmInTwoCities(admin);
    const eva = await staffAccount("crew", [SERVICE], "Eva");
    const hours = { areas: ["Fort Lauderdale, FL"], hours: WEEKDAY_HOURS({ start: "08:00", end: "20:00" }) };
    expect((await api(`/api/admin/staff/${eva.userId}/hours`, { method: "PUT", cookie: admin.cookie, json: hours })).status).toBe(200);
    const given = await give(admin, fortLauderdale.reference, eva.userId);
    expect(given.status).toBe(200);
    expect(await memberOf(fortLauderdale.id)).toBe(eva.userId);
    const jobs = (await (await api("/api/work/jobs", { cookie: eva.cookie })).json()) as WorkJobs;
    expect([...jobs.today, ...jobs.upcoming].map((job) => job.reference)).toContain(fortLauderdale.reference);
    // Bea is free again at 2 PM, so she may take it back: the rule leaves the visit itself out.
    expect((await give(admin, fortLauderdale.reference, bea)).status).toBe(200);
    expect(await memberOf(fortLauderdale.id)).toBe(bea);
  });
});
