import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessToday } from "#core/time-slots";
import { bookings, crewAssignments, jobRatings, users } from "#worker/db/schema";
import { utilisationRowsDirect, utilisationRowsFromFigures } from "#worker/services/reads/utilisation-rows";
import { addDays } from "./business-calendar";
import { insertVisit } from "./booking-rows";
import { expectKeptEqualDirect } from "./kept-figures";
import { appNow, db } from "./support";

/**
 * Utilisation's visits per crew and per area, read from the kept figures, must equal the same
 * rows read from every visit, its crew and its rating, on made records in a year nine years back
 * (no other test writes there), after each way the site inserts, gives, rates, moves, cancels
 * and deletes them.
 */

const monday = (() => {
  const start = `${Number(businessToday(appNow()).slice(0, 4)) - 9}-03-01`;
  return addDays(start, (8 - new Date(`${start}T00:00:00Z`).getUTCDay()) % 7);
})();

type Status = "completed" | "pending" | "confirmed" | "cancelled" | "held_for_checkout";

async function visit(date: string, values: { hours?: number; status?: Status; area?: "Miami, FL" | "Fort Lauderdale, FL" | null } = {}) {
  const { id } = await insertVisit(date, {
    lengthHours: values.hours ?? 2,
    status: values.status ?? "completed",
    area: values.area === undefined ? "Miami, FL" : values.area,
  });
  return id;
}

async function member(name: string) {
  const id = crypto.randomUUID();
  await db.insert(users).values({
    id,
    name,
    email: `utilisation-${id}@example.com`,
    emailVerified: true,
    firstName: name,
    lastName: "Crew",
    createdAt: new Date(0),
    updatedAt: new Date(0),
  });
  return id;
}

async function assign(bookingId: string, crewName: string, providerId: string | null = null) {
  // As the console and the portal write it: a second assignment of the same visit replaces the crew.
  await db
    .insert(crewAssignments)
    .values({ visitType: "booking", visitId: bookingId, crewName, providerId, assignedBy: "owner@example.com", assignedAt: new Date(0) })
    .onConflictDoUpdate({ target: [crewAssignments.visitType, crewAssignments.visitId], set: { crewName, providerId } });
}

async function rate(bookingId: string, stars: number) {
  await db.insert(jobRatings).values({ bookingId, stars, createdAt: new Date(0) });
}

const expectKeptEqual = (step: string) => expectKeptEqualDirect(step, monday, 2, utilisationRowsFromFigures, utilisationRowsDirect);

describe("utilisation from the kept figures", () => {
  // 17 changes, each compared over 31 spans: about 2,000 reads, slow on a loaded machine.
  it("equals the rows read from every visit as visits are made, given, rated, moved, cancelled and deleted", {
    timeout: 120_000,
  }, async () => {
    const ana = await member("Ana");
    const bo = await member("Bo");
    const blue = await visit(monday, { hours: 3 });
    await assign(blue, "Team Blue", ana);
    await rate(blue, 5);
    const green = await visit(addDays(monday, 1), { hours: 4, area: "Fort Lauderdale, FL" });
    await rate(green, 3);
    await assign(green, "Team Green");
    const nowhere = await visit(addDays(monday, 2), { area: null });
    await assign(nowhere, "Team Blue");
    const upcoming = await visit(addDays(monday, 3), { status: "pending" });
    await assign(upcoming, "Team Blue", bo);
    const cancelled = await visit(addDays(monday, 4), { status: "cancelled" });
    await assign(cancelled, "Team Blue", ana);
    const held = await visit(addDays(monday, 4), { status: "held_for_checkout" });
    const nobody = await visit(addDays(monday, 5));
    await rate(nobody, 4);
    await expectKeptEqual("made");
    expect(await utilisationRowsFromFigures(db, { from: monday, to: addDays(monday, 6) })).toEqual({
      byMember: [
        // A crew name given with two accounts is listed under the greater id, as MAX() picks it.
        { crewName: "Team Blue", providerId: [ana, bo].sort().at(-1), visits: 3, hours: 7, ratings: 1, stars: 5 },
        { crewName: "Team Green", providerId: null, visits: 1, hours: 4, ratings: 1, stars: 3 },
      ],
      byArea: [
        { area: "Fort Lauderdale, FL", hours: 4 },
        { area: "Miami, FL", hours: 7 },
      ],
    });

    // Crews: a visit handed to another member, one given a crew, one whose crew is taken off, an account's name changed.
    await assign(blue, "Team Red", bo);
    await expectKeptEqual("handed to another crew");
    await assign(nobody, "Team Green", ana);
    await expectKeptEqual("given a crew");
    await db.delete(crewAssignments).where(and(eq(crewAssignments.visitType, "booking"), eq(crewAssignments.visitId, green)));
    await expectKeptEqual("crew taken off");
    await assign(green, "Team Blue", ana);
    await db.update(crewAssignments).set({ providerId: null }).where(eq(crewAssignments.visitId, upcoming));
    await expectKeptEqual("account taken off the assignment");

    // Ratings: one changed, one deleted, one given to a visit of nobody's.
    await db.update(jobRatings).set({ stars: 1 }).where(eq(jobRatings.bookingId, blue));
    await expectKeptEqual("rating changed");
    await db.delete(jobRatings).where(eq(jobRatings.bookingId, green));
    await expectKeptEqual("rating deleted");
    await rate(held, 2);
    await expectKeptEqual("held visit rated");

    // Visits: confirmed and done (nothing moves), moved, longer, to another area, cancelled, restored, a checkout paid.
    await db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, upcoming));
    await db.update(bookings).set({ status: "completed" }).where(eq(bookings.id, upcoming));
    await expectKeptEqual("confirmed and completed");
    await db
      .update(bookings)
      .set({ appointmentDate: addDays(monday, 10) })
      .where(eq(bookings.id, blue));
    await expectKeptEqual("moved");
    await db.update(bookings).set({ lengthHours: 5, area: "Fort Lauderdale, FL" }).where(eq(bookings.id, nowhere));
    await expectKeptEqual("longer, and in an area");
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, nobody));
    await expectKeptEqual("cancelled");
    await db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, cancelled));
    await expectKeptEqual("cancelled visit restored");
    await db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, held));
    await expectKeptEqual("checkout paid");
    // A write that changes nothing counted (a reminder sent) leaves the figures as they were.
    await db.update(bookings).set({ reminderSentAt: appNow() }).where(eq(bookings.id, held));
    await expectKeptEqual("reminder sent");

    // A booking deleted with its rating; its crew's row stays behind and changes nothing.
    await db.delete(bookings).where(eq(bookings.id, blue));
    await expectKeptEqual("booking deleted");
    await db.delete(crewAssignments).where(eq(crewAssignments.visitId, blue));
    await expectKeptEqual("deleted booking's crew removed");
  });
});
