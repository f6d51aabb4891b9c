import { describe, expect, it } from "vitest";
import { cardDeclineText } from "#core/i18n/card-decline-text";
import { CARDS } from "./payment-support";
import { paidVisit, saveToWallet } from "./saved-card-visits";
import { ENGLISH, errorOf, SPANISH } from "./reader-language";
import { type Account, api, verifiedAccount } from "./support";

/** Stripe's test card that is declined for insufficient funds when charged. */
const INSUFFICIENT_FUNDS = "4000 0000 0000 9995";

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
    const { reference } = await paidVisit(ana);
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
