import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import type { DayVisit } from "#core/admin-api";
import { bookings, crewAssignments, crewNeeded, emails } from "#worker/db/schema";
import { dayView } from "#worker/services/reads/day-view";
import { copyBooking } from "./busy-table";
import { bookingBody, db, futureDate, sendBooking, testContext } from "./support";

/**
 * The day view reads each booking's crew, whether it was recorded as needing one and whether its
 * reminder failed with the bookings themselves. On a day of more visits than one statement may
 * bind (D1: 100 values), each visit's flags must be what its own rows say.
 */
describe("the day view's flags on a busy day", () => {
  it("gives every visit its own crew, crew-needed flag and failed-reminder flag, past the first 90", async () => {
    const date = futureDate({ weekday: true });
    const made = await sendBooking(bookingBody({ appointment_date: date }));
    expect(made.status).toBe(201);
    const reference = ((await made.json()) as BookingResponse).booking.reference;
    await copyBooking(reference, 150);
    const rows = (await db.select({ id: bookings.id, reference: bookings.reference }).from(bookings)).filter(
      (row) => row.reference === reference || row.reference.startsWith(`${reference}-`),
    );
    expect(rows).toHaveLength(151);

    // The booking made through the API may have been given a member at sale.
    const ours = new Set(rows.map((row) => row.id));
    const crews = new Map<string, string>(
      (await db.select().from(crewAssignments))
        .filter((row) => row.visitType === "booking" && ours.has(row.visitId))
        .map((row) => [row.visitId, row.crewName]),
    );
    const recordedNeeding = new Set<string>();
    const failed = new Set<string>();
    const at = new Date(0);
    for (const [index, row] of rows.entries()) {
      if (index % 3 === 0) {
        crews.set(row.id, `Crew ${index}`);
        await db
          .insert(crewAssignments)
          .values({ visitType: "booking", visitId: row.id, crewName: `Crew ${index}`, assignedBy: "owner@example.com", assignedAt: at })
          .onConflictDoUpdate({ target: [crewAssignments.visitType, crewAssignments.visitId], set: { crewName: `Crew ${index}` } });
      }
      // Some recorded as needing a crew were given one since: only the others still need one.
      if (index % 5 === 0) {
        recordedNeeding.add(row.id);
        await db.insert(crewNeeded).values({ bookingId: row.id, createdAt: at });
      }
      // A failed or dead reminder flags the visit; a sent one, or a failed confirmation, does not.
      const message = [
        { kind: "booking-reminder", status: "failed" },
        { kind: "visit-reminder-text", status: "dead" },
        { kind: "booking-reminder", status: "sent" },
        { kind: "booking-confirmation", status: "failed" },
      ][index % 7] as { kind: string; status: "failed" | "dead" | "sent" } | undefined;
      if (message) {
        if (message.status !== "sent" && message.kind !== "booking-confirmation") failed.add(row.reference);
        await db.insert(emails).values({
          id: crypto.randomUUID(),
          ...message,
          to: "someone@example.com",
          subject: "Reminder",
          html: "<p>Reminder</p>",
          text: "Reminder",
          bookingReference: row.reference,
          createdAt: at,
          updatedAt: at,
        });
      }
    }

    const view = await dayView(testContext(), date);
    const visits = new Map<string, DayVisit>(view.slots.flatMap((slot) => slot.visits).map((visit) => [visit.id, visit]));
    const seen = rows.map((row) => {
      const visit = visits.get(row.id);
      return { id: row.id, crewName: visit?.crewName, needsCrew: visit?.needsCrew, reminderFailed: visit?.reminderFailed };
    });
    expect(seen).toEqual(
      rows.map((row) => ({
        id: row.id,
        crewName: crews.get(row.id) ?? null,
        needsCrew: recordedNeeding.has(row.id) && !crews.has(row.id),
        reminderFailed: failed.has(row.reference),
      })),
    );
    expect(seen.filter((visit) => visit.needsCrew).length).toBeGreaterThan(0);
    expect(seen.filter((visit) => visit.reminderFailed).length).toBeGreaterThan(0);
  });
});
