import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import type { WalletResponse } from "#core/wallet-api";
import { bookings } from "#worker/db/schema";
import { adminPost, CARDS, payLocally, visitDone } from "./payment-support";
import { type Account, api, db, postBooking } from "./support";

/** Saves a test card to the account's wallet through the local checkout, and answers it as the wallet lists it. */
export async function saveToWallet(account: Account, number: string) {
  const started = await api("/api/wallet/cards", { method: "POST", json: {}, cookie: account.cookie });
  const saved = await payLocally(((await started.json()) as { url: string }).url, number);
  expect(saved.status).toBe(303);
  const { cards } = (await (await api("/api/wallet/cards", { cookie: account.cookie })).json()) as WalletResponse;
  return cards.find((card) => card.last4 === number.slice(-4))!;
}

/** A signed-in customer's laundry visit, done and paid ($23.00: 20 lb at $1/lb and the $3 fee) with a saved 4242 card: a tip may be added. */
export async function paidVisit(account: Account) {
  const card = await saveToWallet(account, CARDS.succeeds);
  const response = await postBooking({ service_id: "laundry-service", pounds: 20, speed: "standard" }, account.cookie);
  const { booking } = (await response.json()) as BookingResponse;
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
  const chosen = await api(`/api/my-bookings/${booking.reference}/saved-card`, {
    method: "POST",
    json: { card_id: card.id },
    cookie: account.cookie,
  });
  expect(chosen.status).toBe(200);
  await visitDone(row!.id);
  expect((await adminPost(`/bookings/${booking.reference}/complete`, { pounds: 20, speed: "standard" })).status).toBe(200);
  return { reference: booking.reference, id: row!.id, card };
}
