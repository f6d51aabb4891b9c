import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { isClientRenderedPath, isKnownPagePath } from "#core/site-paths";
import { bookings, emails, users } from "#worker/db/schema";
import { apiWith, fakeStripeApi, stripeEnv } from "./billing-support";
import { adminPost, CARDS, payLocally, saveCardLocally, visitDone } from "./payment-support";
import { type Account, api, db, firstLink, postBooking, verifiedAccount } from "./support";

async function ratingLinkOf(locale: "en" | "es") {
  const response = await postBooking({ bedrooms: 1, bathrooms: 1, locale });
  expect(response.status).toBe(201);
  const { booking } = (await response.json()) as BookingResponse;
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
  await saveCardLocally(booking.reference, new URL(booking.manage_url).searchParams.get("token") ?? "", CARDS.succeeds);
  await visitDone(row!.id);
  expect((await adminPost(`/bookings/${booking.reference}/complete`, { bedrooms: 1, bathrooms: 1 })).status).toBe(200);
  const [asked] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.bookingReference, booking.reference), eq(emails.kind, "rating-request")));
  const link = new URL(firstLink(asked!.html, "/rate?"));
  return { link, reference: booking.reference };
}

async function accountIn(locale: "en" | "es"): Promise<Account> {
  const account = await verifiedAccount();
  await db.update(users).set({ locale }).where(eq(users.email, account.email));
  return account;
}

/** Where the local test checkout returns a card saved to the account's wallet. */
async function walletReturnOf(account: Account) {
  const started = await api("/api/wallet/cards", { method: "POST", json: {}, cookie: account.cookie });
  expect(started.status).toBe(200);
  const saved = await payLocally(((await started.json()) as { url: string }).url, CARDS.succeeds);
  expect(saved.status).toBe(303);
  return saved.headers.get("Location");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the rating page and the wallet's return in Spanish", () => {
  it("has /es/rate, a page the worker serves", () => {
    expect(isClientRenderedPath("/es/rate")).toBe(true);
    expect(isKnownPagePath("/es/rate")).toBe(true);
  });

  it("links a Spanish booking's rating email to /es/rate and an English one's to /rate; both open the same visit", async () => {
    const spanish = await ratingLinkOf("es");
    expect(spanish.link.pathname).toBe("/es/rate");
    const english = await ratingLinkOf("en");
    expect(english.link.pathname).toBe("/rate");
    const opened = await api(`/api/ratings/${spanish.reference}?token=${spanish.link.searchParams.get("token")}`);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ reference: spanish.reference, serviceId: "regular-cleaning" });
  });

  it("returns a card saved to a Spanish account to /es/dashboard's Profile tab, an English one's to /dashboard", async () => {
    expect(await walletReturnOf(await accountIn("es"))).toBe("/es/dashboard?tab=Profile&card=saved");
    expect(await walletReturnOf(await accountIn("en"))).toBe("/dashboard?tab=Profile&card=saved");
  });

  it("gives Stripe the Spanish Profile tab as the return address of a Spanish account's card", async () => {
    const stripe = fakeStripeApi({
      "POST /v1/customers": () => ({ id: `cus_test_${crypto.randomUUID()}`, object: "customer" }),
      "POST /v1/checkout/sessions": () => ({
        id: `cs_test_wallet_${crypto.randomUUID()}`,
        object: "checkout.session",
        url: `https://checkout.stripe.com/c/pay/${crypto.randomUUID()}`,
      }),
    });
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const ana = await accountIn("es");
    const started = await apiWith(stripeEnv, "/api/wallet/cards", { method: "POST", json: {}, cookie: ana.cookie });
    expect(started.status).toBe(200);
    const session = stripe.requests.find((request) => request.path === "/v1/checkout/sessions");
    expect(session?.params.get("success_url")).toMatch(/^https?:\/\/[^/]+\/es\/dashboard\?tab=Profile&card=saved$/);
    expect(session?.params.get("cancel_url")).toMatch(/^https?:\/\/[^/]+\/es\/dashboard\?tab=Profile$/);
  });
});
