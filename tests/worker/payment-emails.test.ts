import { describe, expect, it } from "vitest";
import type { AdminBookingDetail } from "#core/admin-api";
import { api } from "./support";
import { adminPost, bookLaundry, CARDS, latestPaymentEmailTo, payLocally, saveCardLocally, visitDone } from "./payment-support";

// The payment emails carry text typed by others: the customer's name from the booking form and
// the labels of the lines the business adds at completion. Each flow is driven for real (local
// mode) and the stored HTML must show that text escaped, never as markup a mail client renders.

const NAME = "<b>Gloria</b> Estrada";
const NAME_ESCAPED = "&lt;b&gt;Gloria&lt;/b&gt; Estrada";
const LABEL = "<img src=x onerror=alert(1)>";
const LABEL_ESCAPED = "&lt;img src=x onerror=alert(1)&gt;";

/** A laundry visit booked under the marked-up name, done, and completed with one extra line labelled with markup. */
async function completedWithMarkup(card: "none" | "succeeds") {
  const booking = await bookLaundry({ customer_name: NAME });
  if (card === "succeeds") await saveCardLocally(booking.reference, booking.token, CARDS.succeeds);
  await visitDone(booking.id);
  const response = await adminPost(`/bookings/${booking.reference}/complete`, {
    pounds: 20,
    speed: "standard",
    extras: [{ label: LABEL, amount_cents: 200 }],
  });
  expect(response.status).toBe(200);
  return { booking, detail: (await response.json()) as AdminBookingDetail };
}

describe("the payment emails escape what customers and the business typed", () => {
  it("escapes the customer's name and a completion line's label in the pay link email", async () => {
    // No card saved: the completion emails the pay link.
    const { booking, detail } = await completedWithMarkup("none");
    expect(detail.payment.state).toBe("awaiting_payment");
    const email = await latestPaymentEmailTo(booking.email);
    expect(email?.kind).toBe("payment-link");
    expect(email?.html).toContain(`Hello ${NAME_ESCAPED},`);
    expect(email?.html).toContain(LABEL_ESCAPED);
    expect(email?.html).not.toContain("<b>Gloria");
    expect(email?.html).not.toContain("<img");
  });

  it("escapes the customer's name and a completion line's label in the receipt", async () => {
    const { booking, detail } = await completedWithMarkup("succeeds");
    expect(detail.payment.state).toBe("paid");
    const email = await latestPaymentEmailTo(booking.email);
    expect(email?.kind).toBe("payment-receipt");
    expect(email?.html).toContain(`Hello ${NAME_ESCAPED},`);
    expect(email?.html).toContain(LABEL_ESCAPED);
    expect(email?.html).not.toContain("<b>Gloria");
    expect(email?.html).not.toContain("<img");
  });

  it("escapes the customer's name in the refund email", async () => {
    // The refund email lists no lines, only the amounts: the name is the typed text it shows.
    const { booking } = await completedWithMarkup("succeeds");
    const refunded = await adminPost(`/bookings/${booking.reference}/refund`, { kind: "visit", amount_cents: 500, reason: "goodwill" });
    expect(refunded.status).toBe(200);
    const email = await latestPaymentEmailTo(booking.email);
    expect(email?.kind).toBe("payment-refund");
    expect(email?.html).toContain(`Hello ${NAME_ESCAPED},`);
    expect(email?.html).not.toContain("<b>Gloria");
  });

  it("names the tip in the tip's refund email and the visit in the visit's, with the name escaped", async () => {
    const { booking } = await completedWithMarkup("succeeds");
    const tipPath = `/api/my-bookings/${booking.reference}/tip?token=${encodeURIComponent(booking.token)}`;
    const started = await api(tipPath, { method: "POST", json: { tip_cents: 1500 } });
    expect((await payLocally(((await started.json()) as { url: string }).url, CARDS.succeeds)).status).toBe(303);

    const tipRefund = await adminPost(`/bookings/${booking.reference}/refund`, { kind: "tip", amount_cents: 500, reason: "service_issue" });
    expect(tipRefund.status).toBe(200);
    const tipEmail = await latestPaymentEmailTo(booking.email);
    expect(tipEmail?.kind).toBe("payment-refund");
    expect(tipEmail?.subject).toMatch(/^Tip refund: /);
    expect(tipEmail?.text).toMatch(/We have refunded \$5\.00 of your tip for Laundry/);
    expect(tipEmail?.html).toContain("of your tip for");
    expect(tipEmail?.html).toContain(`Hello ${NAME_ESCAPED},`);
    expect(tipEmail?.html).not.toContain("<b>Gloria");

    await adminPost(`/bookings/${booking.reference}/refund`, { kind: "visit", amount_cents: 300, reason: "goodwill" });
    const visitEmail = await latestPaymentEmailTo(booking.email);
    expect(visitEmail?.subject).toMatch(/^Refund: /);
    expect(visitEmail?.text).toMatch(/We have refunded \$3\.00 of your visit, Laundry/);
  });
});
