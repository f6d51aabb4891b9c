import { and, eq } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { bookings } from "#worker/db/schema";

// A subscription's first cleaning held while its checkout is open: confirmed by the payment, or released.

/** The write confirming a held first cleaning once its payment succeeded; it changes nothing if the cleaning is no longer held. */
export function confirmHeldBookingWrite(db: Database, id: string, now: Date) {
  return db
    .update(bookings)
    .set({ status: "confirmed", updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, "held_for_checkout")));
}

/** Frees the slot of a held first cleaning whose checkout was abandoned or replaced. */
export async function releaseHeldBooking(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, "held_for_checkout")));
}
