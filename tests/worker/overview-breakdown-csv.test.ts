import { beforeAll, describe, expect, it } from "vitest";
import { getService } from "#core/catalogue";
import type { ServiceLocation } from "#core/services/areas";
import { businessToday } from "#core/time-slots";
import { bookingPayments } from "#worker/db/schema";
import { addDays } from "./business-calendar";
import { insertVisit } from "./booking-rows";
import { adminAccount, api, appNow, db, verifiedAccount } from "./support";

/**
 * The Overview's revenue by service and by area as CSV: the table's rows, largest first, beside
 * the period before, with the totals. Visits of a week 160 weeks back (no other test writes
 * there) and of the week before it, each paid on its visit's day.
 */
const monday = (() => {
  const today = businessToday(appNow());
  return addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7 * 160);
})();
const sunday = addDays(monday, 6);
const title = (serviceId: string) => getService(serviceId)!.title;

async function paidVisit(date: string, serviceId: string, area: ServiceLocation | null, cents: number, refundedCents = 0) {
  const { id, at } = await insertVisit(date, { serviceId, serviceTitle: title(serviceId), area });
  await db.insert(bookingPayments).values({
    id: crypto.randomUUID(),
    bookingId: id,
    kind: "visit",
    amountCents: cents,
    lines: {
      service_id: serviceId,
      lines: [{ code: "text", values: { text: "visit" }, amount_cents: cents }],
      discount_cents: 0,
      total_cents: cents,
    },
    status: "paid",
    paidCents: cents,
    refundedCents,
    paidAt: at,
    createdAt: at,
    updatedAt: at,
  });
}

let cookie: string;
beforeAll(async () => {
  cookie = (await adminAccount()).cookie;
  await paidVisit(addDays(monday, 1), "regular-cleaning", "Miami, FL", 7_500);
  await paidVisit(addDays(monday, 2), "laundry-service", "Fort Lauderdale, FL", 6_000);
  await paidVisit(addDays(monday, 3), "deep-cleaning", null, 3_000, 500);
  // The week before: a regular cleaning, and a service and area sold only then.
  await paidVisit(addDays(monday, -5), "regular-cleaning", "Miami, FL", 4_000);
  await paidVisit(addDays(monday, -4), "car-detailing", "West Palm Beach, FL", 2_000);
});

const csvOf = async (path: string) => {
  const response = await api(`${path}?from=${monday}&to=${sunday}`, { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  return { rows: (await response.text()).split("\r\n"), file: response.headers.get("content-disposition") };
};

describe("the Overview's revenue by service and by area as CSV", () => {
  it("lists each service's revenue largest first, beside the period before, with the totals", async () => {
    const { rows, file } = await csvOf("/api/admin/metrics/by-service.csv");
    expect(file).toBe(`attachment; filename="revenue-by-service-${monday}-to-${sunday}.csv"`);
    expect(rows).toEqual([
      "service,revenue,previous_revenue,bookings",
      `${title("regular-cleaning")},75.00,40.00,1`,
      `${title("laundry-service")},60.00,0.00,1`,
      // 30.00 less its 5.00 refund.
      `${title("deep-cleaning")},25.00,0.00,1`,
      `${title("car-detailing")},0.00,20.00,0`,
      "total,160.00,60.00,3",
      "",
    ]);
  });

  it("lists each area the same way, a visit whose ZIP matched none as the table names it", async () => {
    const { rows } = await csvOf("/api/admin/metrics/by-area.csv");
    expect(rows).toEqual([
      "area,revenue,previous_revenue,bookings",
      `"Miami, FL",75.00,40.00,1`,
      `"Fort Lauderdale, FL",60.00,0.00,1`,
      "Area unknown,25.00,0.00,1",
      `"West Palm Beach, FL",0.00,20.00,0`,
      "total,160.00,60.00,3",
      "",
    ]);
  });

  it("refuses anyone but an admin", async () => {
    const customer = await verifiedAccount();
    expect((await api(`/api/admin/metrics/by-service.csv?from=${monday}&to=${sunday}`, { cookie: customer.cookie })).status).toBe(403);
    expect((await api(`/api/admin/metrics/by-area.csv?from=${monday}&to=${sunday}`)).status).toBe(401);
  });
});
