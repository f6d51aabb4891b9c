import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emails, emergencyRequests, subscriptions } from "#worker/db/schema";
import {
  apiWith,
  fakeStripeApi,
  paidSubscriber,
  postForm,
  stripeEnv,
  stripeList,
  stripePrice,
  subscriberAccount,
  subscriptionState,
} from "./billing-support";
import { api, db } from "./support";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function stripeIdsOf(userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return { subscriptionId: row!.stripeSubscriptionId, customerId: row!.stripeCustomerId };
}

describe("changing plan", () => {
  it("switches plan in local mode and D1 follows through the webhook", async () => {
    const account = await paidSubscriber();
    const response = await api("/api/subscription/change", { method: "POST", cookie: account.cookie, json: { package: "3bed3bath" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ subscribed: true, subscription_tier: "3bed3bath", status: "active" });
    expect((await subscriptionState(account.cookie)).subscription_tier).toBe("3bed3bath");

    const same = await api("/api/subscription/change", { method: "POST", cookie: account.cookie, json: { package: "3bed3bath" } });
    expect(same.status).toBe(409);
    const unknown = await api("/api/subscription/change", { method: "POST", cookie: account.cookie, json: { package: "villa" } });
    expect(unknown.status).toBe(400);
  });

  it("asks Stripe for a prorated item update to the catalogue's price", async () => {
    const account = await paidSubscriber();
    const { subscriptionId } = await stripeIdsOf(account.userId);
    const stripe = fakeStripeApi({
      "GET /v1/prices": () => stripeList([stripePrice("cleaning_1bed1bath_monthly", 3999, "price_small")]),
      [`GET /v1/subscriptions/${subscriptionId}`]: () => ({
        id: subscriptionId,
        object: "subscription",
        metadata: { user_id: account.userId },
        items: { object: "list", data: [{ id: "si_123", price: stripePrice("cleaning_2bed2bath_monthly", 5999) }] },
      }),
      [`POST /v1/subscriptions/${subscriptionId}`]: () => ({
        id: subscriptionId,
        object: "subscription",
        customer: "cus_x",
        status: "active",
        cancel_at: null,
        cancel_at_period_end: false,
        metadata: {},
        items: {
          object: "list",
          data: [
            { id: "si_123", current_period_end: 1_900_000_000, price: stripePrice("cleaning_1bed1bath_monthly", 3999, "price_small") },
          ],
        },
      }),
    });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const response = await apiWith(stripeEnv, "/api/subscription/change", {
      method: "POST",
      cookie: account.cookie,
      json: { package: "1bed1bath" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      subscribed: true,
      subscription_tier: "1bed1bath",
      subscription_end: new Date(1_900_000_000_000).toISOString(),
      status: "active",
      cancel_at_period_end: false,
    });
    const update = stripe.requests.at(-1)!;
    expect(Object.fromEntries(update.params)).toMatchObject({
      "items[0][id]": "si_123",
      "items[0][price]": "price_small",
      proration_behavior: "create_prorations",
      "metadata[package_id]": "1bed1bath",
    });
  });
});

describe("resuming a subscription set to end", () => {
  it("takes back the cancellation in local mode, through the webhook, and refuses one not set to end", async () => {
    const account = await paidSubscriber();
    const resume = () => api("/api/subscription/resume", { method: "POST", cookie: account.cookie, json: {} });
    expect((await resume()).status).toBe(409);
    await postForm("/dev/billing-portal/cancel", account.cookie, {});
    expect((await subscriptionState(account.cookie)).cancel_at_period_end).toBe(true);

    const response = await resume();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ subscribed: true, cancel_at_period_end: false });
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscribed: true, cancel_at_period_end: false });
    const kinds = (await db.select().from(emails).where(eq(emails.to, account.email))).map((email) => email.kind);
    expect(kinds).toContain("subscription-resumed");
    expect((await api("/api/subscription/resume", { method: "POST", json: {} })).status).toBe(401);
  });

  it("asks Stripe to clear cancel_at_period_end", async () => {
    const account = await paidSubscriber();
    await postForm("/dev/billing-portal/cancel", account.cookie, {});
    const { subscriptionId } = await stripeIdsOf(account.userId);
    const subscription = (cancelAtPeriodEnd: boolean) => ({
      id: subscriptionId,
      object: "subscription",
      customer: "cus_x",
      status: "active",
      cancel_at: cancelAtPeriodEnd ? 1_900_000_000 : null,
      cancel_at_period_end: cancelAtPeriodEnd,
      metadata: {},
      items: {
        object: "list",
        data: [{ id: "si_123", current_period_end: 1_900_000_000, price: stripePrice("cleaning_2bed2bath_monthly", 5999) }],
      },
    });
    const stripe = fakeStripeApi({
      [`GET /v1/subscriptions/${subscriptionId}`]: () => subscription(true),
      [`POST /v1/subscriptions/${subscriptionId}`]: () => subscription(false),
    });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const response = await apiWith(stripeEnv, "/api/subscription/resume", { method: "POST", cookie: account.cookie, json: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ subscribed: true, cancel_at_period_end: false });
    expect(Object.fromEntries(stripe.requests.at(-1)!.params)).toEqual({ cancel_at_period_end: "false" });
  });
});

describe("billing portal", () => {
  it("opens the local portal, and Stripe's for the user's own customer", async () => {
    const account = await paidSubscriber();
    const local = await api("/api/subscription/portal", { method: "POST", cookie: account.cookie, json: {} });
    expect(await local.json()).toEqual({ url: "http://localhost:5173/dev/billing-portal" });

    const { customerId } = await stripeIdsOf(account.userId);
    const stripe = fakeStripeApi({
      "POST /v1/billing_portal/sessions": () => ({
        id: "bps_1",
        object: "billing_portal.session",
        url: "https://billing.stripe.com/p/session/1",
      }),
    });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const response = await apiWith(stripeEnv, "/api/subscription/portal", { method: "POST", cookie: account.cookie, json: {} });
    expect(await response.json()).toEqual({ url: "https://billing.stripe.com/p/session/1" });
    expect(Object.fromEntries(stripe.requests[0]!.params)).toEqual({
      customer: customerId,
      return_url: "http://localhost:5173/subscription",
    });
  });
});

describe("emergency cleaning", () => {
  it("is for subscribers only", async () => {
    const account = await subscriberAccount();
    const response = await api("/api/subscription/emergency", { method: "POST", cookie: account.cookie, json: {} });
    expect(response.status).toBe(403);
    expect((await api("/api/subscription/emergency", { method: "POST", json: {} })).status).toBe(401);
  });

  it("records the request, emails the business and the customer with the notes escaped, and limits repeats", async () => {
    const account = await paidSubscriber();
    const notes = "Water leak <script>alert(1)</script> in the kitchen";
    const response = await api("/api/subscription/emergency", { method: "POST", cookie: account.cookie, json: { notes } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ message: "We'll contact you within 24 hours." });
    const [request] = await db.select().from(emergencyRequests).where(eq(emergencyRequests.userId, account.userId));
    expect(request).toMatchObject({ packageId: "2bed2bath", notes });

    const sent = (await db.select().from(emails)).filter(
      (email) => email.kind.startsWith("emergency-") && email.html.includes("Water leak"),
    );
    expect(sent.map((email) => email.to).sort()).toEqual([account.email, "bookings@sflconcierge.com"].sort());
    // The business is told at once, marked urgent, with the customer's phone one tap away.
    const business = sent.find((email) => email.to === "bookings@sflconcierge.com");
    expect(business?.subject).toMatch(/^URGENT: emergency cleaning request from /);
    expect(business?.html).toContain('<a href="tel:9545550117">(954) 555-0117</a>');
    for (const email of sent) {
      expect(email.html).toContain("&lt;script&gt;");
      expect(email.html).not.toContain("<script>");
    }

    await api("/api/subscription/emergency", { method: "POST", cookie: account.cookie, json: {} });
    await api("/api/subscription/emergency", { method: "POST", cookie: account.cookie, json: {} });
    const fourth = await api("/api/subscription/emergency", { method: "POST", cookie: account.cookie, json: {} });
    expect(fourth.status).toBe(429);
  });
});
