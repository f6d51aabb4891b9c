import { beforeAll, describe, expect, it } from "vitest";
import { holidayOn } from "#core/holidays";
import type { ServiceLocation } from "#core/services/areas";
import { businessToday } from "#core/time-slots";
import type { UtilisationResponse } from "#core/utilisation-api";
import { crewAssignments, jobRatings } from "#worker/db/schema";
import { addDays } from "./business-calendar";
import { insertVisit } from "./booking-rows";
import { withoutDemoStaff } from "./staff-seed";
import { adminAccount, api, appNow, db } from "./support";

/**
 * Utilisation over a week about two years back with no holiday in it: weekdays open 12 hours,
 * Saturday 9 and Sunday 6, so 75 hours on shift for a crew member named on visits. Nobody has
 * weekly hours here (the demo staff are removed), so no area has anyone on shift.
 */
const monday = (() => {
  const today = businessToday(appNow());
  let start = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7 * 104);
  while (Array.from({ length: 7 }, (_, offset) => addDays(start, offset)).some((date) => holidayOn(date))) start = addDays(start, -7);
  return start;
})();

async function visit(values: {
  date: string;
  hours: number;
  area: ServiceLocation;
  crew?: string;
  status?: "completed" | "confirmed" | "cancelled";
  stars?: number;
}) {
  const { id, at } = await insertVisit(values.date, {
    lengthHours: values.hours,
    customerName: "Utilisation Customer",
    area: values.area,
    status: values.status ?? "completed",
  });
  if (values.crew)
    await db
      .insert(crewAssignments)
      .values({ visitType: "booking", visitId: id, crewName: values.crew, assignedBy: "owner@example.com", assignedAt: at });
  if (values.stars) await db.insert(jobRatings).values({ bookingId: id, stars: values.stars, createdAt: at });
}

beforeAll(async () => {
  await withoutDemoStaff();
  // Team Blue's two visits are rated 5 and 4; the cancelled one's 1 star is not theirs to carry.
  await visit({ date: monday, hours: 3, area: "Miami, FL", crew: "Team Blue", stars: 5 });
  await visit({ date: addDays(monday, 5), hours: 2, area: "Miami, FL", crew: "Team Blue", stars: 4 });
  await visit({ date: addDays(monday, 2), hours: 4, area: "Miami, FL", crew: "Team Blue", status: "cancelled", stars: 1 });
  await visit({ date: addDays(monday, 6), hours: 4, area: "Fort Lauderdale, FL", crew: "Team Green", status: "confirmed" });
  await visit({ date: addDays(monday, 3), hours: 1, area: "Miami, FL" });
});

describe("GET /api/admin/metrics/utilisation", () => {
  it("divides each crew member's visit hours by the opening hours on shift, with each crew's ratings; no area has anyone on shift", async () => {
    const { cookie } = await adminAccount();
    const response = await api(`/api/admin/metrics/utilisation?from=${monday}&to=${addDays(monday, 6)}`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual<UtilisationResponse>({
      from: monday,
      to: addDays(monday, 6),
      shift_source: "opening_hours",
      open_hours: 75,
      members: [
        { crew_name: "Team Blue", visits: 2, visit_hours: 5, ratings: 2, average_stars: 4.5, shift_hours: 75, utilisation: 5 / 75 },
        { crew_name: "Team Green", visits: 1, visit_hours: 4, ratings: 0, average_stars: null, shift_hours: 75, utilisation: 4 / 75 },
      ],
      areas: [
        { area: "Fort Lauderdale, FL", places: 0, visit_hours: 4, shift_hours: 0, utilisation: null },
        { area: "Miami, FL", places: 0, visit_hours: 6, shift_hours: 0, utilisation: null },
        { area: "West Palm Beach, FL", places: 0, visit_hours: 0, shift_hours: 0, utilisation: null },
      ],
    });
  });

  it("downloads both tables as CSV: each area, then each crew member, utilisation as a fraction", async () => {
    const { cookie } = await adminAccount();
    const response = await api(`/api/admin/metrics/utilisation.csv?from=${monday}&to=${addDays(monday, 6)}`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="utilisation-${monday}-to-${addDays(monday, 6)}.csv"`);
    expect((await response.text()).split("\r\n")).toEqual([
      "table,name,places,visits,visit_hours,shift_hours,utilisation,ratings,average_stars",
      // The same answer as the JSON's: nobody on shift in any area, so no places and no ratio.
      `area,"Fort Lauderdale, FL",0,,4,0,,,`,
      `area,"Miami, FL",0,,6,0,,,`,
      `area,"West Palm Beach, FL",0,,0,0,,,`,
      "crew,Team Blue,,2,5,75,0.0667,2,4.50",
      "crew,Team Green,,1,4,75,0.0533,0,",
      "",
    ]);
  });

  it("counts no shift on a holiday", async () => {
    const { cookie } = await adminAccount();
    const christmas = `${Number(monday.slice(0, 4)) - 1}-12-25`;
    const answer = (await (
      await api(`/api/admin/metrics/utilisation?from=${christmas}&to=${christmas}`, { cookie })
    ).json()) as UtilisationResponse;
    expect(answer.open_hours).toBe(0);
    expect(answer.areas.map((area) => area.utilisation)).toEqual([null, null, null]);
  });
});
