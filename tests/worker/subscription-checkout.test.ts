import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { slotsOn } from "#core/opening-hours";
import { CLEANING_PACKAGES } from "#core/packages";
import { priceLookupKey } from "#worker/billing/prices";
import { bookings, checkouts, users } from "#worker/db/schema";
import {
  apiWith,
  checkoutBody,
  fakeStripeApi,
  startLocalCheckout,
  stripeEnv,
  stripeList,
  stripePrice,
  subscriberAccount,
  STRIPE_TEST_KEY,
} from "./billing-support";
import { api, db, futureDate } from "./support";

afterEach(() => {
  vi.unstubAllGlobals();
});

const catalogueAmount = (lookupKey: string) => CLEANING_PACKAGES.find((plan) => priceLookupKey(plan.id) === lookupKey)?.priceValue ?? 0;

/** Stripe's answers for a first checkout; prices as in the catalogue unless told otherwise. */
function stripeForCheckout(amount?: number) {
  let sessions = 0;
  return fakeStripeApi({
    "GET /v1/prices": (request) => {
      const lookupKey = request.params.get("lookup_keys[0]") ?? "";
      return stripeList([stripePrice(lookupKey, amount ?? catalogueAmount(lookupKey))]);
    },
    "POST /v1/customers": () => ({ id: "cus_test_1", object: "customer" }),
    "POST /v1/checkout/sessions": () => {
      sessions += 1;
      return { id: `cs_test_${sessions}`, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/cs_test_${sessions}` };
    },
    "POST /v1/checkout/sessions/cs_test_1/expire": () => ({ id: "cs_test_1", object: "checkout.session", status: "expired" }),
  });
}

async function bookingsOf(userId: string) {
  return db.select().from(bookings).where(eq(bookings.userId, userId));
}

describe("POST /api/subscription/checkout", () => {
  it("refuses a signed-out visitor", async () => {
    const response = await api("/api/subscription/checkout", { method: "POST", json: checkoutBody() });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthenticated" } });
  });

  it("refuses an account whose email is not verified", async () => {
    const account = await subscriberAccount();
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, account.userId));
    const response = await api("/api/subscription/checkout", { method: "POST", cookie: account.cookie, json: checkoutBody() });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "email_not_verified" } });
    expect(await bookingsOf(account.userId)).toEqual([]);
  });

  it("refuses an unknown package with a field error", async () => {
    const account = await subscriberAccount();
    const response = await api("/api/subscription/checkout", {
      method: "POST",
      cookie: account.cookie,
      json: checkoutBody({ package: "penthouse" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "invalid_input", fields: { package: "Please choose a cleaning package." } },
    });
  });

  it("sends Stripe a subscription-mode checkout for the catalogue's price, the user's customer and metadata, ignoring a price sent by the browser", async () => {
    const stripe = stripeForCheckout();
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const account = await subscriberAccount();
    const body = checkoutBody({ package: "3bed3bath", price: 1, priceAmount: 100, amount: 100, productName: "Free", unit_amount: 1 });
    const response = await apiWith(stripeEnv, "/api/subscription/checkout", {
      method: "POST",
      cookie: account.cookie,
      json: body,
      headers: { "Idempotency-Key": "key-price-test" },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ url: "https://checkout.stripe.com/c/pay/cs_test_1", session_id: "cs_test_1" });

    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /v1/prices",
      "POST /v1/customers",
      "POST /v1/checkout/sessions",
    ]);
    expect(stripe.requests.every((request) => request.authorization === `Bearer ${STRIPE_TEST_KEY}`)).toBe(true);
    expect(stripe.requests[0]!.params.get("lookup_keys[0]")).toBe("cleaning_3bed3bath_monthly");
    expect(stripe.requests[1]!.params.get("metadata[user_id]")).toBe(account.userId);
    expect(stripe.requests[1]!.idempotencyKey).toBe(`customer-${account.userId}`);

    const [hold] = await bookingsOf(account.userId);
    const session = stripe.requests[2]!.params;
    expect(Object.fromEntries(session)).toMatchObject({
      mode: "subscription",
      customer: "cus_test_1",
      "line_items[0][price]": "price_cleaning_3bed3bath_monthly",
      "line_items[0][quantity]": "1",
      client_reference_id: account.userId,
      "metadata[user_id]": account.userId,
      "metadata[package_id]": "3bed3bath",
      "metadata[booking_id]": hold!.id,
      "subscription_data[metadata][user_id]": account.userId,
      "subscription_data[metadata][package_id]": "3bed3bath",
      success_url: "http://localhost:5173/subscription-success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:5173/subscription-booking?package=3bed3bath&step=3&checkout=cancelled",
    });
    expect([...session.keys()].filter((key) => /amount|price_data|product/.test(key))).toEqual([]);
    expect(hold).toMatchObject({
      status: "held_for_checkout",
      serviceId: "deep-cleaning",
      servicePrice: "$79.99 / month",
      customerName: "Marisol Vega",
    });

    // The customer is created once and reused by the next checkout.
    const again = await apiWith(stripeEnv, "/api/subscription/checkout", {
      method: "POST",
      cookie: account.cookie,
      json: checkoutBody({ package: "3bed3bath" }),
    });
    expect(again.status).toBe(201);
    expect(stripe.requests.filter((request) => request.path === "/v1/customers")).toHaveLength(1);
    // The first checkout is expired at Stripe before the second one opens.
    expect(stripe.requests.map((request) => request.path).slice(3)).toEqual([
      "/v1/prices",
      "/v1/checkout/sessions/cs_test_1/expire",
      "/v1/checkout/sessions",
    ]);
    expect(stripe.requests.at(-1)!.params.get("customer")).toBe("cus_test_1");
  });

  it("refuses to start when Stripe's price differs from the catalogue, and keeps no booking", async () => {
    const stripe = stripeForCheckout(100);
    vi.stubGlobal("fetch", stripe.fetchImpl);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const account = await subscriberAccount();
    const response = await apiWith(stripeEnv, "/api/subscription/checkout", {
      method: "POST",
      cookie: account.cookie,
      json: checkoutBody(),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: "billing_misconfigured" } });
    expect(stripe.requests.map((request) => request.path)).toEqual(["/v1/prices"]);
    expect(await bookingsOf(account.userId)).toEqual([]);
  });

  it("holds the first cleaning's slot like any booking, and frees it when the checkout fails", async () => {
    const stripe = fakeStripeApi({
      "GET /v1/prices": (request) => stripeList([stripePrice(request.params.get("lookup_keys[0]") ?? "", 5999)]),
      "POST /v1/customers": () => ({ id: "cus_test_2", object: "customer" }),
    });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const account = await subscriberAccount();
    const response = await apiWith(stripeEnv, "/api/subscription/checkout", {
      method: "POST",
      cookie: account.cookie,
      json: checkoutBody(),
    });
    expect(response.status).toBe(502);
    expect((await bookingsOf(account.userId)).map((booking) => booking.status)).toEqual(["cancelled"]);
    const [checkout] = await db.select().from(checkouts).where(eq(checkouts.userId, account.userId));
    expect(checkout?.status).toBe("expired");
  });

  it("lets the customer retry a failed checkout with the same key", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const account = await subscriberAccount();
    const request = { method: "POST", cookie: account.cookie, json: checkoutBody(), headers: { "Idempotency-Key": crypto.randomUUID() } };
    const failing = fakeStripeApi({
      "GET /v1/prices": (call) =>
        stripeList([stripePrice(call.params.get("lookup_keys[0]") ?? "", catalogueAmount(call.params.get("lookup_keys[0]") ?? ""))]),
      "POST /v1/customers": () => ({ id: "cus_test_3", object: "customer" }),
    });
    vi.stubGlobal("fetch", failing.fetchImpl);
    expect((await apiWith(stripeEnv, "/api/subscription/checkout", request)).status).toBe(502);

    const sessionId = `cs_test_retry_${crypto.randomUUID()}`;
    const working = fakeStripeApi({
      "GET /v1/prices": (call) =>
        stripeList([stripePrice(call.params.get("lookup_keys[0]") ?? "", catalogueAmount(call.params.get("lookup_keys[0]") ?? ""))]),
      "POST /v1/checkout/sessions": () => ({
        id: sessionId,
        object: "checkout.session",
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      }),
    });
    vi.stubGlobal("fetch", working.fetchImpl);
    const retried = await apiWith(stripeEnv, "/api/subscription/checkout", request);
    expect(retried.status).toBe(201);
    expect(await retried.json()).toMatchObject({ url: expect.stringContaining("https://checkout.stripe.com/") });
  });

  it("counts held first cleanings against the slot's capacity", async () => {
    // A weekday: the plan's 3-hour visit at 2 PM runs past a Sunday's closing.
    const date = futureDate({ weekday: true });
    for (let index = 0; index < 2; index += 1)
      await startLocalCheckout(await subscriberAccount(), { firstCleaning: { date, time: "2:00 PM" } });
    // The checkouts' address ends in 33301: Fort Lauderdale's places.
    const availability = (await (await api(`/api/availability?service=deep-cleaning&date=${date}&zip=33301`)).json()) as {
      slots: { time: string; available: boolean; reason?: string }[];
    };
    expect(availability.slots.find((slot) => slot.time === "2:00 PM")).toMatchObject({ available: false, reason: "full" });
    const late = await api("/api/subscription/checkout", {
      method: "POST",
      cookie: (await subscriberAccount()).cookie,
      json: checkoutBody({ firstCleaning: { date, time: "2:00 PM" } }),
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { code: "slot_full" } });
  });

  it("answers 10 checkouts started at once by one customer with 201 or 409, never 500", async () => {
    const account = await subscriberAccount();
    // Ten first cleanings in ten open slots, so that no refusal is about a slot's capacity.
    const slots = [futureDate({ weekday: true }), futureDate({ weekday: true })].flatMap((date) =>
      slotsOn(date)
        .slice(0, 5)
        .map((time) => ({ date, time })),
    );
    const answers = await Promise.all(
      slots.map((firstCleaning, index) =>
        api("/api/subscription/checkout", {
          method: "POST",
          cookie: account.cookie,
          json: checkoutBody({ firstCleaning }),
          headers: { "Idempotency-Key": `concurrent-checkout-${index}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(statuses).toContain(201);
    for (const answer of answers.filter((each) => each.status === 409)) {
      const { error } = (await answer.json()) as { error: { code: string } };
      expect(error.code).toBe("checkout_in_progress");
    }
  });

  it("keeps one checkout in flight per user: a repeated key answers the same checkout, a new one replaces the old and frees its slot", async () => {
    const account = await subscriberAccount();
    const body = checkoutBody();
    const send = (key: string, json = body) =>
      api("/api/subscription/checkout", { method: "POST", cookie: account.cookie, json, headers: { "Idempotency-Key": key } });
    const first = (await (await send("double-click-key")).json()) as { session_id: string };
    const repeated = (await (await send("double-click-key")).json()) as { session_id: string };
    expect(repeated.session_id).toBe(first.session_id);

    const second = (await (await send("second-attempt-key", checkoutBody())).json()) as { session_id: string };
    expect(second.session_id).not.toBe(first.session_id);
    const rows = await db.select().from(checkouts).where(eq(checkouts.userId, account.userId));
    expect(rows.map((row) => row.status).sort()).toEqual(["expired", "open"]);
    expect((await bookingsOf(account.userId)).map((booking) => booking.status).sort()).toEqual(["cancelled", "held_for_checkout"]);
  });
});
