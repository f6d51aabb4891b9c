import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Quote } from "#core/pricing";
import { businessToday } from "#core/time-slots";
import { bookings } from "#worker/db/schema";
import { bookedAheadDirect, bookedAheadFromFigures } from "#worker/services/reads/booked-ahead";
import { addDays } from "./business-calendar";
import { insertVisit } from "./booking-rows";
import { appNow, db } from "./support";

/**
 * The week ahead's bookings and value, read from the figures the database keeps per visit day,
 * must equal the same sums read from every booking and its estimate, on made records three
 * years ahead (no other test writes there), and after each way the site inserts, changes and
 * deletes bookings.
 */
const first = addDays(businessToday(appNow()), 3 * 365);

const estimateOf = (totalCents: number): Quote => ({
  service_id: "regular-cleaning",
  lines: [],
  discount_cents: 0,
  total_cents: totalCents,
});

/** Spans of one day and of seven starting on each day the records use, and the day before. */
async function expectKeptEqualDirect(step: string) {
  for (let offset = -1; offset < 14; offset += 1) {
    for (const length of [1, 7]) {
      const from = addDays(first, offset);
      const to = addDays(from, length - 1);
      expect(await bookedAheadFromFigures(db, from, to), `${step}: ${length} days from ${from}`).toEqual(
        await bookedAheadDirect(db, from, to),
      );
    }
  }
}

describe("the week ahead from the kept figures", () => {
  it("equals the sums over every booking as bookings are made, moved, repriced, done, cancelled and deleted", async () => {
    const pending = await insertVisit(first, { status: "pending", estimate: estimateOf(12_000) });
    const confirmed = await insertVisit(addDays(first, 2), { status: "confirmed", estimate: estimateOf(8_000) });
    const unpriced = await insertVisit(addDays(first, 2), { status: "confirmed", estimate: null });
    // Neither a visit done, a cancelled booking nor a slot held for a checkout is still to come.
    const done = await insertVisit(addDays(first, 3), { status: "completed", estimate: estimateOf(5_000) });
    const cancelled = await insertVisit(addDays(first, 4), { status: "cancelled", estimate: estimateOf(40_000) });
    const held = await insertVisit(addDays(first, 4), { status: "held_for_checkout", estimate: estimateOf(9_000) });
    await expectKeptEqualDirect("made");
    expect(await bookedAheadFromFigures(db, first, addDays(first, 6))).toEqual({ bookings: 3, valueCents: 20_000, unpriced: 1 });

    const change = (id: string, values: Partial<typeof bookings.$inferInsert>) =>
      db.update(bookings).set(values).where(eq(bookings.id, id));
    await change(pending.id, { status: "confirmed" });
    await expectKeptEqualDirect("confirmed");
    await change(confirmed.id, { appointmentDate: addDays(first, 9) });
    await expectKeptEqualDirect("moved to the next week");
    await change(unpriced.id, { estimate: estimateOf(6_500) });
    await expectKeptEqualDirect("priced");
    await change(pending.id, { estimate: null });
    await expectKeptEqualDirect("estimate taken off");
    await change(held.id, { status: "pending" });
    await expectKeptEqualDirect("held checkout paid");
    await change(cancelled.id, { status: "confirmed", appointmentDate: addDays(first, 12) });
    await expectKeptEqualDirect("cancelled booking restored on another day");
    await change(confirmed.id, { status: "completed" });
    await expectKeptEqualDirect("visit done");
    await change(unpriced.id, { status: "cancelled" });
    await expectKeptEqualDirect("cancelled");
    // A write that changes nothing counted (a reminder sent) leaves the figures as they were.
    await change(held.id, { reminderSentAt: appNow() });
    await expectKeptEqualDirect("reminder sent");
    await db.delete(bookings).where(eq(bookings.id, held.id));
    await expectKeptEqualDirect("open booking deleted");
    await db.delete(bookings).where(eq(bookings.id, done.id));
    await expectKeptEqualDirect("visit done deleted");
    // Some 780 reads of D1 in a row: a shared 2-core machine takes more than the usual 20 s.
  }, 60_000);
});
