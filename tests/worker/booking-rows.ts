import { slotStart } from "#core/time-slots";
import { type BookingRecord, bookings } from "#worker/db/schema";
import { db } from "./support";

let counter = 0;

/**
 * A regular cleaning at 10:00 AM on `date`, written straight into D1 as the app stores it
 * (completed, in Miami, unless `overrides` say otherwise): for tests of the owner's figures
 * that need visits in the past, which the API cannot book. Answers its id and start.
 */
export async function insertVisit(date: string, overrides: Partial<BookingRecord> = {}) {
  counter += 1;
  const id = crypto.randomUUID();
  const at = slotStart(date, "10:00 AM");
  await db.insert(bookings).values({
    id,
    reference: `SFB-RW${String(counter).padStart(4, "0")}`,
    serviceId: "regular-cleaning",
    serviceTitle: "Regular Cleaning",
    servicePrice: "$80/visit",
    appointmentDate: date,
    appointmentTime: "10:00 AM",
    startsAt: at,
    customerName: "Figures Customer",
    customerEmail: `figures-${counter}@example.com`,
    customerPhone: "(305) 555-0100",
    serviceAddress: "1 Ocean Dr, Miami, FL",
    area: "Miami, FL",
    status: "completed",
    idempotencyKey: id,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
  return { id, at };
}
