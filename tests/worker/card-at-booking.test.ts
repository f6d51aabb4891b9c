import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import type { WalletResponse } from "#core/wallet-api";
import { bookingCards, bookings } from "#worker/db/schema";
import { CARDS, payLocally } from "./payment-support";
import { type Account, api, bookingBody, db, sendBooking, verifiedAccount } from "./support";

// A signed-in customer names one of the account's saved cards in the booking request itself:
// the booking is made with that card, and a card of another account is refused before anything is stored.

async function savedCard(account: Account, number: string): Promise<string> {
  const started = await api("/api/wallet/cards", {
    method: "POST",
    json: {},
    cookie: account.cookie,
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  expect(started.status).toBe(200);
  expect((await payLocally(((await started.json()) as { url: string }).url, number)).status).toBe(303);
  const listed = (await (await api("/api/wallet/cards", { cookie: account.cookie })).json()) as WalletResponse;
  const card = listed.cards.find((one) => one.last4 === number.slice(-4));
  expect(card).toBeDefined();
  return card!.id;
}

const laundry = (cardId: string) => bookingBody({ service_id: "laundry-service", pounds: 20, speed: "standard", card_id: cardId });

async function bookingRowsOf(email: string) {
  return db.select().from(bookings).where(eq(bookings.customerEmail, email));
}

describe("a saved card chosen in the booking request", () => {
  it("makes the booking with the chosen card, once on a double click", async () => {
    const ana = await verifiedAccount();
    await savedCard(ana, CARDS.declined);
    const chosen = await savedCard(ana, CARDS.succeeds);
    const body = { ...laundry(chosen), customer_email: ana.email };
    const key = crypto.randomUUID();
    const answers = await Promise.all([sendBooking(body, key, ana.cookie), sendBooking(body, key, ana.cookie)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const references = await Promise.all(answers.map(async (answer) => ((await answer.json()) as BookingResponse).booking.reference));
    expect(new Set(references).size).toBe(1);
    const [row, ...others] = await bookingRowsOf(ana.email);
    expect(others).toEqual([]);
    const cards = await db.select().from(bookingCards).where(eq(bookingCards.bookingId, row!.id));
    expect(cards.map(({ brand, last4 }) => ({ brand, last4 }))).toEqual([{ brand: "visa", last4: "4242" }]);
  });

  it("answers 404 for another account's card, and for a guest naming a card, storing no booking", async () => {
    const ana = await verifiedAccount();
    const anasCard = await savedCard(ana, CARDS.succeeds);
    const ben = await verifiedAccount();
    const bensBody = { ...laundry(anasCard), customer_email: ben.email };
    const asBen = await sendBooking(bensBody, crypto.randomUUID(), ben.cookie);
    expect(asBen.status).toBe(404);
    expect(((await asBen.json()) as { error: { code: string } }).error.code).toBe("not_found");
    const asGuest = await sendBooking(bensBody, crypto.randomUUID());
    expect(asGuest.status).toBe(404);
    expect(await bookingRowsOf(ben.email)).toEqual([]);
  });

  it("refuses a card id that is not a card id at the field", async () => {
    const ana = await verifiedAccount();
    const answer = await sendBooking({ ...laundry(""), customer_email: ana.email }, crypto.randomUUID(), ana.cookie);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { fields: Record<string, string> } }).error.fields.card_id).toBeTruthy();
  });
});
