import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessToday } from "#core/time-slots";
import { bookings } from "#worker/db/schema";
import { firstVisitsDirect, keptFirstVisits } from "#worker/services/reads/top-services";
import { addDays } from "./business-calendar";
import { insertVisit } from "./booking-rows";
import { expectKeptEqualDirect } from "./kept-figures";
import { appNow, db } from "./support";

/**
 * Each customer's first visit, kept by triggers, must equal the one worked out from every
 * booking, on made records in a year eight years back (no other test writes there), after each
 * way the site makes, confirms, cancels, moves, re-prices and deletes bookings.
 */

const monday = (() => {
  const start = `${Number(businessToday(appNow()).slice(0, 4)) - 8}-09-01`;
  return addDays(start, (8 - new Date(`${start}T00:00:00Z`).getUTCDay()) % 7);
})();

async function visit(
  who: string,
  date: string,
  values: { service?: string; status?: "completed" | "cancelled" | "held_for_checkout" } = {},
) {
  const { id } = await insertVisit(date, {
    customerEmail: `${who}@example.com`,
    emailKey: `${who}@example.com`,
    serviceId: values.service ?? "regular-cleaning",
    status: values.status ?? "completed",
  });
  return id;
}

const expectKeptEqual = (step: string) => expectKeptEqualDirect(step, monday, 3, keptFirstVisits, firstVisitsDirect);

const update = (id: string, values: Partial<typeof bookings.$inferInsert>) => db.update(bookings).set(values).where(eq(bookings.id, id));

describe("each customer's first visit, kept", () => {
  // 12 changes, each compared over 45 spans: about 1,000 reads, slow on a loaded machine.
  it("equals the first visit read from every booking as bookings are made, changed and deleted", { timeout: 90_000 }, async () => {
    const annFirst = await visit("first-ann", addDays(monday, 2));
    const annLater = await visit("first-ann", addDays(monday, 9), { service: "deep-cleaning" });
    // Two on Bob's first day: the first stored is his first visit.
    const bobMorning = await visit("first-bob", addDays(monday, 3), { service: "car-detailing" });
    await visit("first-bob", addDays(monday, 3), { service: "laundry-service" });
    const catHeld = await visit("first-cat", addDays(monday, 1), { status: "held_for_checkout" });
    await visit("first-cat", addDays(monday, 4), { service: "pet-grooming" });
    const dan = await visit("first-dan", addDays(monday, 5), { status: "cancelled" });
    await expectKeptEqual("made");
    expect(await keptFirstVisits(db, { from: monday, to: addDays(monday, 6) })).toEqual([
      { who: "first-ann@example.com", firstDay: addDays(monday, 2), serviceId: "regular-cleaning" },
      { who: "first-bob@example.com", firstDay: addDays(monday, 3), serviceId: "car-detailing" },
      { who: "first-cat@example.com", firstDay: addDays(monday, 4), serviceId: "pet-grooming" },
    ]);

    await update(catHeld, { status: "confirmed" });
    await expectKeptEqual("held checkout confirmed");
    await update(dan, { status: "pending" });
    await expectKeptEqual("cancelled booking back");
    await update(annFirst, { status: "cancelled" });
    await expectKeptEqual("first visit cancelled");
    await update(annLater, { appointmentDate: addDays(monday, 1) });
    await expectKeptEqual("later visit moved before");
    await update(bobMorning, { serviceId: "deep-cleaning" });
    await expectKeptEqual("service changed");
    await update(bobMorning, { emailKey: "first-eve@example.com" });
    await expectKeptEqual("booking's person changed");
    await update(annFirst, { status: "completed", appointmentDate: addDays(monday, 20) });
    await expectKeptEqual("uncancelled and moved");
    await db.delete(bookings).where(eq(bookings.id, annLater));
    await expectKeptEqual("first visit deleted");
    await db.delete(bookings).where(eq(bookings.id, dan));
    await expectKeptEqual("only visit deleted");
    expect(await keptFirstVisits(db, { from: addDays(monday, -1), to: addDays(monday, 34) })).toEqual([
      { who: "first-ann@example.com", firstDay: addDays(monday, 20), serviceId: "regular-cleaning" },
      { who: "first-bob@example.com", firstDay: addDays(monday, 3), serviceId: "laundry-service" },
      { who: "first-cat@example.com", firstDay: addDays(monday, 1), serviceId: "regular-cleaning" },
      { who: "first-eve@example.com", firstDay: addDays(monday, 3), serviceId: "deep-cleaning" },
    ]);
  });
});
