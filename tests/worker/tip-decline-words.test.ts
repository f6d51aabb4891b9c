import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { cardDeclineText } from "#core/i18n/card-decline-text";
import type { WalletResponse } from "#core/wallet-api";
import { bookings } from "#worker/db/schema";
import { adminPost, CARDS, payLocally, visitDone } from "./payment-support";
import { ENGLISH, errorOf, SPANISH } from "./reader-language";
import { type Account, api, db, postBooking, verifiedAccount } from "./support";

/** Stripe's test card that is declined for insufficient funds when charged. */
const INSUFFICIENT_FUNDS = "4000 0000 0000 9995";

async function saveToWallet(account: Account, number: string) {
  const started = await api("/api/wallet/cards", { method: "POST", json: {}, cookie: account.cookie });
  const saved = await payLocally(((await started.json()) as { url: string }).url, number);
  expect(saved.status).toBe(303);
  const { cards } = (await (await api("/api/wallet/cards", { cookie: account.cookie })).json()) as WalletResponse;
  return cards.find((card) => card.last4 === number.slice(-4))!;
}

/** A signed-in customer's laundry visit, done and paid with a saved 4242 card: a tip may be added. */
async function paidVisit(account: Account) {
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
  return booking.reference;
}

async function declinedTip(account: Account, reference: string, cardId: string, headers: Record<string, string>) {
  const answer = await api(`/api/my-bookings/${reference}/saved-card-tip`, {
    method: "POST",
    json: { tip_cents: 500, card_id: cardId },
    cookie: account.cookie,
    headers,
  });
  expect(answer.status).toBe(409);
  const error = await errorOf(answer);
  expect(error.code).toBe("card_declined");
  return error.message;
}

describe("a saved card declined for a tip", () => {
  it("is told by the network's reason in the reader's language", async () => {
    const ana = await verifiedAccount();
    const reference = await paidVisit(ana);
    const short = await saveToWallet(ana, INSUFFICIENT_FUNDS);

    expect(await declinedTip(ana, reference, short.id, SPANISH)).toBe(
      "Su tarjeta no tiene fondos suficientes. Elija otra tarjeta, o pague la propina con una tarjeta nueva.",
    );
    expect(await declinedTip(ana, reference, short.id, ENGLISH)).toBe(
      "Your card has insufficient funds. Please choose another card, or pay the tip with a new card.",
    );

    // Stripe's general decline (0002) reads as the general message.
    const declining = await saveToWallet(ana, CARDS.declined);
    expect(await declinedTip(ana, reference, declining.id, SPANISH)).toBe(
      "Su tarjeta fue rechazada. Elija otra tarjeta, o pague la propina con una tarjeta nueva.",
    );
    expect(await declinedTip(ana, reference, declining.id, ENGLISH)).toBe(
      "Your card was declined. Please choose another card, or pay the tip with a new card.",
    );
  });

  it("gets the general message for a code without its own, for none, and for codes that would say too much", () => {
    for (const code of ["do_not_honor", "a_code_stripe_adds_later", "stolen_card", "fraudulent", "toString", null]) {
      expect(cardDeclineText(code, "es"), String(code)).toBe("Su tarjeta fue rechazada.");
      expect(cardDeclineText(code, "en"), String(code)).toBe("Your card was declined.");
    }
    expect(cardDeclineText("expired_card", "es")).toBe("Su tarjeta está vencida.");
  });
});
