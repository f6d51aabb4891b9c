import { and, eq, isNull } from "drizzle-orm";
import type { CardDetails } from "#worker/billing/gateway";
import type { Database } from "#worker/db/client";
import { type AccountCardRecord, accountCards, bookings } from "#worker/db/schema";
import type { EventWrite } from "../event-work";
import { storedCustomer } from "./account-customer";

/** A card the customer saved to their account from the Profile tab: the session's row is filled once. */
export function walletCardWrites(db: Database, row: AccountCardRecord, card: CardDetails, now: Date): EventWrite[] {
  return [
    {
      statement: db
        .update(accountCards)
        .set({ ...cardColumns(card), setupUrl: null, setupExpiresAt: null, updatedAt: now })
        .where(and(eq(accountCards.id, row.id), isNull(accountCards.paymentMethodId))),
    },
  ];
}

/**
 * A card saved for a booking made signed in is kept on the account too (it was saved under
 * the account's customer, so the next booking can choose it); a card saved under a
 * booking's own customer (guests, cards saved before accounts kept cards) stays the booking's.
 */
export async function accountCopyWrites(
  db: Database,
  booking: { bookingId: string; stripeCustomerId: string },
  card: CardDetails,
  now: Date,
): Promise<EventWrite[]> {
  const [owner] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, booking.bookingId));
  if (!owner?.userId || (await storedCustomer(db, owner.userId)) !== booking.stripeCustomerId) return [];
  const row = {
    id: crypto.randomUUID(),
    userId: owner.userId,
    stripeCustomerId: booking.stripeCustomerId,
    ...cardColumns(card),
    createdAt: now,
    updatedAt: now,
  };
  // The same card delivered twice keeps one row (the unique account and payment method).
  return [{ statement: db.insert(accountCards).values(row).onConflictDoNothing() }];
}

function cardColumns(card: CardDetails) {
  return {
    paymentMethodId: card.paymentMethodId,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth ?? null,
    expYear: card.expYear ?? null,
  };
}
