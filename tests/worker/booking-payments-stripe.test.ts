import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminBookingDetail } from "#core/admin-api";
import type { MyBookingResponse } from "#core/my-bookings";
import { bookingCards, bookingPayments, stripeEvents } from "#worker/db/schema";
import { apiWith, type CapturedStripeRequest, fakeStripeApi, postWebhook, signedEvent, stripeEnv } from "./billing-support";
import { countingD1 } from "./d1-counter";
import { bookLaundry, cardOnFile, checkoutOf, visitDone, latestPaymentEmailTo } from "./payment-support";
import { adminAccount, db } from "./support";

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

async function complete(reference: string, body: Record<string, unknown>) {
  const admin = await adminAccount();
  const response = await apiWith(stripeEnv, `/api/admin/bookings/${reference}/complete`, {
    method: "POST",
    cookie: admin.cookie,
    json: body,
  });
  return { status: response.status, body: (await response.json()) as AdminBookingDetail };
}

async function completedWithCard() {
  const booking = await bookLaundry();
  await cardOnFile(booking.id, { paymentMethodId: "pm_test_visa", last4: "4242", customerId: "cus_test_guest" });
  await visitDone(booking.id);
  return booking;
}

describe("the requests Stripe receives", () => {
  it("setup: a customer for the booking, then Checkout in setup mode naming the booking, each with an idempotency key; the webhook stores the card", async () => {
    const stripe = fakeStripeApi({
      "POST /v1/customers": () => ({ id: "cus_test_setup", object: "customer" }),
      "POST /v1/checkout/sessions": () => ({
        id: "cs_test_setup",
        object: "checkout.session",
        url: "https://checkout.stripe.com/c/pay/cs_test_setup",
      }),
      "GET /v1/setup_intents/seti_test_1": () => ({
        id: "seti_test_1",
        object: "setup_intent",
        payment_method: { id: "pm_test_mc", object: "payment_method", card: { brand: "mastercard", last4: "4444" } },
      }),
    });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const booking = await bookLaundry();
    const response = await apiWith(stripeEnv, `/api/my-bookings/${booking.reference}/card?token=${encodeURIComponent(booking.token)}`, {
      method: "POST",
      json: {},
      headers: { "Idempotency-Key": "card-click-0001" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: "https://checkout.stripe.com/c/pay/cs_test_setup" });
    const [customer, session] = stripe.requests;
    expect(customer).toMatchObject({ method: "POST", path: "/v1/customers", idempotencyKey: `booking-customer-${booking.id}` });
    expect(customer?.params.get("email")).toBe(booking.email);
    expect(session).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", idempotencyKey: `setup-${booking.id}-card-click-0001` });
    expect(Object.fromEntries(session?.params ?? [])).toMatchObject({
      mode: "setup",
      currency: "usd",
      customer: "cus_test_setup",
      "metadata[booking_id]": booking.id,
      "setup_intent_data[metadata][booking_id]": booking.id,
    });
    expect(session?.params.has("line_items[0][price_data][unit_amount]")).toBe(false);

    const { payload, signature } = await signedEvent("checkout.session.completed", {
      id: "cs_test_setup",
      object: "checkout.session",
      mode: "setup",
      status: "complete",
      setup_intent: "seti_test_1",
      metadata: { booking_id: booking.id },
    });
    expect((await postWebhook(payload, signature)).status).toBe(200);
    const [card] = await db.select().from(bookingCards).where(eq(bookingCards.bookingId, booking.id));
    expect(card).toMatchObject({ paymentMethodId: "pm_test_mc", brand: "mastercard", last4: "4444", stripeCustomerId: "cus_test_setup" });
    expect(stripe.requests.at(-1)?.params.get("expand[0]")).toBe("payment_method");
  });

  it("off-session charge: one PaymentIntent for the exact final amount, off_session and confirm, keyed per booking charge", async () => {
    const stripe = fakeStripeApi({ "POST /v1/payment_intents": succeededIntent });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const booking = await completedWithCard();
    const { status, body } = await complete(booking.reference, { pounds: 21, speed: "standard" });
    expect(status).toBe(200);
    expect(body.payment.state).toBe("paid");
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    expect(stripe.requests).toHaveLength(1);
    const [charge] = stripe.requests;
    expect(charge).toMatchObject({ method: "POST", path: "/v1/payment_intents", idempotencyKey: `visit-charge-${payment?.id}-0` });
    expect(Object.fromEntries(charge?.params ?? [])).toEqual({
      amount: String(body.payment.amount_cents),
      currency: "usd",
      customer: "cus_test_guest",
      payment_method: "pm_test_visa",
      off_session: "true",
      confirm: "true",
      description: expect.stringContaining(booking.reference),
      "metadata[booking_id]": booking.id,
      "metadata[reference]": booking.reference,
      "metadata[payment_id]": payment?.id,
      "metadata[kind]": "visit",
    });
    expect((await latestPaymentEmailTo(booking.email))?.text).toContain("Visa ending in 4242");
  });

  it("pay link after a decline: Checkout in payment mode for exactly the amount, naming booking and payment", async () => {
    const stripe = fakeStripeApi({
      "POST /v1/payment_intents": () => ({
        status: 402,
        body: {
          error: {
            type: "card_error",
            code: "card_declined",
            message: "Your card was declined.",
            payment_intent: { id: "pi_test_declined" },
          },
        },
      }),
      "POST /v1/checkout/sessions": paymentSession,
      "POST /v1/checkout/sessions/*/expire": (request) => ({
        id: request.path.split("/")[4],
        object: "checkout.session",
        status: "expired",
      }),
    });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const booking = await completedWithCard();
    const { body } = await complete(booking.reference, { pounds: 20, speed: "standard" });
    expect(body.payment).toMatchObject({ state: "awaiting_payment", last_error: "Your card was declined." });
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    const session = stripe.requests.find((request) => request.path === "/v1/checkout/sessions");
    expect(session?.idempotencyKey).toBe(`pay-link-${payment?.id}-1`);
    expect(Object.fromEntries(session?.params ?? [])).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": String(body.payment.amount_cents),
      "line_items[0][quantity]": "1",
      customer: "cus_test_guest",
      "metadata[payment_id]": payment?.id,
      "metadata[booking_id]": booking.id,
      "payment_intent_data[metadata][payment_id]": payment?.id,
    });
    expect(await checkoutOf(body.payment.pay_url ?? "", stripeEnv)).toBe(`https://checkout.stripe.com/c/pay/pay-link-${payment?.id}-1`);

    // Days later Stripe's session has lapsed: the same emailed link opens a new one, for the same amount.
    const lapsedAt = new Date(Date.now() - 1000);
    await db
      .update(bookingPayments)
      .set({ checkoutExpiresAt: lapsedAt })
      .where(eq(bookingPayments.id, payment?.id ?? ""));
    const renewed = await checkoutOf(body.payment.pay_url ?? "", stripeEnv);
    expect(renewed).toBe(`https://checkout.stripe.com/c/pay/pay-link-${payment?.id}-1-after-${lapsedAt.getTime()}`);
    const [created, closed] = stripe.requests.slice(-2);
    expect(created?.params.get("line_items[0][price_data][unit_amount]")).toBe(String(body.payment.amount_cents));
    // The lapsed session is closed at Stripe, which would take payments through it for another hour.
    expect(closed?.path).toBe(`/v1/checkout/sessions/${payment?.checkoutSessionId}/expire`);
    expect(await checkoutOf(body.payment.pay_url ?? "", stripeEnv)).toBe(renewed);
    expect((await latestPaymentEmailTo(booking.email))?.kind).toBe("payment-link");
  });

  it("refund: the payment's intent and the amount, with an idempotency key per refund request", async () => {
    const stripe = fakeStripeApi({
      "POST /v1/payment_intents": succeededIntent,
      "POST /v1/refunds": () => ({ id: "re_test_1", object: "refund", status: "succeeded" }),
    });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const booking = await completedWithCard();
    await complete(booking.reference, { pounds: 20, speed: "standard" });
    const admin = await adminAccount();
    const refundRequest = () =>
      apiWith(stripeEnv, `/api/admin/bookings/${booking.reference}/refund`, {
        method: "POST",
        cookie: admin.cookie,
        json: { kind: "visit", amount_cents: 700, reason: "overcharge" },
        headers: { "Idempotency-Key": "refund-click-0001" },
      });
    const refund = await refundRequest();
    // A double click sends the same request again: it answers the same, and Stripe is asked once.
    expect((await refundRequest()).status).toBe(200);
    expect(stripe.requests.filter((request) => request.path === "/v1/refunds")).toHaveLength(1);
    expect(refund.status).toBe(200);
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    const request = stripe.requests.at(-1);
    expect(request).toMatchObject({ method: "POST", path: "/v1/refunds", idempotencyKey: `refund-${payment?.id}-0-700` });
    expect(Object.fromEntries(request?.params ?? [])).toMatchObject({ payment_intent: payment?.paymentIntentId, amount: "700" });
    // Shown once Stripe's charge.refunded event says so.
    expect(((await refund.json()) as AdminBookingDetail).payment.refunded_cents).toBe(0);
  });
});

describe("charging under failure and concurrency", () => {
  it("charges once for ten concurrent completions", async () => {
    const stripe = fakeStripeApi({ "POST /v1/payment_intents": succeededIntent });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const booking = await completedWithCard();
    const answers = await Promise.all(Array.from({ length: 10 }, () => complete(booking.reference, { pounds: 20, speed: "standard" })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    expect(stripe.requests.filter((request) => request.path === "/v1/payment_intents")).toHaveLength(1);
  });

  it("keeps the visit completed and unpaid with the error when Stripe is down, and the retry charges with the same key", async () => {
    let down = true;
    const stripe = fakeStripeApi({
      "POST /v1/payment_intents": (request) =>
        down ? { status: 500, body: { error: { type: "api_error", message: "Stripe is having trouble." } } } : succeededIntent(request),
    });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const booking = await completedWithCard();
    const { status, body } = await complete(booking.reference, { pounds: 20, speed: "standard" });
    expect(status).toBe(200);
    expect(body.booking.status).toBe("completed");
    expect(body.payment.state).toBe("awaiting_payment");
    expect(body.payment.last_error).toContain("Stripe is having trouble");
    const admin = await adminAccount();
    const stillDown = await apiWith(stripeEnv, `/api/admin/bookings/${booking.reference}/charge`, {
      method: "POST",
      cookie: admin.cookie,
      json: {},
    });
    expect(stillDown.status).toBe(502);
    down = false;
    const retry = await apiWith(stripeEnv, `/api/admin/bookings/${booking.reference}/charge`, {
      method: "POST",
      cookie: admin.cookie,
      json: {},
    });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as AdminBookingDetail).payment).toMatchObject({ state: "paid", last_error: null });
    const keys = new Set(stripe.requests.map((request) => request.idempotencyKey));
    expect(keys.size).toBe(1);
    const again = await apiWith(stripeEnv, `/api/admin/bookings/${booking.reference}/charge`, {
      method: "POST",
      cookie: admin.cookie,
      json: {},
    });
    expect(again.status).toBe(409);
  });
});

describe("a card saved after the pay link was sent", () => {
  /** A visit completed without a card (so a pay link went out), then a card saved; Stripe answers the pay link's expiry as told. */
  async function payLinkThenCard(payLinkPaid: boolean) {
    vi.stubGlobal("fetch", fakeStripeApi({ "POST /v1/checkout/sessions": paymentSession }).fetchImpl);
    const booking = await bookLaundry();
    await visitDone(booking.id);
    await complete(booking.reference, { pounds: 20, speed: "standard" });
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    const sessionId = payment?.checkoutSessionId ?? "";
    await cardOnFile(booking.id, { paymentMethodId: "pm_test_later", last4: "4242", customerId: "cus_test_later" });
    const stripe = fakeStripeApi({
      [`POST /v1/checkout/sessions/${sessionId}/expire`]: () =>
        payLinkPaid
          ? { status: 400, body: { error: { type: "invalid_request_error", message: "Only open sessions can be expired." } } }
          : { id: sessionId, object: "checkout.session", status: "expired" },
      [`GET /v1/checkout/sessions/${sessionId}`]: () => ({ id: sessionId, object: "checkout.session", status: "complete" }),
      "POST /v1/payment_intents": succeededIntent,
    });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const admin = await adminAccount();
    const retry = await apiWith(stripeEnv, `/api/admin/bookings/${booking.reference}/charge`, {
      method: "POST",
      cookie: admin.cookie,
      json: {},
    });
    return { stripe, sessionId, status: retry.status, detail: (await retry.json()) as AdminBookingDetail };
  }

  it("closes the open pay link at Stripe before charging the card, so the customer cannot pay twice", async () => {
    const { stripe, sessionId, status, detail } = await payLinkThenCard(false);
    expect(status).toBe(200);
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /v1/checkout/sessions/${sessionId}/expire`,
      "POST /v1/payment_intents",
    ]);
    expect(detail.payment.state).toBe("paid");
  });

  it("does not charge the card when the customer already paid the pay link", async () => {
    const { stripe, status, detail } = await payLinkThenCard(true);
    expect(status).toBe(200);
    expect(stripe.requests.some((request) => request.path === "/v1/payment_intents")).toBe(false);
    // Paid at Stripe: the payment's own webhook records it.
    expect(detail.payment.state).toBe("awaiting_payment");
  });
});

describe("payment webhooks", () => {
  const counter = countingD1(env.DB);

  async function paidVisit() {
    const stripe = fakeStripeApi({ "POST /v1/payment_intents": succeededIntent });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const booking = await completedWithCard();
    await complete(booking.reference, { pounds: 20, speed: "standard" });
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    return { booking, payment: payment! };
  }

  it("records refunds from charge.refunded: repeated, late or above what was paid, never more than paid", async () => {
    const { booking, payment } = await paidVisit();
    const charge = (refunded: number) => ({
      id: "ch_test_1",
      object: "charge",
      payment_intent: payment.paymentIntentId,
      amount: payment.paidCents,
      amount_refunded: refunded,
    });
    const later = await signedEvent("charge.refunded", charge(800), { created: new Date(Date.now()) });
    const earlier = await signedEvent("charge.refunded", charge(300), { created: new Date(Date.now() - 60_000) });
    counter.reset();
    expect((await postWebhook(later.payload, later.signature, { ...stripeEnv, DB: counter.db })).status).toBe(200);
    expect(counter.tally.sequential).toBe(2);
    expect((await postWebhook(later.payload, later.signature)).status).toBe(200);
    expect((await postWebhook(earlier.payload, earlier.signature)).status).toBe(200);
    let [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, payment.id));
    expect(row?.refundedCents).toBe(800);
    const refunds = await latestPaymentEmailTo(booking.email);
    expect(refunds?.kind).toBe("payment-refund");
    const tooMuch = await signedEvent("charge.refunded", charge(payment.paidCents + 5000));
    await postWebhook(tooMuch.payload, tooMuch.signature);
    [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, payment.id));
    expect(row?.refundedCents).toBe(payment.paidCents);
  });

  it("sends one receipt for a payment reported twice, and a late failure does not undo the payment", async () => {
    const { booking, payment } = await paidVisit();
    const receipt = await latestPaymentEmailTo(booking.email);
    const intent = {
      id: payment.paymentIntentId,
      object: "payment_intent",
      amount_received: payment.paidCents,
      metadata: { payment_id: payment.id },
    };
    const succeeded = await signedEvent("payment_intent.succeeded", intent);
    expect((await postWebhook(succeeded.payload, succeeded.signature)).status).toBe(200);
    const failed = await signedEvent("payment_intent.payment_failed", { ...intent, last_payment_error: { message: "late" } });
    expect((await postWebhook(failed.payload, failed.signature)).status).toBe(200);
    expect((await latestPaymentEmailTo(booking.email))?.id).toBe(receipt?.id);
    const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, payment.id));
    expect(row).toMatchObject({ status: "paid", lastError: null });
  });

  it("stores an event for an unknown booking, answers 200 and changes nothing", async () => {
    const unknown = await signedEvent("payment_intent.succeeded", {
      id: "pi_test_unknown",
      object: "payment_intent",
      amount_received: 5000,
      metadata: { payment_id: "no-such-payment", booking_id: "no-such-booking" },
    });
    const response = await postWebhook(unknown.payload, unknown.signature);
    expect(response.status).toBe(200);
    const [stored] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, unknown.event.id));
    expect(stored?.status).toBe("processed");
    const rows = await db.select().from(bookingPayments).where(eq(bookingPayments.paymentIntentId, "pi_test_unknown"));
    expect(rows).toEqual([]);
    const setup = await signedEvent("checkout.session.completed", {
      id: "cs_test_nobody",
      object: "checkout.session",
      mode: "setup",
      setup_intent: "seti_x",
      metadata: {},
    });
    expect((await postWebhook(setup.payload, setup.signature)).status).toBe(200);
  });

  it("marks a pay link paid from checkout.session.completed in payment mode, with the paying card on the receipt", async () => {
    const stripe = fakeStripeApi({
      "POST /v1/checkout/sessions": paymentSession,
      "GET /v1/payment_intents/pi_test_paylink": () => ({
        id: "pi_test_paylink",
        object: "payment_intent",
        payment_method: { id: "pm_test_amex", object: "payment_method", card: { brand: "amex", last4: "0005" } },
      }),
    });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const booking = await bookLaundry();
    await visitDone(booking.id);
    const { body } = await complete(booking.reference, { pounds: 20, speed: "standard" });
    expect(body.payment.state).toBe("awaiting_payment");
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    const completed = await signedEvent("checkout.session.completed", {
      id: payment?.checkoutSessionId,
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      amount_total: payment?.amountCents,
      payment_intent: "pi_test_paylink",
      metadata: { payment_id: payment?.id, booking_id: booking.id },
    });
    counter.reset();
    expect((await postWebhook(completed.payload, completed.signature, { ...stripeEnv, DB: counter.db })).status).toBe(200);
    // The payment, its booking and card beside the event's look-up; then one batch: the mark, the payment, the receipt.
    expect({ sequential: counter.tally.sequential, calls: counter.tally.calls }).toEqual({ sequential: 2, calls: 5 });
    const mine = await apiWith(stripeEnv, `/api/my-bookings/${booking.reference}?token=${encodeURIComponent(booking.token)}`);
    expect(((await mine.json()) as MyBookingResponse).booking.payment).toMatchObject({
      state: "paid",
      paid_cents: payment?.amountCents,
      pay_url: null,
    });
  });
});
