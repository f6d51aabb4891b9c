import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MyBookingResponse } from "#core/my-bookings";
import { bookingPayments } from "#worker/db/schema";
import { CARDS, payLocally } from "./payment-support";
import { paidVisit, saveToWallet } from "./saved-card-visits";
import { type Account, api, db, verifiedAccount } from "./support";

// Tips as shares of the visit (15, 18 and 20%, computed by the server) or an amount, paid
// in Stripe's page or, for a signed-in customer, with a card saved on the account.

async function myBooking(account: Account, reference: string) {
  return ((await (await api(`/api/my-bookings/${reference}`, { cookie: account.cookie })).json()) as MyBookingResponse).booking;
}

function tipWithCard(account: Account, reference: string, json: Record<string, unknown>) {
  return api(`/api/my-bookings/${reference}/saved-card-tip`, { method: "POST", json, cookie: account.cookie });
}

describe("tips", () => {
  it("offers 15, 18 and 20% of the visit, computed by the server, and charges the share chosen to a saved card", async () => {
    const ana = await verifiedAccount();
    const visit = await paidVisit(ana);
    const before = await myBooking(ana, visit.reference);
    expect(before.payment.amount_cents).toBe(2300);
    expect(before.payment.tip_options).toEqual([
      { percent: 15, amount_cents: 345 },
      { percent: 18, amount_cents: 414 },
      { percent: 20, amount_cents: 460 },
    ]);

    const tipped = await tipWithCard(ana, visit.reference, { percent: 18, card_id: visit.card.id });
    expect(tipped.status).toBe(200);
    const { booking } = (await tipped.json()) as MyBookingResponse;
    expect(booking.payment).toMatchObject({ tip_cents: 414, tip_until: null, tip_options: [] });
    expect(booking.payment.final?.lines.at(-1)).toEqual({ code: "tip", values: {}, amount_cents: 414 });
    const payments = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, visit.id));
    expect(payments.find((payment) => payment.kind === "tip")).toMatchObject({ status: "paid", paidCents: 414, cardLast4: "4242" });

    // Clicked again: charged once.
    const again = await tipWithCard(ana, visit.reference, { percent: 18, card_id: visit.card.id });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: "tip_already_paid" } });
  });

  it("takes a custom amount or a share in Stripe's page too, and refuses a share the page made up", async () => {
    const ana = await verifiedAccount();
    const visit = await paidVisit(ana);
    const path = `/api/my-bookings/${visit.reference}/tip`;
    const refused = await api(path, { method: "POST", json: { percent: 50 }, cookie: ana.cookie });
    expect(refused.status).toBe(400);
    const both = await api(path, { method: "POST", json: { percent: 15, tip_cents: 345 }, cookie: ana.cookie });
    expect(both.status).toBe(400);
    const share = await api(path, { method: "POST", json: { percent: 20 }, cookie: ana.cookie });
    expect(share.status).toBe(200);
    const [tip] = (await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, visit.id))).filter(
      (payment) => payment.kind === "tip",
    );
    expect(tip?.amountCents).toBe(460);
    const custom = await api(path, { method: "POST", json: { tip_cents: 725 }, cookie: ana.cookie });
    const url = ((await custom.json()) as { url: string }).url;
    expect((await payLocally(url, CARDS.succeeds)).status).toBe(303);
    expect((await myBooking(ana, visit.reference)).payment.tip_cents).toBe(725);
  });

  it("refuses another account's saved card for a tip (404) and charges nothing", async () => {
    const [ana, ben] = [await verifiedAccount(), await verifiedAccount()];
    const visit = await paidVisit(ana);
    const bensCard = await saveToWallet(ben, CARDS.succeeds);
    const refused = await tipWithCard(ana, visit.reference, { tip_cents: 500, card_id: bensCard.id });
    expect(refused.status).toBe(404);
    // Nor may Ben tip on Ana's booking with his own card.
    expect((await tipWithCard(ben, visit.reference, { tip_cents: 500, card_id: bensCard.id })).status).toBe(404);
    const tips = (await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, visit.id))).filter(
      (payment) => payment.kind === "tip" && payment.status === "paid",
    );
    expect(tips).toEqual([]);
    // Her own card pays it.
    expect((await tipWithCard(ana, visit.reference, { tip_cents: 500, card_id: visit.card.id })).status).toBe(200);
  });

  it("says a saved card was declined and leaves the tip to pay another way", async () => {
    const ana = await verifiedAccount();
    const visit = await paidVisit(ana);
    const declining = await saveToWallet(ana, CARDS.declined);
    const declined = await tipWithCard(ana, visit.reference, { tip_cents: 500, card_id: declining.id });
    expect(declined.status).toBe(409);
    expect(await declined.json()).toMatchObject({ error: { code: "card_declined" } });
    const after = await myBooking(ana, visit.reference);
    expect(after.payment.tip_cents).toBe(0);
    expect(after.payment.tip_until).not.toBeNull();
    const retried = await tipWithCard(ana, visit.reference, { tip_cents: 500, card_id: visit.card.id });
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as MyBookingResponse).booking.payment.tip_cents).toBe(500);
  });
});
