import { beforeAll, describe, expect, it } from "vitest";
import type { OwnerMetricsResponse } from "#core/owner-metrics-api";
import type { OwnerSnapshot } from "#core/owner-snapshot-api";
import { businessToday, slotStart } from "#core/time-slots";
import type { PaymentStatus } from "#worker/db/payment-schema";
import { bookingPayments, bookings, type SubscriptionStatus, subscriptions, users } from "#worker/db/schema";
import { addDays } from "./business-calendar";
import { adminAccount, api, appNow, db, uniqueEmail, verifiedAccount } from "./support";

/**
 * The Overview's figures that stand at "now" (the week ahead, the money at risk, the
 * subscriptions by state) and its revenue CSV, on rows written straight into this file's D1.
 */

const DAY = 24 * 60 * 60 * 1000;
const today = businessToday(appNow());

let counter = 0;
async function insertBooking(values: { date: string; totalCents?: number; status?: "pending" | "confirmed" | "completed" | "cancelled" }) {
  counter += 1;
  const id = crypto.randomUUID();
  const now = appNow();
  const reference = `SFB-SN${String(counter).padStart(4, "0")}`;
  await db.insert(bookings).values({
    id,
    reference,
    serviceId: "regular-cleaning",
    serviceTitle: "Regular Cleaning",
    servicePrice: "$80/visit",
    appointmentDate: values.date,
    appointmentTime: "10:00 AM",
    startsAt: slotStart(values.date, "10:00 AM"),
    customerName: `Snapshot Customer ${counter}`,
    customerEmail: uniqueEmail("snapshot"),
    customerPhone: "(305) 555-0100",
    serviceAddress: "1 Ocean Dr, Miami, FL",
    area: "Miami, FL",
    estimate:
      values.totalCents === undefined
        ? null
        : { service_id: "regular-cleaning", lines: [], discount_cents: 0, total_cents: values.totalCents },
    status: values.status ?? "confirmed",
    idempotencyKey: id,
    createdAt: now,
    updatedAt: now,
  });
  return { id, reference };
}

async function insertPayment(
  bookingId: string,
  values: { status: PaymentStatus; amountCents: number; daysAgo: number; kind?: "visit" | "tip"; declined?: boolean; payUrl?: boolean },
) {
  const createdAt = new Date(appNow().getTime() - values.daysAgo * DAY - 60_000);
  await db.insert(bookingPayments).values({
    id: crypto.randomUUID(),
    bookingId,
    kind: values.kind ?? "visit",
    amountCents: values.amountCents,
    lines: { service_id: "x", lines: [], discount_cents: 0, total_cents: values.amountCents },
    status: values.status,
    declinedPaymentMethodId: values.declined ? "pm_declined" : null,
    payUrl: values.payUrl ? "http://localhost:5173/pay/x" : null,
    paidCents: values.status === "paid" ? values.amountCents : 0,
    paidAt: values.status === "paid" ? createdAt : null,
    createdAt,
    updatedAt: createdAt,
  });
}

async function insertSubscription(status: SubscriptionStatus, cancelAtPeriodEnd = false) {
  const id = crypto.randomUUID();
  const userId = crypto.randomUUID();
  const at = new Date(appNow().getTime() - 40 * DAY);
  await db.insert(users).values({
    id: userId,
    name: "Sub Scriber",
    email: uniqueEmail("snapshot-subscriber"),
    emailVerified: true,
    firstName: "Sub",
    lastName: "Scriber",
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(subscriptions).values({
    id,
    userId,
    stripeCustomerId: `cus_${id.slice(0, 8)}`,
    stripeSubscriptionId: `sub_${id}`,
    packageId: "2bed2bath",
    status,
    cancelAtPeriodEnd,
    createdAt: at,
    updatedAt: at,
  });
}

async function adminGet(path: string): Promise<Response> {
  const response = await api(path, { cookie: (await adminAccount()).cookie });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

let declined: { id: string; reference: string };
let linkOpen: { id: string; reference: string };
let unpaid: { id: string; reference: string };

beforeAll(async () => {
  // The 7 days ahead: today and the sixth day after count, the seventh and a cancelled one do not.
  await insertBooking({ date: today, totalCents: 12_000 });
  await insertBooking({ date: addDays(today, 6), totalCents: 8_000, status: "pending" });
  await insertBooking({ date: addDays(today, 3) });
  await insertBooking({ date: addDays(today, 7), totalCents: 50_000 });
  await insertBooking({ date: addDays(today, 2), totalCents: 40_000, status: "cancelled" });

  // Money at risk: a declined card 9 days old, a pay link out 4 days, one not charged yet today;
  // a paid visit and an unpaid tip are not at risk.
  declined = await insertBooking({ date: addDays(today, -10), status: "completed" });
  await insertPayment(declined.id, { status: "awaiting_payment", amountCents: 15_000, daysAgo: 9, declined: true, payUrl: true });
  linkOpen = await insertBooking({ date: addDays(today, -5), status: "completed" });
  await insertPayment(linkOpen.id, { status: "awaiting_payment", amountCents: 9_000, daysAgo: 4, payUrl: true });
  unpaid = await insertBooking({ date: addDays(today, -1), status: "completed" });
  await insertPayment(unpaid.id, { status: "failed", amountCents: 7_500, daysAgo: 0 });
  const paid = await insertBooking({ date: addDays(today, -2), status: "completed" });
  await insertPayment(paid.id, { status: "paid", amountCents: 6_000, daysAgo: 1 });
  await insertPayment(paid.id, { kind: "tip", status: "awaiting_payment", amountCents: 1_000, daysAgo: 1, payUrl: true });

  await insertSubscription("active");
  await insertSubscription("trialing");
  await insertSubscription("active", true);
  await insertSubscription("canceled");
  await insertSubscription("unpaid");
  await insertSubscription("incomplete");
});

describe("GET /api/admin/metrics/now", () => {
  it("values the 7 days ahead, lists the money at risk oldest first with its age, and counts subscriptions by state", async () => {
    const snapshot = (await (await adminGet("/api/admin/metrics/now")).json()) as OwnerSnapshot;
    expect(snapshot.today).toBe(today);
    expect(snapshot.booked_ahead).toEqual({
      from: today,
      to: addDays(today, 6),
      value_cents: 20_000,
      bookings_count: 3,
      unpriced_count: 1,
    });
    expect(snapshot.at_risk.total_cents).toBe(31_500);
    expect(snapshot.at_risk.count).toBe(3);
    expect(snapshot.at_risk.by_kind).toEqual({
      declined: { count: 1, amount_cents: 15_000 },
      pay_link_open: { count: 1, amount_cents: 9_000 },
      unpaid: { count: 1, amount_cents: 7_500 },
    });
    expect(
      snapshot.at_risk.rows.map(({ reference, kind, amount_cents, age_days }) => ({ reference, kind, amount_cents, age_days })),
    ).toEqual([
      { reference: declined.reference, kind: "declined", amount_cents: 15_000, age_days: 9 },
      { reference: linkOpen.reference, kind: "pay_link_open", amount_cents: 9_000, age_days: 4 },
      { reference: unpaid.reference, kind: "unpaid", amount_cents: 7_500, age_days: 0 },
    ]);
    expect(snapshot.subscriptions).toEqual({ active: 2, set_to_cancel: 1, ended: 2 });
  });

  it("refuses anyone but an admin", async () => {
    const customer = await verifiedAccount();
    expect((await api("/api/admin/metrics/now", { cookie: customer.cookie })).status).toBe(403);
    expect((await api("/api/admin/metrics/now")).status).toBe(401);
  });
});

describe("GET /api/admin/metrics/by-day.csv", () => {
  it("writes each day of the period beside the same day of the period before, and the totals", async () => {
    const from = addDays(today, -2);
    const to = today;
    const csv = await (await adminGet(`/api/admin/metrics/by-day.csv?from=${from}&to=${to}`)).text();
    const { metrics, previous } = (await (await adminGet(`/api/admin/metrics?from=${from}&to=${to}`)).json()) as OwnerMetricsResponse;
    const rows = csv.trimEnd().split("\r\n");
    expect(rows[0]).toBe("date,revenue,bookings,previous_date,previous_revenue,previous_bookings");
    expect(rows).toHaveLength(5);
    // The visit paid yesterday (60.00) is the period's revenue; the tip is not.
    expect(metrics.revenue_cents).toBe(6_000);
    expect(rows[1]).toBe(
      `${from},${(metrics.by_day[0]!.revenue_cents / 100).toFixed(2)},${metrics.by_day[0]!.bookings_count},${previous.by_day[0]!.date},0.00,${previous.by_day[0]!.bookings_count}`,
    );
    expect(rows[4]).toBe(`total,60.00,${metrics.bookings_count},,0.00,${previous.bookings_count}`);
  });
});
