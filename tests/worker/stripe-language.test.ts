import { afterEach, describe, expect, it, vi } from "vitest";
import { CLEANING_PACKAGES } from "#core/packages";
import { priceLookupKey } from "#worker/billing/prices";
import {
  apiWith,
  checkoutBody,
  fakeStripeApi,
  paidSubscriber,
  stripeEnv,
  stripeList,
  stripePrice,
  subscriberAccount,
} from "./billing-support";
import { api } from "./support";

afterEach(() => {
  vi.unstubAllGlobals();
});

const catalogueAmount = (lookupKey: string) => CLEANING_PACKAGES.find((plan) => priceLookupKey(plan.id) === lookupKey)?.priceValue ?? 0;

function stripeCheckoutApi() {
  // Session ids are unique in D1: each checkout of the file gets its own.
  const id = `cs_lang_${crypto.randomUUID()}`;
  return fakeStripeApi({
    "GET /v1/prices": (request) => {
      const lookupKey = request.params.get("lookup_keys[0]") ?? "";
      return stripeList([stripePrice(lookupKey, catalogueAmount(lookupKey))]);
    },
    "POST /v1/customers": () => ({ id: "cus_lang_1", object: "customer" }),
    "POST /v1/checkout/sessions": () => ({
      id,
      object: "checkout.session",
      url: `https://checkout.stripe.com/c/pay/${id}`,
    }),
  });
}

async function checkoutParams(locale?: string) {
  const stripe = stripeCheckoutApi();
  vi.stubGlobal("fetch", stripe.fetchImpl);
  const account = await subscriberAccount();
  const response = await apiWith(stripeEnv, "/api/subscription/checkout", {
    method: "POST",
    cookie: account.cookie,
    json: checkoutBody(locale ? { locale } : {}),
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  expect(response.status).toBe(201);
  const session = stripe.requests.find((request) => request.path === "/v1/checkout/sessions");
  return session!.params;
}

describe("Stripe's pages in the customer's language", () => {
  it("opens a Spanish customer's plan checkout in Latin American Spanish, and leaves an English one to Stripe", async () => {
    expect((await checkoutParams("es")).get("locale")).toBe("es-419");
    expect((await checkoutParams()).has("locale")).toBe(false);
  });

  it("opens the billing portal in Spanish for an account set to Spanish", async () => {
    const account = await paidSubscriber();
    expect((await api("/api/me", { method: "PATCH", cookie: account.cookie, json: { locale: "es" } })).status).toBe(200);
    const stripe = fakeStripeApi({
      "POST /v1/billing_portal/sessions": () => ({
        id: "bps_es",
        object: "billing_portal.session",
        url: "https://billing.stripe.com/p/session/es",
      }),
    });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const response = await apiWith(stripeEnv, "/api/subscription/portal", { method: "POST", cookie: account.cookie, json: {} });
    expect(response.status).toBe(200);
    expect(stripe.requests[0]!.params.get("locale")).toBe("es-419");
  });
});
