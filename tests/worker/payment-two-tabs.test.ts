import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminBookingDetail } from "#core/admin-api";
import { formatCents } from "#core/pricing";
import { bookingPayments, duplicatePayments, emails } from "#worker/db/schema";
import { LOCAL_STRIPE_WEBHOOK_SECRET } from "#worker/env";
import { runScheduledJobs } from "#worker/scheduled";
import { receiveStripeEvent } from "#worker/services/payments/stripe-webhook";
import { apiWith, type CapturedStripeRequest, fakeStripeApi, postWebhook, signedEvent, stripeEnv } from "./billing-support";
import { adminPost, bookLaundry, CARDS, cardOnFile, checkoutOf, latestPaymentEmailTo, saveCardLocally, visitDone } from "./payment-support";
import { adminAccount, appNow, db, testContext } from "./support";

/**
 * A payment has one open Checkout at a time, and a payment that arrives for something
 * already paid (two tabs paid) is kept, refunded once and reported to the business.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

const BUSINESS_EMAIL = testContext().settings.businessEmail;

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

/** Stripe's report that a Checkout session in payment mode was paid by `intentId`. */
function sessionPaid(sessionId: string, intentId: string, payment: { id: string; bookingId: string }, amountCents: number) {
  return signedEvent("checkout.session.completed", {
    id: sessionId,
    object: "checkout.session",
    mode: "payment",
    status: "complete",
    payment_status: "paid",
    amount_total: amountCents,
    payment_intent: intentId,
    metadata: { payment_id: payment.id, booking_id: payment.bookingId },
  });
}

function intentPaid(intentId: string, payment: { id: string; bookingId: string }, amountCents: number) {
  return signedEvent("payment_intent.succeeded", {
    id: intentId,
    object: "payment_intent",
    status: "succeeded",
    amount: amountCents,
    amount_received: amountCents,
    payment_method: null,
    metadata: { payment_id: payment.id, booking_id: payment.bookingId },
  });
}

async function deliver(signed: Promise<{ payload: string; signature: string }>) {
  const { payload, signature } = await signed;
  const response = await postWebhook(payload, signature);
  expect(response.status).toBe(200);
  return (await response.json()) as { received: boolean; duplicate: boolean };
}

const refundsAsked = (stripe: { requests: CapturedStripeRequest[] }) => stripe.requests.filter((request) => request.path === "/v1/refunds");

function duplicateEmailsAbout(reference: string) {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.to, BUSINESS_EMAIL), eq(emails.kind, "payment-duplicate"), like(emails.text, `%${reference}%`)));
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

describe("a payment that arrives for something already paid", () => {
  it("is kept as a duplicate, refunded once through Stripe and reported to the business, however often it is delivered", async () => {
    const stripe = stripeWith();
    const { booking, visit } = await paidVisit();
    const receipt = await latestPaymentEmailTo(booking.email);
    const second = sessionPaid("cs_test_second_tab", "pi_test_second_tab", visit, visit.paidCents);
    expect(await deliver(second)).toMatchObject({ duplicate: false });

    const refunds = refundsAsked(stripe);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.idempotencyKey).toBe("duplicate-refund-pi_test_second_tab");
    expect(Object.fromEntries(refunds[0]?.params ?? [])).toMatchObject({
      payment_intent: "pi_test_second_tab",
      amount: String(visit.paidCents),
    });
    const told = await duplicateEmailsAbout(booking.reference);
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(formatCents(visit.paidCents));
    expect(told[0]?.text).toContain("pi_test_second_tab");
    const [kept] = await db.select().from(duplicatePayments).where(eq(duplicatePayments.paymentIntentId, "pi_test_second_tab"));
    expect(kept).toMatchObject({
      paymentId: visit.id,
      checkoutSessionId: "cs_test_second_tab",
      amountCents: visit.paidCents,
      refundStatus: "requested",
      lastError: null,
    });

    // Stripe delivers the same event again, and the intent's own event: nothing more is stored, refunded or sent.
    const again = await second;
    expect((await (await postWebhook(again.payload, again.signature)).json()) as object).toMatchObject({ duplicate: true });
    await deliver(intentPaid("pi_test_second_tab", visit, visit.paidCents));
    expect(refundsAsked(stripe)).toHaveLength(1);
    expect(await duplicateEmailsAbout(booking.reference)).toHaveLength(1);
    expect(await db.select().from(duplicatePayments).where(eq(duplicatePayments.paymentId, visit.id))).toHaveLength(1);

    // The visit's own payment is untouched, and the customer gets no second receipt.
    const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, visit.id));
    expect(row).toMatchObject({ status: "paid", paidCents: visit.paidCents, paymentIntentId: visit.paymentIntentId, refundedCents: 0 });
    expect((await latestPaymentEmailTo(booking.email))?.id).toBe(receipt?.id);

    // Stripe confirms the refund: it is recorded on the duplicate, not on the visit.
    await deliver(
      signedEvent("charge.refunded", {
        id: "ch_test_second_tab",
        object: "charge",
        payment_intent: "pi_test_second_tab",
        amount: visit.paidCents,
        amount_refunded: visit.paidCents,
      }),
    );
    const [refunded] = await db.select().from(duplicatePayments).where(eq(duplicatePayments.paymentIntentId, "pi_test_second_tab"));
    expect(refunded).toMatchObject({ refundStatus: "refunded", refundedCents: visit.paidCents });
    const [visitAfter] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, visit.id));
    expect(visitAfter?.refundedCents).toBe(0);
  });

  it("keeps the second of two payments racing for one unpaid visit as the duplicate", async () => {
    const stripe = stripeWith();
    const { booking, visit } = await awaitingPayLink();
    await Promise.all([
      deliver(intentPaid("pi_test_race_a", visit, visit.amountCents)),
      deliver(intentPaid("pi_test_race_b", visit, visit.amountCents)),
    ]);
    const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, visit.id));
    expect(row?.status).toBe("paid");
    const other = row?.paymentIntentId === "pi_test_race_a" ? "pi_test_race_b" : "pi_test_race_a";
    const kept = await db.select().from(duplicatePayments).where(eq(duplicatePayments.paymentId, visit.id));
    expect(kept.map((duplicate) => duplicate.paymentIntentId)).toEqual([other]);
    expect(refundsAsked(stripe).map((request) => request.params.get("payment_intent"))).toEqual([other]);
    const receipts = await db
      .select()
      .from(emails)
      .where(and(eq(emails.to, booking.email), eq(emails.kind, "payment-receipt")));
    expect(receipts).toHaveLength(1);
  });

  it("refunds a tip paid in two tabs once", async () => {
    const stripe = stripeWith();
    const { booking } = await paidVisit();
    expect((await startTip(booking, 1500)).status).toBe(200);
    const [tip] = await db
      .select()
      .from(bookingPayments)
      .where(and(eq(bookingPayments.bookingId, booking.id), eq(bookingPayments.kind, "tip")));
    await deliver(sessionPaid(tip?.checkoutSessionId ?? "", "pi_test_tip_first", tip!, 1500));
    await deliver(sessionPaid("cs_test_tip_older_tab", "pi_test_tip_second", tip!, 1000));
    const [paid] = await db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.id, tip?.id ?? ""));
    expect(paid).toMatchObject({ status: "paid", paidCents: 1500, paymentIntentId: "pi_test_tip_first" });
    expect(refundsAsked(stripe).map((request) => Object.fromEntries(request.params))).toEqual([
      expect.objectContaining({ payment_intent: "pi_test_tip_second", amount: "1000" }),
    ]);
    expect(await duplicateEmailsAbout(booking.reference)).toHaveLength(1);
  });

  it("keeps a duplicate Stripe could not refund for the next cron run, which refunds it once", async () => {
    let down = true;
    const stripe = stripeWith({
      "POST /v1/refunds": () =>
        down
          ? { status: 500, body: { error: { type: "api_error", message: "Stripe is having trouble." } } }
          : { id: "re_test_later", object: "refund", status: "succeeded" },
    });
    const { visit } = await paidVisit();
    await deliver(sessionPaid("cs_test_refund_later", "pi_test_refund_later", visit, visit.paidCents));
    const [waiting] = await db.select().from(duplicatePayments).where(eq(duplicatePayments.paymentIntentId, "pi_test_refund_later"));
    expect(waiting).toMatchObject({ refundStatus: "pending", lastError: expect.stringContaining("Stripe is having trouble") });

    down = false;
    await runScheduledJobs(stripeEnv as unknown as Env, appNow());
    await runScheduledJobs(stripeEnv as unknown as Env, appNow());
    const [refunded] = await db.select().from(duplicatePayments).where(eq(duplicatePayments.paymentIntentId, "pi_test_refund_later"));
    expect(refunded).toMatchObject({ refundStatus: "requested", lastError: null });
    const refunds = refundsAsked(stripe).filter((request) => request.params.get("payment_intent") === "pi_test_refund_later");
    expect(refunds.map((request) => request.idempotencyKey)).toEqual([
      "duplicate-refund-pi_test_refund_later",
      "duplicate-refund-pi_test_refund_later",
    ]);
  });
  it("is refunded in local mode by the cron, through the local checkout's own charge.refunded", async () => {
    const booking = await bookLaundry();
    await saveCardLocally(booking.reference, booking.token, CARDS.succeeds);
    await visitDone(booking.id);
    expect((await adminPost(`/bookings/${booking.reference}/complete`, { pounds: 20, speed: "standard" })).status).toBe(200);
    const [visit] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    expect(visit?.status).toBe("paid");
    // Locally no webhook route takes events: the local checkout hands them to the webhook's handling, signed with the local secret.
    const { payload, signature } = await signedEvent(
      "payment_intent.succeeded",
      {
        id: "pi_local_second_tab",
        object: "payment_intent",
        status: "succeeded",
        amount_received: visit!.paidCents,
        payment_method: null,
        metadata: { payment_id: visit!.id, booking_id: booking.id },
      },
      { secret: LOCAL_STRIPE_WEBHOOK_SECRET },
    );
    const delivery = await receiveStripeEvent(testContext(), payload, signature);
    expect(delivery.duplicatePayments).toHaveLength(1);
    await runScheduledJobs(env, appNow());
    const [refunded] = await db.select().from(duplicatePayments).where(eq(duplicatePayments.paymentIntentId, "pi_local_second_tab"));
    expect(refunded).toMatchObject({ refundStatus: "refunded", refundedCents: visit!.paidCents });
    expect(await duplicateEmailsAbout(booking.reference)).toHaveLength(1);
  });
});
