import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OwnerMetricsResponse } from "#core/owner-metrics-api";
import { businessToday } from "#core/time-slots";
import { subscriptionCancellationReasons, subscriptions, users } from "#worker/db/schema";
import { adminAccount, api, appNow, db, verifiedAccount } from "./support";

/** A signed-in customer with a serving plan, as Stripe's webhooks would have stored it. */
async function subscriber(values: { cancelAtPeriodEnd?: boolean } = {}) {
  const account = await verifiedAccount();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  const id = crypto.randomUUID();
  const at = new Date(appNow().getTime() - 30 * 24 * 60 * 60 * 1000);
  await db.insert(subscriptions).values({
    id,
    userId: user!.id,
    stripeCustomerId: `cus_${id.slice(0, 8)}`,
    stripeSubscriptionId: `sub_${id}`,
    packageId: "2bed2bath",
    status: "active",
    cancelAtPeriodEnd: values.cancelAtPeriodEnd ?? false,
    createdAt: at,
    updatedAt: at,
  });
  return { ...account, subscriptionId: id };
}

function giveReason(cookie: string, json: unknown) {
  return api("/api/subscription/cancellation-reason", { method: "POST", cookie, json });
}

async function reasonsOf(subscriptionId: string) {
  return db.select().from(subscriptionCancellationReasons).where(eq(subscriptionCancellationReasons.subscriptionId, subscriptionId));
}

describe("POST /api/subscription/cancellation-reason", () => {
  it("keeps one reason per subscription, the latest, with a note only for Other", async () => {
    const leaving = await subscriber();
    const first = await giveReason(leaving.cookie, { reason: "other", note: "Renovating the <b>kitchen</b>" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ reason: "other" });
    expect((await reasonsOf(leaving.subscriptionId)).map(({ reason, note }) => ({ reason, note }))).toEqual([
      { reason: "other", note: "Renovating the <b>kitchen</b>" },
    ]);
    // A double click, then a change of mind: still one row, the latest answer.
    await Promise.all([giveReason(leaving.cookie, { reason: "moving" }), giveReason(leaving.cookie, { reason: "moving" })]);
    expect((await reasonsOf(leaving.subscriptionId)).map(({ reason, note }) => ({ reason, note }))).toEqual([
      { reason: "moving", note: null },
    ]);
  });

  it("refuses a note without Other, an unknown code, and anyone without a serving plan", async () => {
    const leaving = await subscriber();
    const noted = await giveReason(leaving.cookie, { reason: "moving", note: "Boston" });
    expect(noted.status).toBe(400);
    expect(await noted.json()).toMatchObject({
      error: { code: "invalid_input", fields: { note: "A note goes only with the reason Other." } },
    });
    const unknown = await giveReason(leaving.cookie, { reason: "bored" });
    expect(await unknown.json()).toMatchObject({ error: { fields: { reason: "Please choose one of the reasons." } } });
    expect(await reasonsOf(leaving.subscriptionId)).toEqual([]);
    const stranger = await verifiedAccount();
    expect((await giveReason(stranger.cookie, { reason: "moving" })).status).toBe(403);
    expect((await giveReason("", { reason: "moving" })).status).toBe(401);
  });
});

describe("the reasons on the owner's figures", () => {
  it("counts today's reasons of those who did cancel, not of those who kept their plan", async () => {
    const today = businessToday(appNow());
    const before = await metricsOf(today);
    const counted = [await subscriber(), await subscriber(), await subscriber()];
    const kept = await subscriber();
    await giveReason(counted[0]!.cookie, { reason: "too_expensive" });
    await giveReason(counted[1]!.cookie, { reason: "too_expensive" });
    await giveReason(counted[2]!.cookie, { reason: "other", note: "Moving in with family" });
    await giveReason(kept.cookie, { reason: "quality" });
    // Stripe reports the cancellations of the first three; the fourth closed the portal.
    for (const { subscriptionId } of counted)
      await db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.id, subscriptionId));
    const after = await metricsOf(today);
    expect(before.metrics.cancellation_reasons).toEqual([]);
    expect(after.metrics.cancellation_reasons).toEqual([
      { reason: "too_expensive", count: 2 },
      { reason: "other", count: 1 },
    ]);
    expect(after.previous.cancellation_reasons).toEqual([]);
  });
});

async function metricsOf(day: string): Promise<OwnerMetricsResponse> {
  const response = await api(`/api/admin/metrics?from=${day}&to=${day}`, { cookie: (await adminAccount()).cookie });
  return (await response.json()) as OwnerMetricsResponse;
}
