import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "#core/time-slots";
import { app } from "#worker/app";
import { addDays, openDayFrom } from "./business-calendar";
import { memberOf, memberWithHours, soldVisit } from "./crew-members";
import { countingD1 } from "./d1-counter";
import { giveCleaning, seriesVisit } from "./series-visits";
import { withoutDemoStaff } from "./staff-seed";
import { adminAccount, type Account, appNow, ORIGIN, uniqueIp } from "./support";

/**
 * Taking a member away hands their visits over and stores the business's email in one batch,
 * whose own statement reads which visits were left with nobody: no read beforehand to guess
 * the outcome. Counted as d1-round-trips.test.ts does.
 */
const counter = countingD1(env.DB);
// Measured when the cover was first read to word the email: 7 and 7.
const TIME_OFF_OVER_A_VISIT = 6;
const DEACTIVATION_WITH_A_VISIT = 6;

async function counted(path: string, cookie: string, json: unknown) {
  const headers = new Headers({ Origin: ORIGIN, "cf-connecting-ip": uniqueIp(), "Content-Type": "application/json", Cookie: cookie });
  counter.reset();
  const response = await app.request(
    `${ORIGIN}${path}`,
    { method: "POST", headers, body: JSON.stringify(json) },
    { ...env, DB: counter.db },
  );
  return { status: response.status, sequential: counter.tally.sequential };
}

/** A member who is the only one doing `serviceId`, holding one visit two open days from now. */
async function memberHoldingAVisit(admin: Account, serviceId: string) {
  const date = openDayFrom(addDays(businessToday(appNow()), 2), { weekday: true });
  const member = await memberWithHours(admin, [serviceId]);
  const visit = await soldVisit({
    service_id: serviceId,
    appointment_date: date,
    appointment_time: "10:00 AM",
    service_address: "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131",
  });
  expect(await memberOf(visit.id)).toBe(member);
  return { date, member };
}

/** The same member also given a subscription cleaning at 2 PM that day: handed over in the same batch. */
async function memberHoldingAVisitAndACleaning(admin: Account) {
  const { date, member } = await memberHoldingAVisit(admin, "deep-cleaning");
  const cleaning = await seriesVisit(date, "2:00 PM");
  expect((await giveCleaning(admin, cleaning, member)).status).toBe(200);
  return { date, member };
}

beforeAll(() => withoutDemoStaff());

describe("D1 round trips of taking a member away", () => {
  it(`adds time off over a visit nobody else can take, with the business's email, in ${TIME_OFF_OVER_A_VISIT} round trips`, async () => {
    const admin = await adminAccount();
    const { date, member } = await memberHoldingAVisit(admin, "furniture-cleaning");
    const added = await counted(`/api/admin/staff/${member}/time-off`, admin.cookie, { from: date, to: date, reason: "Doctor" });
    expect(added.status).toBe(201);
    expect(added.sequential).toBe(TIME_OFF_OVER_A_VISIT);
  });

  it(`adds time off over a visit and a subscription cleaning, handed over together, in ${TIME_OFF_OVER_A_VISIT} round trips`, async () => {
    const admin = await adminAccount();
    const { date, member } = await memberHoldingAVisitAndACleaning(admin);
    const added = await counted(`/api/admin/staff/${member}/time-off`, admin.cookie, { from: date, to: date, reason: "Doctor" });
    expect(added.status).toBe(201);
    expect(added.sequential).toBe(TIME_OFF_OVER_A_VISIT);
  });

  it(`deactivates a member holding a visit, with the business's email, in ${DEACTIVATION_WITH_A_VISIT} round trips`, async () => {
    const admin = await adminAccount();
    const { member } = await memberHoldingAVisit(admin, "tv-mounting");
    const deactivated = await counted(`/api/admin/staff/${member}/deactivate`, admin.cookie, {});
    expect(deactivated.status).toBe(200);
    expect(deactivated.sequential).toBe(DEACTIVATION_WITH_A_VISIT);
  });
});
