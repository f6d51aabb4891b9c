import { beforeAll, describe, expect, it } from "vitest";
import type { Figures, OwnerMetricsResponse } from "#core/owner-metrics-api";
import { getService } from "#core/catalogue";
import type { ServiceLocation } from "#core/services/areas";
import { businessDayStart, businessToday, slotStart } from "#core/time-slots";
import type { PaymentStatus } from "#worker/db/payment-schema";
import { bookingPayments, bookings, type SubscriptionStatus, subscriptions, users } from "#worker/db/schema";
import { addDays, weekdayOf } from "./business-calendar";
import { adminAccount, api, appNow, db, uniqueEmail, verifiedAccount } from "./support";

/**
 * The owner's figures, checked to the cent on rows written straight into D1 in weeks years
 * back, which no other test of this file touches. The week under test ends on the Sunday the
 * clocks go forward (the second Sunday of March), three years before today.
 */

const HOUR = 60 * 60 * 1000;
const thisYear = Number(businessToday(appNow()).slice(0, 4));

/** The second Sunday of March of `year`: New York moves to summer time that night. */
function springForward(year: number): string {
  const first = `${year}-03-01`;
  return addDays(first, ((7 - weekdayOf(first)) % 7) + 7);
}

const sunday = springForward(thisYear - 3);
const monday = addDays(sunday, -6);
const day = (offset: number) => addDays(monday, offset);
/** h hours after New York's midnight starting `date` (a 23-hour day on the change). */
const at = (date: string, hours: number) => new Date(businessDayStart(date).getTime() + hours * HOUR);

let counter = 0;
async function insertBooking(values: {
  date: string;
  serviceId: string;
  area: ServiceLocation | null;
  status?: "completed" | "cancelled";
}) {
  counter += 1;
  const id = crypto.randomUUID();
  const now = at(values.date, 0);
  await db.insert(bookings).values({
    id,
    reference: `SFB-OM${String(counter).padStart(4, "0")}`,
    serviceId: values.serviceId,
    serviceTitle: getService(values.serviceId)!.title,
    servicePrice: "$80/visit",
    appointmentDate: values.date,
    appointmentTime: "10:00 AM",
    startsAt: slotStart(values.date, "10:00 AM"),
    customerName: `Owner Metrics ${counter}`,
    customerEmail: uniqueEmail("owner-metrics"),
    customerPhone: "(305) 555-0100",
    serviceAddress: "1 Ocean Dr, Miami, FL",
    area: values.area,
    status: values.status ?? "completed",
    idempotencyKey: id,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

async function insertPayment(
  bookingId: string,
  values: { kind?: "visit" | "tip"; amountCents: number; paidAt?: Date; refundedCents?: number; status?: PaymentStatus },
) {
  const kind = values.kind ?? "visit";
  const paid = values.paidAt !== undefined;
  const createdAt = values.paidAt ?? new Date(0);
  await db.insert(bookingPayments).values({
    id: crypto.randomUUID(),
    bookingId,
    kind,
    amountCents: values.amountCents,
    lines: {
      service_id: "x",
      lines: [{ code: "text", values: { text: kind }, amount_cents: values.amountCents }],
      discount_cents: 0,
      total_cents: values.amountCents,
    },
    status: values.status ?? (paid ? "paid" : "awaiting_payment"),
    paidCents: paid ? values.amountCents : 0,
    refundedCents: values.refundedCents ?? 0,
    paidAt: values.paidAt ?? null,
    createdAt,
    updatedAt: createdAt,
  });
}

async function insertSubscription(values: { status: SubscriptionStatus; packageId: string; createdAt: Date; endedAt?: Date }) {
  const id = crypto.randomUUID();
  const userId = crypto.randomUUID();
  await db.insert(users).values({
    id: userId,
    name: "Sub Scriber",
    email: uniqueEmail("subscriber"),
    emailVerified: true,
    firstName: "Sub",
    lastName: "Scriber",
    createdAt: values.createdAt,
    updatedAt: values.createdAt,
  });
  await db.insert(subscriptions).values({
    id,
    userId,
    stripeCustomerId: `cus_${id.slice(0, 8)}`,
    stripeSubscriptionId: `sub_${id}`,
    packageId: values.packageId,
    status: values.status,
    currentPeriodEnd: new Date(values.createdAt.getTime() + 30 * 24 * HOUR),
    stripeEventAt: values.endedAt ?? values.createdAt,
    createdAt: values.createdAt,
    updatedAt: values.endedAt ?? values.createdAt,
  });
}

async function metrics(query: string): Promise<OwnerMetricsResponse> {
  const admin = await adminAccount();
  const response = await api(`/api/admin/metrics${query}`, { cookie: admin.cookie });
  if (response.status !== 200) throw new Error(`metrics answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as OwnerMetricsResponse;
}

/** The 7 days from `from` with nothing on them but what `on` lists, keyed by offset. */
function week(from: string, on: Record<number, { revenue_cents?: number; bookings_count?: number }> = {}) {
  return Array.from({ length: 7 }, (_, offset) => ({ date: addDays(from, offset), revenue_cents: 0, bookings_count: 0, ...on[offset] }));
}

beforeAll(async () => {
  // This week: a paid visit on the Saturday at 23:30 New York (04:30 UTC on Sunday), partly
  // refunded, with a tip; one paid on the Sunday of the change at 23:30 summer time; one
  // completed and unpaid; one cancelled; and the previous week's visit paid this Tuesday.
  const saturday = await insertBooking({ date: day(5), serviceId: "regular-cleaning", area: "Miami, FL" });
  await insertPayment(saturday, { amountCents: 10_000, paidAt: at(day(5), 23.5), refundedCents: 2_500 });
  await insertPayment(saturday, { kind: "tip", amountCents: 1_500, paidAt: at(day(5), 12) });
  const changeDay = await insertBooking({ date: sunday, serviceId: "laundry-service", area: "Fort Lauderdale, FL" });
  await insertPayment(changeDay, { amountCents: 6_000, paidAt: new Date(businessDayStart(day(7)).getTime() - HOUR / 2) });
  // Paid at 00:30 on the Monday after (04:30 UTC, 23:30 Sunday by winter time): next week's.
  const nextWeek = await insertBooking({ date: day(7), serviceId: "laundry-service", area: "Fort Lauderdale, FL" });
  await insertPayment(nextWeek, { amountCents: 700, paidAt: at(day(7), 0.5) });
  const unpaid = await insertBooking({ date: day(2), serviceId: "regular-cleaning", area: "Miami, FL" });
  await insertPayment(unpaid, { amountCents: 8_000 });
  await insertBooking({ date: day(3), serviceId: "regular-cleaning", area: "Miami, FL", status: "cancelled" });

  // The week before: a visit paid that Friday, and Saturday's visit paid only on this Tuesday.
  const friday = await insertBooking({ date: day(-3), serviceId: "regular-cleaning", area: null });
  await insertPayment(friday, { amountCents: 4_000, paidAt: at(day(-3), 12) });
  const paidLate = await insertBooking({ date: day(-2), serviceId: "regular-cleaning", area: null });
  await insertPayment(paidLate, { amountCents: 3_000, paidAt: at(day(1), 9) });

  // One plan serving throughout, one that ended on this Thursday, one started this Friday.
  await insertSubscription({ status: "active", packageId: "2bed2bath", createdAt: at(day(-14), 9) });
  await insertSubscription({ status: "canceled", packageId: "1bed1bath", createdAt: at(day(-14), 9), endedAt: at(day(3), 12) });
  await insertSubscription({ status: "trialing", packageId: "3bed3bath", createdAt: at(day(4), 9) });
  // A checkout never paid this Saturday: no new subscriber.
  await insertSubscription({ status: "incomplete", packageId: "2bed2bath", createdAt: at(day(5), 9) });
});

describe("GET /api/admin/metrics", () => {
  it("sums the week by New York day across the spring change, and the week before it", async () => {
    const { metrics: week1, previous } = await metrics(`?from=${monday}&to=${sunday}`);
    expect(week1).toEqual<Figures>({
      from: monday,
      to: sunday,
      // (100.00 - 25.00 refunded) + 60.00 + 30.00 paid this Tuesday for last week's visit.
      revenue_cents: 16_500,
      tips_cents: 1_500,
      refunded_cents: 2_500,
      outstanding_cents: 8_000,
      average_ticket_cents: 5_500,
      bookings_count: 3,
      mrr_cents: 5_999 + 7_999,
      active_subscribers: 2,
      new_subscribers: 1,
      churned_subscribers: 1,
      churn_rate: 0.5,
      cancellation_reasons: [],
      // Saturday's 23:30 counts on Saturday, Sunday's 23:30 (summer time) on Sunday.
      by_day: week(monday, {
        1: { revenue_cents: 3_000 },
        2: { bookings_count: 1 },
        5: { revenue_cents: 7_500, bookings_count: 1 },
        6: { revenue_cents: 6_000, bookings_count: 1 },
      }),
      by_service: [
        { service_id: "laundry-service", title: "Laundry Service", revenue_cents: 6_000, bookings_count: 1 },
        { service_id: "regular-cleaning", title: "Regular Cleaning", revenue_cents: 10_500, bookings_count: 2 },
      ],
      by_area: [
        { area: "Fort Lauderdale, FL", revenue_cents: 6_000, bookings_count: 1 },
        { area: "Miami, FL", revenue_cents: 7_500, bookings_count: 2 },
        { area: null, revenue_cents: 3_000, bookings_count: 0 },
      ],
    });
    expect(previous).toEqual<Figures>({
      from: day(-7),
      to: day(-1),
      revenue_cents: 4_000,
      tips_cents: 0,
      refunded_cents: 0,
      // Saturday's visit was still owed when that week ended.
      outstanding_cents: 3_000,
      average_ticket_cents: 4_000,
      bookings_count: 2,
      mrr_cents: 5_999 + 3_999,
      active_subscribers: 2,
      new_subscribers: 0,
      churned_subscribers: 0,
      churn_rate: 0,
      cancellation_reasons: [],
      by_day: week(day(-7), { 4: { revenue_cents: 4_000, bookings_count: 1 }, 5: { bookings_count: 1 } }),
      by_service: [{ service_id: "regular-cleaning", title: "Regular Cleaning", revenue_cents: 4_000, bookings_count: 2 }],
      by_area: [{ area: null, revenue_cents: 4_000, bookings_count: 2 }],
    });
  });

  it("counts the first hour of the Monday after the change on Monday, not by winter time on Sunday", async () => {
    const { metrics: across } = await metrics(`?from=${day(5)}&to=${day(8)}`);
    expect(across.by_day).toEqual([
      { date: day(5), revenue_cents: 7_500, bookings_count: 1 },
      { date: sunday, revenue_cents: 6_000, bookings_count: 1 },
      { date: day(7), revenue_cents: 700, bookings_count: 1 },
      { date: day(8), revenue_cents: 0, bookings_count: 0 },
    ]);
    expect(across.revenue_cents).toBe(14_200);
  });

  it("answers zeros and no churn rate for a period with nothing in it", async () => {
    const from = addDays(monday, -7 * 52 * 3);
    const { metrics: empty } = await metrics(`?from=${from}&to=${addDays(from, 6)}`);
    expect(empty).toEqual<Figures>({
      from,
      to: addDays(from, 6),
      revenue_cents: 0,
      tips_cents: 0,
      refunded_cents: 0,
      outstanding_cents: 0,
      average_ticket_cents: 0,
      bookings_count: 0,
      mrr_cents: 0,
      active_subscribers: 0,
      new_subscribers: 0,
      churned_subscribers: 0,
      churn_rate: null,
      cancellation_reasons: [],
      by_day: week(from),
      by_service: [],
      by_area: [],
    });
  });

  it("defaults to this week, Monday to Sunday in New York, against the week before", async () => {
    const today = businessToday(appNow());
    const thisMonday = addDays(today, -((weekdayOf(today) + 6) % 7));
    const answer = await metrics("");
    expect([answer.metrics.from, answer.metrics.to]).toEqual([thisMonday, addDays(thisMonday, 6)]);
    expect([answer.previous.from, answer.previous.to]).toEqual([addDays(thisMonday, -7), addDays(thisMonday, -1)]);
    expect(answer.metrics.by_day).toHaveLength(7);
  });

  it("refuses anyone but an admin", async () => {
    // The admin is answered at the very address, so the 403 is the route's guard, not a missing route.
    const path = `/api/admin/metrics?from=${monday}&to=${sunday}`;
    const customer = await verifiedAccount();
    expect((await api(path, { cookie: customer.cookie })).status).toBe(403);
    expect((await api(path)).status).toBe(401);
    expect((await api(path, { cookie: (await adminAccount()).cookie })).status).toBe(200);
  });

  it("refuses an end before the start, and more than 400 days, at the field", async () => {
    const admin = await adminAccount();
    const backwards = await api(`/api/admin/metrics?from=${sunday}&to=${monday}`, { cookie: admin.cookie });
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({
      error: { code: "invalid_input", fields: { to: "The end date must be on or after the start date." } },
    });
    const tooLong = await api(`/api/admin/metrics?from=${addDays(sunday, -400)}&to=${sunday}`, { cookie: admin.cookie });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: { fields: { to: "Please choose at most 400 days." } } });
    const longest = await api(`/api/admin/metrics?from=${addDays(sunday, -399)}&to=${sunday}`, { cookie: admin.cookie });
    expect(longest.status).toBe(200);
  });
});
