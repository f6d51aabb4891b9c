import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getService } from "#core/catalogue";
import { businessDayStart, businessToday, slotStart } from "#core/time-slots";
import type { PaymentStatus } from "#worker/db/payment-schema";
import { bookingPayments, bookings } from "#worker/db/schema";
import { outstandingFromFigures } from "#worker/services/reads/owner-metrics/day-figure-rows";
import { outstandingAt } from "#worker/services/reads/owner-metrics/money-rows";
import { periodsOf } from "#worker/services/reads/owner-metrics/periods";
import { addDays } from "./business-calendar";
import { appNow, db, uniqueEmail } from "./support";

/**
 * What the owner was owed at the end of a period, read from the kept figures, must equal the
 * same sum read from every payment, on made records in a year six years back (no other test
 * writes there), and after each way the site inserts, changes and deletes those records.
 */

const HOUR = 60 * 60 * 1000;
const monday = (() => {
  const start = `${Number(businessToday(appNow()).slice(0, 4)) - 6}-06-01`;
  return addDays(start, (8 - new Date(`${start}T00:00:00Z`).getUTCDay()) % 7);
})();
/** h hours after New York's midnight starting `date`. */
const at = (date: string, hours: number) => new Date(businessDayStart(date).getTime() + hours * HOUR);

let counter = 0;
async function insertBooking(date: string) {
  counter += 1;
  const id = crypto.randomUUID();
  await db.insert(bookings).values({
    id,
    reference: `SFB-OW${String(counter).padStart(4, "0")}`,
    serviceId: "regular-cleaning",
    serviceTitle: getService("regular-cleaning")!.title,
    servicePrice: "$80/visit",
    appointmentDate: date,
    appointmentTime: "10:00 AM",
    startsAt: slotStart(date, "10:00 AM"),
    customerName: `Owed Figures ${counter}`,
    customerEmail: uniqueEmail("owed-figures"),
    customerPhone: "(305) 555-0100",
    serviceAddress: "1 Ocean Dr, Miami, FL",
    area: "Miami, FL",
    status: "completed",
    idempotencyKey: id,
    createdAt: at(date, 0),
    updatedAt: at(date, 0),
  });
  return id;
}

async function insertPayment(
  bookingId: string,
  values: { kind?: "visit" | "tip"; amountCents: number; paidAt?: Date; status?: PaymentStatus },
) {
  const id = crypto.randomUUID();
  const paid = values.paidAt !== undefined;
  await db.insert(bookingPayments).values({
    id,
    bookingId,
    kind: values.kind ?? "visit",
    amountCents: values.amountCents,
    lines: {
      service_id: "x",
      lines: [{ code: "text", values: { text: "visit" }, amount_cents: values.amountCents }],
      discount_cents: 0,
      total_cents: values.amountCents,
    },
    status: values.status ?? (paid ? "paid" : "awaiting_payment"),
    paidCents: paid ? values.amountCents : 0,
    refundedCents: 0,
    paidAt: values.paidAt ?? null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  });
  return id;
}

/** Periods ending on each day of the three weeks the records span, of one day and of a week. */
async function expectOwedEqualDirect(step: string) {
  for (let offset = -1; offset < 21; offset += 1) {
    for (const length of [1, 7]) {
      const to = addDays(monday, offset);
      const { current, previous } = periodsOf({ from: addDays(to, 1 - length), to }, appNow());
      expect(await outstandingFromFigures(db, current, previous), `${step}: ${length} days to ${to}`).toEqual(
        await outstandingAt(db, current, previous),
      );
    }
  }
}

describe("what the owner is owed at the end of a period, from the kept figures", () => {
  it("equals the sum over every payment as payments are made, paid late, changed, moved and deleted", async () => {
    // Paid on the visit's day, paid three days late (at 23:30 New York, after midnight UTC), and not paid.
    const onTime = await insertBooking(monday);
    await insertPayment(onTime, { amountCents: 10_000, paidAt: at(monday, 15) });
    const late = await insertBooking(addDays(monday, 1));
    const latePayment = await insertPayment(late, { amountCents: 12_000, paidAt: at(addDays(monday, 4), 23.5) });
    const unpaid = await insertBooking(addDays(monday, 2));
    const unpaidPayment = await insertPayment(unpaid, { amountCents: 9_000, status: "failed" });
    // A tip paid late is the crew's, never owed by the customer.
    await insertPayment(late, { kind: "tip", amountCents: 1_500, paidAt: at(addDays(monday, 6), 9) });
    // Paid before the visit (a saved card charged ahead): never owed.
    const ahead = await insertBooking(addDays(monday, 9));
    await insertPayment(ahead, { amountCents: 7_000, paidAt: at(addDays(monday, 3), 9) });
    await expectOwedEqualDirect("made");
    const { current } = periodsOf({ from: addDays(monday, 1), to: addDays(monday, 1) }, appNow());
    expect((await outstandingFromFigures(db, current, current)).current).toBeGreaterThanOrEqual(12_000);

    // The unpaid visit is paid ten days late, then its amount is corrected.
    await db
      .update(bookingPayments)
      .set({ status: "paid", paidCents: 9_000, paidAt: at(addDays(monday, 12), 10) })
      .where(eq(bookingPayments.id, unpaidPayment));
    await expectOwedEqualDirect("paid late");
    await db.update(bookingPayments).set({ amountCents: 9_500 }).where(eq(bookingPayments.id, unpaidPayment));
    await expectOwedEqualDirect("amount changed");
    // The late payment's time is corrected to the visit's own day: it was never owed.
    await db
      .update(bookingPayments)
      .set({ paidAt: at(addDays(monday, 1), 18) })
      .where(eq(bookingPayments.id, latePayment));
    await expectOwedEqualDirect("paid on the day after all");
    // Visits move: one to before its payment (now paid late), one to after it.
    await db
      .update(bookings)
      .set({ appointmentDate: addDays(monday, -1) })
      .where(eq(bookings.id, late));
    await expectOwedEqualDirect("visit moved earlier");
    await db
      .update(bookings)
      .set({ appointmentDate: addDays(monday, 14) })
      .where(eq(bookings.id, unpaid));
    await expectOwedEqualDirect("visit moved later");
    await db
      .update(bookings)
      .set({ appointmentDate: addDays(monday, 1) })
      .where(eq(bookings.id, ahead));
    await expectOwedEqualDirect("prepaid visit moved before its payment");
    // A payment deleted, and a booking deleted with its payments.
    await db.delete(bookingPayments).where(eq(bookingPayments.id, latePayment));
    await expectOwedEqualDirect("payment deleted");
    await db.delete(bookings).where(eq(bookings.id, ahead));
    await expectOwedEqualDirect("booking deleted");
  });
});
