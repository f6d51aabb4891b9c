import { env } from "cloudflare:workers";
import { addDays, addMonths, format, parseISO } from "date-fns";
import { eq } from "drizzle-orm";
import { holidayOn } from "#core/holidays";
import { packageOrDefault } from "#core/packages";
import type { ScheduleListResponse } from "#core/schedule-schema";
import { longDate, slotLabel } from "#core/time-slots";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "#worker/app";
import {
  localCheckoutSession,
  localEvent,
  localId,
  localInvoice,
  localSubscription,
  type LocalSubscriptionFacts,
} from "#worker/billing/local-events";
import { createDb } from "#worker/db/client";
import { LOCAL_STRIPE_WEBHOOK_SECRET } from "#worker/env";
import {
  type BookingRecord,
  bookings,
  cleaningSchedules,
  emails,
  stripeEvents,
  subscriptions,
  type CheckoutRecord,
} from "#worker/db/schema";
import { subscriptionActivatedEmail } from "#worker/emails/subscription";
import { scheduleCalendar } from "#worker/services/schedules/schedule-calendar";
import { runScheduleJobs } from "#worker/services/schedules/schedule-jobs";
import { handleStripeEvent, receiveStripeEvent } from "#worker/services/payments/stripe-webhook";
import {
  checkoutBody,
  postWebhook,
  signedBody,
  STRIPE_TEST_WEBHOOK_SECRET,
  stripeEnv,
  signedEvent,
  startLocalCheckout,
  subscriberAccount,
  subscriptionState,
  type Subscriber,
} from "./billing-support";
import { countingD1 } from "./d1-counter";
import { api, appNow, chunkedBody, db, ORIGIN, testContext } from "./support";

afterEach(() => {
  vi.restoreAllMocks();
});

function factsFor(account: Subscriber, checkout: CheckoutRecord, overrides: Partial<LocalSubscriptionFacts> = {}): LocalSubscriptionFacts {
  const now = new Date();
  return {
    id: localId("sub"),
    customerId: `cus_for_${account.userId}`,
    packageId: "2bed2bath",
    status: "active",
    periodStart: now,
    periodEnd: addMonths(now, 1),
    cancelAtPeriodEnd: false,
    metadata: { user_id: account.userId, package_id: checkout.packageId, booking_id: checkout.bookingId ?? "", checkout_id: checkout.id },
    ...overrides,
  };
}

/** What Stripe sends when the customer pays: completed checkout, created subscription. */
async function completedEvent(facts: LocalSubscriptionFacts, checkout: CheckoutRecord, created?: Date) {
  const session = localCheckoutSession({
    id: checkout.stripeSessionId!,
    customerId: facts.customerId,
    subscriptionId: facts.id,
    metadata: facts.metadata,
    status: "complete",
  });
  return signedEvent("checkout.session.completed", session, { created });
}

async function subscriptionEvent(type: string, facts: LocalSubscriptionFacts, created?: Date) {
  return signedEvent(type, localSubscription(facts, created ?? new Date()), { created });
}

async function deliver(signed: { payload: string; signature: string }) {
  const response = await postWebhook(signed.payload, signed.signature);
  expect(response.status).toBe(200);
  return (await response.json()) as { received: boolean; duplicate: boolean };
}

async function emailsTo(address: string) {
  return db.select().from(emails).where(eq(emails.to, address));
}

async function activeSubscriber() {
  const account = await subscriberAccount();
  const checkout = await startLocalCheckout(account);
  const facts = factsFor(account, checkout);
  await deliver(await subscriptionEvent("customer.subscription.created", facts));
  await deliver(await completedEvent(facts, checkout));
  return { account, checkout, facts };
}

describe("POST /api/stripe/webhook", () => {
  it("activates the subscription, confirms the first cleaning and emails the customer", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    expect((await subscriptionState(account.cookie)).subscribed).toBe(false);
    const facts = factsFor(account, checkout);
    await deliver(await completedEvent(facts, checkout));
    await deliver(await subscriptionEvent("customer.subscription.created", facts));

    expect(await subscriptionState(account.cookie)).toEqual({
      subscribed: true,
      subscription_tier: "2bed2bath",
      subscription_end: new Date(Math.floor(facts.periodEnd.getTime() / 1000) * 1000).toISOString(),
      status: "active",
      cancel_at_period_end: false,
    });
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, checkout.bookingId!));
    expect(booking?.status).toBe("confirmed");
    expect((await emailsTo(account.email)).map((email) => email.kind)).toContain("subscription-activated");
  });

  it("starts the plan's bi-weekly series two weeks after the first cleaning, shown in the Schedule tab", async () => {
    const { account, checkout } = await activeSubscriber();
    const [first] = await db.select().from(bookings).where(eq(bookings.id, checkout.bookingId!));
    const listed = (await (await api("/api/schedules", { cookie: account.cookie })).json()) as ScheduleListResponse;
    expect(listed.schedules).toHaveLength(1);
    const series = listed.schedules[0]!;
    const twoWeeksOn = (date: string) => format(addDays(parseISO(date), 14), "yyyy-MM-dd");
    const second = twoWeeksOn(first!.appointmentDate);
    expect(series).toMatchObject({
      scheduled_date: second,
      scheduled_time: slotLabel(first!.appointmentTime),
      frequency: "biweekly",
      subscription_tier: "2bed2bath",
    });
    // The first cleaning is the booking, so the series never lists (or counts) its date; a
    // date of the series on a holiday is skipped (core/holidays.ts), as on 2027-01-01.
    let firstVisit = second;
    while (holidayOn(firstVisit)) firstVisit = twoWeeksOn(firstVisit);
    expect(series.next_visits[0]?.date).toBe(firstVisit);
    // The activation email says where the plan goes on after the first cleaning.
    const activated = (await emailsTo(account.email)).find((email) => email.kind === "subscription-activated");
    expect(activated?.text).toContain(`Every two weeks from ${longDate(firstVisit)} at ${slotLabel(first!.appointmentTime)}`);
  });

  it("names the series' first visit in the activation email, not a holiday two weeks after the first cleaning", () => {
    const confirmed = { status: "confirmed", appointmentDate: "2026-12-18", appointmentTime: "10:00 AM", serviceAddress: "1 Ocean Dr" };
    const email = subscriptionActivatedEmail(
      { email: "ana@example.com", name: "Ana" },
      packageOrDefault("2bed2bath"),
      confirmed as BookingRecord,
      ORIGIN,
    );
    // 2027-01-01 is New Year's Day: the series goes on two weeks later, as the Schedule tab lists it.
    expect(email.text).toContain("Then: Every two weeks from Friday, January 15, 2027 at 10:00 AM");
  });

  it("starts one series whatever the order and repeats of the events, and never revives a cancelled one", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const facts = factsFor(account, checkout);
    await deliver(await completedEvent(facts, checkout));
    await deliver(await subscriptionEvent("customer.subscription.created", facts));
    // A second delivery of the same facts as a new event, and two racing ones.
    await Promise.all([deliver(await completedEvent(facts, checkout)), deliver(await completedEvent(facts, checkout))]);
    const rows = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.userId, account.userId));
    expect(rows.map((row) => row.status)).toEqual(["active"]);

    const cancelled = await api(`/api/schedules/${rows[0]!.id}`, { method: "DELETE", cookie: account.cookie });
    expect(cancelled.status).toBe(200);
    await deliver(await completedEvent(facts, checkout));
    const after = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.userId, account.userId));
    expect(after.map((row) => row.status)).toEqual(["cancelled"]);
  });

  it("starts no series for a subscription whose end arrived before its checkout", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const facts = factsFor(account, checkout);
    await deliver(await subscriptionEvent("customer.subscription.deleted", { ...facts, status: "canceled" }, new Date(Date.now() + 5000)));
    await deliver(await completedEvent(facts, checkout));
    expect(await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.userId, account.userId))).toEqual([]);
  });

  it("answers 409 to a subscribed user who starts another checkout", async () => {
    const { account } = await activeSubscriber();
    const response = await api("/api/subscription/checkout", { method: "POST", cookie: account.cookie, json: checkoutBody() });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "already_subscribed" } });
  });

  it("refuses a tampered body, a wrong secret, a missing header and a 10-minute-old signature, storing nothing", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const facts = factsFor(account, checkout);
    const valid = await subscriptionEvent("customer.subscription.created", facts);
    const wrongSecret = await subscriptionEvent("customer.subscription.created", facts);
    const stale = await signedEvent("customer.subscription.created", localSubscription(facts, new Date()), {
      signedAt: Math.floor(Date.now() / 1000) - 600,
    });
    const attempts = [
      { payload: valid.payload.replace('"active"', '"trialing"'), signature: valid.signature },
      { payload: wrongSecret.payload, signature: (await signedEvent("x", {}, { secret: "whsec_someone_else" })).signature },
      { payload: valid.payload, signature: null },
      { payload: stale.payload, signature: stale.signature },
    ];
    for (const attempt of attempts) {
      const response = await postWebhook(attempt.payload, attempt.signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "invalid_signature" } });
    }
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, account.userId))).toEqual([]);
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, valid.event.id))).toEqual([]);
    expect((await subscriptionState(account.cookie)).subscribed).toBe(false);
  });

  it("processes the same event once", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const facts = factsFor(account, checkout);
    await deliver(await subscriptionEvent("customer.subscription.created", facts));
    const completed = await completedEvent(facts, checkout);
    expect(await deliver(completed)).toEqual({ received: true, duplicate: false });
    expect(await deliver(completed)).toEqual({ received: true, duplicate: true });
    expect((await emailsTo(account.email)).filter((email) => email.kind === "subscription-activated")).toHaveLength(1);
  });

  it("ends in the right state when subscription.updated arrives before checkout.session.completed", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const facts = factsFor(account, checkout, { packageId: "3bed3bath", cancelAtPeriodEnd: true });
    await deliver(await subscriptionEvent("customer.subscription.updated", facts));
    await deliver(await completedEvent(facts, checkout));
    const state = await subscriptionState(account.cookie);
    expect(state).toMatchObject({ subscribed: true, subscription_tier: "3bed3bath", status: "active", cancel_at_period_end: true });
    expect(state.subscription_end).not.toBeNull();
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, account.userId));
    expect(row?.firstBookingId).toBe(checkout.bookingId);
  });

  it("never lets an older event overwrite newer state", async () => {
    const { account, facts } = await activeSubscriber();
    const now = Date.now();
    await deliver(await subscriptionEvent("customer.subscription.updated", { ...facts, cancelAtPeriodEnd: true }, new Date(now + 60_000)));
    await deliver(
      await subscriptionEvent(
        "customer.subscription.updated",
        { ...facts, cancelAtPeriodEnd: false, packageId: "1bed1bath" },
        new Date(now + 30_000),
      ),
    );
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscription_tier: "2bed2bath", cancel_at_period_end: true });
    expect((await emailsTo(account.email)).map((email) => email.kind)).toContain("subscription-cancel-scheduled");
  });

  it("stays active when the subscription's incomplete creation arrives after its activation in the same second", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const facts = factsFor(account, checkout);
    // Stripe stamps both events with the same second and may deliver them in either order.
    const second = new Date(Math.floor(Date.now() / 1000) * 1000);
    await deliver(await subscriptionEvent("customer.subscription.updated", facts, second));
    await deliver(await subscriptionEvent("customer.subscription.created", { ...facts, status: "incomplete" }, second));
    await deliver(await completedEvent(facts, checkout, second));
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscribed: true, status: "active" });
  });

  it("shows past due after a failed payment and emails the customer", async () => {
    const { account, facts } = await activeSubscriber();
    await deliver(await signedEvent("invoice.payment_failed", localInvoice(facts, false), { created: new Date(Date.now() + 1000) }));
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscribed: true, status: "past_due" });
    expect((await emailsTo(account.email)).map((email) => email.kind)).toContain("subscription-payment-failed");
    await deliver(await signedEvent("invoice.paid", localInvoice(facts, true), { created: new Date(Date.now() + 2000) }));
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscribed: true, status: "active" });

    // A failure that Stripe delivers late, older than the payment: no change, no second email.
    await deliver(await signedEvent("invoice.payment_failed", localInvoice(facts, false), { created: new Date(Date.now() - 5000) }));
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscribed: true, status: "active" });
    expect((await emailsTo(account.email)).filter((email) => email.kind === "subscription-payment-failed")).toHaveLength(1);
  });

  it("is not subscribed after customer.subscription.deleted, and a late update cannot revive it", async () => {
    const { account, facts } = await activeSubscriber();
    await deliver(await subscriptionEvent("customer.subscription.deleted", { ...facts, status: "canceled" }, new Date(Date.now() + 1000)));
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscribed: false, status: "canceled" });
    await deliver(await subscriptionEvent("customer.subscription.updated", facts, new Date(Date.now() + 1000)));
    expect((await subscriptionState(account.cookie)).subscribed).toBe(false);
    expect((await emailsTo(account.email)).map((email) => email.kind)).toContain("subscription-ended");
  });

  it("never shows one user's subscription to another", async () => {
    const { account } = await activeSubscriber();
    const stranger = await subscriberAccount();
    expect(await subscriptionState(stranger.cookie)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      status: null,
      cancel_at_period_end: false,
    });
    expect((await subscriptionState(account.cookie)).subscribed).toBe(true);
    const change = await api("/api/subscription/change", { method: "POST", cookie: stranger.cookie, json: { package: "1bed1bath" } });
    expect(change.status).toBe(403);
    const portal = await api("/api/subscription/portal", { method: "POST", cookie: stranger.cookie, json: {} });
    expect(portal.status).toBe(404);
  });

  it("writes nothing of an event whose batch fails, so that Stripe's retry processes it whole", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const facts = factsFor(account, checkout);
    const { event } = await completedEvent(facts, checkout);
    // D1 answers the reads, then fails the batch at its last statement: the ones before it are rolled back.
    const failingLast = {
      prepare: (query: string) => env.DB.prepare(query),
      batch: (statements: D1PreparedStatement[]) => env.DB.batch([...statements, env.DB.prepare("INSERT INTO no_such_table VALUES (1)")]),
    } as unknown as D1Database;
    const broken = testContext({ settings: { siteUrl: "http://localhost:5173", businessEmail: "team@example.com" } });
    await expect(handleStripeEvent({ ...broken, db: createDb(failingLast) }, event as never)).rejects.toThrow();
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, facts.id))).toEqual([]);
    const kinds = async () => (await emailsTo(account.email)).map((email) => email.kind).filter((kind) => kind !== "verify-email");
    expect(await kinds()).toEqual([]);
    expect((await db.select().from(bookings).where(eq(bookings.id, checkout.bookingId!)))[0]?.status).toBe("held_for_checkout");

    await expect(handleStripeEvent(testContext(), event as never)).resolves.toEqual({ outcome: "processed", duplicatePayments: [] });
    expect((await subscriptionState(account.cookie)).subscribed).toBe(true);
    expect(await kinds()).toEqual(["subscription-activated"]);
  });

  it("applies an event delivered 5 times at once exactly once: one series, one activation email, 4 duplicates", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const facts = factsFor(account, checkout);
    await deliver(await subscriptionEvent("customer.subscription.created", facts));
    const completed = await completedEvent(facts, checkout);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(completed)));
    expect(answers.filter((answer) => answer.duplicate)).toHaveLength(4);
    expect((await emailsTo(account.email)).filter((email) => email.kind === "subscription-activated")).toHaveLength(1);
    expect(await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.userId, account.userId))).toHaveLength(1);
  });
});

describe("D1 round trips of a Stripe event", () => {
  const counter = countingD1(env.DB);
  /** Resend's HTTP API, the only thing faked: it accepts every email. */
  const resendAccepts = (async () => Response.json({ id: `re_${crypto.randomUUID()}` })) as typeof fetch;

  async function counted(signed: { payload: string; signature: string }) {
    counter.reset();
    const response = await postWebhook(signed.payload, signed.signature, { ...stripeEnv, DB: counter.db, RESEND_API_KEY: "re_test_key" });
    expect(response.status).toBe(200);
    return { answer: (await response.json()) as { duplicate: boolean }, tally: { ...counter.tally } };
  }

  it("applies each event in 2 sequential round trips with an email provider: its reads beside its id's look-up, then one batch (the emails are queued)", async () => {
    vi.stubGlobal("fetch", resendAccepts);
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const facts = factsFor(account, checkout);
    const at = (seconds: number) => new Date(Date.now() + seconds * 1000);
    const steps = {
      created: await counted(await subscriptionEvent("customer.subscription.created", facts, at(0))),
      completed: await counted(await completedEvent(facts, checkout, at(1))),
      switched: await counted(await subscriptionEvent("customer.subscription.updated", { ...facts, packageId: "3bed3bath" }, at(2))),
      failed: await counted(await signedEvent("invoice.payment_failed", localInvoice(facts, false), { created: at(3) })),
      paid: await counted(await signedEvent("invoice.paid", localInvoice(facts, true), { created: at(4) })),
    };
    const sequential = Object.fromEntries(Object.entries(steps).map(([name, step]) => [name, step.tally.sequential]));
    // Events that email: the activation (customer and business), the switch (both), the failed payment (customer).
    expect(sequential).toEqual({ created: 2, completed: 2, switched: 2, failed: 2, paid: 2 });
    // Everything the event writes, its mark included, is one call.
    expect(steps.completed.tally.calls).toBe(2 + 1);
    const kinds = (await emailsTo(account.email)).map((email) => email.kind);
    expect(kinds).toEqual(expect.arrayContaining(["subscription-activated", "subscription-plan-changed", "subscription-payment-failed"]));
  });

  it("answers a repeated event after one round trip's reads, writing nothing", async () => {
    const { account, checkout } = await activeSubscriber();
    const signed = await subscriptionEvent("customer.subscription.updated", factsFor(account, checkout), new Date(Date.now() + 1000));
    expect((await counted(signed)).answer.duplicate).toBe(false);
    const repeat = await counted(signed);
    expect(repeat.answer.duplicate).toBe(true);
    expect(repeat.tally.sequential).toBe(1);
    expect(repeat.tally.sql.filter((statement) => !/^select/i.test(statement))).toEqual([]);
  });
});

describe("a subscriber's changes, emailed to the customer and the business", () => {
  /** Kinds of the emails about this customer: hers, and the business's copies naming her. */
  async function changeEmails(email: string) {
    const all = await db.select().from(emails);
    return all
      .filter((message) => message.to === email || (message.to === "bookings@sflconcierge.com" && message.html.includes(email)))
      .map((message) => `${message.to === email ? "customer" : "business"}:${message.kind}`)
      .filter((kind) => kind.includes(":subscription-") && !kind.endsWith("-activated") && !kind.endsWith(":subscription-business"))
      .sort();
  }

  it("sends each transition once: switch, scheduled cancellation, resume, end; repeated and older events send nothing", async () => {
    const { account, facts } = await activeSubscriber();
    const at = (seconds: number) => new Date(Date.now() + seconds * 1000);

    const switched = await subscriptionEvent("customer.subscription.updated", { ...facts, packageId: "3bed3bath" }, at(10));
    await deliver(switched);
    expect(await changeEmails(account.email)).toEqual([
      "business:subscription-plan-changed-business",
      "customer:subscription-plan-changed",
    ]);
    const [customerCopy] = (await emailsTo(account.email)).filter((email) => email.kind === "subscription-plan-changed");
    expect(customerCopy?.subject).toBe("Your cleaning plan is now 3 Bed / 3 Bath");
    expect(customerCopy?.text).toContain("From now on each visit lasts 4 hours");

    // Stripe repeats a delivery, and sends a new event with the same state: no second email.
    await deliver(switched);
    await deliver(await subscriptionEvent("customer.subscription.updated", { ...facts, packageId: "3bed3bath" }, at(11)));
    // An event older than the switch (still the old plan) arrives late: it changes and sends nothing.
    await deliver(await subscriptionEvent("customer.subscription.updated", facts, at(5)));
    expect(await subscriptionState(account.cookie)).toMatchObject({ subscription_tier: "3bed3bath" });
    expect(await changeEmails(account.email)).toHaveLength(2);

    await deliver(
      await subscriptionEvent("customer.subscription.updated", { ...facts, packageId: "3bed3bath", cancelAtPeriodEnd: true }, at(20)),
    );
    await deliver(await subscriptionEvent("customer.subscription.updated", { ...facts, packageId: "3bed3bath" }, at(30)));
    await deliver(
      await subscriptionEvent("customer.subscription.deleted", { ...facts, packageId: "3bed3bath", status: "canceled" }, at(40)),
    );
    await deliver(
      await subscriptionEvent("customer.subscription.deleted", { ...facts, packageId: "3bed3bath", status: "canceled" }, at(41)),
    );
    expect(await changeEmails(account.email)).toEqual(
      [
        "business:subscription-plan-changed-business",
        "customer:subscription-plan-changed",
        "business:subscription-cancel-scheduled-business",
        "customer:subscription-cancel-scheduled",
        "business:subscription-resumed-business",
        "customer:subscription-resumed",
        "business:subscription-ended-business",
        "customer:subscription-ended",
      ].sort(),
    );
  });

  it("gives the visits still to come the new plan: active schedules' length and the first cleaning's title", async () => {
    const { account, facts, checkout } = await activeSubscriber();
    // The series the payment started.
    const [schedule] = ((await (await api("/api/schedules", { cookie: account.cookie })).json()) as ScheduleListResponse).schedules;
    if (!schedule) throw new Error("the payment started no series");
    const [before] = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.id, schedule.id));
    expect(before?.subscriptionTier).toBe("2bed2bath");

    await deliver(
      await subscriptionEvent("customer.subscription.updated", { ...facts, packageId: "1bed1bath" }, new Date(Date.now() + 5000)),
    );

    const [after] = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.id, schedule.id));
    expect(after?.subscriptionTier).toBe("1bed1bath");
    expect(after?.revision).toBe((before?.revision ?? 0) + 1);
    expect(scheduleCalendar(after!, "localhost", appNow())).toContain("DURATION:PT2H");
    const [first] = await db.select().from(bookings).where(eq(bookings.id, checkout.bookingId!));
    expect(first?.serviceTitle).toBe("Hotel Style Cleaning, 1 Bed / 1 Bath (first visit of the subscription)");
    expect(first?.servicePrice).toBe("$39.99 / month");
  });
});

describe("a customer with an older subscription beside the one she pays for", () => {
  it("stays subscribed when the older one ends: her schedule, emergencies and emails are untouched", async () => {
    // Her first try went unpaid; she subscribed again, paid, and planned her cleanings.
    const account = await subscriberAccount();
    const firstTry = factsFor(account, await startLocalCheckout(account), { status: "incomplete" });
    await deliver(await subscriptionEvent("customer.subscription.created", firstTry));
    const { facts: paid } = await (async () => {
      const checkout = await startLocalCheckout(account);
      const facts = factsFor(account, checkout, { packageId: "3bed3bath" });
      await deliver(await subscriptionEvent("customer.subscription.created", facts, new Date(Date.now() + 500)));
      await deliver(await completedEvent(facts, checkout, new Date(Date.now() + 500)));
      return { facts };
    })();
    // The payment started her series; she has nothing else to plan.
    expect(await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.userId, account.userId))).toHaveLength(1);

    // Then Stripe ends the unpaid first try, after everything else.
    await deliver(
      await subscriptionEvent("customer.subscription.deleted", { ...firstTry, status: "canceled" }, new Date(Date.now() + 2000)),
    );

    expect(await subscriptionState(account.cookie)).toMatchObject({
      subscribed: true,
      status: "active",
      subscription_tier: paid.packageId,
    });
    expect((await api("/api/subscription/emergency", { method: "POST", cookie: account.cookie, json: {} })).status).toBe(201);
    await runScheduleJobs(testContext());
    const listed = (await (await api("/api/schedules", { cookie: account.cookie })).json()) as ScheduleListResponse;
    expect(listed.schedules).toHaveLength(1);
    expect(listed.can_schedule).toBe(true);
    const kinds = (await emailsTo(account.email)).map((email) => email.kind);
    expect(kinds.filter((kind) => kind.includes("ended"))).toEqual([]);
  });
});

describe("POST /api/stripe/webhook in local mode", () => {
  it("takes no event over HTTP, since the local secret is public: only the local checkout delivers, in the worker itself", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account);
    const forged = await signedEvent("customer.subscription.created", localSubscription(factsFor(account, checkout), new Date()), {
      secret: LOCAL_STRIPE_WEBHOOK_SECRET,
    });
    const response = await postWebhook(forged.payload, forged.signature, env);
    expect(response.status).toBe(404);
    expect((await subscriptionState(account.cookie)).subscribed).toBe(false);
  });
});

describe("POST /api/stripe/webhook with what it cannot use", () => {
  async function storedCounts() {
    const [events, subs, sent] = await Promise.all([db.$count(stripeEvents), db.$count(subscriptions), db.$count(emails)]);
    return { events, subs, sent };
  }

  /** Each signed delivery is acknowledged with the reason it was ignored, and logged. */
  async function expectIgnored(bodies: { payload: string; signature: string }[]) {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = await storedCounts();
    for (const body of bodies) {
      const response = await postWebhook(body.payload, body.signature);
      expect(response.status, body.payload.slice(0, 80)).toBe(200);
      expect(await response.json()).toEqual({ received: true, duplicate: false, ignored: expect.any(String) });
    }
    expect(warn).toHaveBeenCalledTimes(bodies.length);
    expect(await storedCounts()).toEqual(before);
  }

  it("acknowledges and logs signed bodies that are no usable event: [], null, {}, not JSON, no data.object, a subscription without its items", async () => {
    const withoutObject = { ...localEvent("customer.subscription.updated", {}, new Date()), data: {} };
    const bareSubscription = localEvent("customer.subscription.updated", { id: localId("sub"), object: "subscription" }, new Date());
    const bareSession = localEvent("checkout.session.completed", { object: "checkout.session", mode: "subscription" }, new Date());
    await expectIgnored(
      await Promise.all(
        ["[]", "null", "{}", "not json", withoutObject, bareSubscription, bareSession].map((body) =>
          signedBody(typeof body === "string" ? body : JSON.stringify(body)),
        ),
      ),
    );
  });

  it("acknowledges and logs subscription and checkout events naming a user, customer or checkout it does not know", async () => {
    const now = new Date();
    const stranger: LocalSubscriptionFacts = {
      id: localId("sub"),
      customerId: localId("cus"),
      packageId: "2bed2bath",
      status: "active",
      periodStart: now,
      periodEnd: addMonths(now, 1),
      cancelAtPeriodEnd: false,
      metadata: { user_id: "user_nobody_knows", package_id: "2bed2bath" },
    };
    const session = localCheckoutSession({
      id: localId("cs"),
      customerId: stranger.customerId,
      subscriptionId: stranger.id,
      metadata: stranger.metadata,
      status: "complete",
    });
    await expectIgnored([
      await subscriptionEvent("customer.subscription.created", stranger),
      await subscriptionEvent("customer.subscription.updated", { ...stranger, metadata: {} }),
      await signedEvent("checkout.session.completed", session),
    ]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stranger.id))).toEqual([]);
  });

  it("still fails, for Stripe to retry, when D1 cannot be reached", async () => {
    const { account, checkout } = await activeSubscriber();
    const facts = factsFor(account, checkout);
    const signed = await subscriptionEvent("customer.subscription.updated", facts);
    const brokenDb = createDb({
      prepare() {
        throw new Error("D1 is unavailable");
      },
    } as unknown as D1Database);
    const withStripe = testContext({ settings: { billingMode: "stripe", stripeWebhookSecret: STRIPE_TEST_WEBHOOK_SECRET } });
    await expect(receiveStripeEvent({ ...withStripe, db: brokenDb }, signed.payload, signed.signature)).rejects.toThrow();
  });

  function postStream(stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
    return app.request(
      `${ORIGIN}/api/stripe/webhook`,
      { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=0", ...headers }, body: stream },
      stripeEnv,
    );
  }

  it("answers 413 to a 10 MB chunked body as soon as it has read past the limit", async () => {
    const { stream, read } = chunkedBody(10 * 1024 * 1024);
    const response = await postStream(stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: "payload_too_large", message: expect.any(String) } });
    expect(read.bytes).toBeLessThan(1024 * 1024);
  });

  it("answers 413 before reading when Content-Length is over the limit", async () => {
    const { stream, read } = chunkedBody(10 * 1024 * 1024);
    const response = await postStream(stream, { "Content-Length": String(10 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "payload_too_large" } });
    expect(read.bytes).toBeLessThanOrEqual(64 * 1024);
  });
});
