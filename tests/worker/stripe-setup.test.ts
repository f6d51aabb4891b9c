import { describe, expect, it } from "vitest";
import { createStripeClient, setUpStripePrices } from "#worker/billing/stripe-setup";

interface FakePrice {
  id: string;
  object: "price";
  product: string;
  active: boolean;
  currency: string;
  unit_amount: number;
  lookup_key: string | null;
  recurring: { interval: string; interval_count: number };
}

/** A Stripe account's products and prices, kept in memory behind the SDK's fetch. */
function fakeStripeAccount() {
  const products = new Map<string, { id: string; object: "product"; name: string; description: string; active: boolean }>();
  const prices: FakePrice[] = [];
  const writes: string[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? "GET";
    const form = new URLSearchParams(String(init?.body ?? ""));
    if (method === "POST") writes.push(url.pathname);
    const productMatch = /^\/v1\/products\/([^/]+)$/.exec(url.pathname);
    if (productMatch && method === "GET") {
      const product = products.get(productMatch[1]!);
      return product
        ? Response.json(product)
        : Response.json({ error: { type: "invalid_request_error", message: "No such product" } }, { status: 404 });
    }
    if (url.pathname === "/v1/products" && method === "POST") {
      const product = {
        id: form.get("id")!,
        object: "product" as const,
        name: form.get("name")!,
        description: form.get("description")!,
        active: true,
      };
      products.set(product.id, product);
      return Response.json(product);
    }
    if (url.pathname === "/v1/prices" && method === "GET") {
      const key = url.searchParams.get("lookup_keys[0]");
      return Response.json({
        object: "list",
        has_more: false,
        url: "/v1/prices",
        data: prices.filter((price) => price.lookup_key === key && price.active),
      });
    }
    if (url.pathname === "/v1/prices" && method === "POST") {
      const key = form.get("lookup_key");
      if (form.get("transfer_lookup_key") === "true") for (const price of prices) if (price.lookup_key === key) price.lookup_key = null;
      const price: FakePrice = {
        id: `price_${prices.length + 1}`,
        object: "price",
        product: form.get("product")!,
        active: true,
        currency: form.get("currency")!,
        unit_amount: Number(form.get("unit_amount")),
        lookup_key: key,
        recurring: { interval: form.get("recurring[interval]")!, interval_count: Number(form.get("recurring[interval_count]")) },
      };
      prices.push(price);
      return Response.json(price);
    }
    const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(url.pathname);
    if (priceMatch && method === "POST") {
      const price = prices.find((candidate) => candidate.id === priceMatch[1])!;
      price.active = form.get("active") === "true";
      return Response.json(price);
    }
    return Response.json({ error: { type: "invalid_request_error", message: `Unexpected ${method} ${url.pathname}` } }, { status: 400 });
  }) as typeof fetch;
  return { products, prices, writes, stripe: createStripeClient("sk_test_setup", fetchImpl) };
}

describe("npm run stripe:setup", () => {
  it("creates one product and one monthly price per plan with the catalogue's amounts, then changes nothing on a second run", async () => {
    const account = fakeStripeAccount();
    await setUpStripePrices(account.stripe);
    expect([...account.products.keys()]).toEqual(["cleaning_1bed1bath", "cleaning_2bed2bath", "cleaning_3bed3bath"]);
    expect(account.prices.map((price) => [price.lookup_key, price.unit_amount, price.currency, price.recurring.interval])).toEqual([
      ["cleaning_1bed1bath_monthly", 3999, "usd", "month"],
      ["cleaning_2bed2bath_monthly", 5999, "usd", "month"],
      ["cleaning_3bed3bath_monthly", 7999, "usd", "month"],
    ]);

    const writesBefore = account.writes.length;
    const report = await setUpStripePrices(account.stripe);
    expect(account.writes.length).toBe(writesBefore);
    expect(report.every((line) => line.startsWith("kept"))).toBe(true);
  });

  it("replaces a price whose amount drifted from the catalogue and moves the lookup key to it", async () => {
    const account = fakeStripeAccount();
    await setUpStripePrices(account.stripe);
    account.prices[1]!.unit_amount = 4999;
    const report = await setUpStripePrices(account.stripe);
    expect(report.some((line) => line.startsWith("replaced price price_2"))).toBe(true);
    const active = account.prices.filter((price) => price.lookup_key === "cleaning_2bed2bath_monthly" && price.active);
    expect(active.map((price) => price.unit_amount)).toEqual([5999]);
    expect(account.prices[1]).toMatchObject({ active: false, lookup_key: null });
  });
});
