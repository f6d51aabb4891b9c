import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, checkouts, emails } from "#worker/db/schema";
import { expireAbandonedCheckouts } from "#worker/services/subscriptions/subscription-checkout";
import { GOOD_CARD, paidSubscriber, postForm, startLocalCheckout, subscriberAccount, subscriptionState } from "./billing-support";
import { api, db, testContext } from "./support";

describe("local test checkout", () => {
  it("shows a card form with the test card hint, only to the checkout's owner", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const page = await api(`/dev/checkout/${checkout.stripeSessionId}`, { cookie: account.cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Security-Policy")).toContain("script-src 'none'");
    const text = await page.text();
    expect(text).toContain("Pay $59.99");
    expect(text).toContain("4242 4242 4242 4242");
    expect(text).not.toContain("<script");

    const stranger = await subscriberAccount();
    expect((await api(`/dev/checkout/${checkout.stripeSessionId}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await postForm(`/dev/checkout/${checkout.stripeSessionId}/pay`, stranger.cookie, GOOD_CARD)).status).toBe(410);
    expect(
      (await postForm(`/dev/checkout/${checkout.stripeSessionId}/pay`, account.cookie, GOOD_CARD, "https://evil.example")).status,
    ).toBe(403);
    expect((await subscriptionState(account.cookie)).subscribed).toBe(false);
  });

  it("declines Stripe's decline test card and keeps what was typed", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const response = await postForm(`/dev/checkout/${checkout.stripeSessionId}/pay`, account.cookie, {
      ...GOOD_CARD,
      number: "4000 0000 0000 0002",
    });
    expect(response.status).toBe(402);
    const text = await response.text();
    expect(text).toContain("Your card was declined.");
    expect(text).toContain('value="4000 0000 0000 0002"');
    expect((await subscriptionState(account.cookie)).subscribed).toBe(false);
  });

  it("tells the customer's own checkout apart as pending, declined (another card still pays it), then paid", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const state = async (cookie = account.cookie) => {
      const response = await api(`/api/subscription/checkout/${checkout.stripeSessionId}`, { cookie });
      return { status: response.status, body: (await response.json()) as { status?: string; package?: string } };
    };
    expect(await state()).toEqual({ status: 200, body: { status: "pending", package: "2bed2bath" } });
    const declined = await postForm(`/dev/checkout/${checkout.stripeSessionId}/pay`, account.cookie, {
      ...GOOD_CARD,
      number: "4000 0000 0000 0002",
    });
    expect(declined.status).toBe(402);
    expect(await state()).toEqual({ status: 200, body: { status: "declined", package: "2bed2bath" } });
    expect((await subscriptionState(account.cookie)).subscribed).toBe(false);

    // Someone else's checkout is not found, signed out is 401.
    expect((await state((await subscriberAccount()).cookie)).status).toBe(404);
    expect((await api(`/api/subscription/checkout/${checkout.stripeSessionId}`)).status).toBe(401);

    expect((await postForm(`/dev/checkout/${checkout.stripeSessionId}/pay`, account.cookie, GOOD_CARD)).status).toBe(303);
    expect(await state()).toEqual({ status: 200, body: { status: "paid", package: "2bed2bath" } });
  });

  it("leads Cancel back to the wizard's review step, where the checkout left is closed and its slot freed", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const page = await (await api(`/dev/checkout/${checkout.stripeSessionId}`, { cookie: account.cookie })).text();
    expect(page).toContain('href="/subscription-booking?package=2bed2bath&amp;step=3&amp;checkout=cancelled"');

    const cancel = () => api("/api/subscription/checkout/cancel", { method: "POST", cookie: account.cookie, json: {} });
    const first = await cancel();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "cancelled" });
    expect(await (await cancel()).json()).toEqual({ status: "none" });
    const outcome = await api(`/api/subscription/checkout/${checkout.stripeSessionId}`, { cookie: account.cookie });
    expect(await outcome.json()).toEqual({ status: "cancelled", package: "2bed2bath" });
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, checkout.bookingId!));
    expect(booking?.status).toBe("cancelled");
    expect((await postForm(`/dev/checkout/${checkout.stripeSessionId}/pay`, account.cookie, GOOD_CARD)).status).toBe(410);

    // A paid checkout is never cancelled: the page is told it was paid.
    const payer = await subscriberAccount();
    const paid = await startLocalCheckout(payer);
    await postForm(`/dev/checkout/${paid.stripeSessionId}/pay`, payer.cookie, GOOD_CARD);
    const late = await api("/api/subscription/checkout/cancel", { method: "POST", cookie: payer.cookie, json: {} });
    expect(await late.json()).toEqual({ status: "none" });
    expect((await subscriptionState(payer.cookie)).subscribed).toBe(true);
  });

  it("pays through signed events to the real webhook: subscribed, first cleaning confirmed, then back to the success page", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const response = await postForm(`/dev/checkout/${checkout.stripeSessionId}/pay`, account.cookie, GOOD_CARD);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/subscription-success?session_id=${checkout.stripeSessionId}`);
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscribed: true, subscription_tier: "2bed2bath", status: "active" });
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, checkout.bookingId!));
    expect(booking?.status).toBe("confirmed");
    const [row] = await db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
    expect(row?.status).toBe("completed");
    const kinds = (await db.select().from(emails)).filter((email) => email.to === account.email).map((email) => email.kind);
    expect(kinds).toContain("subscription-activated");
  });

  it("runs the billing portal's actions through the webhook: cancel, resume, declined renewal, payment, switch, end", async () => {
    const account = await paidSubscriber();
    const portal = (action: string, fields: Record<string, string> = {}) =>
      postForm(`/dev/billing-portal/${action}`, account.cookie, fields);
    expect((await api("/dev/billing-portal", { cookie: account.cookie })).status).toBe(200);

    expect((await portal("cancel")).status).toBe(303);
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscribed: true, cancel_at_period_end: true });
    await portal("resume");
    expect(await subscriptionState(account.cookie)).toMatchObject({ cancel_at_period_end: false });
    await portal("decline");
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscribed: true, status: "past_due" });
    await portal("pay");
    expect(await subscriptionState(account.cookie)).toMatchObject({ status: "active" });
    await portal("switch", { package: "1bed1bath" });
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscription_tier: "1bed1bath" });
    await portal("end");
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscribed: false, status: "canceled" });
  });

  it("answers portal actions named like what every object inherits (toString, constructor, __proto__) as it answers any unknown action", async () => {
    const account = await paidSubscriber();
    for (const action of ["refund", "toString", "constructor", "__proto__", "hasOwnProperty", "valueOf"]) {
      const response = await postForm(`/dev/billing-portal/${action}`, account.cookie, {});
      expect(response.status, action).toBe(404);
      expect(await response.text(), action).toContain("Unknown action");
    }
    const page = await api("/dev/billing-portal?done=toString", { cookie: account.cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("[native code]");
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscribed: true, status: "active", cancel_at_period_end: false });
  });

  it("frees the slot of a checkout nobody paid once it has expired", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    expect(await expireAbandonedCheckouts(testContext({ now: new Date() }))).toBe(0);
    await expireAbandonedCheckouts(testContext({ now: new Date(checkout.expiresAt!.getTime() + 10 * 60 * 1000) }));
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, checkout.bookingId!));
    expect(booking?.status).toBe("cancelled");
    const page = await api(`/dev/checkout/${checkout.stripeSessionId}`, { cookie: account.cookie });
    expect(page.status).toBe(410);
  });
});
