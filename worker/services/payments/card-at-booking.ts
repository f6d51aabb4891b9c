import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { accountCards } from "#worker/db/schema";
import { NotFound } from "../errors";

export const NOT_YOURS = "This card is not among your saved cards.";

/**
 * Refuses, before anything is stored, a booking request naming a card that is not among the
 * signed-in customer's kept cards (another account's, a removed one, or any for a guest): 404,
 * as for every other thing of another account.
 */
export async function assertOwnSavedCard(db: Database, userId: string | null, cardId: string): Promise<void> {
  const kept = userId
    ? await db
        .select({ id: accountCards.id })
        .from(accountCards)
        .where(
          and(
            eq(accountCards.id, cardId),
            eq(accountCards.userId, userId),
            isNotNull(accountCards.paymentMethodId),
            isNull(accountCards.removedAt),
          ),
        )
        .get()
    : undefined;
  if (!kept) throw new NotFound("not_found", NOT_YOURS);
}

/**
 * The chosen saved card written as the new booking's card, in the booking's own batch: it
 * writes only if that booking was inserted (a repeated key inserts none, so a double click
 * writes once) and the card is still the account's and kept.
 */
export function bookingCardAtSale(db: Database, booking: { id: string; userId: string }, cardId: string, now: Date): D1PreparedStatement {
  const at = now.getTime();
  return db.$client
    .prepare(
      `insert into booking_cards (booking_id, stripe_customer_id, payment_method_id, brand, last4, created_at, updated_at)
      select ?1, card.stripe_customer_id, card.payment_method_id, card.brand, card.last4, ?2, ?2
      from account_cards card
      where card.id = ?3 and card.user_id = ?4 and card.payment_method_id is not null and card.removed_at is null
        and exists (select 1 from bookings where bookings.id = ?1 and bookings.user_id = ?4)
      on conflict (booking_id) do nothing`,
    )
    .bind(booking.id, at, cardId, booking.userId);
}
