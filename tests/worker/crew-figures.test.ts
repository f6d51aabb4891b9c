import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessToday } from "#core/time-slots";
import { bookingPayments, bookings, crewAssignments } from "#worker/db/schema";
import { crewPayRowsDirect, crewPayRowsFromFigures } from "#worker/services/reads/crew-pay-rows";
import { addDays } from "./business-calendar";
import { insertVisit } from "./booking-rows";
import { expectKeptEqualDirect } from "./kept-figures";
import { appNow, db } from "./support";

/**
 * Crew pay read from the kept figures must equal the same table read from every completed
 * booking, on made records in a year seven years back (no other test writes there), after each
 * way the site inserts, assigns, tips, moves, completes and deletes them.
 */

const monday = (() => {
  const start = `${Number(businessToday(appNow()).slice(0, 4)) - 7}-03-01`;
  return addDays(start, (8 - new Date(`${start}T00:00:00Z`).getUTCDay()) % 7);
})();

async function visit(date: string, values: { hours?: number; status?: "completed" | "pending" | "cancelled" } = {}) {
  const { id } = await insertVisit(date, { lengthHours: values.hours ?? 2, status: values.status ?? "completed" });
  return id;
}

async function assign(bookingId: string, crewName: string) {
  // As the console and the portal write it: a second assignment of the same visit replaces the crew.
  await db
    .insert(crewAssignments)
    .values({ visitType: "booking", visitId: bookingId, crewName, assignedBy: "owner@example.com", assignedAt: new Date(0) })
    .onConflictDoUpdate({ target: [crewAssignments.visitType, crewAssignments.visitId], set: { crewName } });
}

async function tip(bookingId: string, cents: number, paid = true) {
  const id = crypto.randomUUID();
  await db.insert(bookingPayments).values({
    id,
    bookingId,
    kind: "tip",
    amountCents: cents,
    lines: { service_id: "regular-cleaning", lines: [], discount_cents: 0, total_cents: cents },
    status: paid ? "paid" : "awaiting_payment",
    paidCents: paid ? cents : 0,
    paidAt: paid ? new Date(0) : null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  });
  return id;
}

const expectKeptEqual = (step: string) => expectKeptEqualDirect(step, monday, 2, crewPayRowsFromFigures, crewPayRowsDirect);

describe("crew pay from the kept figures", () => {
  // 16 changes, each compared over 31 spans: about 1,000 reads, slow on a loaded machine.
  it("equals the table read from every completed booking as visits are made, given, tipped, moved and deleted", {
    timeout: 90_000,
  }, async () => {
    const blue = await visit(monday, { hours: 3 });
    await assign(blue, "Team Blue");
    const blueTip = await tip(blue, 1_500);
    const green = await visit(addDays(monday, 1), { hours: 4 });
    await tip(green, 2_000);
    await assign(green, "=Team Green");
    const nobody = await visit(addDays(monday, 2));
    const unpaidTip = await tip(nobody, 900, false);
    const upcoming = await visit(addDays(monday, 3), { status: "pending" });
    await assign(upcoming, "Team Blue");
    await tip(upcoming, 700);
    const cancelled = await visit(addDays(monday, 4), { status: "cancelled" });
    await assign(cancelled, "Team Blue");
    await expectKeptEqual("made");
    const week = { from: monday, to: addDays(monday, 6) };
    expect(await crewPayRowsFromFigures(db, week)).toEqual([
      { crew_name: "=Team Green", visits: 1, hours: 4, tips_cents: 2_000 },
      { crew_name: "Team Blue", visits: 1, hours: 3, tips_cents: 1_500 },
      { crew_name: null, visits: 1, hours: 2, tips_cents: 0 },
    ]);

    // Assignments: a visit handed to another crew, one given a crew, one whose crew is taken off.
    await assign(blue, "Team Red");
    await expectKeptEqual("handed to another crew");
    await assign(nobody, "Team Blue");
    await expectKeptEqual("given a crew");
    await db.delete(crewAssignments).where(and(eq(crewAssignments.visitType, "booking"), eq(crewAssignments.visitId, green)));
    await expectKeptEqual("crew taken off");
    await assign(green, "Team Blue");

    // Tips: one paid late, one refunded in part, one deleted.
    await db
      .update(bookingPayments)
      .set({ status: "paid", paidCents: 900, paidAt: new Date(0) })
      .where(eq(bookingPayments.id, unpaidTip));
    await expectKeptEqual("tip paid");
    await db.update(bookingPayments).set({ refundedCents: 500 }).where(eq(bookingPayments.id, blueTip));
    await expectKeptEqual("tip refunded in part");
    await db.delete(bookingPayments).where(eq(bookingPayments.id, unpaidTip));
    await expectKeptEqual("tip deleted");

    // Visits: completed, moved to another week, made longer, cancelled after all.
    await db.update(bookings).set({ status: "completed" }).where(eq(bookings.id, upcoming));
    await expectKeptEqual("completed");
    await db
      .update(bookings)
      .set({ appointmentDate: addDays(monday, 10) })
      .where(eq(bookings.id, blue));
    await expectKeptEqual("moved");
    await db.update(bookings).set({ lengthHours: 5 }).where(eq(bookings.id, green));
    await expectKeptEqual("longer");
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, nobody));
    await expectKeptEqual("cancelled");

    // A booking deleted with its tip; its crew's row stays behind and changes nothing.
    await db.delete(bookings).where(eq(bookings.id, green));
    await expectKeptEqual("booking deleted");
    await db.delete(crewAssignments).where(eq(crewAssignments.visitId, green));
    await expectKeptEqual("deleted booking's crew removed");
    expect(await crewPayRowsFromFigures(db, week)).toEqual([{ crew_name: "Team Blue", visits: 1, hours: 2, tips_cents: 700 }]);
  });
});
