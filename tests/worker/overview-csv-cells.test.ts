import { beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "#core/time-slots";
import { crewAssignments } from "#worker/db/schema";
import { addDays } from "./business-calendar";
import { insertVisit } from "./booking-rows";
import { adminAccount, api, appNow, db } from "./support";

/**
 * The Overview's CSV with typed text in it (crew pay: the crew names the owner typed), opened
 * in a spreadsheet of any locale: no cell may start a formula. Visits of a week three years
 * back, one per crew name that reads as a formula somewhere.
 */
const monday = (() => {
  const today = businessToday(appNow());
  return addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7 * 156);
})();
const sunday = addDays(monday, 6);
const NAMES = ["\tTab Crew", " =Space Crew", "+Plus Crew", "-Minus Crew", "@At Crew", "Ann;=1+1", "Bea\t-2"];

beforeAll(async () => {
  for (const [index, name] of NAMES.entries()) {
    const { id, at } = await insertVisit(addDays(monday, index), { lengthHours: 1, customerName: "Csv Customer", status: "completed" });
    await db
      .insert(crewAssignments)
      .values({ visitType: "booking", visitId: id, crewName: name, assignedBy: "owner@example.com", assignedAt: at });
  }
});

describe("the Overview's CSV cells", () => {
  it("neutralises every formula-looking crew name: = + - @ and tab at the start, and after a ; or tab separator", async () => {
    const { cookie } = await adminAccount();
    const response = await api(`/api/admin/metrics/crew-pay.csv?from=${monday}&to=${sunday}`, { cookie });
    expect(response.status).toBe(200);
    expect((await response.text()).split("\r\n")).toEqual([
      "crew,visits,hours,tips",
      `"'\tTab Crew",1,1,0.00`,
      "' =Space Crew,1,1,0.00",
      "'+Plus Crew,1,1,0.00",
      "'-Minus Crew,1,1,0.00",
      "'@At Crew,1,1,0.00",
      `"Ann;'=1+1",1,1,0.00`,
      `"Bea\t'-2",1,1,0.00`,
      "total,7,7,0.00",
      "",
    ]);
  });
});
