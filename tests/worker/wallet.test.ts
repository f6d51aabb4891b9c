import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import type { MyBookingResponse } from "#core/my-bookings";
import type { WalletResponse } from "#core/wallet-api";
import { accountCards, billingCustomers, bookingCards, bookingPayments, bookings } from "#worker/db/schema";
import { apiWith, type CapturedStripeRequest, fakeStripeApi, postWebhook, signedEvent, stripeEnv } from "./billing-support";
import { adminPost, bookLaundry, CARDS, payLocally, saveCardLocally, visitDone } from "./payment-support";
import { type Account, api, db, postBooking, verifiedAccount } from "./support";

// The account's wallet: cards kept on a signed-in customer's account (one Stripe customer per
// account), chosen for a visit instead of being typed again, and removed from the profile.

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Customer extends Account {
  userId: string;
}

async function customer(): Promise<Customer> {
  const account = await verifiedAccount();
  const me = (await (await api("/api/me", { cookie: account.cookie })).json()) as { user: { id: string } };
  return { ...account, userId: me.user.id };
}

async function walletOf(account: Account) {
  const response = await api("/api/wallet/cards", { cookie: account.cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as WalletResponse).cards;
}

/** Saves a test card to the account through the API and the local test checkout. */
async function saveToWallet(account: Account, number: string) {
  const started = await api("/api/wallet/cards", {
    method: "POST",
    json: {},
    cookie: account.cookie,
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const saved = await payLocally(url, number);
  expect(saved.status).toBe(303);
  expect(saved.headers.get("Location")).toBe("/dashboard?tab=Profile&card=saved");
}

/** A laundry visit booked signed in. */
async function bookSignedIn(account: Account) {
  const response = await postBooking({ service_id: "laundry-service", pounds: 20, speed: "standard" }, account.cookie);
  expect(response.status).toBe(201);
  const { booking } = (await response.json()) as BookingResponse;
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
  return { reference: booking.reference, id: row!.id };
}

function chooseCard(account: Account, reference: string, cardId: string, bindings?: object) {
  const init = { method: "POST", json: { card_id: cardId }, cookie: account.cookie };
  return bindings
    ? apiWith(bindings, `/api/my-bookings/${reference}/saved-card`, init)
    : api(`/api/my-bookings/${reference}/saved-card`, init);
}

describe("a signed-in customer's saved cards (local test checkout)", () => {
  it("keeps a card saved once, lists it with brand, last 4 and expiry, and charges the one chosen for a visit after it", async () => {
    const ana = await customer();
    await saveToWallet(ana, CARDS.succeeds);
    await saveToWallet(ana, CARDS.declined);
    const cards = await walletOf(ana);
    expect(cards.map(({ brand, last4, exp_month, exp_year, in_use }) => ({ brand, last4, exp_month, exp_year, in_use }))).toEqual([
      { brand: "visa", last4: "0002", exp_month: 12, exp_year: 2034, in_use: false },
      { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034, in_use: false },
    ]);
    const [customerRow, ...others] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, ana.userId));
    expect(others).toEqual([]);

    const visit = await bookSignedIn(ana);
    const chosen = cards.find((card) => card.last4 === "4242")!;
    const answer = await chooseCard(ana, visit.reference, chosen.id);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as MyBookingResponse).booking.payment).toMatchObject({
      state: "card_on_file",
      card: { brand: "visa", last4: "4242" },
    });
    const [onFile] = await db.select().from(bookingCards).where(eq(bookingCards.bookingId, visit.id));
    expect(onFile?.stripeCustomerId).toBe(customerRow?.stripeCustomerId);
    expect((await walletOf(ana)).find((card) => card.id === chosen.id)?.in_use).toBe(true);

    await visitDone(visit.id);
    const completed = await adminPost(`/bookings/${visit.reference}/complete`, { pounds: 20, speed: "standard" });
    expect(completed.status).toBe(200);
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, visit.id));
    // The 0002 card would have been declined: the visit was charged to the 4242 chosen.
    expect(payment).toMatchObject({ status: "paid", cardLast4: "4242" });
    expect((await walletOf(ana)).find((card) => card.id === chosen.id)?.in_use).toBe(false);
  });

  it("keeps on the account a card saved for a booking made signed in, and not one saved by a guest", async () => {
    const ana = await customer();
    const visit = await bookSignedIn(ana);
    const started = await api(`/api/my-bookings/${visit.reference}/card`, { method: "POST", json: {}, cookie: ana.cookie });
    expect(started.status).toBe(200);
    expect((await payLocally(((await started.json()) as { url: string }).url, CARDS.succeeds)).status).toBe(303);
    expect((await walletOf(ana)).map((card) => card.last4)).toEqual(["4242"]);
    const [onFile] = await db.select().from(bookingCards).where(eq(bookingCards.bookingId, visit.id));
    const [account] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, ana.userId));
    expect(onFile?.stripeCustomerId).toBe(account?.stripeCustomerId);

    // A guest's card belongs to its booking: its own customer, on no account.
    const guest = await bookLaundry();
    await saveCardLocally(guest.reference, guest.token, CARDS.succeeds);
    const [guestCard] = await db.select().from(bookingCards).where(eq(bookingCards.bookingId, guest.id));
    expect(guestCard?.paymentMethodId).toBeTruthy();
    expect(
      await db
        .select()
        .from(accountCards)
        .where(eq(accountCards.paymentMethodId, guestCard?.paymentMethodId ?? "")),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.stripeCustomerId, guestCard?.stripeCustomerId ?? "")),
    ).toEqual([]);
  });

  it("refuses another account's card, to choose or to remove, with 404, and a booking that is not the caller's", async () => {
    const [ana, ben] = [await customer(), await customer()];
    await saveToWallet(ana, CARDS.succeeds);
    const [anasCard] = await walletOf(ana);
    const bensVisit = await bookSignedIn(ben);

    const chosen = await chooseCard(ben, bensVisit.reference, anasCard!.id);
    expect(chosen.status).toBe(404);
    expect(await chosen.json()).toMatchObject({ error: { code: "not_found" } });
    expect(await db.select().from(bookingCards).where(eq(bookingCards.bookingId, bensVisit.id))).toEqual([]);

    const removed = await api(`/api/wallet/cards/${anasCard!.id}`, { method: "DELETE", cookie: ben.cookie });
    expect(removed.status).toBe(404);
    expect(await walletOf(ana)).toHaveLength(1);
    expect(await walletOf(ben)).toEqual([]);

    // Ana's own card on Ben's booking: the booking is not hers.
    expect((await chooseCard(ana, bensVisit.reference, anasCard!.id)).status).toBe(404);
    expect((await api("/api/wallet/cards")).status).toBe(401);
  });

  it("refuses to remove a card an upcoming visit will be charged to (409), and removes it once that visit is cancelled", async () => {
    const ana = await customer();
    await saveToWallet(ana, CARDS.succeeds);
    const [card] = await walletOf(ana);
    const visit = await bookSignedIn(ana);
    expect((await chooseCard(ana, visit.reference, card!.id)).status).toBe(200);

    const refused = await api(`/api/wallet/cards/${card!.id}`, { method: "DELETE", cookie: ana.cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "card_in_use" } });

    expect((await api(`/api/my-bookings/${visit.reference}/cancel`, { method: "POST", json: {}, cookie: ana.cookie })).status).toBe(200);
    const removed = await api(`/api/wallet/cards/${card!.id}`, { method: "DELETE", cookie: ana.cookie });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as WalletResponse).cards).toEqual([]);
    // Removed: it cannot be chosen for the next visit.
    const next = await bookSignedIn(ana);
    expect((await chooseCard(ana, next.reference, card!.id)).status).toBe(404);
  });
});

/** Stripe's customers and checkouts as Stripe keeps them: one per idempotency key, as Stripe answers a repeated key. */
function stripeWithIdempotentCustomers() {
  const customers = new Map<string, string>();
  const sessions = new Map<string, number>();
  // Stripe's ids are unique: this fake's never meet another test's rows.
  const run = crypto.randomUUID().slice(0, 8);
  const stripe = fakeStripeApi({
    "POST /v1/customers": (request: CapturedStripeRequest) => {
      const key = request.idempotencyKey ?? crypto.randomUUID();
      if (!customers.has(key)) customers.set(key, `cus_test_${customers.size + 1}`);
      return { id: customers.get(key), object: "customer" };
    },
    "POST /v1/checkout/sessions": (request: CapturedStripeRequest) => {
      const key = request.idempotencyKey ?? crypto.randomUUID();
      if (!sessions.has(key)) sessions.set(key, sessions.size + 1);
      const number = sessions.get(key);
      return {
        id: `cs_test_wallet_${run}_${number}`,
        object: "checkout.session",
        url: `https://checkout.stripe.com/c/pay/wallet_${run}_${number}`,
      };
    },
    "POST /v1/payment_intents": (request: CapturedStripeRequest) => ({
      id: `pi_test_${request.idempotencyKey}`,
      object: "payment_intent",
      status: "succeeded",
      amount: Number(request.params.get("amount")),
      amount_received: Number(request.params.get("amount")),
      metadata: {},
    }),
  });
  return { ...stripe, customers };
}

/** Stripe's event for a completed setup checkout, its setup intent expanded with the card. */
async function setupCompleted(sessionId: string, userId: string, card: { id: string; last4: string }) {
  const { payload, signature } = await signedEvent("checkout.session.completed", {
    id: sessionId,
    object: "checkout.session",
    mode: "setup",
    status: "complete",
    metadata: { user_id: userId, kind: "wallet" },
    setup_intent: {
      id: `seti_${card.id}`,
      object: "setup_intent",
      payment_method: { id: card.id, object: "payment_method", card: { brand: "visa", last4: card.last4, exp_month: 4, exp_year: 2031 } },
    },
  });
  expect((await postWebhook(payload, signature)).status).toBe(200);
}

describe("a signed-in customer's saved cards with Stripe", () => {
  it("makes one Stripe customer for the account when 'Add a card' is clicked twice at once", async () => {
    const stripe = stripeWithIdempotentCustomers();
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const ana = await customer();
    const click = () =>
      apiWith(stripeEnv, "/api/wallet/cards", {
        method: "POST",
        json: {},
        cookie: ana.cookie,
        headers: { "Idempotency-Key": "add-card-0001" },
      });
    const answers = await Promise.all([click(), click()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const customerCalls = stripe.requests.filter((request) => request.path === "/v1/customers");
    expect(new Set(customerCalls.map((request) => request.idempotencyKey))).toEqual(new Set([`customer-${ana.userId}`]));
    expect(stripe.customers.size).toBe(1);
    expect(await db.select().from(billingCustomers).where(eq(billingCustomers.userId, ana.userId))).toEqual([
      expect.objectContaining({ stripeCustomerId: "cus_test_1" }),
    ]);
    const sessions = stripe.requests.filter((request) => request.path === "/v1/checkout/sessions");
    expect(sessions.map((request) => request.params.get("customer"))).toEqual(["cus_test_1", "cus_test_1"]);
    expect(sessions.map((request) => request.params.get("mode"))).toEqual(["setup", "setup"]);
    expect(sessions.map((request) => request.idempotencyKey)).toEqual([
      `wallet-setup-${ana.userId}-add-card-0001`,
      `wallet-setup-${ana.userId}-add-card-0001`,
    ]);

    // Later clicks reuse the open session; the customer is never made again.
    const later = await apiWith(stripeEnv, "/api/wallet/cards", { method: "POST", json: {}, cookie: ana.cookie });
    const [first] = (await Promise.all(answers.map((answer) => answer.json()))) as { url: string }[];
    expect(await later.json()).toEqual(first);
    expect(first?.url).toMatch(/\/wallet_\w+_1$/);
    expect(stripe.requests.filter((request) => request.path === "/v1/customers")).toHaveLength(2);
  });

  it("charges the visit off-session to the card chosen and a tip to another saved card, under the account's customer; removing a card detaches it", async () => {
    const stripe = stripeWithIdempotentCustomers();
    vi.stubGlobal("fetch", stripe.fetchImpl);
    const ana = await customer();
    for (const card of [
      { id: "pm_test_first", last4: "1111" },
      { id: "pm_test_second", last4: "2222" },
    ]) {
      const started = await apiWith(stripeEnv, "/api/wallet/cards", { method: "POST", json: {}, cookie: ana.cookie });
      expect(started.status).toBe(200);
      const [row] = await db
        .select()
        .from(accountCards)
        .where(eq(accountCards.setupUrl, ((await started.json()) as { url: string }).url));
      await setupCompleted(row!.setupSessionId!, ana.userId, card);
    }
    const cards = await walletOf(ana);
    expect(cards.map((card) => [card.last4, card.exp_month, card.exp_year])).toEqual([
      ["2222", 4, 2031],
      ["1111", 4, 2031],
    ]);
    const visit = await bookSignedIn(ana);
    const first = cards.find((card) => card.last4 === "1111")!;
    expect((await chooseCard(ana, visit.reference, first.id, stripeEnv)).status).toBe(200);

    await visitDone(visit.id);
    expect((await adminPost(`/bookings/${visit.reference}/complete`, { pounds: 20, speed: "standard" }, stripeEnv)).status).toBe(200);
    const charge = stripe.requests.find((request) => request.path === "/v1/payment_intents");
    expect(charge?.params.get("customer")).toBe("cus_test_1");
    expect(charge?.params.get("payment_method")).toBe("pm_test_first");
    expect(charge?.params.get("off_session")).toBe("true");

    // A tip of 20% of the visit, charged to the other saved card, under the same customer.
    const second = cards.find((card) => card.last4 === "2222")!;
    const tipped = await apiWith(stripeEnv, `/api/my-bookings/${visit.reference}/saved-card-tip`, {
      method: "POST",
      cookie: ana.cookie,
      json: { percent: 20, card_id: second.id },
    });
    expect(tipped.status).toBe(200);
    const [tipCharge] = stripe.requests.filter((request) => request.path === "/v1/payment_intents").slice(1);
    const visitCents = Number(charge?.params.get("amount"));
    expect(tipCharge?.params.get("amount")).toBe(String(Math.round(visitCents * 0.2)));
    expect(tipCharge?.params.get("customer")).toBe("cus_test_1");
    expect(tipCharge?.params.get("payment_method")).toBe("pm_test_second");
    expect(tipCharge?.params.get("metadata[kind]")).toBe("tip");
    expect(tipCharge?.idempotencyKey).toMatch(/^tip-charge-.+-0$/);

    const detach = fakeStripeApi({ "POST /v1/payment_methods/*/detach": () => ({ id: "pm_test_second", object: "payment_method" }) });
    vi.stubGlobal("fetch", detach.fetchImpl);
    const removed = await apiWith(stripeEnv, `/api/wallet/cards/${second.id}`, { method: "DELETE", cookie: ana.cookie });
    expect(removed.status).toBe(200);
    expect(detach.requests.map((request) => request.path)).toEqual(["/v1/payment_methods/pm_test_second/detach"]);
  });
});
