import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AvailabilityResponse } from "#core/booking-schema";
import { SERVICE_LOCATIONS } from "#core/services/areas";
import { SERVICE_DEFINITIONS } from "#core/services/definitions";
import { SERVICE_IDS } from "#core/services/ids";
import { openingMinutes, WEEKDAY_NUMBER, WEEKDAYS } from "#core/staff-hours";
import { DEMO_AREAS, DEMO_CREW_SERVICE_IDS, DEMO_SERVICE_IDS, DEMO_SHIFTS, DEMO_STAFF_ID_PREFIX } from "#scripts/demo-staff.mjs";
import { seedDemoStaff } from "./staff-seed";
import { api, futureDate, postBooking } from "./support";

/** The local demo staff: two crew members per area for every service, on shift during the opening hours. */

const ADDRESS_IN = {
  "33131": "1200 Brickell Bay Dr, Apt 5, Miami, FL 33131",
  "33301": "100 Las Olas Blvd, Apt 2, Fort Lauderdale, FL 33301",
  "33401": "100 Clematis St, Apt 2, West Palm Beach, FL 33401",
};

async function remaining(service: string, date: string, zip: string, time: string): Promise<number | undefined> {
  const response = await api(`/api/availability?service=${service}&date=${date}&zip=${zip}`);
  expect(response.status).toBe(200);
  const { slots } = (await response.json()) as AvailabilityResponse;
  return slots.find((slot) => slot.time === time)?.remaining;
}

async function count(sql: string): Promise<number> {
  return Number((await env.DB.prepare(sql).first<{ n: number }>())?.n);
}

async function bookMiami(service: string, date: string, time: string): Promise<string> {
  const response = await postBooking({
    service_id: service,
    appointment_date: date,
    appointment_time: time,
    service_address: ADDRESS_IN["33131"],
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { booking: { reference: string } }).booking.reference;
}

async function givenTo(references: string[]): Promise<string[]> {
  const given = await env.DB.prepare(
    `SELECT a.provider_id AS providerId FROM crew_assignments a JOIN bookings b ON b.id = a.visit_id
      WHERE b.reference IN (${references.map(() => "?").join(", ")}) ORDER BY a.provider_id`,
  )
    .bind(...references)
    .all<{ providerId: string }>();
  return given.results.map((row) => row.providerId);
}

describe("the local demo staff", () => {
  it("names every service, every area and the opening hours of every weekday", () => {
    expect(DEMO_SERVICE_IDS).toEqual([...SERVICE_IDS]);
    const ownCrews = SERVICE_IDS.filter((id) => ["Home Services", "Laundry"].includes(SERVICE_DEFINITIONS[id].category));
    expect([...DEMO_CREW_SERVICE_IDS].sort()).toEqual([...ownCrews].sort());
    expect(DEMO_AREAS.map((entry) => entry.area)).toEqual([...SERVICE_LOCATIONS]);
    const opening = WEEKDAYS.map((day) => ({ weekday: WEEKDAY_NUMBER[day], ...openingMinutes(day) }))
      .filter((day) => day.closes > day.opens)
      .map((day) => ({ weekday: day.weekday, startMinute: day.opens, endMinute: day.closes }))
      .sort((a, b) => a.weekday - b.weekday);
    expect(DEMO_SHIFTS).toEqual(opening);
  });

  it("gives each service 2 places a slot in each area: a home service's visits go to its crew, a partner's stay on offer; a second seed adds nobody", async () => {
    await seedDemoStaff();
    const members = await count("SELECT COUNT(*) AS n FROM staff_members");
    expect(members).toBe(SERVICE_IDS.length * SERVICE_LOCATIONS.length * 2);
    await seedDemoStaff();
    expect(await count("SELECT COUNT(*) AS n FROM staff_members")).toBe(members);
    expect(await count("SELECT COUNT(*) AS n FROM staff_shifts")).toBe(members * DEMO_SHIFTS.length);

    const date = futureDate({ weekday: true });
    for (const service of SERVICE_IDS) expect(await remaining(service, date, "33131", "10:00 AM"), service).toBe(2);
    for (const zip of ["33301", "33401"]) expect(await remaining("deep-cleaning", date, zip, "2:00 PM"), zip).toBe(2);

    // A home service's visits are given its demo crew members when sold.
    const cleanings = [await bookMiami("tv-mounting", date, "4:00 PM"), await bookMiami("tv-mounting", date, "4:00 PM")];
    expect(await givenTo(cleanings)).toEqual([`${DEMO_STAFF_ID_PREFIX}tv-mounting-mia-1`, `${DEMO_STAFF_ID_PREFIX}tv-mounting-mia-2`]);
    expect(await remaining("tv-mounting", date, "33131", "4:00 PM")).toBe(0);
    expect(await remaining("tv-mounting", date, "33401", "4:00 PM")).toBe(2);
    const third = { service_id: "tv-mounting", appointment_date: date, appointment_time: "4:00 PM", service_address: ADDRESS_IN["33131"] };
    expect((await postBooking(third)).status).toBe(409);

    // A partner's service stays on offer to its demo vendors, each visit holding one of their places.
    const styling = [await bookMiami("hair-stylist", date, "4:00 PM"), await bookMiami("hair-stylist", date, "4:00 PM")];
    expect(await givenTo(styling)).toEqual([]);
    expect(await remaining("hair-stylist", date, "33131", "4:00 PM")).toBe(0);
  });
});
