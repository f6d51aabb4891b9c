import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminBookingDetail } from "#core/admin-api";
import { refundSummary } from "#core/refund-reasons";
import { bookingPayments, paymentRefunds } from "#worker/db/schema";
import { apiWith } from "./billing-support";
import { adminAccount, api, db } from "./support";
import { adminPost, bookLaundry, CARDS, payLocally, saveCardLocally, visitDone } from "./payment-support";

// A refund names what it gives back (the visit's payment or the tip's, each its own Stripe
// payment) and why, as codes; each kind is bounded by what is left of its own payment.

const TIP_CENTS = 1500;

/** A laundry visit paid with a saved 4242 card, and, unless told otherwise, a $15.00 tip paid too. */
async function paidVisit({ tip = true }: { tip?: boolean } = {}) {
  const booking = await bookLaundry();
  await saveCardLocally(booking.reference, booking.token, CARDS.succeeds);
  await visitDone(booking.id);
  const completed = await adminPost(`/bookings/${booking.reference}/complete`, { pounds: 20, speed: "standard" });
  expect(completed.status).toBe(200);
  const visitCents = ((await completed.json()) as AdminBookingDetail).payment.paid_cents;
  if (tip) {
    const tipPath = `/api/my-bookings/${booking.reference}/tip?token=${encodeURIComponent(booking.token)}`;
    const started = await api(tipPath, { method: "POST", json: { tip_cents: TIP_CENTS } });
    expect(started.status).toBe(200);
    expect((await payLocally(((await started.json()) as { url: string }).url, CARDS.succeeds)).status).toBe(303);
  }
  return { ...booking, visitCents };
}

async function refund(reference: string, body: Record<string, unknown>) {
  const response = await adminPost(`/bookings/${reference}/refund`, body);
  return {
    status: response.status,
    body: (await response.json()) as AdminBookingDetail & { error?: { code: string; fields?: Record<string, string> } },
  };
}

async function refundRowsOf(bookingId: string) {
  return db
    .select({
      kind: paymentRefunds.kind,
      amountCents: paymentRefunds.amountCents,
      reason: paymentRefunds.reason,
      note: paymentRefunds.note,
    })
    .from(paymentRefunds)
    .innerJoin(bookingPayments, eq(bookingPayments.id, paymentRefunds.paymentId))
    .where(eq(bookingPayments.bookingId, bookingId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.amountCents));
}

describe("a refund of the visit or the tip", () => {
  it("stores its kind and reason as codes, with the note only for other, and lists them in the console's detail", async () => {
    const booking = await paidVisit();
    expect((await refund(booking.reference, { kind: "tip", amount_cents: 500, reason: "service_issue" })).status).toBe(200);
    const last = await refund(booking.reference, {
      kind: "visit",
      amount_cents: 300,
      reason: "other",
      note: "  Broken vase, agreed by phone  ",
    });
    expect(last.status).toBe(200);

    expect(await refundRowsOf(booking.id)).toEqual([
      { kind: "tip", amountCents: 500, reason: "service_issue", note: null },
      { kind: "visit", amountCents: 300, reason: "other", note: "Broken vase, agreed by phone" },
    ]);
    const [tipPayment] = await db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, booking.id))
      .orderBy(asc(bookingPayments.kind));
    expect(tipPayment).toMatchObject({ kind: "tip", refundRequestedCents: 500 });

    // The console lists each refund from these codes.
    expect(last.body.payment.refunds.map(refundSummary)).toEqual([
      "Refund of the tip · $5.00 · Service issue",
      "Refund of the visit · $3.00 · Other: Broken vase, agreed by phone",
    ]);
  });

  it("refuses a request without a kind or a reason, a note with another reason, and hidden characters in the note, at their fields", async () => {
    const booking = await paidVisit({ tip: false });
    const cases: [Record<string, unknown>, string][] = [
      [{ amount_cents: 500, reason: "goodwill" }, "kind"],
      [{ kind: "visit", amount_cents: 500 }, "reason"],
      [{ kind: "visit", amount_cents: 500, reason: "because I said so" }, "reason"],
      [{ kind: "visit", amount_cents: 500, reason: "goodwill", note: "a sentence instead of a code" }, "note"],
      [{ kind: "visit", amount_cents: 500, reason: "other", note: "refund \u202Eexe.gnp" }, "note"],
    ];
    for (const [body, field] of cases) {
      const answer = await refund(booking.reference, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(Object.keys(answer.body.error?.fields ?? {})).toContain(field);
    }
    expect(await refundRowsOf(booking.id)).toEqual([]);
  });

  it("refuses a tip refund above the tip paid less the tip's refunds, at the amount, however much the visit has left", async () => {
    const booking = await paidVisit();
    expect(booking.visitCents).toBeGreaterThan(TIP_CENTS + 1);
    const over = await refund(booking.reference, { kind: "tip", amount_cents: TIP_CENTS + 1, reason: "goodwill" });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({
      code: "refund_too_large",
      fields: { amount_cents: "At most $15.00 of the tip can be refunded." },
    });

    expect((await refund(booking.reference, { kind: "tip", amount_cents: 1000, reason: "goodwill" })).status).toBe(200);
    const rest = await refund(booking.reference, { kind: "tip", amount_cents: 501, reason: "goodwill" });
    expect(rest.status).toBe(400);
    expect(rest.body.error?.fields).toEqual({ amount_cents: "At most $5.00 of the tip can be refunded." });
    // Nothing was taken from the visit's payment.
    const detail = (await refund(booking.reference, { kind: "tip", amount_cents: 500, reason: "goodwill" })).body;
    expect(detail.payment.refundable_cents).toEqual({ visit: booking.visitCents, tip: 0 });
  });

  it("refuses a tip refund when no tip was paid, at the kind", async () => {
    const booking = await paidVisit({ tip: false });
    const answer = await refund(booking.reference, { kind: "tip", amount_cents: 100, reason: "goodwill" });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: "not_paid",
      fields: { kind: "No tip was paid for this visit, so there is no tip to refund." },
    });
    expect(await refundRowsOf(booking.id)).toEqual([]);
  });

  it("refuses a visit refund above what is left of the visit, whatever was refunded of the tip", async () => {
    const booking = await paidVisit();
    // The whole tip back first: it takes nothing from what the visit may still refund.
    expect((await refund(booking.reference, { kind: "tip", amount_cents: TIP_CENTS, reason: "service_issue" })).status).toBe(200);
    expect(
      (await refund(booking.reference, { kind: "visit", amount_cents: booking.visitCents - 500, reason: "cancelled_visit" })).status,
    ).toBe(200);
    const over = await refund(booking.reference, { kind: "visit", amount_cents: 501, reason: "cancelled_visit" });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({
      code: "refund_too_large",
      fields: { amount_cents: "At most $5.00 of the visit can be refunded." },
    });
    expect((await refund(booking.reference, { kind: "visit", amount_cents: 500, reason: "cancelled_visit" })).status).toBe(200);
    const none = await refund(booking.reference, { kind: "visit", amount_cents: 1, reason: "cancelled_visit" });
    expect(none.body.error?.fields).toEqual({ amount_cents: "All of the visit has been refunded already." });
  });

  it("marks a payment refunded in full as fully refunded in the detail the console reads, and the other one not", async () => {
    const booking = await paidVisit();
    const full = await refund(booking.reference, { kind: "visit", amount_cents: booking.visitCents, reason: "cancelled_visit" });
    expect(full.status).toBe(200);
    expect(full.body.payment.state).toBe("refunded");
    expect(full.body.payment.parts).toEqual([
      { kind: "visit", paid_cents: booking.visitCents, refunded_cents: booking.visitCents, fully_refunded: true },
      { kind: "tip", paid_cents: TIP_CENTS, refunded_cents: 0, fully_refunded: false },
    ]);
    const partOfTip = await refund(booking.reference, { kind: "tip", amount_cents: 200, reason: "goodwill" });
    expect(partOfTip.body.payment.parts[1]).toEqual({ kind: "tip", paid_cents: TIP_CENTS, refunded_cents: 200, fully_refunded: false });
    const restOfTip = await refund(booking.reference, { kind: "tip", amount_cents: TIP_CENTS - 200, reason: "goodwill" });
    expect(restOfTip.body.payment.parts[1]).toEqual({
      kind: "tip",
      paid_cents: TIP_CENTS,
      refunded_cents: TIP_CENTS,
      fully_refunded: true,
    });
  });

  it("refunds once when the same request comes twice with its Idempotency-Key (a double click)", async () => {
    const booking = await paidVisit();
    const admin = await adminAccount();
    const send = () =>
      apiWith(env, `/api/admin/bookings/${booking.reference}/refund`, {
        method: "POST",
        cookie: admin.cookie,
        json: { kind: "tip", amount_cents: 700, reason: "goodwill" },
        headers: { "Idempotency-Key": "refund-double-click-1" },
      });
    const [first, second] = [await send(), await send()];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await refundRowsOf(booking.id)).toEqual([{ kind: "tip", amountCents: 700, reason: "goodwill", note: null }]);
  });
});
