import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminBookingDetail } from "../../core/admin-api";
import { bookingPayments } from "../../worker/db/schema";
import { apiWith, type CapturedStripeRequest, fakeStripeApi, stripeEnv } from "./billing-support";
import { bookLaundry, cardOnFile, checkoutOf, visitDone } from "./payment-support";
import { adminAccount, appNow, db } from "./support";

/** A payment has one open Checkout at a time: a customer with two tabs open can pay only one. */

afterEach(() => {
  vi.unstubAllGlobals();
});

const succeededIntent = (request: CapturedStripeRequest) => ({
  id: `pi_test_${request.idempotencyKey}`,
  object: "payment_intent",
  status: "succeeded",
  amount: Number(request.params.get("amount")),
  amount_received: Number(request.params.get("amount")),
  metadata: {},
});

const paymentSession = (request: CapturedStripeRequest) => ({
  id: `cs_test_pay_${request.idempotencyKey}`,
  object: "checkout.session",
  mode: request.params.get("mode"),
  url: `https://checkout.stripe.com/c/pay/${request.idempotencyKey}`,
});

const expiredSession = (request: CapturedStripeRequest) => ({
  id: request.path.split("/")[4],
  object: "checkout.session",
  status: "expired",
});

/** Stripe's answer to expiring a session that is no longer open (it was paid). */
const notOpen = { status: 400, body: { error: { type: "invalid_request_error", message: "Only open sessions can be expired." } } };

/** Stripe as the payments see it: checkouts made and expired, intents charged and read, refunds taken. */
function stripeWith(overrides: Record<string, (request: CapturedStripeRequest) => unknown> = {}) {
  const stripe = fakeStripeApi({
    "POST /v1/checkout/sessions": paymentSession,
    "POST /v1/checkout/sessions/*/expire": expiredSession,
    "POST /v1/payment_intents": succeededIntent,
    "GET /v1/payment_intents/*": (request) => ({ id: request.path.split("/")[3], object: "payment_intent", payment_method: null }),
    "POST /v1/refunds": () => ({ id: "re_test_duplicate", object: "refund", status: "succeeded" }),
    ...overrides,
  });
  vi.stubGlobal("fetch", stripe.fetchImpl);
  return stripe;
}

const said = (stripe: { requests: CapturedStripeRequest[] }) => stripe.requests.map((request) => `${request.method} ${request.path}`);

async function complete(reference: string) {
  const admin = await adminAccount();
  const response = await apiWith(stripeEnv, `/api/admin/bookings/${reference}/complete`, {
    method: "POST",
    cookie: admin.cookie,
    json: { pounds: 20, speed: "standard" },
  });
  return (await response.json()) as AdminBookingDetail;
}

/** A visit completed without a card: its pay link is out. */
async function awaitingPayLink() {
  const booking = await bookLaundry();
  await visitDone(booking.id);
  const detail = await complete(booking.reference);
  const [visit] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
  return { booking, payUrl: detail.payment.pay_url ?? "", visit: visit! };
}

/** A visit paid by its saved card, charged off-session after the visit. */
async function paidVisit() {
  const booking = await bookLaundry();
  await cardOnFile(booking.id, { paymentMethodId: "pm_test_visa", last4: "4242", customerId: "cus_test_guest" });
  await visitDone(booking.id);
  await complete(booking.reference);
  const [visit] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
  return { booking, visit: visit! };
}

function startTip(booking: { reference: string; token: string }, cents: number, key = crypto.randomUUID()) {
  return apiWith(stripeEnv, `/api/my-bookings/${booking.reference}/tip?token=${encodeURIComponent(booking.token)}`, {
    method: "POST",
    json: { tip_cents: cents },
    headers: { "Idempotency-Key": key },
  });
}

describe("a payment has one open checkout at a time", () => {
  it("closes the pay link's checkout at Stripe once the link opens a new one in its place", async () => {
    const stripe = stripeWith();
    const { payUrl, visit } = await awaitingPayLink();
    const first = visit.checkoutSessionId ?? "";
    // Stripe's session is handed out for 23 of its 24 hours: in its last hour the link opens a new one.
    await db
      .update(bookingPayments)
      .set({ checkoutExpiresAt: new Date(appNow().getTime() - 1000) })
      .where(eq(bookingPayments.id, visit.id));
    const before = stripe.requests.length;
    const renewed = await checkoutOf(payUrl, stripeEnv);
    expect(renewed).not.toBe(visit.checkoutUrl);
    expect(said(stripe).slice(before)).toEqual(["POST /v1/checkout/sessions", `POST /v1/checkout/sessions/${first}/expire`]);
    const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, visit.id));
    expect(row?.checkoutUrl).toBe(renewed);
  });

  it("leads to the booking page, and hands out no new checkout, when the one it replaces was paid meanwhile", async () => {
    const stripe = stripeWith({
      "POST /v1/checkout/sessions/*/expire": () => notOpen,
      "GET /v1/checkout/sessions/*": (request) => ({ id: request.path.split("/")[4], object: "checkout.session", status: "complete" }),
    });
    const { booking, payUrl, visit } = await awaitingPayLink();
    await db
      .update(bookingPayments)
      .set({ checkoutExpiresAt: new Date(appNow().getTime() - 1000) })
      .where(eq(bookingPayments.id, visit.id));
    const before = stripe.requests.length;
    const location = await checkoutOf(payUrl, stripeEnv);
    expect(location).toContain(`/manage-booking?reference=${booking.reference}`);
    expect(location).toContain("&paid=1");
    expect(said(stripe).slice(before)).toEqual([
      "POST /v1/checkout/sessions",
      `POST /v1/checkout/sessions/${visit.checkoutSessionId}/expire`,
      `GET /v1/checkout/sessions/${visit.checkoutSessionId}`,
    ]);
    // The paid session's own webhook records the payment; the payment still names it.
    const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, visit.id));
    expect(row).toMatchObject({ status: "awaiting_payment", checkoutSessionId: visit.checkoutSessionId });
  });

  it("closes a tip's earlier checkout when the customer asks for another amount", async () => {
    const stripe = stripeWith();
    const { booking, visit } = await paidVisit();
    const first = await startTip(booking, 1500);
    expect(first.status).toBe(200);
    const [tipBefore] = await db
      .select()
      .from(bookingPayments)
      .where(and(eq(bookingPayments.bookingId, booking.id), eq(bookingPayments.kind, "tip")));
    const before = stripe.requests.length;
    const second = await startTip(booking, 2500);
    expect(second.status).toBe(200);
    expect(said(stripe).slice(before)).toEqual([
      "POST /v1/checkout/sessions",
      `POST /v1/checkout/sessions/${tipBefore?.checkoutSessionId}/expire`,
    ]);
    const [tip] = await db
      .select()
      .from(bookingPayments)
      .where(and(eq(bookingPayments.bookingId, booking.id), eq(bookingPayments.kind, "tip")));
    expect(tip).toMatchObject({ amountCents: 2500, status: "awaiting_payment" });
    expect(tip?.checkoutSessionId).not.toBe(tipBefore?.checkoutSessionId);
    expect(visit.status).toBe("paid");
  });

  it("refuses a new tip amount, keeping the tip as it was, when the earlier checkout was paid meanwhile", async () => {
    const stripe = stripeWith({
      "POST /v1/checkout/sessions/*/expire": () => notOpen,
      "GET /v1/checkout/sessions/*": (request) => ({ id: request.path.split("/")[4], object: "checkout.session", status: "complete" }),
    });
    const { booking } = await paidVisit();
    expect((await startTip(booking, 1500)).status).toBe(200);
    const [tipBefore] = await db
      .select()
      .from(bookingPayments)
      .where(and(eq(bookingPayments.bookingId, booking.id), eq(bookingPayments.kind, "tip")));
    const before = stripe.requests.length;
    const second = await startTip(booking, 2500);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { code: "tip_already_paid" } });
    expect(said(stripe).slice(before)).toEqual([
      "POST /v1/checkout/sessions",
      `POST /v1/checkout/sessions/${tipBefore?.checkoutSessionId}/expire`,
      `GET /v1/checkout/sessions/${tipBefore?.checkoutSessionId}`,
    ]);
    // The paid checkout's webhook records 15.00: the tip still names that checkout and amount.
    const [tip] = await db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.id, tipBefore?.id ?? ""));
    expect(tip).toMatchObject({ amountCents: 1500, checkoutSessionId: tipBefore?.checkoutSessionId });
  });
});
