import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ScheduleListResponse } from "#core/schedule-schema";
import { emails, subscriptions, users } from "#worker/db/schema";
import { createViaApi } from "./schedule-support";
import { setSubscriptionStatus, subscriber } from "./subscription-factory";
import { api, db, futureDate } from "./support";

async function endedEmails(to: string) {
  const customer = await db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), eq(emails.kind, "schedule-ended-customer")));
  const business = (await db.select().from(emails).where(eq(emails.kind, "schedule-ended-business"))).filter((row) =>
    row.text.includes(to),
  );
  return { customer, business };
}

/** A subscriber with one schedule whose subscription was bought in `bought`, on an account set to `account`. */
async function plannedSubscriber(bought: "en" | "es", account: "en" | "es") {
  const owner = await subscriber();
  await db.update(subscriptions).set({ locale: bought }).where(eq(subscriptions.id, owner.subscriptionId));
  await db.update(users).set({ locale: account }).where(eq(users.id, owner.userId));
  const created = await createViaApi(owner.cookie, {
    scheduled_date: futureDate({ weekday: true }),
    scheduled_time: "12:00 PM",
    frequency: "biweekly",
  });
  expect(created.status).toBe(201);
  return owner;
}

/** The subscription ends; the Schedule tab notices it and stops the series. */
async function endSubscription(owner: Awaited<ReturnType<typeof plannedSubscriber>>) {
  await setSubscriptionStatus(owner.subscriptionId, "canceled");
  const list = (await (await api("/api/schedules", { cookie: owner.cookie })).json()) as ScheduleListResponse;
  expect(list.schedules).toEqual([]);
}

describe("the email that says a subscriber's schedules stopped", () => {
  it("is written in the language the subscription was bought in, the business's in English naming it", async () => {
    const owner = await plannedSubscriber("es", "en");
    await endSubscription(owner);
    const { customer, business } = await endedEmails(owner.email);
    expect(customer).toHaveLength(1);
    expect(customer[0]?.language).toBe("es");
    expect(customer[0]?.subject).toBe("Sus visitas de limpieza se detuvieron");
    expect(customer[0]?.text).toMatch(/Calendario 1: quincenal/i);
    expect(customer[0]?.text).toContain("/es/subscription");
    expect(customer[0]?.text).not.toContain("Your cleaning subscription has ended");
    expect(business).toHaveLength(1);
    expect(business[0]?.text).toContain("Language: Spanish");
  });

  it("stays English for a subscription bought in English, whatever the account's language became", async () => {
    const owner = await plannedSubscriber("en", "es");
    await endSubscription(owner);
    const { customer } = await endedEmails(owner.email);
    expect(customer[0]?.subject).toBe("Your cleaning visits have stopped");
    expect(customer[0]?.text).toContain("Schedule 1: bi-weekly from");
  });
});
