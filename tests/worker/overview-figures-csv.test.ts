import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getService } from "#core/catalogue";
import { packageOrDefault } from "#core/packages";
import { businessDayStart, businessToday } from "#core/time-slots";
import { bookingPayments, subscriptionCancellationReasons, subscriptions, users } from "#worker/db/schema";
import { addDays } from "./business-calendar";
import { insertVisit } from "./booking-rows";
import { adminAccount, api, appNow, db, verifiedAccount } from "./support";

/**
 * The Overview's money at risk, subscriptions and customers as CSV. Money at risk is every
 * payment owed now (more than a keyset page of them); the other two are a week 150 weeks back
 * (no other test writes there) against the week before it.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const monday = (() => {
  const today = businessToday(appNow());
  return addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7 * 150);
})();
const sunday = addDays(monday, 6);
const noonOf = (date: string) => new Date(businessDayStart(date).getTime() + 12 * HOUR_MS);
/** More than one page of the stream (1,000 rows), so the download is seen to go past it. */
const OWED_IN_BULK = 1_050;

let cookie: string;

async function owed(values: { customerName: string; cents: number; owedDaysAgo: number; declined?: boolean; payLink?: boolean }) {
  const { id } = await insertVisit(addDays(monday, -30), { customerName: values.customerName });
  const createdAt = new Date(appNow().getTime() - values.owedDaysAgo * DAY_MS - HOUR_MS);
  await db.insert(bookingPayments).values({
    id: crypto.randomUUID(),
    bookingId: id,
    kind: "visit",
    amountCents: values.cents,
    lines: { service_id: "regular-cleaning", lines: [], discount_cents: 0, total_cents: values.cents },
    status: values.payLink || values.declined ? "awaiting_payment" : "pending",
    declinedPaymentMethodId: values.declined ? "pm_declined" : null,
    payUrl: values.payLink ? "http://localhost/pay" : null,
    createdAt,
    updatedAt: createdAt,
  });
  return id;
}

/** Many owed visits in one statement each (bookings, then their payments), all owed since the same instant. */
async function owedInBulk() {
  const since = appNow().getTime() - 2 * DAY_MS;
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${OWED_IN_BULK})
       INSERT INTO bookings (id, reference, service_id, service_title, service_price, appointment_date, appointment_time, starts_at,
         customer_name, customer_email, customer_phone, service_address, area, status, idempotency_key, created_at, updated_at)
       SELECT 'bulk-' || i, 'SFB-BULK' || printf('%04d', i), 'regular-cleaning', 'Regular Cleaning', '$80/visit', ?1, '10:00 AM', ?2,
         'Bulk Customer', 'bulk-' || i || '@example.com', '(305) 555-0100', '1 Ocean Dr, Miami, FL', 'Miami, FL', 'completed', 'bulk-' || i, ?2, ?2
       FROM n`,
    ).bind(addDays(monday, -31), since),
    env.DB.prepare(
      `INSERT INTO booking_payments (id, booking_id, kind, amount_cents, lines, status, created_at, updated_at)
       SELECT 'bulk-pay-' || substr(id, 6), id, 'visit', 100, '{"service_id":"x","lines":[],"discount_cents":0,"total_cents":100}', 'pending', ?1, ?1
       FROM bookings WHERE id LIKE 'bulk-%'`,
    ).bind(since),
  ]);
}

async function subscription(values: { status: "active" | "canceled"; endedAt?: Date; setToCancel?: boolean }) {
  const id = crypto.randomUUID();
  const created = noonOf(addDays(monday, -10));
  await db.insert(users).values({
    id,
    name: "Csv Subscriber",
    email: `csv-sub-${id}@example.com`,
    emailVerified: true,
    firstName: "Csv",
    lastName: "Subscriber",
    createdAt: created,
    updatedAt: created,
  });
  await db.insert(subscriptions).values({
    id,
    userId: id,
    stripeCustomerId: `cus_${id.slice(0, 8)}`,
    stripeSubscriptionId: `sub_${id}`,
    packageId: "2bed2bath",
    status: values.status,
    cancelAtPeriodEnd: values.setToCancel ?? false,
    currentPeriodEnd: new Date(created.getTime() + 30 * DAY_MS),
    stripeEventAt: values.endedAt ?? created,
    createdAt: created,
    updatedAt: values.endedAt ?? created,
  });
  return id;
}

beforeAll(async () => {
  cookie = (await adminAccount()).cookie;
  // Owed now: a declined card 40 days back, a pay link 12 days back, one not charged yet; a paid visit and a tip are not owed.
  await owed({ customerName: '=HYPERLINK("http://x")', cents: 9_000, owedDaysAgo: 40, declined: true });
  await owed({ customerName: "Lia Pay-Link", cents: 7_500, owedDaysAgo: 12, payLink: true });
  await owed({ customerName: "Mo; -2+3", cents: 5_000, owedDaysAgo: 5 });
  await owedInBulk();
  const paid = await insertVisit(addDays(monday, -30), { customerName: "Paid Customer" });
  await db.insert(bookingPayments).values({
    id: crypto.randomUUID(),
    bookingId: paid.id,
    kind: "visit",
    amountCents: 4_000,
    lines: { service_id: "regular-cleaning", lines: [], discount_cents: 0, total_cents: 4_000 },
    status: "paid",
    paidCents: 4_000,
    paidAt: paid.at,
    createdAt: paid.at,
    updatedAt: paid.at,
  });

  // Subscriptions: one serving throughout, one ended on the week's Wednesday (it cost too much),
  // one set to cancel, who said the week before that they are moving.
  await subscription({ status: "active" });
  const ended = await subscription({ status: "canceled", endedAt: noonOf(addDays(monday, 2)) });
  const leaving = await subscription({ status: "active", setToCancel: true });
  await db.insert(subscriptionCancellationReasons).values([
    { subscriptionId: ended, reason: "too_expensive", createdAt: noonOf(addDays(monday, 1)) },
    { subscriptionId: leaving, reason: "moving", createdAt: noonOf(addDays(monday, -3)) },
  ]);

  // Customers: two first visits this week (one for a service the catalogue no longer lists, kept
  // under an id that reads as a formula), one of them back within 60 days; one returning customer.
  const firstVisit = (who: string, date: string, serviceId = "regular-cleaning") =>
    insertVisit(date, { customerEmail: `${who}@example.com`, emailKey: `${who}@example.com`, serviceId });
  await firstVisit("csv-ann", addDays(monday, 1));
  await firstVisit("csv-ann", addDays(monday, 20));
  await firstVisit("csv-bob", addDays(monday, 2), "=old-service");
  await firstVisit("csv-cat", addDays(monday, -40));
  await firstVisit("csv-cat", addDays(monday, 3));
});

const csvOf = async (path: string) => {
  const response = await api(path, { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  return { rows: (await response.text()).split("\r\n"), file: response.headers.get("content-disposition") };
};

describe("the Overview's money at risk, subscriptions and customers as CSV", () => {
  it("lists every payment owed now, oldest first, past the 100 the page lists and past one page of the stream, names neutralised", async () => {
    const { rows, file } = await csvOf("/api/admin/metrics/at-risk.csv");
    expect(file).toBe(`attachment; filename="money-at-risk-${businessToday(appNow())}.csv"`);
    expect(rows[0]).toBe("reference,service,customer,why,amount,owed_since,days_owed");
    expect(rows.at(-1)).toBe("");
    const lines = rows.slice(1, -1);
    expect(lines).toHaveLength(3 + OWED_IN_BULK);
    const cells = (line: string) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(cells(lines[0]!).slice(1)).toEqual([
      "Regular Cleaning",
      `"'=HYPERLINK(""http://x"")"`,
      "Card declined",
      "90.00",
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      "40",
    ]);
    expect(cells(lines[1]!).slice(2, 6)).toEqual(["Lia Pay-Link", "Pay link open", "75.00", expect.any(String)]);
    expect(cells(lines[1]!)[6]).toBe("12");
    // The semicolon another locale splits at, and the formula after it, are both neutralised.
    expect(cells(lines[2]!).slice(2, 5)).toEqual([`"Mo; '-2+3"`, `"Completed, unpaid"`, "50.00"]);
    expect(new Set(lines.slice(3).map((line) => cells(line)[0])).size).toBe(OWED_IN_BULK);
    expect(lines.some((line) => line.includes("Paid Customer"))).toBe(false);
  });

  it("writes the subscriptions' figures against the period before, and the reasons given by those who cancelled", async () => {
    const { rows, file } = await csvOf(`/api/admin/metrics/subscriptions.csv?from=${monday}&to=${sunday}`);
    expect(file).toBe(`attachment; filename="subscriptions-${monday}-to-${sunday}.csv"`);
    const price = packageOrDefault("2bed2bath").priceValue;
    expect(rows).toEqual([
      "figure,period,previous_period",
      `monthly_recurring_revenue,${((2 * price) / 100).toFixed(2)},${((3 * price) / 100).toFixed(2)}`,
      "active_subscribers,2,3",
      "new_subscribers,0,0",
      "churned_subscribers,1,0",
      "churn_rate,0.3333,0.0000",
      "",
      "cancellation_reason,period,previous_period",
      "It costs too much,1,0",
      "I am moving away,0,1",
      "",
    ]);
  });

  it("writes the customers' figures, then the services new customers came for, a stored id neutralised", async () => {
    const { rows, file } = await csvOf(`/api/admin/metrics/customers.csv?from=${monday}&to=${sunday}`);
    expect(file).toBe(`attachment; filename="customers-${monday}-to-${sunday}.csv"`);
    expect(rows).toEqual([
      "figure,value",
      "new_customers,2",
      "returning_customers,1",
      "first_visits,2",
      "rebooked_within_60_days,1",
      "rebooking_rate,0.5000",
      "first_visits_with_first_time_offer,0",
      "rebooked_with_first_time_offer,0",
      "rebooking_rate_with_first_time_offer,",
      "rebooking_window_complete,yes",
      "",
      "service,new_customers,rebooked_within_60_days",
      `${getService("regular-cleaning")!.title},1,1`,
      "'=old-service,1,0",
      "",
    ]);
  });

  it("refuses anyone but an admin", async () => {
    const customer = await verifiedAccount();
    for (const path of ["at-risk.csv", `subscriptions.csv?from=${monday}&to=${sunday}`, `customers.csv?from=${monday}&to=${sunday}`]) {
      expect((await api(`/api/admin/metrics/${path}`, { cookie: customer.cookie })).status, path).toBe(403);
      expect((await api(`/api/admin/metrics/${path}`)).status, path).toBe(401);
    }
  });
});
