import { beforeAll, describe, expect, it } from "vitest";
import { getService } from "#core/catalogue";
import type { CustomerFigures } from "#core/customer-figures-api";
import { businessToday } from "#core/time-slots";
import { addDays } from "./business-calendar";
import { insertVisit } from "./booking-rows";
import { adminAccount, api, appNow, verifiedAccount } from "./support";

/** New, returning and rebooking customers over a week two years back, on rows written into this file's D1. */

const monday = (() => {
  const today = businessToday(appNow());
  return addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7 * 104);
})();
const sunday = addDays(monday, 6);

async function visit(values: {
  who: string;
  email?: string;
  date: string;
  service?: string;
  offer?: boolean;
  status?: "completed" | "cancelled" | "confirmed";
}) {
  await insertVisit(values.date, {
    customerName: "Customer Figures",
    customerEmail: values.email ?? `${values.who}@example.com`,
    emailKey: `${values.who}@example.com`,
    serviceId: values.service ?? "regular-cleaning",
    firstCleaningOffer: values.offer ?? false,
    status: values.status ?? "completed",
  });
}

beforeAll(async () => {
  // Ann: first visit with the 20% off, back a month later under another spelling of her email.
  await visit({ who: "ann", date: addDays(monday, 1), offer: true });
  await visit({ who: "ann", email: "Ann+home@example.com", date: addDays(monday, 30) });
  // Bob: first visit with the 20% off, back only on the 61st day.
  await visit({ who: "bob", date: addDays(monday, 2), offer: true });
  await visit({ who: "bob", date: addDays(monday, 63) });
  // Cat: no offer, came for a deep cleaning, back the next week.
  await visit({ who: "cat", date: addDays(monday, 3), service: "deep-cleaning" });
  await visit({ who: "cat", date: addDays(monday, 10), status: "confirmed" });
  // Dan came before the week: returning. Eve's only booking was cancelled: no customer.
  await visit({ who: "dan", date: addDays(monday, -20) });
  await visit({ who: "dan", date: addDays(monday, 4) });
  await visit({ who: "eve", date: addDays(monday, 5), status: "cancelled" });
});

describe("GET /api/admin/metrics/customers", () => {
  it("counts new and returning customers, and who of the new booked again within 60 days, with and without the first-time offer", async () => {
    const { cookie } = await adminAccount();
    const response = await api(`/api/admin/metrics/customers?from=${monday}&to=${sunday}`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual<CustomerFigures>({
      from: monday,
      to: sunday,
      new_customers: 3,
      returning_customers: 1,
      rebooking: { first_visits: 3, rebooked: 2, rate: 2 / 3 },
      rebooking_with_first_time_offer: { first_visits: 2, rebooked: 1, rate: 0.5 },
      // Dan's first visit was before the week: he is no new customer of any service.
      top_services: [
        { service_id: "regular-cleaning", title: getService("regular-cleaning")!.title, new_customers: 2, rebooked: 1 },
        { service_id: "deep-cleaning", title: getService("deep-cleaning")!.title, new_customers: 1, rebooked: 1 },
      ],
      window_complete: true,
    });
  });

  it("answers no rate for a period without first visits, and says the 60 days are not over for this week", async () => {
    const { cookie } = await adminAccount();
    const empty = (await (
      await api(`/api/admin/metrics/customers?from=${addDays(monday, -70)}&to=${addDays(monday, -64)}`, { cookie })
    ).json()) as CustomerFigures;
    expect(empty.rebooking).toEqual({ first_visits: 0, rebooked: 0, rate: null });
    expect(empty.top_services).toEqual([]);
    const thisWeek = (await (await api("/api/admin/metrics/customers", { cookie })).json()) as CustomerFigures;
    expect(thisWeek.window_complete).toBe(false);
  });

  it("refuses anyone but an admin", async () => {
    const customer = await verifiedAccount();
    expect((await api("/api/admin/metrics/customers", { cookie: customer.cookie })).status).toBe(403);
  });
});
