import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getService } from "#core/catalogue";
import type { OwnerMetricsResponse } from "#core/owner-metrics-api";
import type { ServiceLocation } from "#core/services/areas";
import { businessDayStart, businessToday, slotStart } from "#core/time-slots";
import type { PaymentStatus } from "#worker/db/payment-schema";
import { bookingPayments, bookings } from "#worker/db/schema";
import { bookedByDayFromFigures, paidByDayFromFigures } from "#worker/services/reads/owner-metrics/day-figure-rows";
import { bookedByDay, paidByDay } from "#worker/services/reads/owner-metrics/money-rows";
import { type Period, periodsOf } from "#worker/services/reads/owner-metrics/periods";
import { paymentsDaySumsFromFigures } from "#worker/services/reads/payments-day-figures";
import { paymentsDaySums } from "#worker/services/reads/payments-rows";
import { addDays, weekdayOf } from "./business-calendar";
import { adminAccount, api, appNow, db, uniqueEmail } from "./support";

/**
 * The day figures the database keeps must equal the figures computed straight from payments
 * and bookings, on made records around both clock changes of a year five years back (no
 * other test writes there), and after the records are edited the ways the site edits them.
 */

const HOUR = 60 * 60 * 1000;
const year = Number(businessToday(appNow()).slice(0, 4)) - 5;

function firstSundayFrom(date: string): string {
  return addDays(date, (7 - weekdayOf(date)) % 7);
}

/** The clocks go forward on the second Sunday of March and back on the first Sunday of November. */
const springSunday = addDays(firstSundayFrom(`${year}-03-01`), 7);
const fallSunday = firstSundayFrom(`${year}-11-01`);
/** h hours after New York's midnight starting `date` (the change days have 23 and 25 hours). */
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
  await db.insert(bookings).values({
    id,
    reference: `SFB-DF${String(counter).padStart(4, "0")}`,
    serviceId: values.serviceId,
    serviceTitle: getService(values.serviceId)!.title,
    servicePrice: "$80/visit",
    appointmentDate: values.date,
    appointmentTime: "10:00 AM",
    startsAt: slotStart(values.date, "10:00 AM"),
    customerName: `Day Figures ${counter}`,
    customerEmail: uniqueEmail("day-figures"),
    customerPhone: "(305) 555-0100",
    serviceAddress: "1 Ocean Dr, Miami, FL",
    area: values.area,
    status: values.status ?? "completed",
    idempotencyKey: id,
    createdAt: at(values.date, 0),
    updatedAt: at(values.date, 0),
  });
  return id;
}

async function insertPayment(
  bookingId: string,
  values: { kind?: "visit" | "tip"; amountCents: number; paidAt?: Date; refundedCents?: number; status?: PaymentStatus },
) {
  const id = crypto.randomUUID();
  const kind = values.kind ?? "visit";
  const paid = values.paidAt !== undefined;
  await db.insert(bookingPayments).values({
    id,
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
    createdAt: values.paidAt ?? new Date(0),
    updatedAt: values.paidAt ?? new Date(0),
  });
  return id;
}

const periodOf = (from: string, to: string): Period => periodsOf({ from, to }, appNow()).current;
const spans = () => [
  periodOf(addDays(springSunday, -6), addDays(springSunday, 1)),
  periodOf(addDays(fallSunday, -6), addDays(fallSunday, 1)),
  periodOf(`${year}-01-01`, `${year}-12-31`),
];
const ordered = <Row>(rows: Row[]) => rows.map((row) => JSON.stringify(row)).sort();

/** Every reading the figures make, directly and from the kept figures, over each span. */
async function expectFiguresEqualDirect() {
  for (const span of spans()) {
    expect(ordered(await paidByDayFromFigures(db, span)), `paid ${span.from}`).toEqual(ordered(await paidByDay(db, span)));
    expect(ordered(await bookedByDayFromFigures(db, span)), `booked ${span.from}`).toEqual(ordered(await bookedByDay(db, span)));
    expect(await paymentsDaySumsFromFigures(db, span), `payments view ${span.from}`).toEqual(await paymentsDaySums(db, span));
  }
}

let cookie: string;
type Made =
  | "saturday"
  | "saturdayVisit"
  | "sunday"
  | "sundayVisit"
  | "sundayTip"
  | "declined"
  | "declinedVisit"
  | "noArea"
  | "fall"
  | "fallMonday";
/** The ids of the records made, for the edits. */
const ids = {} as Record<Made, string>;

beforeAll(async () => {
  cookie = (await adminAccount()).cookie;
  // The Saturday before the spring change, paid at 23:30 that night.
  ids.saturday = await insertBooking({ date: addDays(springSunday, -1), serviceId: "regular-cleaning", area: "Miami, FL" });
  ids.saturdayVisit = await insertPayment(ids.saturday, { amountCents: 12_000, paidAt: at(addDays(springSunday, -1), 23.5) });
  // The 23-hour Sunday: paid at 22:30 New York (its last hour), with a refund and a tip.
  ids.sunday = await insertBooking({ date: springSunday, serviceId: "deep-cleaning", area: "Fort Lauderdale, FL" });
  ids.sundayVisit = await insertPayment(ids.sunday, { amountCents: 20_000, paidAt: at(springSunday, 22.5), refundedCents: 2_000 });
  ids.sundayTip = await insertPayment(ids.sunday, { kind: "tip", amountCents: 1_500, paidAt: at(springSunday, 22.5) });
  // A declined charge on the Monday after, and a visit cancelled on the Sunday.
  ids.declined = await insertBooking({ date: addDays(springSunday, 1), serviceId: "regular-cleaning", area: "Miami, FL" });
  ids.declinedVisit = await insertPayment(ids.declined, { amountCents: 9_000, status: "failed" });
  await insertBooking({ date: springSunday, serviceId: "regular-cleaning", area: "Miami, FL", status: "cancelled" });
  // A booking with no area, and a tip checkout never paid (the payments view leaves it out).
  ids.noArea = await insertBooking({ date: springSunday, serviceId: "regular-cleaning", area: null });
  await insertPayment(ids.noArea, { amountCents: 8_000, paidAt: at(springSunday, 1) });
  await insertPayment(ids.noArea, { kind: "tip", amountCents: 700, status: "awaiting_payment" });
  // The 25-hour Sunday in November: paid at 23:30 (24.5 hours after midnight), and at 00:30 the Monday after.
  ids.fall = await insertBooking({ date: fallSunday, serviceId: "deep-cleaning", area: "West Palm Beach, FL" });
  await insertPayment(ids.fall, { amountCents: 15_000, paidAt: at(fallSunday, 24.5) });
  ids.fallMonday = await insertBooking({ date: addDays(fallSunday, 1), serviceId: "deep-cleaning", area: "West Palm Beach, FL" });
  await insertPayment(ids.fallMonday, { amountCents: 11_000, paidAt: at(addDays(fallSunday, 1), 0.5) });
});

describe("the day figures kept by the database", () => {
  it("equal the figures computed from the payments and bookings, around both clock changes", async () => {
    await expectFiguresEqualDirect();
    const springWeek = await api(`/api/admin/metrics?from=${addDays(springSunday, -6)}&to=${springSunday}`, { cookie });
    const { metrics } = (await springWeek.json()) as OwnerMetricsResponse;
    // 12,000 on Saturday night, 20,000 less 2,000 refunded on the short Sunday, 8,000 with no area; the tip apart.
    expect(metrics.revenue_cents).toBe(12_000 + 18_000 + 8_000);
    expect(metrics.tips_cents).toBe(1_500);
    expect(metrics.refunded_cents).toBe(2_000);
    expect(metrics.bookings_count).toBe(3);
    expect(metrics.by_day.find((day) => day.date === springSunday)).toEqual({
      date: springSunday,
      revenue_cents: 26_000,
      bookings_count: 2,
    });
    const fallWeek = await api(`/api/admin/metrics?from=${addDays(fallSunday, -6)}&to=${fallSunday}`, { cookie });
    expect(((await fallWeek.json()) as OwnerMetricsResponse).metrics.by_day.at(-1)).toEqual({
      date: fallSunday,
      revenue_cents: 15_000,
      bookings_count: 1,
    });
  });

  it("stay equal when a refund comes later, a declined charge is paid late, and visits move, change or go", async () => {
    await db.update(bookingPayments).set({ refundedCents: 3_000 }).where(eq(bookingPayments.id, ids.saturdayVisit));
    await expectFiguresEqualDirect();
    // Paid weeks later, in the fall week: the money moves to that day, the visit keeps its date.
    await db
      .update(bookingPayments)
      .set({ status: "paid", paidCents: 9_000, paidAt: at(addDays(fallSunday, -2), 12) })
      .where(eq(bookingPayments.id, ids.declinedVisit));
    await expectFiguresEqualDirect();
    await db.update(bookings).set({ appointmentDate: fallSunday }).where(eq(bookings.id, ids.noArea));
    await expectFiguresEqualDirect();
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, ids.fallMonday));
    await expectFiguresEqualDirect();
    await db.update(bookings).set({ serviceId: "regular-cleaning", area: "Miami, FL" }).where(eq(bookings.id, ids.sunday));
    await expectFiguresEqualDirect();
    await db.delete(bookingPayments).where(eq(bookingPayments.id, ids.sundayTip));
    await expectFiguresEqualDirect();
    await db.delete(bookings).where(eq(bookings.id, ids.fall));
    await expectFiguresEqualDirect();
    const springWeek = await api(`/api/admin/metrics?from=${addDays(springSunday, -6)}&to=${springSunday}`, { cookie });
    const { metrics } = (await springWeek.json()) as OwnerMetricsResponse;
    expect(metrics.revenue_cents).toBe(9_000 + 18_000 + 8_000);
    expect(metrics.tips_cents).toBe(0);
  });
});
